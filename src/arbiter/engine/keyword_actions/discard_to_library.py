"""701.9a / 614.1a / 614.6: "If an effect causes you to discard a card, discard it, but you
may put it on top of your library instead of into your graveyard." (Library of Leng)

The card is still discarded (the event "discard" happens: "whenever you discard" triggers);
only where it goes is replaced, at its owner's choice, to the top of their library. Only a
discard an effect causes: a resolving spell's or ability's instruction ("target player
discards two cards", "discard your hand", connive), not a cost (118.3: "Discard a card:
...", "As an additional cost ..."), nor the game rule of 514.1 (discarding to hand size).
`engine.keyword_actions.discard.discard` is told which (`by_effect`).

The effect is a rules part `RULE` (613.11) on its source, for its controller's discards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game

RULE = "discard_to_library_top"


def applies(game: Game, player: int) -> bool:
    """Does a "you may put it on top of your library instead" effect apply to `player`?"""
    from arbiter.engine.rules_effects import rules_effects

    return any(controller == player for _ts, _d, controller in rules_effects(game, RULE))


def chooses_top(game: Game, card: int, player: int) -> bool:
    """614.1a: the player may put the discarded card on top of their library instead."""
    return bool(game.decide(Decision(
        "may", f"put the discarded {game.quick_name(card)} on top of your library instead of "
        "into your graveyard?", player, [("yes", True), ("no", False)], optional=True,
        key="library_top")))


def put_on_top(game: Game, card: int) -> None:
    """Move the discarded card to the top of its owner's library (a new object, 400.7)."""
    game.log(f"{game.quick_name(card)} is discarded onto the top of its owner's library "
             "instead of into the graveyard (614.1a)")
    new = game.move(card, "library")
    if new is None or new.zone != "library":
        return
    library = game.state.zone_list("library", new.owner)
    library.remove(new.id)
    library.insert(0, new.id)
    game.state.touch()


__all__ = ["RULE", "applies", "chooses_top", "put_on_top"]
