"""903: the Commander variant's rules for commanders, carried out by the engine.

- 903.3: a commander is a card designated so; the designation stays with the card as it
  changes zones (`GameObject.commander`, kept by `GameState.move`).
- 903.8: its owner may cast it from the command zone; it costs an additional {2} for each
  previous time that player cast it from the command zone this game (the commander tax,
  added to the total cost, 601.2f).
- 903.9a: a commander put into a graveyard or exile since state-based actions were last
  checked may be put into the command zone by its owner (a state-based action).
- 903.9b: a commander that would be put into its owner's hand or library may be put into the
  command zone instead (a replacement effect the owner chooses).
- 903.10a / 704.6c: a player dealt 21 or more combat damage by the same commander over the
  game loses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 903.10a: the combat damage from one commander that makes a player lose.
LETHAL = 21
#: 903.9a: the owner was asked about this object in a graveyard or exile (its choices key).
ASKED = "903.9a"


def key(game: Game, oid: int) -> str | None:
    return game.obj(oid).commander


def may_cast_from_command_zone(game: Game, oid: int, player: int) -> bool:
    """903.8: a player may cast a commander they own from the command zone."""
    obj = game.obj(oid)
    return obj.zone == "command" and obj.commander is not None and obj.owner == player


def tax(game: Game, oid: int, player: int) -> int:
    """903.8: {2} for each previous time `player` cast this commander from the command zone."""
    obj = game.obj(oid)
    if obj.zone != "command" or obj.commander is None:
        return 0
    return 2 * game.state.commander_casts.get((player, obj.commander), 0)


def cast_from_command_zone(game: Game, oid: int, player: int) -> None:
    """903.8: count the cast (its tax is paid already)."""
    k = (player, game.obj(oid).commander or "")
    game.state.commander_casts[k] = game.state.commander_casts.get(k, 0) + 1


def combat_damage(game: Game, source: int, player: int, n: int) -> None:
    """903.10a: combat damage a commander dealt to a player is remembered for the game."""
    k = game.obj(source).commander
    if k is not None and n > 0:
        tally = game.state.commander_damage
        tally[(player, k)] = tally.get((player, k), 0) + n


def losers(game: Game) -> list[int]:
    """704.6c: the players dealt 21 or more combat damage by one commander."""
    return sorted({p for (p, _), n in game.state.commander_damage.items()
                   if n >= LETHAL and not game.state.players[p].lost})


def instead_of_hand_or_library(game: Game, oid: int, zone: str) -> str:
    """903.9b: its owner may put the commander into the command zone instead."""
    obj = game.obj(oid)
    if obj.commander is None or zone not in ("hand", "library") or obj.zone == "command":
        return zone
    pick = game.decide(Decision("commander", f"put {game.quick_name(oid)} into the command "
                                f"zone instead of the {zone}? (903.9b)", obj.owner,
                                [("yes", True), ("no", False)], key="command_zone"))
    return "command" if pick else zone


def to_command_zone(game: Game, fresh: list[int]) -> bool:
    """903.9a: each commander in `fresh` (put into a graveyard or exile since the last check)
    may be put into the command zone by its owner."""
    done = False
    for oid in fresh:
        obj = game.state.objects.get(oid)
        if obj is None or obj.commander is None or obj.zone not in ("graveyard", "exile"):
            continue
        pick = game.decide(Decision("commander", f"put {game.quick_name(oid)} into the "
                                    "command zone? (903.9a)", obj.owner,
                                    [("yes", True), ("no", False)], key="command_zone"))
        if pick:
            game.move(oid, "command")
            done = True
    return done
