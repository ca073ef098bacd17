""""You and target opponent each flip a coin. ~ deals 1 damage to each player whose coin comes
up tails. Repeat this process until both players' coins come up heads on the same flip." (Mana
Clash; 705.2, `engine.keyword_actions.coin_flip_until`): the three sentences as one
instruction."""

from __future__ import annotations

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, lit, sup
from arbiter.engine.keyword_actions.coin_flip_until import FlipUntilBothHeads

FLIP_UNTIL_BOTH_HEADS = (
    sup("you and") + TARGET_PLAYER + sup("each flip a coin") + lit(".")
    + sup("~ deals") + NUMBER + sup("damage to each player whose coin comes up tails")
    + lit(".") + sup("repeat this process until both players' coins come up heads on the "
                     "same flip") + lit(".")
).set_parse_action(lambda t: [("plain", [FlipUntilBothHeads(t[0], t[1])])])

__all__ = ["FLIP_UNTIL_BOTH_HEADS"]
