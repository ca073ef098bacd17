"""700.2 / 601.2b: "Choose one. If you control a commander as you cast this spell, you may
choose both instead." as the spell's modes (1, 1) and the permission to choose more when the
condition holds as the modes are chosen (`rules.conditional_modes`); the bulleted modes follow on
their own lines, as after "Choose one —".

"Choose one. If this spell was kicked, choose any number instead." (the Inscriptions: 702.33d,
kicker is announced in 601.2b before the modes are chosen) and "If <condition>, choose one or
more instead." (Let's Play a Game, Wail of the Forgotten) are the same permission: "any
number" and "one or more" still allow the one mode printed first. "choose both instead" without
"you may" (Pyrrhic Strike, the teamwork spells) obliges the caster to choose both, which the
permission doesn't say: not read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.alternative_costs import ControlsACommander
from arbiter.rules.conditional_modes import MoreModesIf

_COUNT = {"one": 1, "two": 2, "both": 2, "three": 3,
          # 700.2: as many modes as the spell has (`engine.casting.mode_choice` caps it)
          "any number": 99, "one or more": 99}

_CONDITION = (kw("you control a commander").set_parse_action(lambda: ControlsACommander())
              | CONDITION)  # 903.3


def _abilities(t: pp.ParseResults) -> list:
    # a keyword of several words comes as its words ("any", "number")
    n, cond, most = _COUNT[t[0].lower()], t[1], _COUNT[" ".join(t[2:]).lower()]
    if most <= n:
        raise pp.ParseException("", 0, "no more modes")
    return [SpellAbility(text="", modes=(n, n)), MoreModesIf(text="", condition=cond,
                                                              most=most)]


#: "Choose one. If <condition> [as you cast ~], you may choose both|two instead." / "...,
#: choose any number|one or more instead."
MORE_MODES_LINE = (sup("choose") + kws("one", "two") + lit(".") + sup("if") + _CONDITION
                   + pp.Optional(sup("as you cast ~")) + lit(",")
                   + ((sup("you may choose") + kws("both", "two", "three"))
                      | (sup("choose") + kws("any number", "one or more")))
                   + sup("instead") + lit(".")).set_parse_action(_abilities).set_name(
    "more modes line")

__all__ = ["MORE_MODES_LINE"]
