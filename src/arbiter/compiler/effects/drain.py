""""~ deals X damage to any target. You gain life equal to the damage dealt, but not more life
than the player's life total before the damage was dealt, the planeswalker's loyalty before the
damage was dealt, or the creature's toughness." (Drain Life; `engine.stack.drain`): the two
sentences as one instruction."""

from __future__ import annotations

from arbiter.compiler.effects.effects import AMOUNT, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.stack.drain import DrainDamage

DRAIN_DAMAGE = (
    sup("~ deals") + AMOUNT + sup("damage to") + TARGET_OBJECT + lit(".")
    + sup("you gain life equal to the damage dealt, but not more life than the player's life "
          "total before the damage was dealt, the planeswalker's loyalty before the damage was "
          "dealt, or the creature's toughness") + lit(".")
).set_parse_action(lambda t: [("plain", [DrainDamage(t[0], t[1])])])

__all__ = ["DRAIN_DAMAGE"]
