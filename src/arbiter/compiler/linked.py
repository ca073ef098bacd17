"""Linked abilities (607.2a): an ability that exiles objects and an ability of the same card
that refers to "the exiled card".

    ~ gets +X/+Y, where X is the exiled <type> card's power and Y is its toughness.

607.2a: if an object has an activated or triggered ability printed on it that instructs a
player to exile one or more objects and an ability printed on it that refers to "the exiled
cards", the two are linked: the second refers only to objects exiled by the first. The
grammar reads one line at a time, so `link_exiles` marks the exiling instructions of the
card's printed abilities once all of its lines are read; the engine then records what they
exile on the source (`GameObject.linked`), and `values.LinkedExiled` reads only those.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, kw, lit, sup
from arbiter.rules import costs as K
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    StaticAbility,
    TriggeredAbility,
)
from arbiter.rules.instructions import objects as I
from arbiter.rules.linked_exile import ExiledWithSource
from arbiter.rules.parts import RulesPart
from arbiter.rules.structure import nodes
from arbiter.state.effects import EffectSpec


def _pt_static(t: pp.ParseResults) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.ModifyPT(
        V.LinkedExiled("power"), V.LinkedExiled("toughness")),)),))


#: 607.2a, 208.3: "the exiled creature card's power" is the card's power in exile; X and Y
#: are read while this object is on the battlefield (611.3a: continuously).
LINKED_PT_LINE = (kw("~") + sup("gets +X/+Y, where X is the exiled")
                  + pp.Optional(CARD_TYPE).suppress()
                  + sup("card's power and Y is its toughness") + lit(".")
                  ).set_parse_action(_pt_static)


def _linked(x: Any) -> Any:
    """`x` with each `Exile` instruction in it marked as the linked ability's (607.2a)."""
    if isinstance(x, I.Exile | K.ExileFromGraveyard):
        return dataclasses.replace(x, linked=True)
    if isinstance(x, tuple):
        return tuple(_linked(y) for y in x)
    if isinstance(x, I.Instruction) and dataclasses.is_dataclass(x):
        changes = {f.name: _linked(getattr(x, f.name)) for f in dataclasses.fields(x)
                   if isinstance(getattr(x, f.name), tuple | I.Instruction)}
        return dataclasses.replace(x, **changes)
    return x


def _refers(x: Any) -> bool:
    """Whether `x` refers to "the exiled card" of a linked ability (607.2a)."""
    return any(isinstance(n, V.LinkedExiled | ExiledWithSource) or (isinstance(n, I.Ref)
                                                 and n.kind == "linked_exiled")
               for n in nodes(x))


def _exiles(a: Ability) -> bool:
    if isinstance(a, StaticAbility):  # 607.2b, 614.14: a replacement effect that exiles
        return any(isinstance(n, RulesPart) and n.rule == "replace_zone_change"
                   and isinstance(n.detail, tuple) and "linked" in n.detail
                   for n in nodes(a.effects))
    if isinstance(a, AdditionalCost):  # 607.2q: cards exiled paying a permanent spell's cost
        return any(isinstance(c, K.ExileFromGraveyard) for c in a.costs)
    # 607.2a: "an activated ability ... that instructs a player to exile": its cost too
    # ("Exile X creature cards from your graveyard: Transform ~.")
    return (isinstance(a, ActivatedAbility | TriggeredAbility) and any(
        isinstance(n, I.Exile) for n in nodes(a.instructions))) or (
        isinstance(a, ActivatedAbility) and any(
            isinstance(c, K.ExileFromGraveyard) for c in a.cost))


def _mark(a: Ability) -> Ability:
    if isinstance(a, ActivatedAbility):
        return dataclasses.replace(a, instructions=_linked(a.instructions),
                                   cost=tuple(_linked(c) for c in a.cost))
    if isinstance(a, TriggeredAbility):
        return dataclasses.replace(a, instructions=_linked(a.instructions))
    if isinstance(a, AdditionalCost):  # 607.2q
        return dataclasses.replace(a, costs=tuple(_linked(c) for c in a.costs))
    return a


def link_exiles(abilities: list[Ability], name: str = "",
                other_face: list[Ability] | None = None) -> list[Ability]:
    """607.2a: when one of a card's printed abilities refers to "the exiled card", its
    activated and triggered abilities that exile are linked to it. An ability referring to
    "the exiled card" of a card with no such ability to link it to (its exiling is a
    keyword's, a replacement's of 607.2b, or text not read) stays unread (principle 5).
    `other_face`: the abilities printed on the other face of a transforming double-faced
    card (712.8: one object, whichever face is up; Ludevic exiles, Olag refers)."""
    other = other_face or []
    if not (_refers(abilities) or _refers(other)):
        return abilities
    if not any(_exiles(a) for a in [*abilities, *other]):
        from arbiter.compiler.unread import unsupported

        return [unsupported(a.text, name) if _refers(a) and a.text else a
                for a in abilities]
    return [_mark(a) for a in abilities]


__all__ = ["LINKED_PT_LINE", "link_exiles"]
