"""706: rolling a die, as grammar.

    roll a d20 / roll a six-sided die / Exile target creature, then roll a d20.    (706.1a)
    Draw cards equal to the result. / Scry X, where X is the result.               (706.2)
    If the result is 3 or less, ... / If the result is 20, ...                     (608.2c)

The clause is one `RollDie` instruction (`engine.keyword_actions.dice`); a results table
printed under the line (706.3) is joined to it by `compiler.results_tables`. "The result"
is a count only after a roll earlier in the same line, outside a quoted ability
(`rules.die_results`). Rolls of several dice ("roll two d8 and choose one result"), a roll
with a printed modifier ("roll a d20 and add ...", 706.2) and "roll again" (706.3c) aren't
read here (the line stays unread)."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws
from arbiter.engine.keyword_actions.dice import RollDie
from arbiter.rules import conditions as C
from arbiter.rules.die_results import DieResult

_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
#: 706.1a: "roll a dN" / "roll an N-sided die" (one die), not followed by a modifier or a
#: second roll ("and add ...", "twice").
_ROLL = re.compile(r"roll an? (?:d(\d+)|(four|six|eight|ten|twelve|twenty)-sided die)"
                   r"(?!\w)(?! and )(?! twice)(?! for each)", re.IGNORECASE)


#: 706.1: "roll a d20", "roll a six-sided die".
ROLL_DIE = pp.Regex(_ROLL).set_parse_action(lambda t: _roll_match(t[0]))


def _roll_match(text: str) -> list[list[RollDie]]:
    m = _ROLL.fullmatch(text)
    assert m is not None
    d, word = m.group(1), m.group(2)
    sides = int(d) if d else _SIDES[word.lower()]
    if sides < 1:
        raise pp.ParseException("", 0, "a die with no sides")
    return [[RollDie(sides=sides)]]


def _after_roll(s: str, loc: int, t: pp.ParseResults) -> None:
    before = s[:loc]
    if '"' in before or not _ROLL.search(before):
        raise pp.ParseException(s, loc, "'the result' without a die rolled before it")


#: 706.2: "the result" (of the roll before it in the same line).
DIE_RESULT_COUNT = (kw("the result") + ~pp.Regex(r"\s*(?:minus|plus|of|is|was)\b")
                    ).add_parse_action(_after_roll).add_parse_action(lambda: DieResult())

_OP = pp.MatchFirst([
    kws("or more", "or greater", "or higher").set_parse_action(lambda: ">="),
    kws("or less", "or lower").set_parse_action(lambda: "<="),
    pp.Empty().set_parse_action(lambda: "=="),
])
#: 706.2, 608.2c: "If the result is 3 or less, ..." (the roll before it in the same line).
RESULT_CONDITION = (kw("the result is").add_parse_action(_after_roll) + NUMBER + _OP
                    + pp.FollowedBy(pp.Literal(","))).set_parse_action(
    lambda t: C.Compare(DieResult(), t[-1], int(t[-2])))

__all__ = ["DIE_RESULT_COUNT", "RESULT_CONDITION", "ROLL_DIE"]
