"""Triggered abilities on a permanent or player being dealt damage (603.2, 120.4b):

    When[ever] <~ | enchanted creature | equipped creature> is dealt damage, <effects>.
    Whenever you're dealt damage, <effects>.
    Whenever a source deals damage to ~, <effects>.        (Phyrexian Obliterator)

The engine emits one such event for each damage event, with all the damage the recipient was
dealt in it (`engine.replacement.damage.received`; 603.2c: two creatures' simultaneous combat
damage is one event, so Fungusaur gets one counter). "That much" / "that many" in the effect
is the damage dealt (the event's amount, `values.EventAmount`): it can mean nothing else in
these lines, so it is read only here.

"A source deals damage to ~" is one event for each source that dealt it damage (120.3e, the
engine's "damage_to_creature" events: two blockers' combat damage triggers it twice, 603.2c
doesn't join them), "that many" the damage that source dealt and "that source's controller"
that source's controller (`engine.stack.event_refs.event_source_controller`; 603.10a: as it
last existed if it has left its zone).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.triggers.effect_text import bound_effects
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

_RECIPIENT = pp.MatchFirst([
    (kw("~") + sup("is dealt damage")).set_parse_action(
        lambda: (Trigger("dealt_damage", "self"), I.Ref.this())),
    (kw("enchanted creature") + sup("is dealt damage")).set_parse_action(
        lambda: (Trigger("dealt_damage", "enchanted"), I.Ref.attached())),
    (kw("equipped creature") + sup("is dealt damage")).set_parse_action(
        lambda: (Trigger("dealt_damage", "equipped"), I.Ref.attached())),
    kws("you're dealt damage", "you are dealt damage").set_parse_action(
        lambda: (Trigger("player_dealt_damage", "you"), I.Ref.this())),
    # 120.3e, 603.2: once for each source (the event's source in `extra`)
    (sup("a source deals damage to") + kw("~")).set_parse_action(
        lambda: (Trigger("damage_to_creature", "self"), I.Ref.this())),
])
#: "that source's controller" after "a source deals damage to ~": the event's source's.
_SOURCE_CONTROLLER = "that source's controller"


def _event_amount(x: Any) -> Any:
    """"That many" / "that much": the damage the triggering event dealt."""
    if isinstance(x, V.ThatMany):
        return V.EventAmount()
    if isinstance(x, tuple | list):
        return type(x)(_event_amount(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            type(x).__module__.startswith(("arbiter.rules.", "arbiter.engine.")):
        return dataclasses.replace(x, **{f.name: _event_amount(getattr(x, f.name))
                                         for f in dataclasses.fields(x) if f.init})
    return x


def _line(s: str, loc: int, t: pp.ParseResults) -> TriggeredAbility:
    (trigger, default), text = t[0], t[1]
    if text.lower().startswith("if "):
        raise pp.ParseException(s, loc, "an intervening 'if' (603.4) is not read here")
    text = text.replace("that much", "that many")
    player = None
    if trigger.event == "damage_to_creature" and _SOURCE_CONTROLLER in text:
        if "that player" in text or "their" in text.replace(" of their choice", ""):
            raise pp.ParseException(s, loc, "another player named besides the source's "
                                    "controller")
        text = text.replace(_SOURCE_CONTROLLER, "that player")
        player = I.Ref("event_source_controller")
    body, targets = bound_effects(s, loc, text, default=default, player=player)
    return TriggeredAbility(text="", trigger=trigger, instructions=_event_amount(body),
                            targets=tuple(targets))


#: 603.2 / 120.4b: Fungusaur, Jackal Pup, Living Artifact.
DEALT_DAMAGE_LINE = (kws("whenever", "when").suppress() + _RECIPIENT + lit(",")
                     + pp.Regex(r".+\.", flags=0)).set_parse_action(_line)

__all__ = ["DEALT_DAMAGE_LINE"]
