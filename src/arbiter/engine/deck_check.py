"""Principle 5 before a game begins: a deck holding a card with unread text would stop the
game the moment that text mattered, mid-game. Decks are checked before the first shuffle
(103.2), and a game with such a card doesn't start: one message lists every card and text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import ArbiterError
from arbiter.rules.abilities import UnsupportedAbility

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.rules.catalog import CardCatalog


class UnreadDeckError(ArbiterError):
    """A deck holds cards with text Arbiter can't carry out yet; `unread` maps each such
    card to its unread lines."""

    def __init__(self, unread: dict[str, list[str]], labels: Sequence[str] = ()) -> None:
        self.unread = unread
        where = f" ({', '.join(labels)})" if labels else ""
        lines = [f"the decks{where} hold {len(unread)} card(s) with text Arbiter can't carry "
                 "out yet; the game would stop when it mattered, so it doesn't start:"]
        for card, texts in unread.items():
            lines += [f"  {card}: {text!r}" for text in texts]
        super().__init__("\n".join(lines))


def unread_cards(catalog: CardCatalog, decks: Sequence[Sequence[str]]) -> dict[str, list[str]]:
    """Every distinct card of the decks with unread text (any face), with its unread lines,
    in deck order."""
    out: dict[str, list[str]] = {}
    for deck in decks:
        for name in deck:
            record = catalog.record(name)
            if record.name in out:
                continue
            texts = [a.text for face in range(len(record.faces))
                     for a in catalog.abilities(record.name, face)
                     if isinstance(a, UnsupportedAbility)]
            if texts:
                out[record.name] = texts
    return out


def check_decks(catalog: CardCatalog, decks: Sequence[Sequence[str]],
                labels: Sequence[str] = ()) -> None:
    """Raise UnreadDeckError listing every card with unread text (none: nothing happens)."""
    unread = unread_cards(catalog, decks)
    if unread:
        raise UnreadDeckError(unread, labels)
