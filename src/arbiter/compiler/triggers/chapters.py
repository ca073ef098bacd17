"""Chapter lines of Sagas (714.2), as grammar:

    I — <effects>
    I, II — <effects>

714.2b: "{rN}—[Effect]" means "When one or more lore counters are put onto this Saga, if the
number of lore counters on it was less than N and became at least N, [Effect]."; 714.2c: a
line with several numerals is one such chapter ability for each. The effect is read like any
triggered ability's (its pronouns name the Saga first, `compiler.lines._triggered`).
"""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.effects.sentences import EFFECTS
from arbiter.compiler.grammar.lexicon import lit
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.sagas import NUMERALS, ChapterAbility

_NUMERAL = pp.Regex(r"(?:VIII|VII|VI|IV|IX|V|X|III|II|I)(?=[ ,])").set_parse_action(
    lambda t: NUMERALS[t[0]])
_NUMERALS = pp.Group(_NUMERAL + pp.ZeroOrMore(lit(",") + _NUMERAL))


def _chapters(t: pp.ParseResults) -> list[ChapterAbility]:
    from arbiter.compiler.lines import _triggered

    out: list[ChapterAbility] = []
    for n in t[0]:
        trigger = Trigger("counters_put", "self", counters=("lore", n))  # 714.2b
        ab = _triggered(pp.ParseResults([trigger, t[1]]))
        fields = {f.name: getattr(ab, f.name) for f in dataclasses.fields(ab)}
        out.append(ChapterAbility(**fields, chapter=n))
    return out


#: 207.2c: an ability word after the chapter symbol ("I — Lunge — ...") has no rules meaning.
_ABILITY_WORD = pp.Regex(r"[A-Z][a-z']+(?: [A-Za-z']+)* - ").suppress()
#: 714.2b-c: "I, II — Create a 2/2 white Knight creature token with vigilance."
CHAPTER_LINE = (_NUMERALS + lit("-") + pp.Optional(_ABILITY_WORD) + EFFECTS
                ).set_parse_action(_chapters)

__all__ = ["CHAPTER_LINE"]
