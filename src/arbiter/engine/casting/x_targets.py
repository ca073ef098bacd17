"""601.2b-c: X is announced before targets are chosen, so a target requirement whose limit
is X ("destroy target artifact with mana value X", "return target creature card with mana
value X or less from your graveyard") may have no legal choice with one announced X and have
one with another. An X after which the spell's targets can't all be chosen makes the cast
illegal (601.2c; the game is then set back, 732.1-732.2), so the announcement is offered only
with the values of X that leave every required target a legal choice (115.3: all of them at
once). A modal spell keeps every X (its modes' targets are judged by 700.2a's check)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.cost_dependent_targets import targets_possible
from arbiter.engine.casting.spells import spell_targets
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.activated_x import has_x_limit
from arbiter.rules.announced_x import with_x
from arbiter.rules.paid_costs import PAID

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.instructions import TargetSpec


def x_limited_specs(game: Game, oid: int, alternative: str | None) -> tuple[TargetSpec, ...]:
    """The target requirements of a spell that isn't modal if one of them is limited by X,
    else none: only then does the announced X matter to the targets."""
    if any(isinstance(a.ability, SpellAbility) and a.ability.modes
           for a in game.chars(oid).abilities):
        return ()
    specs = spell_targets(game, oid, alternative)
    if any(sp.mana_value_at_most_x or has_x_limit(sp.selector) for sp in specs):
        return specs
    return ()


def targets_with_x(game: Game, oid: int, player: int, specs: tuple[TargetSpec, ...],
                   choices: dict[str, Any], x: int) -> bool:
    """601.2c: with X announced as `x`, can every required target be chosen?"""
    return targets_possible(game, oid, player, tuple(with_x(sp, x) for sp in specs),
                            choices.get(PAID))
