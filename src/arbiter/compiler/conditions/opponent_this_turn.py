"""Conditions on what one opponent did or had happen this turn (`rules.opponent_turn_history`;
603.4, 611.3b, 601.2b: the Traps' alternative costs):

    an opponent cast three or more spells this turn            (601.2i: Mindbreak Trap)
    an opponent gained life this turn                          (119.9: Needlebite Trap)
    an opponent drew three or more cards this turn             (121.2: Runeflare Trap)
    an opponent had a green creature enter the battlefield under their control this turn
    an opponent had two or more lands enter the battlefield under their control this turn
                                                    (Permafrost Trap, Lavaball Trap)
    an opponent had three or more cards put into their graveyard from anywhere this turn
                                                    (404.2: Ravenous Trap)

A spell's color ("an opponent cast a blue spell this turn") isn't among what the turn keeps of
the spells cast, so such a condition stays unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.this_turn import entered_selector
from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.opponent_turn_history import EnteredUnderAnOpponentThisTurn, OpponentTurnCount

_AN_OPPONENT = sup("an opponent")
_HOW_MANY = kws("a", "an").set_parse_action(lambda: 1) | (NUMBER + sup("or more"))

OPPONENT_THIS_TURN_CONDITION = pp.MatchFirst([
    # 601.2i: the spells that opponent cast this turn (countered or not)
    (_AN_OPPONENT + sup("cast") + NUMBER + sup("or more spells this turn")).set_parse_action(
        lambda t: OpponentTurnCount("spells", t[0])),
    (_AN_OPPONENT + kws("gained life this turn", "has gained life this turn").suppress()
     ).set_parse_action(lambda: OpponentTurnCount("life gained")),  # 119.9
    (_AN_OPPONENT + sup("drew") + NUMBER + sup("or more cards this turn")).set_parse_action(
        lambda t: OpponentTurnCount("cards drawn", t[0])),  # 121.2
    # 404.2: cards (not tokens, 111.1) put into that player's own graveyard from anywhere
    (_AN_OPPONENT + sup("had") + NUMBER + sup("or more cards put into their graveyard")
     + sup("from anywhere this turn")).set_parse_action(
        lambda t: OpponentTurnCount("cards to graveyard", t[0])),
    (_AN_OPPONENT + sup("had") + _HOW_MANY + NOUN
     + sup("enter the battlefield under their control this turn")).set_parse_action(
        lambda t: EnteredUnderAnOpponentThisTurn(entered_selector(t[1]), t[0])),
]).set_name("condition on an opponent's turn")

__all__ = ["OPPONENT_THIS_TURN_CONDITION"]
