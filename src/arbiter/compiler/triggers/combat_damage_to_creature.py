"""Trigger conditions on combat damage dealt to a creature (510.2, 603.2), as grammar:

    Whenever ~ deals combat damage to a creature, ...               (Stinkweed Imp)
    Whenever equipped creature deals combat damage to a creature, ... (Giant's Skewer)
    Whenever ~ deals damage to a Vampire, destroy that creature.    (Vampire Slayer)

The engine emits one event for each creature dealt combat damage, its object that creature
and its source the creature that dealt it (`engine.combat.damage`), so the ability triggers
once for each creature dealt damage, and "that creature" is the one dealt damage (its
characteristics as the damage is dealt decide "a creature", 603.2; 120.3 damage to a
planeswalker or battle isn't damage to a creature unless it is also one).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.cards.subtypes import subtype_kind
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.structure import nodes

_DEALER = pp.MatchFirst([
    kw("~").set_parse_action(lambda: "damaging_self"),
    kw("equipped creature").set_parse_action(lambda: "damaging_equipped"),
    kw("enchanted creature").set_parse_action(lambda: "damaging_enchanted"),
])

def _creature_phrase(t: pp.ParseResults) -> s.Selector:
    """"a Vampire", "a Goblin or Orc", "a creature an opponent controls": a creature (only a
    creature is dealt damage as one, 120.3e) matching the phrase as the damage is dealt."""
    n = t[0]
    found = list(nodes(n.preds))
    if n.other or any(isinstance(x, s.IsType) and x.card_type != "Creature" for x in found) \
            or not any(x == s.IsType("Creature") or (isinstance(x, s.IsSubtype) and
                       subtype_kind(x.subtype) == "creature") for x in found):
        # "a planeswalker", "a land": not (only) a creature dealt damage as one (120.3)
        raise pp.ParseException("", 0, "not a creature phrase")
    preds = [p for p in n.preds if p != s.IsType("Creature")]
    return s.And((s.IsType("Creature"), *preds)) if preds else s.IsType("Creature")


#: "a creature", "another creature" (the dealer is ~ or what it is attached to: another
#: creature than the dealer), or a creature phrase ("a Vampire", 603.2).
_DEALT = (kws("a creature", "another creature").set_parse_action(
    lambda: s.IsType("Creature")) + pp.FollowedBy(",")) | (
    kws("a", "an").suppress() + NOUN + pp.FollowedBy(",")).set_parse_action(_creature_phrase)

#: 510.2: "<~ | equipped creature> deals combat damage to a creature".
COMBAT_DAMAGE_TO_CREATURE = (_DEALER + sup("deals combat damage to") + _DEALT
                             ).set_parse_action(
    lambda t: Trigger("combat_damage_to_creature", t[0], selector=t[1]))



def _batch(t: pp.ParseResults) -> Trigger:
    n = t[0]
    preds = list(n.preds)
    if n.other:
        preds.append(s.OTHER)
    sel = preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return Trigger("combat_damage_batch", "batch_sources", selector=sel, by=t[1])


#: 603.2c, 510.2: "one or more <creatures> deal combat damage to a player / to one of your
#: opponents / to you": once for each player dealt combat damage at once by any of them
#: (`engine.triggers.combat_damage_batch`); "that player" is the player dealt the damage.
COMBAT_DAMAGE_BATCH = (sup("one or more") + pp.Optional(kw("other")).suppress() + NOUN
                       + sup("deal combat damage to") + pp.MatchFirst([
                           kw("a player").set_parse_action(lambda: "any"),
                           kws("one of your opponents", "an opponent").set_parse_action(
                               lambda: "opponent"),
                           kw("you").set_parse_action(lambda: "you"),
                       ]) + pp.FollowedBy(",")).set_parse_action(_batch)

#: 120.3e, 603.2: "<dealer> deals damage to a creature" - any damage, combat or not, once
#: for each creature dealt damage ("that creature"; the engine's "damage_to_creature").
DAMAGE_TO_CREATURE = (_DEALER + sup("deals damage to") + _DEALT).set_parse_action(
    lambda t: Trigger("damage_to_creature", t[0], selector=t[1]))

__all__ = ["COMBAT_DAMAGE_BATCH", "COMBAT_DAMAGE_TO_CREATURE", "DAMAGE_TO_CREATURE"]
