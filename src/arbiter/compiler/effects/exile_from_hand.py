"""607.2a / 608.2d: "exile a nonartifact, nonland card from your hand" (Chrome Mox's imprint
ability, usually after "you may"): the controller chooses a card matching the phrase in their
hand as the ability resolves (608.2d: not a target) and exiles it. When another ability of
the card refers to "the exiled card", the exile is linked to it (`compiler.linked`) and the
card is recorded on the source.

    exile a <card> from your hand
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.instructions import choices as C
from arbiter.rules.instructions import objects as I


def _exile(t: pp.ParseResults) -> list:
    n: Noun = t[0]
    if n.kind != "card" or n.other or n.plural or tuple(n.zones) != ("hand",) or \
            s.OwnedByYou() not in n.preds:
        raise pp.ParseException("", 0, "not one card from your hand")
    return [[C.ChooseObject(selector=n.selector(), then=(I.Exile(I.Ref.it()),))]]


#: "exile a nonartifact, nonland card from your hand" (the noun phrase holds "from your
#: hand", `compiler.grammar.nouns`)
EXILE_FROM_HAND = (sup("exile") + kws("a", "an").suppress() + NOUN).set_parse_action(_exile)

__all__ = ["EXILE_FROM_HAND"]
