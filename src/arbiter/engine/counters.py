"""122: counters. Putting counters on objects and removing them as an instruction says
(122.6, 122.8: "remove them" removes as many as there are), and counters on players (122.1;
122.1f: poison counters, which 704.5c counts). `Game.put_counters` and `Game.remove_counters`
keep an object's counters; a player's are kept in `Player.counters` and `Player.poison`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.players.cant_get_counters import cant_get_counters
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions.references import Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import GivePlayerCounters, PutCounters, RemoveCounters
    from arbiter.state.game_state import Player

#: Entries of `Player.counters` that are bookkeeping flags, not counters (704.5b).
_PLAYER_FLAGS = frozenset({"drew_from_empty"})


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
    if cant_get_counters(game, player, kind):  # 614.17: "Players can't get counters."
        game.log(f"{p.name} can't get {kind} counters")
        return
    if kind == "poison":
        p.poison += n
    else:
        p.counters[kind] = p.counters.get(kind, 0) + n
    game.log(f"{p.name} gets {n} {kind} counter{'s' if n != 1 else ''}")
    game.state.touch()
    if kind == "energy":  # 107.14, 603.2: "Whenever you get one or more {E}"
        game.emit(Event(GETS_ENERGY, None, player=player, amount=n))


#: The event of a player getting energy counters (107.14); its amount: how many.
GETS_ENERGY = "gets_energy"


def energy(game: Game, player: int) -> int:
    """107.14: the energy counters `player` has."""
    return game.state.players[player].counters.get("energy", 0)


def pay_energy(game: Game, player: int, n: int) -> None:
    """107.14: to pay {E}, a player removes one energy counter from themselves (the caller
    has checked they have enough, 118.3)."""
    p = game.state.players[player]
    have = p.counters.get("energy", 0)
    if have < n:
        raise ValueError(f"{p.name} has {have} energy counters, not {n}")
    p.counters["energy"] = have - n
    game.log(f"{p.name} pays {'{E}' * n}")
    game.state.touch()


def crossed(ev: Event, kind: str, n: int | None) -> bool:
    """Whether a "counters_put" or "counters_removed" event (its `extra`: the kind and how
    many the object had before) took the number of `kind` counters across `n`: from below
    `n` to at least `n` (714.2b), or from more than `n` to `n` or fewer (702.63a: `n` 0, the
    last one removed)."""
    if not isinstance(ev.extra, tuple) or ev.extra[0] != kind:
        return False
    if n is None:  # "one or more <kind> counters are put on / removed from ~": any number
        return ev.amount > 0
    before = ev.extra[1]
    if ev.kind == "counters_put":
        return before < n <= before + ev.amount
    return before > n >= before - ev.amount


def do_put_counters(r: Resolution, step: PutCounters) -> None:
    """122.6: put N counters of a kind on each object `on` names (N counted now). 608.2c:
    when `on` is a group ("each creature you control"), "those creatures" after it are the
    objects it named (`Ref("counters_put_on")`)."""
    objs = r.ref(step.on)
    if not isinstance(step.on, Ref):
        r.chosen[COUNTERS_PUT_ON] = [o for o in objs if isinstance(o, int)]
    for oid in objs:
        r.game.put_counters(oid, step.kind, r.number(step.n))


#: Where a resolution keeps the permanents a group's counters were put on (608.2c).
COUNTERS_PUT_ON = "counters_put_on"


def do_remove_counters(r: Resolution, step: RemoveCounters) -> None:
    """122.8: remove N counters of a kind from each object `on` names that is still where it
    was (400.7: one that left is a new object elsewhere)."""
    g = r.game
    r.did = False
    for oid in r.ref(step.on):
        if not g.obj(oid).zone.startswith("left:"):
            n = r.number(step.n)
            # 608.2c: "If you do": the counters were there to remove (all N of them)
            r.did = r.did or (n > 0 and g.obj(oid).counters.get(step.kind, 0) >= n)
            g.remove_counters(oid, step.kind, n)


def do_give_player_counters(r: Resolution, step: GivePlayerCounters) -> None:
    """122.1: each named player gets N counters of a kind; with `until`, "if <player> has
    fewer than <until> <kind> counters, they get a number of them equal to the difference"."""
    g = r.game
    who = r.players(step.who) if isinstance(step.who, str) else [
        t[1] if isinstance(t, tuple) else t for t in r.ref(step.who)]
    for p in who:
        have = player_counters(g.state.players[p]).get(step.kind, 0)
        # 107.3, 608.2h: an amount counted as it resolves ("an amount of {E} equal to ...")
        give_player_counters(g, p, step.kind, r.number(step.n) if step.until is None
                             else step.until - have)


def counters_stay(game: Game, oid: int, from_zone: str, zone: str) -> bool:
    """122.2 / 400.7: counters don't follow an object to a new zone, unless an effect
    says they remain (Skullbriar: except to a hand or library). 113.6c: an ability naming
    the zones it doesn't work for works from every other zone, so Skullbriar keeps its
    counters moving on from a graveyard or exile too (to the battlefield, to exile)."""
    from arbiter.engine.rules_effects import rules_on
    from arbiter.rules.abilities import StaticAbility

    rule = "counters_remain_on_zone_change"
    if from_zone == "battlefield":
        details = [detail for _e, detail in rules_on(game, oid, rule)]
    elif from_zone in ("graveyard", "exile", "stack", "command"):
        details = [p.detail for inst in game.chars(oid).abilities
                   if isinstance(inst.ability, StaticAbility)
                   for e in inst.ability.effects for p in e.parts
                   if getattr(p, "rule", None) == rule]
    else:
        return False  # a hand or library: the counters were already gone
    return any(zone not in (detail or ()) for detail in details)
