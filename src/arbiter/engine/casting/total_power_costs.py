"""Costs "Tap any number of other untapped creatures you control with total power N or
greater" (crew 702.122a, saddle 702.171a): which creatures may pay it, whether it can be paid
(118.3), and the player's choice of them (601.2h, 602.2b): one creature at a time, "done"
offered once their total power is N or more (a player may tap more than needed).

A creature may count for more, or by another number, when it pays such a cost: "This
creature saddles Mounts and crews Vehicles as though its power were 2 greater", "... crews
Vehicles using its toughness rather than its power" (rule `TOTAL_POWER_AS`, a
`rules.parts.RulesPart` on the creature whose detail is (the keywords it applies to, the
amount added or "toughness")). The creature's power itself is unchanged."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def candidates(game: Game, oid: int, player: int) -> list[int]:
    """The other untapped creatures `player` controls."""
    res = game.layers()
    return [o for o in game.state.battlefield() if o != oid and o in res.chars
            and "Creature" in res.chars[o].types and res.chars[o].controller == player
            and not game.obj(o).tapped]


#: "crews Vehicles as though its power were 2 greater" (702.122a, 702.171a).
TOTAL_POWER_AS = "total_power_as"


def _power(game: Game, oid: int, key: str) -> int:
    """The amount the creature counts for toward the total power of a `key` cost: its power,
    or its toughness, plus what effects of `TOTAL_POWER_AS` for that keyword add."""
    from arbiter.engine.rules_effects import rules_on

    ch = game.chars(oid)
    effects = [d for _e, d in rules_on(game, oid, TOTAL_POWER_AS) if key in d[0]]
    base = ch.toughness if any(d[1] == "toughness" for d in effects) else ch.power
    return (base or 0) + sum(d[1] for d in effects if isinstance(d[1], int))


def payable(game: Game, oid: int, player: int, n: int, key: str) -> bool:
    """118.3: the other untapped creatures the player controls have total power N or more
    (a creature with power 0 or less adds nothing)."""
    return sum(max(0, _power(game, o, key)) for o in candidates(game, oid, player)) >= n


def choose(game: Game, oid: int, player: int, n: int, given: Any, key: str,
           rule: str) -> list[int]:
    """The creatures that pay the cost: `given` (the answer made in advance) or chosen one
    at a time by the player; refused unless each is another untapped creature the player
    controls, none twice, with total power N or more. `key` names the keyword ("crew",
    "saddle") in messages and in the decision; `rule` its rule."""
    legal = candidates(game, oid, player)
    if given is None:
        picks: list[int] = []
        while True:
            total = sum(_power(game, p, key) for p in picks)
            options: list[tuple[str, Any]] = [(f"{game.name_of(o)}#{o}", o) for o in legal
                                              if o not in picks]
            if total >= n:
                options.insert(0, ("done", None))
            if not options:
                break
            pick = game.decide(Decision(
                "cost", f"Tap any number of other untapped creatures you control with total "
                f"power {n} or greater: choose", player, options, key=key))
            if pick is None:
                break
            picks.append(pick)
        given = picks
    picks = list(given) if isinstance(given, list | tuple) else [given]
    if len(set(picks)) != len(picks) or any(p not in legal for p in picks):
        raise IllegalActionError(f"{game.name_of(oid)}: only other untapped creatures you "
                                 f"control can {key} it ({rule})")
    total = sum(_power(game, p, key) for p in picks)
    if total < n:
        raise IllegalActionError(f"{key.rstrip('e')}ing needs total power {n}; got {total}")
    return picks


__all__ = ["TOTAL_POWER_AS", "candidates", "choose", "payable"]
