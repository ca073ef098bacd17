"""Additional costs to cast a spell (118.8, 601.2b, 601.2h): what can pay them, the player's
choice of objects, and paying them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.costs import DiscardCard, ExileFromGraveyard, SacrificePermanents
from arbiter.engine.decisions import Decision
from arbiter.engine.errors import IllegalActionError
from arbiter.rules.abilities import AdditionalCost
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def costs_of(game: Game, oid: int) -> list[Any]:
    return [c for a in game.chars(oid).abilities if isinstance(a.ability, AdditionalCost)
            for c in a.ability.costs]


def candidates(game: Game, player: int, cost: Any, spell: int) -> list[int]:
    """The objects that could pay this cost."""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, spell, player)
    if isinstance(cost, SacrificePermanents):
        return [o for o in game.state.battlefield()
                if view.chars[o].controller == player
                and (cost.selector is None or cost.selector.matches(view, o, ctx))]
    if isinstance(cost, DiscardCard):
        return [o for o in game.state.zone_list("hand", player) if o != spell]
    if isinstance(cost, ExileFromGraveyard):
        return [o for o in game.state.zone_list("graveyard", player) if o != spell
                and (cost.selector is None or cost.selector.matches(view, o, ctx))]
    return []


def _count(cost: Any) -> int | None:
    """How many objects the cost takes; None: "any number" (chosen by the player)."""
    return getattr(cost, "n", 1)


def payable(game: Game, player: int, spell: int) -> bool:
    return all(len(candidates(game, player, c, spell)) >= (_count(c) or 0)
               for c in costs_of(game, spell))


def choose(game: Game, player: int, spell: int) -> list[list[int]]:
    """601.2b/601.2h: the player picks the objects each additional cost uses."""
    chosen: list[list[int]] = []
    for cost in costs_of(game, spell):
        picks: list[int] = []
        need = _count(cost)
        while need is None or len(picks) < need:
            options = [o for o in candidates(game, player, cost, spell) if o not in picks]
            if not options:
                if need is None:
                    break
                raise IllegalActionError(f"you can't pay {cost}")
            labels: list[tuple[str, Any]] = [(f"{game.name_of(o)}#{o}", o) for o in options]
            if need is None:
                labels.insert(0, ("done", None))  # "any number": stop whenever
            pick = game.decide(Decision("cost", f"{cost}: choose", player, labels,
                                        key="cost"))
            if pick is None:
                break
            picks.append(pick)
        chosen.append(picks)
    return chosen


def pay(game: Game, player: int, spell: int, chosen: list[list[int]]) -> None:
    """601.2h: pay them (validated first, so nothing happens if one can't be paid)."""
    costs = costs_of(game, spell)
    if len(chosen) != len(costs):
        raise IllegalActionError("each additional cost needs its objects chosen")
    for cost, picks in zip(costs, chosen, strict=True):
        legal = candidates(game, player, cost, spell)
        need = _count(cost)
        if (need is not None and len(picks) != need) or any(p not in legal for p in picks):
            raise IllegalActionError(f"that can't pay {cost}")
    for cost, picks in zip(costs, chosen, strict=True):
        for oid in picks:
            if isinstance(cost, SacrificePermanents):
                game.sacrifice(oid)  # 701.21a
                continue
            if isinstance(cost, DiscardCard):
                from arbiter.engine.discard import discard

                owner = game.obj(oid).owner  # 701.9a: a cost of their own spell
                discard(game, oid, owner, cause=owner)
                continue
            zone = "exile" if isinstance(cost, ExileFromGraveyard) else "graveyard"
            game.move(oid, zone)
