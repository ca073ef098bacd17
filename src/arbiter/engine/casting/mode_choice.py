"""700.2 / 601.2b: the modes a player may choose as they cast a modal spell: "choose one"
one mode, "choose two" two different modes, "choose one or both" / "choose one or more" any
number in that range (700.2d: a mode may be chosen only once unless the spell says
otherwise). Each choice is offered as the modes' numbers in printed order ("1", "1+3"), and
only when it is legal (700.2a) and payable (601.2f-h)."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def mode_options(modes: tuple[int, int], n_modes: int,
                 repeat: bool = False) -> list[tuple[str, Any]]:
    """Each legal choice of modes: a single mode as its number, several as a list.
    `repeat`: a mode may be chosen more than once (700.2d)."""
    low, high = modes
    out: list[tuple[str, Any]] = []
    pick = combinations_with_replacement if repeat else combinations
    for k in range(max(1, low), (high if repeat else min(high, n_modes)) + 1):
        for combo in pick(range(1, n_modes + 1), k):
            out.append(("+".join(map(str, combo)), combo[0] if k == 1 else list(combo)))
    return out


def legal_mode_options(game: Game, oid: int, player: int, alternative: str | None,
                       choices: dict[str, Any], modes: tuple[int, int],
                       n_modes: int) -> list[tuple[str, Any]]:
    """700.2a: the choices of modes the player may make: a mode that would be illegal (no
    legal choice for a target it requires) can't be chosen; 601.2f-h: nor a set of modes
    whose total cost (escalate 702.120a, spree 702.172a) the player can't pay."""
    from arbiter.engine.casting import optional_costs, spells
    from arbiter.engine.casting.being_cast import spell_legal_targets
    from arbiter.engine.casting.target_assignment import can_choose
    from arbiter.engine.casting.total_cost import total_cost
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable
    from arbiter.rules.repeatable_modes import repeatable

    out: list[tuple[str, Any]] = []
    for label, value in mode_options(modes, n_modes, repeatable(game.chars(oid).abilities)):
        trial = {**choices, "mode": value}
        specs = spells.chosen_targets(game, oid, trial) or ()
        specs = optional_costs.unchosen_targets(game, oid, list(specs), trial)
        required = [s for s in specs if not (s.up_to or s.x)]
        if not can_choose(required, [spell_legal_targets(game, s, player, oid)
                                     for s in required]):  # 115.3
            continue
        cost, _ = total_cost(game, oid, player, alternative, int(trial.get("x", 0)),
                             optional=optional_costs.extra_mana(game, oid, trial))
        if affordable(game, player, cost, spell_spending(game, oid, alternative)):
            out.append((label, value))
    return out
