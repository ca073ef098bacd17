"""601.2g-h: "Spend only <color> mana on X." (Drain Life, Consume Spirit) as a static
ability of the spell (`rules.x_spending`, carried out by `engine.casting.x_spending`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import COLOR_WORD, lit, sup
from arbiter.rules.x_spending import SpendOnlyColorOnX
from arbiter.vocab import Color

_SYMBOLS = {Color.WHITE: "W", Color.BLUE: "U", Color.BLACK: "B", Color.RED: "R",
            Color.GREEN: "G"}

#: "Spend only black mana on X."
X_SPENDING_LINE = (sup("spend only") + COLOR_WORD + sup("mana on X") + lit(".")
                   ).set_parse_action(lambda t: SpendOnlyColorOnX(text="", symbol=_SYMBOLS[t[0]]))

__all__ = ["X_SPENDING_LINE"]
