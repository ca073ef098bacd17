"""Cards exiled paying a spell's additional cost (601.2b, 601.2h):

- 601.2f: "This spell costs {2} less to cast for each card exiled this way." (Gorex, the
  Tombshell; the Marches, from the hand; "for each creature sacrificed this way", Torgaar,
  Famine Incarnate): the cards (or permanents) chosen for the "exile any number of ..."
  additional cost, announced
  before the total cost is determined, take that much generic mana off it (a reduction,
  applied after the increases such as the commander tax, 903.8).
- 607.2q: the cards exiled paying the cost of a permanent spell are "exiled with" the
  permanent that spell becomes, when that cost is linked to such an ability
  (`compiler.linked`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.additional_costs import candidates, costs_of
from arbiter.rules.alternative_costs import ExileFromHandCost
from arbiter.rules.cost_object_reduction import LessPerCardExiled
from arbiter.rules.costs import ExileFromGraveyard, SacrificePermanents

#: 601.2b: the costs "exile any number of <cards> from your graveyard | hand", "sacrifice any
#: number of <permanents>".
_ANY_NUMBER = (ExileFromGraveyard, ExileFromHandCost, SacrificePermanents)

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def _per_card(game: Game, spell: int) -> int:
    return sum(a.ability.amount for a in game.chars(spell).abilities
               if isinstance(a.ability, LessPerCardExiled))


def reduction(game: Game, spell: int, chosen: list[list[int]] | None,
              picked: list[int] | None = None) -> int:
    """601.2f: the generic mana taken off for the cards chosen to exile (`chosen`: the
    objects chosen for each additional cost, as announced, 601.2b)."""
    from arbiter.engine.casting.additional_costs import announced

    per = _per_card(game, spell)
    if not per or not chosen:
        return 0
    costs = announced(game, spell, picked)
    return per * sum(len(picks) for cost, picks in zip(costs, chosen, strict=False)
                     if isinstance(cost, _ANY_NUMBER) and cost.n is None)


def greatest_reduction(game: Game, spell: int, player: int) -> int:
    """The most the cost can be reduced: every card that could be exiled is (whether the
    spell can be cast at all, 601.2f with 601.3)."""

    per = _per_card(game, spell)
    if not per:
        return 0
    return per * sum(len(candidates(game, player, c, spell)) for c in costs_of(game, spell)
                     if isinstance(c, _ANY_NUMBER) and c.n is None)


def linked_cost_exiles(game: Game, spell: int, choices: dict[str, Any]) -> list[int]:
    """607.2q: the cards the spell's linked cost exiled (found by their zone changes, 400.7),
    still in exile: they are "exiled with" the permanent the spell becomes."""
    from arbiter.engine.casting.additional_costs import announced
    from arbiter.engine.casting.cost_choice import KEY

    chosen = choices.get("additional") or []
    costs = announced(game, spell, choices.get(KEY))
    paid = {o for cost, picks in zip(costs, chosen, strict=False)
            if isinstance(cost, ExileFromGraveyard) and cost.linked for o in picks}
    if not paid:
        return []
    return [ev.new_id for ev in game.events if ev.kind == "zone_change" and ev.obj in paid
            and ev.to_zone == "exile" and ev.new_id is not None
            and game.obj(ev.new_id).zone == "exile"]


__all__ = ["greatest_reduction", "linked_cost_exiles", "reduction"]
