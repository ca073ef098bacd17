"""601.2b / 601.2h / 118.3: the additional costs "discard X [<kind>] cards", "pay X life",
"sacrifice X <permanents>" and "exile X [<kind>] cards from your graveyard"
(`rules.x_costs`).

X is the value announced for the spell (601.2b, `choices["x"]`; `announces_x`: the player
announces it even when the mana cost has no {X}). The player can't announce more than they
can pay (118.3, `payable`): more matching cards than the others in their hand (the spell
itself is on the stack by then, 601.2a), more matching permanents than they control, more
matching cards than their graveyard holds, or more life than their life total (119.4). The
objects are chosen (`choices["discard"]`, `["sacrifice"]`, `["exile"]`, or one decision each
with that key); the costs are paid with the total cost (601.2h): the cards discarded
(701.9a: a cost of their own spell), the permanents sacrificed (701.21a) and the cards
exiled (406.2) at once, the life paid (119.4: lost)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.view import LayerView, context_for
from arbiter.rules.x_costs import DiscardXCost, ExileXCost, PayXLifeCost, SacrificeXCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEY = "discard"
#: Each kind of X cost that takes objects: its choices key, the verb, where its objects are.
_OBJECT_KINDS = {DiscardXCost: ("discard", "discard", "hand"),
                 SacrificeXCost: ("sacrifice", "sacrifice", "battlefield"),
                 ExileXCost: ("exile", "exile", "graveyard")}


@dataclass(frozen=True)
class Owed:
    """What the X costs of one cast take: the cards to discard, the permanents to sacrifice,
    the cards to exile, the life to pay."""

    cards: tuple[int, ...] = ()
    life: int = 0
    sacrificed: tuple[int, ...] = ()
    exiled: tuple[int, ...] = ()


def _costs(game: Game, oid: int) -> list[Any]:
    return [a.ability for a in game.chars(oid).abilities
            if isinstance(a.ability, DiscardXCost | PayXLifeCost | SacrificeXCost | ExileXCost)]


def announces_x(game: Game, oid: int) -> bool:
    """601.2b: the spell has an X additional cost, so its caster announces X."""
    return bool(_costs(game, oid))


def _pool(game: Game, player: int, oid: int, cost: Any) -> list[int]:
    """The objects that could pay one of X cost's X (118.3)."""
    _key, _verb, zone = _OBJECT_KINDS[type(cost)]
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    if zone == "battlefield":
        pool = [o for o in game.state.battlefield()
                if o in view.chars and view.chars[o].controller == player]
    else:
        pool = game.state.zone_list(zone, player)
    return [o for o in pool if o != oid and o in view.chars
            and (cost.selector is None or cost.selector.matches(view, o, ctx))]


def payable(game: Game, player: int, oid: int, x: int) -> bool:
    """118.3 / 119.4: could `player` pay the spell's X costs with this X?"""
    for cost in _costs(game, oid):
        if isinstance(cost, PayXLifeCost):
            if game.state.players[player].life < x:
                return False
        elif len(_pool(game, player, oid, cost)) < x:
            return False
    return True


def choose(game: Game, player: int, oid: int, choices: dict[str, Any]) -> Owed | None:
    """What the spell's X costs take (None: it has none); refused when X is more than can
    be paid (118.3)."""
    costs = _costs(game, oid)
    if not costs:
        return None
    x = int(choices.get("x", 0) or 0)
    life = 0
    taken: dict[type, list[int]] = {}
    for cost in costs:
        if isinstance(cost, PayXLifeCost):
            if game.state.players[player].life < x:
                raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {x} life "
                                         "(119.4)")
            life = x
        else:
            taken[type(cost)] = _objects(game, player, oid, cost, choices, x)
    return Owed(tuple(taken.get(DiscardXCost, ())), life,
                tuple(taken.get(SacrificeXCost, ())), tuple(taken.get(ExileXCost, ())))


def _objects(game: Game, player: int, oid: int, cost: Any, choices: dict[str, Any],
             x: int) -> list[int]:
    key, verb, zone = _OBJECT_KINDS[type(cost)]
    pool = _pool(game, player, oid, cost)
    if x > len(pool):
        raise IllegalActionError(f"{game.name_of(oid)}: you can't {verb} {x} with only "
                                 f"{len(pool)} that could be (118.3)")
    given = _ids(choices.get(key))  # objects by id (the Python API); else decisions
    picks: list[int] = list(given or [])
    while not given and len(picks) < x:
        options = [(f"{game.name_of(o)}#{o}", o) for o in pool if o not in picks]
        pick = game.decide(Decision("cost", f"{verb} X={x}: choose", player, options,
                                    key=key))
        if isinstance(pick, list | tuple):
            picks.extend(pick)
            break
        picks.append(pick)
    if len(picks) != x or len(set(picks)) != x or any(p not in pool for p in picks):
        raise IllegalActionError(f"{game.name_of(oid)}: {verb} exactly {x} that can pay the "
                                 f"cost from your {zone} (601.2h)")
    choices[key] = picks
    return picks


def _ids(given: Any) -> list[int] | None:
    if isinstance(given, int) and not isinstance(given, bool):
        return [given]
    if isinstance(given, list | tuple) and given and all(
            isinstance(g, int) and not isinstance(g, bool) for g in given):
        return list(given)
    return None


def pay(game: Game, player: int, owed: Owed) -> None:
    """601.2h: discard, sacrifice and exile the objects at once (one batch of events,
    603.2c) and pay the life."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    with action(game):
        for o in owed.cards:
            discard(game, o, player, cause=player)
        for o in owed.sacrificed:
            game.sacrifice(o)  # 701.21a
        for o in owed.exiled:
            game.move(o, "exile")  # 406.2
        if owed.life:
            game.lose_life(player, owed.life)  # 119.4: paying life is losing it


__all__ = ["KEY", "Owed", "announces_x", "choose", "pay", "payable"]
