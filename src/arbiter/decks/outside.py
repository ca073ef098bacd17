"""What a deck list says besides its main deck, as the arguments of `Game.new`: the sideboard
(100.4a, 103.2a), a companion (103.2b, 702.139a) and the commander (903.3). Nothing a list
holds is dropped: a part that can't be played so is refused with one `DeckError`.

- A deck list with a commander makes a Commander game (903): every deck must name its
  commander (903.3), and no deck may have a sideboard (903.5e).
- A companion is revealed from outside the game (103.2b): one per player (702.139a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.decks.decklist import DeckError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.decks.deck import Deck


def outside_the_game(decks: Sequence[Deck]) -> dict[str, Any]:
    """`Game.new` keyword arguments for the decks' sideboards, companions and commanders
    (empty when the lists name none)."""
    out: dict[str, Any] = {}
    if any(d.commander for d in decks):
        if missing := [d.source for d in decks if not d.commander]:
            raise DeckError(f"{missing[0]}: names no commander, but "
                            f"{next(d.source for d in decks if d.commander)} does: in a "
                            "Commander game every deck has one (903.3)")
        if with_sideboard := [d.source for d in decks if d.sideboard]:
            raise DeckError(f"{with_sideboard[0]}: a Commander deck has no sideboard "
                            "(903.5e)")
        out["commanders"] = [list(d.commander) for d in decks]
    if any(d.sideboard for d in decks):
        out["sideboards"] = [list(d.sideboard) for d in decks]
    if any(d.companion for d in decks):
        if many := [d.source for d in decks if len(d.companion) > 1]:
            raise DeckError(f"{many[0]}: names more than one companion; a player reveals at "
                            "most one (103.2b)")
        out["companions"] = [d.companion[0] if d.companion else None for d in decks]
    return out


def cards_outside(outside: dict[str, Any]) -> list[list[str]]:
    """The cards the arguments name that the game will certainly use (commanders and
    companions), for the unread-text check before a game. A sideboard card comes into the
    game only if an effect brings it (400.11b): one with unread text stops the game then."""
    lists = list(outside.get("commanders", ()))
    lists += [[c] for c in outside.get("companions", ()) if c]
    return lists


__all__ = ["cards_outside", "outside_the_game"]
