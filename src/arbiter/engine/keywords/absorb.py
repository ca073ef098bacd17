"""702.64 absorb, a static ability: a prevention effect (615) on damage to its creature.

702.64a: "Absorb N" means "If a source would deal damage to this creature, prevent N of that
damage." 702.64b: each absorb ability prevents only N damage from any one source at any one
time (it applies again to damage from another source, or from the same source at another
time: once per source per damage event). 702.64c: several instances each apply.

Each instance is one of the effects that modify the damage (`engine.replacement.damage.
modified`); with effects that increase it, the creature's controller chooses the order they
apply in (616.1). Only N printed as a number is read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender

#: The damage modification an absorb instance makes: ("prevent", N).
PREVENT = "prevent"


def absorb_n(param: str | None) -> int | None:
    """702.64a: N of "Absorb N" (None: not a number)."""
    text = (param or "").strip()
    return int(text) if text.isdigit() else None


def shields(game: Game, target: Defender) -> list[tuple[int, tuple[str, int]]]:
    """The absorb instances of a creature about to be dealt damage (702.64c: each one), as
    (timestamp, ("prevent", N)) modifications."""
    kind, ident = target
    if kind != "permanent" or game.obj(ident).zone != "battlefield":
        return []
    ch = game.chars(ident)
    if "Creature" not in ch.types:
        return []
    out = []
    for kw in ch.keyword_abilities("absorb"):
        n = absorb_n(kw.param)
        if n:
            out.append((game.obj(ident).timestamp, (PREVENT, n)))
    return out


__all__ = ["PREVENT", "absorb_n", "shields"]
