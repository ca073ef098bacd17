""""For each different power among creatures on the battlefield, choose a creature with that
power. Destroy each creature not chosen this way." (`engine.keyword_actions.
keep_one_per_power`, 701.8, 608.2d)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.keep_one_per_power import KeepOnePerPower

_GROUP = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent")


def _build(t: pp.ParseResults) -> list[tuple[str, list[KeepOnePerPower]]]:
    group, one, rest = t[0], t[1].lower(), t[2].lower()
    types = [getattr(p, "card_type", "") for p in group.preds]
    if one != rest or types != [one.capitalize()]:
        raise pp.ParseException("", 0, "the chosen and destroyed objects differ")
    return [("plain", [KeepOnePerPower(group.selector())])]


#: "For each different power among <objects>, choose a <noun> with that power. Destroy each
#: <noun> not chosen this way."
KEEP_ONE_PER_POWER = (sup("for each different power among") + _GROUP + lit(",")
                      + sup("choose") + kws("a", "an").suppress() + pp.Word(pp.alphas)
                      + sup("with that power") + lit(".") + sup("destroy each")
                      + pp.Word(pp.alphas) + sup("not chosen this way") + lit(".")
                      ).set_parse_action(_build)

__all__ = ["KEEP_ONE_PER_POWER"]
