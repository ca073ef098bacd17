"""Lines that apply before the game (113.6n, `rules.deck_rules`):

    A deck can have any number of cards named <name>.     (100.2a)
    ~ can be your commander.                              (903.3a)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules.deck_rules import AnyNumberInDeck, CanBeYourCommander

DECK_RULE_LINES = pp.MatchFirst([
    (sup("a deck can have any number of cards named") + pp.Regex(r"[^.]+") + lit(".")
     ).set_parse_action(lambda t: AnyNumberInDeck(text="", name=t[0].strip())),
    (kw("~ can be your commander") + lit(".")).set_parse_action(
        lambda: CanBeYourCommander(text="")),
]).set_name("deck rule line")

__all__ = ["DECK_RULE_LINES"]
