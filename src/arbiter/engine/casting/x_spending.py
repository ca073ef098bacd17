"""601.2f-h: "Spend only black mana on X." (`rules.x_spending`): the X of the spell's total
cost is paid with mana of that color only.

The total cost carries it as that many symbols of the color in place of X's generic mana
(601.2f: "{X}{1}{B}" with X=3 and "spend only black mana on X" is paid as {1}{B}{B}{B}{B}),
so the payment (601.2g-h, `engine.mana.plan`) spends only that color on it. The mana value
and the cost itself are unchanged (202.3e: X is 3 on the stack). An effect letting mana be
spent as though it were another color (609.4b) would bear on what pays X; the engine
doesn't judge that, so casting such a spell with X above 0 while one applies stops the game
(principle 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects
from arbiter.errors import UnsupportedTextError
from arbiter.rules.x_spending import SpendOnlyColorOnX

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_AS_THOUGH = ("spend_mana_as", "spend_mana_as_any_color", "spend_mana")


def x_symbol(game: Game, oid: int, x: int) -> str | None:
    """The color symbol each mana of X must be ("B"), or None when the spell has no such
    rule (X is generic mana, 107.3)."""
    found = [a.ability for a in game.chars(oid).abilities
             if isinstance(a.ability, SpendOnlyColorOnX)]
    if not found or x <= 0:
        return None
    if len({f.symbol for f in found}) > 1:
        _stop(game, oid, found[1].text)  # two colors at once: not judged (principle 5)
    if any(rules_effects(game, rule) for rule in _AS_THOUGH):
        _stop(game, oid, found[0].text)  # 609.4b beside it: not judged (principle 5)
    return found[0].symbol


def _stop(game: Game, oid: int, text: str) -> str:
    raise UnsupportedTextError(game.name_of(oid), text)


__all__ = ["x_symbol"]
