"""Keyword actions and markers that touch counters and the command zone: explore (701.44),
proliferate (701.34), counters on players (122.1, 122.1f poison) and emblems (114).
Every choice is a decision of the player who makes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import Ability
    from arbiter.state.game_state import Player

#: Entries of `Player.counters` that are bookkeeping flags, not counters (704.5b).
_PLAYER_FLAGS = frozenset({"drew_from_empty"})


# -- counters on players (122.1) -----------------------------------------------------------
def player_counters(player: Player) -> dict[str, int]:
    """The counters a player has, by kind (122.1f: poison counters among them)."""
    out = {k: v for k, v in player.counters.items() if k not in _PLAYER_FLAGS and v > 0}
    if player.poison > 0:
        out["poison"] = player.poison
    return out


def give_player_counters(game: Game, player: int, kind: str, n: int) -> None:
    """122.1: a player gets N counters of a kind (poison counters count toward 704.5c)."""
    if n <= 0:
        return
    p = game.state.players[player]
    if kind == "poison":
        p.poison += n
    else:
        p.counters[kind] = p.counters.get(kind, 0) + n
    game.log(f"{p.name} gets {n} {kind} counter{'s' if n != 1 else ''}")
    game.state.touch()


# -- explore (701.44) ------------------------------------------------------------------------
def explore(game: Game, oid: int) -> None:
    """701.44a: the permanent's controller reveals the top card of their library. A land card
    goes to their hand; otherwise the permanent gets a +1/+1 counter and the player may put
    the revealed card into their graveyard. 701.44b: it explores even if some of that was
    impossible (an empty library reveals no land: the counter is still put). 701.44c: a
    permanent that left the battlefield uses its last known information."""
    obj = game.obj(oid)
    on_battlefield = obj.zone == "battlefield"
    if on_battlefield:
        controller = game.controller_of(oid)
    else:
        controller = game.lki[oid].controller if oid in game.lki else obj.owner
    library = game.state.zone_list("library", controller)
    top = library[0] if library else None
    if top is not None:
        game.log(f"{game.player_name(controller)} reveals {game.quick_name(top)} "
                 f"(701.44a, {game.quick_name(oid)} explores)")
    if top is not None and "Land" in game.chars(top).types:
        game.move(top, "hand")
    else:
        if on_battlefield:
            game.put_counters(oid, "+1/+1", 1)
        if top is not None:
            where = game.decide(Decision(
                "explore", f"explore: put {game.quick_name(top)}#{top} into your graveyard?",
                controller, [("top", "top"), ("graveyard", "graveyard")], key="explore"))
            if where == "graveyard":
                game.move(top, "graveyard")
    game.emit(Event("explores", oid, player=controller))
    game.state.touch()


# -- proliferate (701.34) --------------------------------------------------------------------
def proliferate(game: Game, player: int) -> None:
    """701.34a: choose any number of permanents and/or players that have a counter, then give
    each one additional counter of each kind it already has. The choice is made one at a time
    (decision kind "proliferate"; "done" ends it); the counters are then given together."""
    candidates: list[tuple[str, Any]] = []
    for oid in game.state.battlefield():
        if any(n > 0 for n in game.obj(oid).counters.values()):
            candidates.append((f"{game.name_of(oid)}#{oid}", oid))
    for p in game.state.players:
        if not p.lost and player_counters(p):
            candidates.append((p.name, ("player", p.index)))
    chosen: list[Any] = []
    while candidates:
        pick = game.decide(Decision(
            "proliferate", "proliferate: choose a permanent or player with counters (or done)",
            player, [*candidates, ("done", None)], optional=True, key="proliferate"))
        if pick is None:
            break
        candidates = [c for c in candidates if c[1] != pick]
        chosen.append(pick)
    for what in chosen:
        if isinstance(what, tuple):
            p = game.state.players[what[1]]
            for kind in sorted(player_counters(p)):
                give_player_counters(game, p.index, kind, 1)
        else:
            for kind in [k for k, n in game.obj(what).counters.items() if n > 0]:
                game.put_counters(what, kind, 1)
            game.log(f"{game.name_of(what)} gets another counter of each kind (701.34a)")
    game.state.touch()


# -- emblems (114) ---------------------------------------------------------------------------
def create_emblem(game: Game, player: int, abilities: tuple[Ability, ...],
                  source_name: str) -> int:
    """114.2: the player puts an emblem with the abilities into the command zone; they own
    and control it. 613.7d: it gets a timestamp as it enters the zone, and its static
    abilities' effects share it (613.7a)."""
    from arbiter.state.objects import EmblemDef

    emblem = EmblemDef(abilities=tuple(abilities), source_name=source_name)
    obj = game.state.add_object({"owner": player, "controller": player, "emblem": emblem},
                                "command")
    game.log(f"{game.player_name(player)} gets an emblem ({source_name})")
    return obj.id
