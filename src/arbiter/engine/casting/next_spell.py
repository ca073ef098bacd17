"""601.2f, 601.2i: effects on "the next <spell> you cast this turn" (611.2c: rules effects on
their controller, `engine.stack.rules_changes`), used up as the first spell of theirs with
those qualities becomes cast:

    Whenever this creature attacks, the next spell you cast this turn costs {1} less to cast.
                                                                    (Hardened Berserker)
    The next instant or sorcery spell you cast this turn can't be countered.   (Overmaster)

A cost change applies to their spells with those qualities as each total cost is determined,
until one of them becomes cast; then it has done its work and ends, even if it reduced nothing
(a spell with no generic mana in its cost, or one cast without paying its mana cost): it never
applies to a later spell. "Can't be countered" then applies to that spell only (its copies
are other objects, 707.10), for as long as it is on the stack (701.6a, 113.6g). Two such
effects both apply to that same next spell, and both end."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects
from arbiter.engine.stack.rules_changes import player_level
from arbiter.rules import parts as P
from arbiter.rules.next_spell import NEXT_UNCOUNTERABLE, UNCOUNTERABLE_SPELL, NextSpell
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.selectors import Selector
    from arbiter.state.effects import ContinuousEffect


def _next_spell_part(e: ContinuousEffect) -> tuple[str, Selector | None] | None:
    """("cost", spells) / ("uncounterable", spells) for an effect on the next spell."""
    from arbiter.engine.casting.total_cost import CostChange

    for p in e.parts:
        d = getattr(p, "detail", None)
        rule = getattr(p, "rule", None)
        if rule == "cost_increase" and isinstance(d, CostChange) and d.next_spell:
            return "cost", d.spells
        if rule == NEXT_UNCOUNTERABLE and isinstance(d, NextSpell):
            return "uncounterable", d.spells
    return None


def use_up_next_spell_effects(game: Game, player: int, spell: int) -> None:
    """601.2i: `player` has just cast `spell`: their effects on the next spell with qualities
    it has are used up (a cost change ends; "can't be countered" now applies to it)."""
    if not game.state.effects:
        return
    mine = [(e, part) for e in game.state.effects if e.controller == player
            and player_level(e) and (part := _next_spell_part(e)) is not None]
    if not mine:
        return
    view = LayerView(game.state, game.layers().chars)
    used: dict[tuple, ContinuousEffect | None] = {}
    for e, (kind, spells) in mine:
        if spells is not None and not spells.matches(view, spell, EffectContext(view, e)):
            continue
        used[e.key] = None if kind == "cost" else dataclasses.replace(
            e, parts=(P.RulesPart(rule=UNCOUNTERABLE_SPELL, detail=spell),))
    if used:
        game.state.effects = [used[e.key] if e.key in used else e for e in game.state.effects
                              if used.get(e.key, e) is not None]
        game.state.touch()


def made_uncounterable(game: Game, spell: int) -> bool:
    """701.6a: "the next spell you cast this turn can't be countered" applies to `spell`."""
    return bool(game.state.effects) and any(
        d == spell for _ts, d, _c in rules_effects(game, UNCOUNTERABLE_SPELL))


__all__ = ["made_uncounterable", "use_up_next_spell_effects"]
