"""608.2d: "choose any number of creatures with different powers. Each of them gets +X/+X
and gains vigilance until end of turn, where X is ~'s power." / "... Those creatures gain
double strike until end of turn." (`engine.stack.different_powers`): the effect sentence is
read as the same effect on one creature would be, and applied to the chosen set."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.stack.different_powers import ChooseDifferentPowers

_GROUP = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent")
_PLURAL_VERB = re.compile(r"^(get|gain|have)\b")


def _build(t: pp.ParseResults) -> list[tuple[str, list[ChooseDifferentPowers]]]:
    from arbiter.compiler.effects.sentences import EFFECTS
    from arbiter.rules.instructions import CreateEffect

    group, rest = t[0], t[1]
    rest = _PLURAL_VERB.sub(lambda m: {"have": "has"}.get(m.group(1), m.group(1) + "s"),
                            rest).replace(" and gain ", " and gains ")
    try:
        (steps,) = EFFECTS.parse_string(f"~ {rest}", parse_all=True)
    except pp.ParseException as e:
        raise pp.ParseException("", 0, "the effect on the chosen creatures") from e
    if len(steps) != 1 or not isinstance(steps[0], CreateEffect) or steps[0].rules_only:
        raise pp.ParseException("", 0, "one continuous effect on the chosen creatures")
    return [("plain", [ChooseDifferentPowers(group.selector(), parts=steps[0].parts,
                                             duration=steps[0].duration)])]


#: "choose any number of <creatures> with different powers. Each of them | Those creatures
#: <effect>."
CHOOSE_DIFFERENT_POWERS = (sup("choose any number of") + _GROUP + sup("with different powers")
                           + lit(".") + kws("each of them", "those creatures").suppress()
                           + pp.Regex(r"[^.]+\.")).set_parse_action(_build)

__all__ = ["CHOOSE_DIFFERENT_POWERS"]
