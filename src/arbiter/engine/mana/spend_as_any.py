"""609.4b: "you may spend mana as though it were mana of any color to cast that spell" /
"mana of any type can be spent to cast that spell" (Siphon Insight, Gonti, Lord of Luxury):
a permission tied to one card, given to one player (the controller of the effect), that
changes only how that player may pay the cost of that spell (609.4b: not the cost, nor what
mana was spent).

The effect is a rules part (613.11) `SPEND_AS_ANY` locked to the card, its detail "color"
(any mana pays a colored symbol) or "type" (any mana pays any symbol, {C} included: 106.1b
colorless is a type, not a color). `engine.mana.pool.spell_spending` records the players
who have it as the spell is cast (`Spending.as_any`); `engine.mana.plan.pays` reads it.

A static ability may give the same permission for a kind of spell: "You may spend mana as
though it were mana of any color to cast planeswalker spells." (Oath of Nissa), "You can spend
mana of any type to cast creature spells." (Vizier of the Menagerie): a rules effect
`SPELLS_AS_ANY` for its controller, with detail (the kind of spell, "color" | "type"),
judged on the spell as it is cast (601.3e: a face-down spell is a creature spell).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting.flash_permission import as_cast
from arbiter.engine.rules_effects import rules_effects, rules_on
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part's name; its detail is "color" or "type".
SPEND_AS_ANY = "spend_as_any"


#: The rules part of "... to cast <kind> spells" (detail: (selector | None, "color" | "type")).
SPELLS_AS_ANY = "spend_as_any_for_spells"


def as_any(game: Game, oid: int, alternative: str | None = None) -> tuple[tuple[int, str], ...]:
    """(player, "color" | "type") for each permission to spend mana as though it were mana
    of any color or type to cast the card `oid` (with the way of casting `alternative`)."""

    found = tuple((effect.controller, detail) for effect, detail in
                  rules_on(game, oid, SPEND_AS_ANY))
    kinds = rules_effects(game, SPELLS_AS_ANY)
    if not kinds:
        return found
    chars = dict(game.layers().chars)
    chars[oid] = as_cast(game, oid, game.obj(oid).owner, alternative)  # 601.3e
    view = LayerView(game.state, chars)
    for _ts, (what, detail), controller in kinds:
        if what is None or what.matches(view, oid, context_for(view, None, controller)):
            found += ((controller, detail),)
    return found


def pays_as_any(as_any_of: tuple[tuple[int, str], ...], player: int, colorless_symbol: bool
                ) -> bool:
    """609.4b: may `player` spend any mana on this symbol of the spell? ({C}: only with
    "any type")."""
    return any(p == player and (detail == "type" or not colorless_symbol)
               for p, detail in as_any_of)


__all__ = ["SPELLS_AS_ANY", "SPEND_AS_ANY", "as_any", "pays_as_any"]
