"""614.1c / 614.12: "This land enters tapped. As it enters, choose a color [other than red]."
(the Thriving lands, Uncharted Haven): two replacement effects on the land entering, read as
the abilities "~ enters tapped." and "As ~ enters, choose a color." (`compiler.replacements.
replacements`); "other than red" leaves red out of the choice (`spec`, `engine.replacement.
entering`). The Gates of Lorwyn Eclipsed: "As ~ enters, choose a color other than blue." alone
(`AS_ENTERS_CHOOSE_OTHER_COLOR_LINE`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules.abilities import ReplacementAbility

_COLOR_WORD = kws("white", "blue", "black", "red", "green")


def _abilities(t: pp.ParseResults) -> list:
    excluded = (t[0].lower(),) if len(t) else ()
    return [ReplacementAbility(text="", kind="enters_tapped"),
            ReplacementAbility(text="", kind="as_enters_choose", choice="color", spec=excluded)]


#: "~ enters tapped. As it enters, choose a color [other than red]."
TAPPED_CHOOSE_COLOR_LINE = (
    sup("~") + kws("enters the battlefield", "enters").suppress() + sup("tapped") + lit(".")
    + sup("as it") + kws("enters the battlefield", "enters").suppress() + lit(",")
    + sup("choose a color") + pp.Optional(sup("other than") + _COLOR_WORD) + lit(".")
).set_parse_action(_abilities)

#: 614.12: "As ~ enters, choose a color other than blue."
AS_ENTERS_CHOOSE_OTHER_COLOR_LINE = (
    sup("as ~") + kws("enters the battlefield", "enters").suppress() + lit(",")
    + sup("choose a color other than") + _COLOR_WORD + lit(".")
).set_parse_action(lambda t: ReplacementAbility(text="", kind="as_enters_choose",
                                                choice="color", spec=(t[0].lower(),)))

__all__ = ["AS_ENTERS_CHOOSE_OTHER_COLOR_LINE", "TAPPED_CHOOSE_COLOR_LINE"]
