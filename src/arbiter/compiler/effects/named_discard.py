"""201.4 / 701.9: naming a card, then a player discards every card with that name
(`engine.keyword_actions.named_discard`):

    Choose a nonland card name. Target player reveals their hand and discards all cards
    with that name.                                                (sentences, Cabal Therapy)
    choose a nonland card name, then target player reveals their hand and discards all
    cards with that name                                      (a clause, Cabal Therapist)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.keyword_actions.named_discard import NameThenDiscardAll

_NAME = pp.MatchFirst([
    kw("choose a nonland card name").set_parse_action(lambda: True),
    kw("choose a card name").set_parse_action(lambda: False),
])
_DISCARDS = (PLAYER + sup("reveals their hand and discards all cards with that name"))


def _build(t: pp.ParseResults) -> NameThenDiscardAll:
    return NameThenDiscardAll(who=t[1], nonland=t[0])


#: "Choose a nonland card name. Target player reveals their hand and discards all cards with
#: that name."
NAMED_DISCARD_SENTENCE = (_NAME + lit(".") + _DISCARDS + lit(".")).set_parse_action(
    lambda t: [("plain", [_build(t)])])
#: "choose a nonland card name, then target player reveals their hand and discards ..."
NAMED_DISCARD_CLAUSE = (_NAME + lit(",") + sup("then") + _DISCARDS).set_parse_action(
    lambda t: [[_build(t)]])

__all__ = ["NAMED_DISCARD_CLAUSE", "NAMED_DISCARD_SENTENCE"]
