"""117.1 / 601.2 with 700.2a: may a modal spell be cast now? A mode whose targets have no legal
choice can't be chosen (700.2a), so a modal spell none of whose choices of modes is legal
can't be cast: the casting would be illegal at 601.2b-c and the game would go back (732.2),
so it is not among the player's legal actions. The choices of modes are judged with each
announcement of optional costs the player could make (601.2b comes first: a kicker may change
the targets, 702.33g; entwine chooses every mode, 702.42a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting import optional_costs as oc
from arbiter.engine.casting.cost_dependent_targets import announcements, targets_possible
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.paid_costs import PAID

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def modes_choosable(game: Game, oid: int, player: int, alternative: str | None) -> bool:
    """Has the modal spell `oid` a legal choice of modes (700.2a) with some announcement of
    optional costs the player could pay (601.2b, 601.2f-h)? True for a spell that isn't
    modal."""
    abilities = game.chars(oid).abilities
    modal = next((a.ability for a in abilities
                  if isinstance(a.ability, SpellAbility) and a.ability.modes), None)
    if modal is None:
        return True
    if _with(game, oid, player, alternative, modal.modes, {}):
        return True
    return any(_with(game, oid, player, alternative, modal.modes, {PAID: record})
               for record in announcements(game, oid, player, alternative))


def _with(game: Game, oid: int, player: int, alternative: str | None,
          modes: tuple[int, int], choices: dict[str, Any]) -> bool:
    from arbiter.engine.casting.conditional_modes import allowed
    from arbiter.engine.casting.mode_choice import legal_mode_options
    from arbiter.engine.casting.spells import chosen_targets

    if oc.all_modes(choices):
        # 702.42a: entwined, every mode is chosen: each target of each needs a legal choice
        return targets_possible(game, oid, player, chosen_targets(game, oid, choices) or (),
                                choices.get(PAID))
    n_modes = sum(1 for a in game.chars(oid).abilities
                  if isinstance(a.ability, SpellAbility) and not a.ability.modes)
    return bool(legal_mode_options(game, oid, player, alternative, choices,
                                   allowed(game, oid, player, modes), n_modes))


__all__ = ["modes_choosable"]
