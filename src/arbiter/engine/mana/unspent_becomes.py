"""500.4 / 614.1a / 106.4: "If you would lose unspent mana, that mana becomes colorless
instead." (Kruphix, God of Horizons; Horizon Stone) and "... becomes black instead."

A replacement effect of a static ability (`RULE`, detail: the mana type it becomes, "C" or
a color's letter) on each event of its controller losing unspent mana: as a step or phase
ends (500.4) or when an effect says the player loses it (Mana Short). The mana stays in the
pool as mana of that type instead; a spending restriction stays with it (106.6: it is still
that mana), and it is no longer mana kept only until a later point (the marks of 500.4's
exception go: it would now be lost as any mana, and is replaced again each time). With
several such effects the player chooses the one to apply (616.1); once one applies the mana
isn't lost, so no other applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 613.11: on the static ability's source; detail: the mana type ("C", "W", "U", ...).
RULE = "unspent_mana_becomes"
_NAMES = {"C": "colorless", "W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def becomes(game: Game, player: int) -> str | None:
    """The mana type `player`'s unspent mana becomes instead of being lost, or None."""
    from arbiter.engine.rules_effects import rules_effects

    kinds = sorted({d for _ts, d, c in rules_effects(game, RULE) if c == player and d})
    if not kinds:
        return None
    if len(kinds) == 1:
        return kinds[0]
    return str(game.decide(Decision(  # 616.1: the affected player chooses
        "choose", "which replacement effect applies to the mana you would lose? (616.1)",
        player, [(f"it becomes {_NAMES.get(k, k)}", k) for k in kinds],
        key="replacement")))


def keep_as(game: Game, player: int, lost: list[str]) -> bool:
    """614.1a: `player` would lose the mana of the pool keys `lost`: if an effect replaces
    that, the mana stays as mana of its type (restrictions kept). Returns whether it did."""
    from arbiter.engine.mana import pool as P

    if not lost:
        return False
    kind = becomes(game, player)
    if kind is None:
        return False
    mana_pool = game.state.players[player].mana_pool
    for k in lost:
        n = mana_pool.pop(k, 0)
        if n:
            new = P.key(kind, P.restriction(k))
            mana_pool[new] = mana_pool.get(new, 0) + n
    game.log(f"{game.player_name(player)}'s unspent mana becomes {_NAMES.get(kind, kind)} "
             "instead of being lost (614.1a)")
    return True


__all__ = ["RULE", "becomes", "keep_as"]
