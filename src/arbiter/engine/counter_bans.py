"""122 / 101.2 / 113.6i: "This creature can't have counters put on it." (Tatterkite, Melira's
Keepers) and "Creatures you control can't have -1/-1 counters put on them." (Melira, Sylvok
Outcast).

The static ability gives the permanents it affects a rules part (613.11) `CANT_HAVE_COUNTERS`
whose detail is the kind of counter (None: any kind). 101.2: a "can't" wins over any effect
that would put such counters on it, a replacement effect changing how many included
(`Game.put_counters` asks here first). 113.6i: the ability of the object itself works as it
is entering too (the engine puts the counters it enters with once it is in the battlefield
zone, where the layer system already applies its abilities).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part; detail: the counter kind, or None for every kind.
CANT_HAVE_COUNTERS = "cant_have_counters"


def forbidden(game: Game, oid: int, kind: str) -> bool:
    """101.2: can counters of `kind` be put on `oid` at all?"""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return False
    return any(detail is None or detail == kind
               for _e, detail in rules_on(game, oid, CANT_HAVE_COUNTERS))


__all__ = ["CANT_HAVE_COUNTERS", "forbidden"]
