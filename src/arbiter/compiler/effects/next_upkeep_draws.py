"""603.7 / 608.2h: "Its controller may draw up to two cards at the beginning of the next
turn's upkeep." (Arcane Denial's second sentence): a delayed triggered ability for the
controller of the spell named before (`engine.triggers.next_upkeep_player_draws`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.compiler.grammar.refs import CONTROLLER_PRONOUN
from arbiter.engine.triggers.next_upkeep_player_draws import PlayerMayDrawAtNextUpkeep

PLAYER_MAY_DRAW_NEXT_UPKEEP = (
    CONTROLLER_PRONOUN + sup("may draw up to") + NUMBER + kws("cards", "card").suppress()
    + sup("at the beginning of the next turn's upkeep")
).set_parse_action(lambda t: [[PlayerMayDrawAtNextUpkeep(t[1], t[0])]])

__all__ = ["PLAYER_MAY_DRAW_NEXT_UPKEEP"]
