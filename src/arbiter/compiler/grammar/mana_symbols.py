"""Counts of one color's mana symbols in mana costs (202.2a, 107.4e; the chroma cards,
207.2c), as a number and as "for each" (`rules.mana_symbol_counts`):

    for each white mana symbol in its mana cost                    (Light from Within)
    the number of green mana symbols in the mana costs of permanents you control
                                                                    (Primalcrux)
    the number of black mana symbols in the mana costs of cards in your graveyard
                                                                    (Umbra Stalker)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.mana_symbol_counts import ManaSymbolsAmong, ManaSymbolsOf

_SYMBOLS = COLOR_WORD + sup("mana symbols")
_SYMBOL = COLOR_WORD + sup("mana symbol")

#: "the number of <color> mana symbols in the mana costs of <objects>"
MANA_SYMBOL_COUNT = pp.MatchFirst([
    (sup("the number of") + _SYMBOLS + sup("in the mana costs of") + NOUN
     ).set_parse_action(lambda t: ManaSymbolsAmong(t[0], t[1].selector())),
    (sup("the number of") + _SYMBOLS + kws("in its mana cost").suppress()
     ).set_parse_action(lambda t: ManaSymbolsOf(t[0])),
])
#: "for each <color> mana symbol in its mana cost" / "... in the mana costs of <objects>"
FOR_EACH_MANA_SYMBOL = pp.MatchFirst([
    (sup("for each") + _SYMBOL + sup("in the mana costs of") + NOUN
     ).set_parse_action(lambda t: ManaSymbolsAmong(t[0], t[1].selector())),
    (sup("for each") + _SYMBOL + kws("in its mana cost").suppress()
     ).set_parse_action(lambda t: ManaSymbolsOf(t[0])),
])

__all__ = ["FOR_EACH_MANA_SYMBOL", "MANA_SYMBOL_COUNT"]
