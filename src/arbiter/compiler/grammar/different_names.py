"""201.2b: "the number of differently named <objects>" as a number (`rules.different_names`):

    ~'s power and toughness are each equal to the number of differently named lands you
        control.                                                   (Awakened Amalgam)
    create a number of 1/1 blue Human Wizard creature tokens equal to the number of
        differently named lands you control.                        (Euroakus)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.different_names import DifferentlyNamed

#: "the number of differently named <noun>"
DIFFERENTLY_NAMED_COUNT = (sup("the number of differently named") + NOUN
                           ).set_parse_action(lambda t: DifferentlyNamed(t[0].selector()))

__all__ = ["DIFFERENTLY_NAMED_COUNT"]
