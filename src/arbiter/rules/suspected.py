"""Suspected (701.60): a designation a permanent has once a player suspects it.

701.60a: it stays suspected until it leaves the battlefield (a new object has no designation,
400.7) or a spell or ability makes it no longer suspected. 701.60b: only permanents can be
suspected; the designation is neither an ability nor a copiable value. 701.60c: a suspected
permanent has menace and "This creature can't block" for as long as it is suspected: one
layer-6 effect (613.1f) that exists while the designation does, timestamped when it became
suspected (613.7). 701.60d: a suspected permanent can't become suspected again.

The designation is recorded in the permanent's `choices` under `SUSPECTED`, holding the
timestamp it got then; `engine.keyword_actions.suspect` sets and clears it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.rules.abilities import StaticAbility
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, RulesPart
from arbiter.rules.selectors import SELF, Selector
from arbiter.state.effects import ContinuousEffect, EffectSpec

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.game_state import GameState

#: The key of the designation in a permanent's `choices`.
SUSPECTED = "suspected"


def is_suspected(state: GameState, oid: int) -> bool:
    """701.60a-b: whether the object is a suspected permanent."""
    obj = state.objects.get(oid)
    return obj is not None and obj.zone == "battlefield" and SUSPECTED in obj.choices


@cache
def suspected_abilities() -> AddAbilities:
    """701.60c: menace and "This creature can't block"."""
    cant_block = StaticAbility(text="This creature can't block.", effects=(
        EffectSpec(SELF, (RulesPart("cant_block"),)),))
    return AddAbilities(abilities=(keyword_ability("Menace"), cant_block))


def suspected_effects(view: LayerView, oid: int) -> list[ContinuousEffect]:
    """701.60c: the effect a suspected permanent's designation gives it, if it has one."""
    if not is_suspected(view.state, oid):
        return []
    ts = view.state.objects[oid].choices[SUSPECTED]
    return [ContinuousEffect(
        key=("suspected", oid), source=oid, source_name="suspected designation",
        timestamp=(ts,), controller=view.chars[oid].controller,
        parts=(suspected_abilities(),), locked=frozenset({oid}), label="suspected (701.60c)")]


@dataclass(frozen=True)
class Suspected(Selector):
    """"suspected creature(s)": a permanent with the suspected designation (701.60b)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return is_suspected(view.state, oid)

    def __str__(self) -> str:
        return "suspected"


__all__ = ["SUSPECTED", "Suspected", "is_suspected", "suspected_abilities", "suspected_effects"]
