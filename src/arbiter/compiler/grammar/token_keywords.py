"""111.4 / 702: the keyword abilities a token is created with, after "with":

    a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "..."
    a 2/2 red Soldier creature token with firebending 1
    a 1/1 blue Squid creature token with islandwalk
    a 3/2 colorless Vehicle artifact token with crew 1
    a 2/2 white Knight creature token with protection from red

Each keyword is one the keyword grammar reads (`rules.keywords`: a keyword with no
parameter, or one with a number, a mana cost or "from <color>") and the engine carries out
(`compiler.keywords.keywords.parse_keyword_line`): a token with any other keyword isn't read
(principle 5). The text matched becomes the token's keyword lines (`compiler.grammar.tokens`).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.rules.keywords import SIMPLE, WITH_PARAM

_COLOR = r"(?:white|blue|black|red|green|everything|artifacts|creatures)"
_PARAM = r"(?: (?:\d+|(?:\{[^}]+\})+))"
_NAMES = sorted((re.escape(k) for k in SIMPLE), key=len, reverse=True)
_PARAMETERED = sorted((re.escape(k) for k in WITH_PARAM if not k.endswith(" from")),
                      key=len, reverse=True)
#: One keyword: "flying", "toxic 1", "ward {2}", "protection from red", "islandwalk".
_ONE = (rf"(?:(?:{'|'.join(_PARAMETERED)}){_PARAM}"
        rf"|(?:protection|hexproof) from {_COLOR}"
        rf"|[a-z]+walk"
        rf"|(?:{'|'.join(_NAMES)}))(?![\w{{])")
_JOIN = r"(?:, and |, | and )"
_LIST = pp.Regex(rf"{_ONE}(?:{_JOIN}(?=[a-z]){_ONE})*")


def _enforced(t: pp.ParseResults) -> bool:
    """Every keyword of the list is read and carried out (a keyword line of its own)."""
    words = re.split(_JOIN, t[0])
    return all(parse_keyword_line(w[:1].upper() + w[1:]) is not None for w in words)


#: The keywords after "with" (the text as written).
TOKEN_KEYWORDS = _LIST.add_condition(_enforced).set_name("token keywords")

__all__ = ["TOKEN_KEYWORDS"]
