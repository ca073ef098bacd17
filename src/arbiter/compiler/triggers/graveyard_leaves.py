"""The trigger condition "Whenever one or more <cards> leave your graveyard" with a kind of
card (603.2c: once for each event, however many cards it moves):

    Whenever one or more creature cards leave your graveyard, create a 1/1 black Bat
    creature token with flying.                                       (Desecrated Tomb)
    Whenever one or more artifact and/or creature cards leave your graveyard, you gain 1
    life.                                                             (Dredger's Insight)

603.10a: it looks back in time: each card is judged as it was in the graveyard (the
"zone_change" event keeps it, `engine.game.Game.move`, `engine.casting.spells`); one
matching card among those the event moved is enough. "Any card" is
`compiler.triggers.compound`'s.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _cards(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.kind != "card" or not n.preds or n.other:
        raise pp.ParseException("", 0, "cards of a kind")
    selector = n.preds[0] if len(n.preds) == 1 else s.And(tuple(n.preds))
    return Trigger("zone_change", "you", from_zone="graveyard", batch=True, selector=selector)


#: 603.2c, 603.10a: "one or more <cards of a kind> leave your graveyard".
CARDS_OF_A_KIND_LEAVE_GRAVEYARD = (sup("one or more") + NOUN
                                   + sup("leave your graveyard")).set_parse_action(_cards)

__all__ = ["CARDS_OF_A_KIND_LEAVE_GRAVEYARD"]
