"""'<player> may draw a card' (121.1, 608.2d): the player named, not the ability's controller,
chooses whether to draw (`engine.zones.player_may_draw`).

    Whenever a creature deals combat damage to one of your opponents, its controller may
    draw a card.                                             (Edric, Spymaster of Trest)
    Whenever a Sliver deals combat damage to a player, its controller may draw a card.
    Whenever this creature attacks, defending player may draw a card.   (Sibilant Spirit;
                                                                         508.5)
    {U}: Return this creature to its owner's hand. Target opponent may draw a card.
                                                  (Phelddagrif; 115.1: the player targeted)
"""

from __future__ import annotations

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, sup
from arbiter.compiler.grammar.refs import CONTROLLER_PRONOUN, PLAYER_PRONOUN
from arbiter.engine.zones.player_may_draw import PlayerMayDraw
from arbiter.rules.instructions import Ref

_CARDS = kw("a card").set_parse_action(lambda: 1) | (NUMBER + sup("cards"))

#: 508.5: "defending player" (`engine.combat.defending`)
_DEFENDING = kw("defending player").set_parse_action(lambda: Ref("defending_player"))

PLAYER_MAY_DRAW = ((CONTROLLER_PRONOUN | PLAYER_PRONOUN | _DEFENDING | TARGET_PLAYER)
                   + sup("may draw") + _CARDS).set_parse_action(
    lambda t: [[PlayerMayDraw(t[1], t[0])]])

__all__ = ["PLAYER_MAY_DRAW"]
