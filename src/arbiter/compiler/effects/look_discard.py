"""701.20e, 701.9b: looking at a player's hand and choosing the cards they discard, as
sentences (`engine.keyword_actions.look_discard`):

    Look at target player's hand and choose up to two cards from it. That player discards
    those cards.                                                           (Extortion)
    Look at target player's hand and choose X cards from it. ...           (Mind Warp)
    Look at target player's hand and choose a card from it. That player discards that
    card.                                                              (Thrull Surgeon)
    look at target player's hand. You may choose a nonland card from it. That player
    discards that card.                                                  (Cracked Skull)

"You may choose ... If you do, ..." (a rider on the choice) isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.look_discard import LookChooseDiscard

_UP_TO = object()
_ONE = (sup("that player discards that card") + lit(".")).set_parse_action(lambda: "one")
_SEVERAL = (sup("that player discards those cards") + lit(".")).set_parse_action(
    lambda: "several")


def _build(t: pp.ParseResults, up_to: bool) -> list[tuple[str, list[LookChooseDiscard]]]:
    who, n, noun, which = t[0], t[1], t[2], t[3]
    if (n == 1) != (which == "one"):
        raise pp.ParseException("", 0, "'that card' after several cards or 'those cards' "
                                "after one")
    return [("plain", [LookChooseDiscard(who=who, n=n, up_to=up_to,
                                         selector=noun.selector())])]


_LOOK = sup("look at") + TARGET_PLAYER + lit("'s") + sup("hand")
#: "... and choose [up to] N cards from it. That player discards those cards." / "... and
#: choose a card from it. That player discards that card."
_UPTO_WORDS = sup("up to") + pp.Empty().set_parse_action(lambda: _UP_TO)
_CHOOSE_N = (_LOOK + sup("and choose") + pp.Optional(_UPTO_WORDS) + AMOUNT + NOUN
             + sup("from it") + lit(".") + (_ONE | _SEVERAL))
#: ". You may choose a <card> from it. That player discards that card."
_MAY_CHOOSE = (_LOOK + lit(".") + sup("you may choose") + kws("a", "an").set_parse_action(
    lambda: 1) + NOUN + sup("from it") + lit(".") + _ONE)

LOOK_CHOOSE_DISCARD = pp.MatchFirst([
    _CHOOSE_N.copy().set_parse_action(
        lambda t: _build([x for x in t if x is not _UP_TO], _UP_TO in list(t))),
    _MAY_CHOOSE.copy().set_parse_action(lambda t: _build(t, True)),
])

__all__ = ["LOOK_CHOOSE_DISCARD"]
