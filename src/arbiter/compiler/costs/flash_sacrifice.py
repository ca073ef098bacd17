"""702.8a / 601.3c: "You may cast ~ as though it had flash. If you cast it any time a sorcery
couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
beginning of the next cleanup step." (`rules.flash_sacrifice`, carried out by
`engine.casting.flash_sacrifice`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.rules.flash_sacrifice import FlashThenSacrifice

FLASH_THEN_SACRIFICE_LINE = (
    sup("you may cast ~ as though it had flash") + lit(".")
    + sup("if you cast it any time a sorcery couldn't have been cast, the controller of the "
          "permanent it becomes sacrifices it at the beginning of the next cleanup step")
    + lit(".")
).set_parse_action(lambda: FlashThenSacrifice(text="")).set_name("flash then sacrifice line")

__all__ = ["FLASH_THEN_SACRIFICE_LINE"]
