"""609.4b: "you may spend mana as though it were mana of any color to cast that spell" /
"mana of any type can be spent to cast that spell" (Siphon Insight, Gonti, Lord of Luxury):
a permission tied to one card, given to one player (the controller of the effect), that
changes only how that player may pay the cost of that spell (609.4b: not the cost, nor what
mana was spent).

The effect is a rules part (613.11) `SPEND_AS_ANY` locked to the card, its detail "color"
(any mana pays a colored symbol) or "type" (any mana pays any symbol, {C} included: 106.1b
colorless is a type, not a color). `engine.mana.pool.spell_spending` records the players
who have it as the spell is cast (`Spending.as_any`); `engine.mana.plan.pays` reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part's name; its detail is "color" or "type".
SPEND_AS_ANY = "spend_as_any"


def as_any(game: Game, oid: int) -> tuple[tuple[int, str], ...]:
    """(player, "color" | "type") for each permission to spend mana as though it were mana
    of any color or type to cast the card `oid`."""

    return tuple((effect.controller, detail) for effect, detail in
                 rules_on(game, oid, SPEND_AS_ANY))


def pays_as_any(as_any_of: tuple[tuple[int, str], ...], player: int, colorless_symbol: bool
                ) -> bool:
    """609.4b: may `player` spend any mana on this symbol of the spell? ({C}: only with
    "any type")."""
    return any(p == player and (detail == "type" or not colorless_symbol)
               for p, detail in as_any_of)


__all__ = ["SPEND_AS_ANY", "as_any", "pays_as_any"]
