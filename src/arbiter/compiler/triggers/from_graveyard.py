"""113.6m: a triggered ability whose effect returns its own card from the graveyard
("Whenever day becomes night or night becomes day, you may pay {1}{R}. If you do, return ~
from your graveyard to the battlefield tapped.") functions only while the card is in its
owner's graveyard: its trigger condition is marked with that zone (`Trigger.zone`) and the
engine looks for it there (`engine.triggers.triggered`)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.enter_counters import WITH_COUNTERS
from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.instructions import Ref
from arbiter.rules.instructions.triggers import ReturnSelfFromGraveyard
from arbiter.rules.structure import nodes


def _in_a_trigger(s: str, loc: int, t: pp.ParseResults) -> None:
    """Read only in a triggered ability (`zone_of` marks its zone) or an activated ability
    (`compiler.lines`: "[Cost]: Return this card from your graveyard to your hand." works in
    the graveyard, 113.6m); a spell with this effect is left unread."""
    trigger = s.startswith(("When ", "Whenever ", "At "))
    if trigger == (":" in s[:loc]):
        raise pp.ParseException(s, loc, "'return ~ from your graveyard' outside a trigger "
                                "or an activated ability")


def _to_battlefield(t: pp.ParseResults) -> list[list[ReturnSelfFromGraveyard]]:
    words = [x for x in t if isinstance(x, str)]
    counters = tuple(c for x in t if isinstance(x, tuple) for c in x[1])  # 122.6
    attach_to = next((x for x in t if isinstance(x, Ref)), None)  # 303.4f
    return [[ReturnSelfFromGraveyard(tapped="tapped" in words,
                                     attacking="tapped and attacking" in words,  # 508.4
                                     counters=counters, attach_to=attach_to)]]


#: "return ~ from your graveyard to the battlefield [tapped | tapped and attacking] [with
#: <counters> on it] [attached to that creature]" / "... to your hand". 303.4f: an Aura
#: returned "attached to that creature" (the event's object) enchants it.
RETURN_SELF = ((sup("return ~ from your graveyard to the battlefield")
                + pp.Optional(kw("tapped and attacking").set_parse_action(
                    lambda: "tapped and attacking")
                    | kw("tapped").set_parse_action(lambda: "tapped"))
                + pp.Optional(WITH_COUNTERS)
                + pp.Optional(sup("attached to") + PRONOUN)
                ).add_parse_action(_in_a_trigger).add_parse_action(_to_battlefield)
    | sup("return ~ from your graveyard to your hand").add_parse_action(
        _in_a_trigger).add_parse_action(lambda: [[ReturnSelfFromGraveyard(to="hand")]]))


def zone_of(trigger: Trigger, body: tuple[Any, ...]) -> Trigger:
    """The trigger, marked as functioning in the graveyard if the effect returns the card
    from there (113.6m). Only a condition that doesn't name the card itself can be met
    there (an event of the game or of other objects)."""
    if not any(isinstance(n, ReturnSelfFromGraveyard) for n in nodes(body)):
        return trigger
    if trigger.subject == "self" or trigger.event == "reflexive" or any(
            a.subject == "self" or a.any_of for a in trigger.any_of):
        # 603.2: a condition naming several events can be met there if none is the card's
        raise pp.ParseException("", 0, "a graveyard ability with this trigger condition")
    return dataclasses.replace(trigger, zone="graveyard")
