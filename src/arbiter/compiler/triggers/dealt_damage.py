"""Triggered abilities on a permanent or player being dealt damage (603.2, 120.4b):

    When[ever] <~ | enchanted creature | equipped creature> is dealt damage, <effects>.
    Whenever you're dealt damage, <effects>.

The engine emits one such event for each damage event, with all the damage the recipient was
dealt in it (`engine.replacement.damage.received`; 603.2c: two creatures' simultaneous combat
damage is one event, so Fungusaur gets one counter). "That much" / "that many" in the effect
is the damage dealt (the event's amount, `values.EventAmount`): it can mean nothing else in
these lines, so it is read only here.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
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
])


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
    from arbiter.compiler.effects.sentences import EFFECTS
    from arbiter.compiler.grammar.refs import bind

    (trigger, default), text = t[0], t[1]
    if text.lower().startswith("if "):
        raise pp.ParseException(s, loc, "an intervening 'if' (603.4) is not read here")
    text = text.replace("that much", "that many")
    try:
        effects = EFFECTS.parse_string(text, parse_all=True)[0]
    except pp.ParseException as e:
        raise pp.ParseException(s, loc, f"effect not read: {e}") from None
    targets: list[I.TargetSpec] = []
    body = bind(tuple(effects), targets, default=default)
    return TriggeredAbility(text="", trigger=trigger, instructions=_event_amount(body),
                            targets=tuple(targets))


#: 603.2 / 120.4b: Fungusaur, Jackal Pup, Living Artifact.
DEALT_DAMAGE_LINE = (kws("whenever", "when").suppress() + _RECIPIENT + lit(",")
                     + pp.Regex(r".+\.", flags=0)).set_parse_action(_line)

__all__ = ["DEALT_DAMAGE_LINE"]
