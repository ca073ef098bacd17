"""601.3, 611.2c: an effect letting a player cast one card from a graveyard for a while ("You
may cast target Zombie creature card from your graveyard this turn.", Zul Ashur, Lich Lord):
the rules part `may_play` with detail "cast" (`engine.casting.impulse`, the same permission as
for an exiled card), locked to that card. The card is a new object once it leaves the
graveyard (400.7), so the permission ends with that; "this turn" ends it in the cleanup step
(514.2). The card is cast following the normal rules (601.3: the permission only lets the
player begin to cast it): its timing (307.1), its costs (601.2f-h).

`any_card_for` is the cheap question asked at each priority before the graveyard's cards are
judged one by one (`engine.turn.priority`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.per_answer import per_answer

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def _players(game: Game) -> frozenset[int]:
    """The players some such effect lets cast a card now in a graveyard."""
    from arbiter.engine.casting.impulse import CAST, MAY_PLAY

    res = game.layers()
    objects = game.state.objects
    return frozenset(e.controller for oid, effects in res.rules_effects.items()
                     if oid in objects and objects[oid].zone == "graveyard"
                     for e in effects for p in e.parts
                     if getattr(p, "rule", None) == MAY_PLAY and p.detail == CAST)


def any_card_for(game: Game, player: int) -> bool:
    """Whether an effect lets `player` cast some card in a graveyard now."""
    return player in per_answer(game, "_graveyard_card_casts", lambda: _players(game))


__all__ = ["any_card_for"]
