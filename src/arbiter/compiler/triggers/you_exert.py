"""701.43a, 603.2: "Whenever you exert a creature, ..." (Vizier of the True), on the "exerted"
event of `engine.keyword_actions.exert`. Only a permanent's controller exerts it (701.43a):
the event's player is the one who exerted it, and the object must match the phrase."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _you_exert(n: Noun) -> Trigger:
    if n.kind != "permanent" or n.other:
        raise pp.ParseException("", 0, "\"you exert a <permanent>\"")
    preds = list(n.preds)
    selector = None if not preds else preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return Trigger("exerted", "you", selector=selector)


#: 701.43a: "Whenever you exert a creature".
YOU_EXERT = (sup("you exert") + kws("a", "an").suppress() + NOUN + pp.FollowedBy(",")
             ).set_parse_action(lambda t: _you_exert(t[0]))

__all__ = ["YOU_EXERT"]
