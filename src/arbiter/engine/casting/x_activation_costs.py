"""107.3a / 602.2b / 601.2b: an activation cost with an X that counts objects or counters
("Remove X +1/+1 counters from ~", "Tap X untapped artifacts you control", "Sacrifice X
lands", "Exile X cards from your graveyard", a loyalty ability's [-X], 606.4, 606.6; "Pay X
{E}", 107.14). The
player announces X as they activate the ability, a value they could pay (with the {X} of
its mana cost, if it has one, paid as that much generic mana too); the cost is then paid
with that many, and X in the ability's text is that value while the ability is on the
stack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.activation_x import MAX_X, chosen, has_x, with_x
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import (
    ExileFromGraveyard,
    LoyaltyCost,
    PayEnergy,
    RemoveCountersCost,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.counters_among import RemoveCountersFrom

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import ActivatedAbility


def x_cost(ability: ActivatedAbility) -> Any | None:
    """The activation cost with an X counting objects or counters, if any."""
    return next((c for c in ability.cost if getattr(c, "x", False)), None)


def most(game: Game, oid: int, player: int, cost: Any) -> int:
    """The largest X the player could pay the cost with now."""
    if isinstance(cost, RemoveCountersCost):
        return game.obj(oid).counters.get(cost.kind, 0)  # 122.8: only counters it has
    if isinstance(cost, RemoveCountersFrom):
        from arbiter.engine.casting.counters_from import most as counters_most

        return counters_most(game, oid, player, cost)  # 122.8: the counters there are
    if isinstance(cost, LoyaltyCost):
        return game.obj(oid).counters.get("loyalty", 0)  # 606.6: at least that many
    if isinstance(cost, PayEnergy):
        from arbiter.engine.counters import energy

        return energy(game, player)  # 107.14, 118.3: no more than they have
    if isinstance(cost, SacrificePermanents | TapUntapped):
        from arbiter.engine.casting.activation_costs import candidates_for

        return len(candidates_for(game, oid, player, cost))
    if isinstance(cost, ExileFromGraveyard):
        from arbiter.engine.casting.object_costs import candidates

        return len(candidates(game, oid, player, cost))
    return MAX_X


def announce(game: Game, player: int, oid: int, ability: ActivatedAbility, mana: str) -> int:
    """601.2b: the player announces X among the values they could pay for."""
    from arbiter.engine.turn.priority import affordable

    cost = x_cost(ability)
    top = min(MAX_X, most(game, oid, player, cost)) if cost is not None else MAX_X
    options = [(str(x), x) for x in range(top + 1)
               if not (mana and has_x(mana)) or affordable(game, player, with_x(mana, x))]
    if not options:
        raise IllegalActionError(f"you can't pay {mana}")
    return int(game.decide(Decision("x", "choose X", player, options, key="x")))


def check(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> None:
    """An X larger than the cost can be paid with is refused before any cost is paid."""
    if getattr(cost, "x", False) and chosen(choices) > most(game, oid, player, cost):
        raise IllegalActionError(f"{game.name_of(oid)}: X = {chosen(choices)} can't pay "
                                 f"{cost} (107.3a, 601.2h)")
