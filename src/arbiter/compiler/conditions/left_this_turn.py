"""Revolt's condition and its kin (207.2c; `rules.left_under_you`): permanents that left the
battlefield under your control this turn, judged as they last existed there.

    a permanent left the battlefield under your control this turn   (Renegade Rallier)
    a permanent you controlled left the battlefield this turn        (Lulu, Loyal Hollyphant)
    a creature left the battlefield under your control this turn     (Tale of Momo)
    a nonland permanent left the battlefield this turn or a spell was warped this turn  (void)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.this_turn import entered_selector
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.left_under_you import LeftUnderYouThisTurn, SpellWarpedThisTurn
from arbiter.rules.player_state_conditions import AnyOf

_UNDER_YOU = sup("left the battlefield under your control this turn")
_A = kws("a", "an", "one or more").suppress()

#: 603.4 / 611.3b: "if a permanent left the battlefield under your control this turn"
LEFT_CONDITION = pp.MatchFirst([
    (_A + NOUN + _UNDER_YOU).set_parse_action(
        lambda t: LeftUnderYouThisTurn(entered_selector(t[0]))),
    (_A + NOUN + sup("you controlled left the battlefield this turn")).set_parse_action(
        lambda t: LeftUnderYouThisTurn(entered_selector(t[0]))),
    # void (207.2c): any player's permanent, or a spell cast for its warp cost (702.185c)
    (_A + NOUN + sup("left the battlefield this turn or a spell was warped this turn")
     ).set_parse_action(lambda t: AnyOf((LeftUnderYouThisTurn(entered_selector(t[0]),
                                                              yours=False),
                                         SpellWarpedThisTurn()))),
])

__all__ = ["LEFT_CONDITION"]
