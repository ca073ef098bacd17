"""601.2a / 601.2i: conditions of a spell about how it and others were cast (Approach of the
Second Sun):

    ~ was cast from your hand                                  (601.2a)
    you've cast another spell named <name> this game           (`rules.cast_this_game`)
    ~ was cast from your hand and you've cast another spell named <name> this game

The name after "named" is a card name (201.2; the card's own name stays a name there, 201.5).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.compiler.grammar.named import CardName
from arbiter.rules.cast_this_game import CastAnotherNamedThisGame
from arbiter.rules.spell_selectors import SourceCastFrom
from arbiter.rules.static_conditions import AllOf

_FROM_HAND = kw("~ was cast from your hand").set_parse_action(lambda: SourceCastFrom("hand"))
_ANOTHER = (sup("you've cast another spell named") + CardName() + sup("this game")
            ).set_parse_action(lambda t: CastAnotherNamedThisGame(str(t[0])))

CAST_THIS_GAME_CONDITION = pp.MatchFirst([
    (_FROM_HAND + kw("and").suppress() + _ANOTHER).set_parse_action(
        lambda t: AllOf((t[0], t[1]))),
    _FROM_HAND,
    _ANOTHER,
])

__all__ = ["CAST_THIS_GAME_CONDITION"]
