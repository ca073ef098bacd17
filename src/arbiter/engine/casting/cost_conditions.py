"""601.2b: alternative costs a player may choose only when a condition holds as the spell is
cast: 702.137a spectacle ("if an opponent lost life this turn"), 702.187b mayhem ("as long
as you discarded this card this turn"), 702.173a freerunning, and 118.9 alternative costs
printed on the spell ("If you control a Forest, ...", `engine.casting.alternative_costs`).
Judged both when the
engine offers the ways to cast a card (117.1, `engine.turn.priority`) and when a player
casts it (`engine.casting.spells.cast`), so a refused choice changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def why_not(game: Game, oid: int, player: int, alternative: str | None) -> str | None:
    """Why `player` can't cast `oid` paying `alternative` now (None: nothing stops it)."""
    if alternative == "spectacle":
        from arbiter.engine.keywords import spectacle

        return spectacle.why_not(game, player)  # 702.137a
    if alternative == "freerunning":
        from arbiter.engine.keywords import freerunning

        return freerunning.why_not(game, player)  # 702.173a
    if alternative == "mayhem":
        from arbiter.engine.keywords import mayhem

        return mayhem.why_not(game, oid, player)  # 702.187b
    from arbiter.engine.casting import alternative_costs

    if alternative_costs.in_words(game, oid, alternative):
        # 118.9, 601.2b, 118.3; a keyword's cost in words (702.74a evoke ...)
        return alternative_costs.why_not(game, oid, player, alternative)
    from arbiter.engine.casting import granted_alternative_costs as granted

    if alternative == granted.WAY:
        return granted.why_not(game, oid, player)  # 118.9: "... for spells you cast"
    return None


__all__ = ["why_not"]
