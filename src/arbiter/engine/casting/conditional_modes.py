"""601.2b / 700.2: how many modes a player may choose for a spell with "If <condition> as you
cast this spell, you may choose both instead." (`rules.conditional_modes`): the condition is judged
for the caster as the modes are chosen (after the optional costs are announced, 601.2b: "If
this spell was kicked, choose any number instead"); once cast, the modes stay chosen whatever
happens to the condition (608.2b asks only about targets)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.errors import IllegalActionError
from arbiter.rules.conditional_modes import more_modes
from arbiter.rules.paid_costs import PAID
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def widest(abilities: Any, modes: tuple[int, int]) -> tuple[int, int]:
    """The most modes the spell could ever have chosen (its printed count, or the larger
    one its permission gives): what a spell on the stack may have (checked as it was cast)."""
    more = more_modes(abilities)
    return modes if more is None else (modes[0], max(modes[1], more.most))


def allowed(game: Game, oid: int, player: int, modes: tuple[int, int]) -> tuple[int, int]:
    """601.2b: the range of modes `player` may choose casting `oid` now."""
    more = more_modes(game.chars(oid).abilities)
    if more is None or more.condition is None:
        return modes
    view = LayerView(game.state, game.layers().chars)
    if not more.condition.holds(view, context_for(view, oid, player)):
        return modes
    return modes[0], max(modes[1], more.most)


def check(game: Game, oid: int, player: int, choices: dict[str, Any]) -> None:
    """Refuse more modes than the player may choose now (the condition doesn't hold)."""
    from arbiter.rules.abilities import SpellAbility

    ch = game.chars(oid)
    modal = next((a.ability for a in ch.abilities
                  if isinstance(a.ability, SpellAbility) and a.ability.modes), None)
    if modal is None or more_modes(ch.abilities) is None:
        return
    raw = choices.get("mode", choices.get("modes"))
    if raw is None:
        return
    picks = raw if isinstance(raw, list) else [raw]
    low, high = allowed(game, oid, player, modal.modes)
    if len(picks) > high:
        # checked once the optional costs are announced (702.33d: "if this spell was
        # kicked"): the refused spell keeps no record of that announcement
        game.obj(oid).choices.pop(PAID, None)
        raise IllegalActionError(f"{ch.name}: choose {low} to {high} modes (700.2; the "
                                 "condition to choose more doesn't hold, 601.2b)")
