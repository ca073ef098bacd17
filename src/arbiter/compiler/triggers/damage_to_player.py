"""The trigger conditions "Whenever <~ | enchanted creature | equipped creature> deals damage
to a player" and "... deals damage to an opponent" (603.2, 120.3): any damage, combat or not
(the engine's "damage_to_player" event, with "combat_damage_to_player" as its combat form,
`engine.triggers.triggered`); "an opponent": the player dealt damage is an opponent of the
ability's controller (`Trigger.by`, the event's player). "That player" in the effect is the
player dealt damage (`compiler.lines`).

    Whenever this creature deals damage to an opponent, that player discards a card at random.
    Whenever enchanted creature deals damage to an opponent, you may draw a card.
    Whenever a creature deals damage to you, destroy it.                  (Dread, No Mercy)
    Whenever a permanent deals damage to you, return it to its owner's hand.
                                                                  (Dissipation Field)

"<a permanent phrase> deals damage to you": the damage's source is a permanent on the
battlefield matching the phrase as the damage is dealt (603.2; abilities trigger right after
the damage, before state-based actions), once for each source dealing damage to you at once;
"it" is that source. A "source" phrase (a spell, an ability's source) isn't read here, nor
damage from a card's ability after the card left the battlefield.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s

_DEALER = pp.MatchFirst([
    kw("~").set_parse_action(lambda: "self"),
    kw("enchanted creature").set_parse_action(lambda: "enchanted"),
    kw("equipped creature").set_parse_action(lambda: "equipped"),
])
_PLAYER = pp.MatchFirst([
    kw("an opponent").set_parse_action(lambda: "opponent"),
    kw("a player").set_parse_action(lambda: "any"),
    (kw("you") + pp.FollowedBy(lit(","))).set_parse_action(lambda: "you"),
])


def _permanent_to_you(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.kind != "permanent" or n.other:
        raise pp.ParseException("", 0, "not a permanent phrase")
    # 110.1: a permanent deals it (not a spell, nor a card's ability from another zone)
    preds = [s.InZone(("battlefield",)), *(p for p in n.preds if not isinstance(p, s.InZone))]
    return Trigger("damage_to_player", "any", selector=s.And(tuple(preds)), by="you")


DAMAGE_TO_PLAYER = pp.MatchFirst([
    (_DEALER + sup("deals damage to") + _PLAYER).set_parse_action(
        lambda t: Trigger("damage_to_player", t[0], by=t[1])),
    # 120.3, 603.2: "<a permanent phrase> deals damage to you"
    (kws("a", "an").suppress() + NOUN + sup("deals damage to you") + pp.FollowedBy(lit(","))
     ).set_parse_action(_permanent_to_you),
])

__all__ = ["DAMAGE_TO_PLAYER"]
