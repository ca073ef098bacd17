"""601.3d: a spell's own flash with a condition (`rules.conditional_flash`):

    You may cast ~ as though it had flash if you control a Faerie.      (Illusion Spinners)
    As long as you control a green or blue permanent, you may cast ~ as though it had flash.
    If you control a creature with power 4 or greater, you may cast ~ as though it had flash.

The condition is one of the static abilities' conditions about the game and its players
(`compiler.conditions.static`); one about how the spell is cast ("if X is 3 or less", "if it
targets a commander") is not read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules.conditional_flash import FlashIf


def _plain(t: pp.ParseResults) -> bool:
    return not isinstance(t[0], About | ItIs)


_CONDITION = STATIC_CONDITION.copy().add_condition(_plain)
_MAY = sup("you may cast ~ as though it had flash")

CONDITIONAL_FLASH_LINE = pp.MatchFirst([
    (_MAY + sup("if") + _CONDITION + lit(".")),
    (kws("as long as", "if").suppress() + _CONDITION + lit(",") + _MAY + lit(".")),
]).set_parse_action(lambda t: FlashIf(text="", condition=t[0]))

__all__ = ["CONDITIONAL_FLASH_LINE"]
