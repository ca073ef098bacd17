"""702.8a / 601.3c: "You may cast ~ as though it had flash if you pay {2} more to cast it."
(`rules.flash_cost`, carried out by `engine.casting.flash_cost`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import MANA_COST, lit, sup
from arbiter.rules.flash_cost import FlashForCost

FLASH_FOR_COST_LINE = (sup("you may cast ~ as though it had flash if you pay") + MANA_COST
                       + sup("more to cast it") + lit(".")).set_parse_action(
    lambda t: FlashForCost(text="", mana=t[0])).set_name("flash for a cost line")

__all__ = ["FLASH_FOR_COST_LINE"]
