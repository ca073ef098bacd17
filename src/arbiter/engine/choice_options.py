"""The answers a player may give to a named choice (608.2d, 614.12): a color (105.1), an
existing creature type (205.3e), a basic land type (205.3i), a card name (201.4), a creature
on the battlefield. Used wherever such a choice is asked: as a permanent enters and as a
spell or ability resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def choice_options(game: Game, what: str) -> list[tuple[str, Any]]:
    """The options of the choice `what` (none: the choice has no fixed list here)."""
    from arbiter.vocab import Color

    if what == "color":
        return [(c.value, c.value) for c in Color]
    if what == "creature_type":
        from arbiter.cards.subtypes import CREATURE_TYPES

        return [(t, t) for t in sorted(CREATURE_TYPES)]  # 205.3e: one existing type
    if what == "basic_land_type":
        from arbiter.cards.subtypes import BASIC_LAND_TYPES

        return [(t, t) for t in sorted(BASIC_LAND_TYPES)]  # 205.3i
    if what == "card_name":
        from arbiter.rules.chosen_names import card_names

        return [(n, n) for n in card_names(game.catalog.db)]  # 201.4
    if what == "creature":
        res = game.layers()
        return [(game.name_of(o), o) for o in game.state.battlefield()
                if "Creature" in res.chars[o].types]
    return []


__all__ = ["choice_options"]
