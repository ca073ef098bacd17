"""603.2c, 701.9a: "Whenever you discard one or more <cards>" as grammar.

    Whenever you discard one or more cards, ...              (Dying to Serve)
    Whenever you discard one or more artifact cards, ...     (Mishra, Excavation Prodigy)
    ..., put that many +1/+1 counters on ~.                  (Marauding Mako)

It triggers once for each event that discards cards (a batch of simultaneous discards,
`engine.triggers.batches`), when at least one of the cards discarded matches the phrase (as
it was in the hand); "that many" is how many such cards were discarded then
(`engine.triggers.discard_batch`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _build(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.kind != "card":
        raise pp.ParseException("", 0, "only cards are discarded")
    preds = list(n.preds)
    selector = None if not preds else preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return Trigger("discard", "you", selector=selector, batch=True)


YOU_DISCARD_ONE_OR_MORE = (sup("you discard one or more") + NOUN + pp.FollowedBy(",")
                           ).set_parse_action(_build).set_name("you discard one or more")

__all__ = ["YOU_DISCARD_ONE_OR_MORE"]
