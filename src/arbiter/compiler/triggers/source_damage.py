"""Trigger conditions on damage a player is dealt by a source of a given controller (603.2,
120.3), as grammar:

    Whenever a source you control deals noncombat damage to an opponent, ...  (Chandra's
                                                                                Pyreling)
    Whenever a source an opponent controls deals damage to you, ...      (Retaliator Griffin)
    Whenever a source you control deals damage to you, ...

A source is any object dealing damage: a permanent, a spell, the object an ability came from
(120.3, 609.7): its controller is the one it had as it dealt the damage (a spell or a
permanent that has since left its zone, as it last existed there, 608.2h). The engine emits
one event for each source dealing damage to a player (`engine.replacement.damage`); combat
damage is its "combat_damage_to_player" (510.2), so "noncombat damage" matches only the
other. "That player" is the player dealt damage, "that much" the damage dealt.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.triggers.conditions import Trigger

#: 120.3: noncombat damage dealt to a player (the engine's "damage_to_player" event only),
#: and any damage (with "combat_damage_to_player"); neither lets "it" name the source, which
#: may be a spell or an object that left its zone.
NONCOMBAT_EVENT = "noncombat_damage_to_player"
ANY_EVENT = "source_damage_to_player"

_SOURCE = sup("a source") + pp.MatchFirst([
    kw("you control").set_parse_action(lambda: "source_yours"),
    kw("an opponent controls").set_parse_action(lambda: "source_opponents"),
])
_DAMAGE = pp.MatchFirst([
    kw("deals noncombat damage to").set_parse_action(lambda: NONCOMBAT_EVENT),
    kw("deals damage to").set_parse_action(lambda: ANY_EVENT),
])
_PLAYER = pp.MatchFirst([
    kw("an opponent").set_parse_action(lambda: "opponent"),
    kw("a player").set_parse_action(lambda: "any"),
    kw("you").set_parse_action(lambda: "you"),
])

#: 603.2, 120.3: "a source <you control | an opponent controls> deals [noncombat] damage to
#: <an opponent | a player | you>".
SOURCE_DAMAGES_PLAYER = (_SOURCE + _DAMAGE + _PLAYER + pp.FollowedBy(lit(","))
                         ).set_parse_action(lambda t: Trigger(t[1], t[0], by=t[2]))

__all__ = ["ANY_EVENT", "NONCOMBAT_EVENT", "SOURCE_DAMAGES_PLAYER"]
