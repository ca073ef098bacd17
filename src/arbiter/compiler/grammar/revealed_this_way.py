"""608.2c: "the number of cards revealed this way" and "for each card revealed this way" as
counts (`rules.revealed_this_way`), read only after "Reveal any number of <cards> ..." or
"Reveal cards from the top of your library until ..." earlier in the same ability, not
inside a quoted ability, and not in an "Add ..." sentence (a mana ability resolves at once,
605.3b, and isn't read with a choice in it here)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws
from arbiter.rules.revealed_this_way import RevealedThisWay

#: The reveals the count follows: "Reveal any number of <cards> in your hand" and "Reveal cards
#: from the top of your library until ..." (701.20a, `engine.zones.reveal_until`).
_REVEALS = ("reveal any number of", "reveal cards from the top of your library until")


def _after_reveal(s: str, loc: int, t: pp.ParseResults) -> None:
    before = s[:loc]
    sentence = before.rsplit(".", 1)[-1].rsplit(":", 1)[-1].strip().lower()
    if '"' in before or not any(r in before.lower() for r in _REVEALS) \
            or sentence.startswith("add"):
        raise pp.ParseException(s, loc, "'revealed this way' without a reveal before it")


#: "the number of cards revealed this way" / "for each card revealed this way"
REVEALED_COUNT = kws("the number of cards revealed this way").add_parse_action(
    _after_reveal).add_parse_action(lambda: RevealedThisWay())
FOR_EACH_REVEALED = kws("for each card revealed this way").add_parse_action(
    _after_reveal).add_parse_action(lambda: RevealedThisWay())

__all__ = ["FOR_EACH_REVEALED", "REVEALED_COUNT"]
