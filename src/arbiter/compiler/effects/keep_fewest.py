""""Each player chooses a number of <permanents> they control equal to the number of
<permanents> controlled by the player who controls the fewest, then sacrifices the rest.
Players discard cards and sacrifice creatures the same way." (Balance, Restore Balance,
Balancing Act, Magus of the Balance; `engine.keyword_actions.keep_fewest`): one instruction per
part, in the order the text names them."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.keep_fewest import KeepFewest

_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent" and not t[0].other)


def _same(a: Noun, b: Noun) -> bool:
    return a.selector() == b.selector()


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    first, again, *more = list(t)
    if not _same(first, again):
        raise pp.ParseException("", 0, "two different kinds of permanent")
    steps = [KeepFewest(first.selector())]
    for m in more:
        steps.append(KeepFewest(hand=True) if m == "cards" else KeepFewest(m.selector()))
    return [("plain", steps)]


_PART = (kws("discard", "discards").suppress() + kw("cards")) | (
    kws("sacrifice", "sacrifices").suppress() + _PERMANENTS)
_SAME_WAY = (kws("players", "each player").suppress() + _PART
             + pp.Optional(sup("and") + _PART) + sup("the same way") + lit("."))

KEEP_FEWEST = (
    sup("each player chooses a number of") + _PERMANENTS + sup("they control equal to the "
                                                              "number of")
    + _PERMANENTS + sup("controlled by the player who controls the fewest") + lit(",")
    + sup("then sacrifices the rest") + lit(".") + pp.Optional(_SAME_WAY)
).set_parse_action(_build)

__all__ = ["KEEP_FEWEST"]
