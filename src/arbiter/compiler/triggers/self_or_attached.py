"""603.2: "Whenever this creature or <equipped | enchanted> creature <event>, ..." on an
Equipment creature (reconfigure, 702.151) or a bestow creature (702.103): one trigger
condition with two subjects, triggering when either does it, once for each event:

    Whenever this creature or equipped creature deals combat damage to a player, draw a
    card.                                                         (Acquisition Octopus)
    Whenever this creature or enchanted creature attacks, defending player loses 2 life.
                                                                  (Spiteful Returned)

"That player" and "defending player" are the event's (the player dealt damage, 603.2; the
player the creature attacks, 508.5). "It" is left unread: the rulings read it as the creature
that attacked on one card (Chainflail Centipede) and as the permanent itself on another
(Ogre-Head Helm's "you may sacrifice it").
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s

#: The outer subject of such a trigger (its alternatives carry the real ones): `lines` leaves
#: "it" unbound after it.
SELF_OR_ATTACHED = "self_or_attached"

_EVENTS = pp.MatchFirst([
    kw("attacks").set_parse_action(lambda: "attacks"),
    kw("becomes blocked").set_parse_action(lambda: "becomes_blocked"),
    kw("blocks").set_parse_action(lambda: "blocks"),
    kw("deals combat damage to a player").set_parse_action(lambda: "combat_damage_to_player"),
])


def _build(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    event: str = t[1]
    if n.preds != (s.And((s.AttachedBySource(), s.IsType("Creature"))),) or n.other:
        raise pp.ParseException("", 0, "not 'equipped creature' / 'enchanted creature'")
    attached = Trigger(event, "any", selector=n.preds[0])
    return Trigger(event, SELF_OR_ATTACHED, any_of=(Trigger(event, "self"), attached))


#: 603.2: "~ or <equipped | enchanted> creature <attacks | blocks | becomes blocked | deals
#: combat damage to a player>".
SELF_OR_ATTACHED_EVENT = (sup("~ or") + NOUN + _EVENTS + pp.FollowedBy(lit(","))
                          ).set_parse_action(_build)

__all__ = ["SELF_OR_ATTACHED", "SELF_OR_ATTACHED_EVENT"]
