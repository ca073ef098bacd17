"""Clone lines with exceptions beyond the "it's a <description> in addition to its other
types" that `compiler.statics.layer_templates` reads (707.9, 707.9b, 614.1c):

    You may have ~ enter [the battlefield] [tapped] as a copy of <objects>, except <exception>
        [and <exception>].
    <exception>: `compiler.grammar.copy_exceptions` (P/T, types added, abilities, not
                 legendary, "its name is ~": the name printed on the card entering)

Each exception is part of the copying process, so it becomes one of the copy's copiable values
(707.9b) and a copy of the copy sees it too. An ability the engine doesn't carry out (a keyword
it doesn't enforce, a quoted ability it can't read) leaves the whole line unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.copy_exceptions import EXCEPTIONS
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules.abilities import ReplacementAbility

#: The line's period; after a quoted ability it is inside the quotes ('... hand."').
_END = (lit(".") | pp.Empty().add_condition(lambda s, loc, t: s[:loc].endswith('."'))) \
    + pp.StringEnd()


def _copy(t: pp.ParseResults) -> ReplacementAbility:
    items = list(t)
    tapped = "tapped" in items
    noun: Noun = next(x for x in items if isinstance(x, Noun))
    return ReplacementAbility(text="", kind="enters_as_copy",
                              spec=(noun.selector(), items[-1], True) + ((True,) if tapped else ()))


#: 707.9b / 614.1c: "You may have ~ enter the battlefield as a copy of any creature on the
#: battlefield, except it's 7/7." / "..., except it has haste and dethrone." / "..., except
#: it's an Illusion in addition to its other types and it has "When this creature ..."".
COPY_EXCEPTIONS_LINE = (
    sup("you may have ~ enter") + pp.Optional(kw("the battlefield")).suppress()
    + pp.Optional(kw("tapped")) + sup("as a copy of")
    + pp.Optional(kws("any", "a", "an")).suppress()
    + NOUN + lit(",") + sup("except") + EXCEPTIONS + _END
).set_parse_action(_copy)

__all__ = ["COPY_EXCEPTIONS_LINE"]
