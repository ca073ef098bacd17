"""The trigger conditions "Whenever an opponent discards a <card>" and "Whenever a player
discards a <card>" (603.2, 701.9a): a discard by an opponent of the ability's controller, or
by any player (the discard event's player, `Trigger.by`); the card as it was in the hand
matches the phrase (`engine.triggers.triggered`). "That player" in the effect is the player
who discarded (`compiler.triggers.event_players`).

    Whenever an opponent discards a card, this enchantment deals 2 damage to that player.
                                                                              (Megrim)
    Whenever an opponent discards a creature card, create a 2/2 black Zombie creature token.
                                                                              (Waste Not)
    Whenever a player discards a card, you may gain 1 life.                   (Confessor)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _build(t: pp.ParseResults) -> Trigger:
    by, n = t[0], t[1]
    if not isinstance(n, Noun) or n.kind != "card" or n.other:
        raise pp.ParseException("", 0, "only a card is discarded (701.9a)")
    preds = list(n.preds)
    selector = None if not preds else preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return Trigger("discard", "any", selector=selector, by=by)


_WHO = pp.MatchFirst([kw("an opponent").set_parse_action(lambda: "opponent"),
                      kw("a player").set_parse_action(lambda: "any")])

OPPONENT_DISCARDS = (_WHO + sup("discards") + kws("a", "an").suppress() + NOUN
                     + pp.FollowedBy(pp.Literal(",") | kw("during"))).set_parse_action(_build)

__all__ = ["OPPONENT_DISCARDS"]
