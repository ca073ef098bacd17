"""601.2i, 701.6a: "The next <spell> you cast this turn can't be countered." (Overmaster,
Insist, Mistrise Village): a rules effect on the ability's controller (611.2c, no object
affected) until their next spell with those qualities becomes cast; then that spell can't be
countered (`engine.casting.next_spell`). Riders that also change how it's cast ("can be cast
as though it had flash", "has cascade") aren't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.cost_change_spells import spells_selector
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I
from arbiter.rules.next_spell import NEXT_UNCOUNTERABLE, NextSpell
from arbiter.state.effects import END_OF_TURN


def _effect(t: pp.ParseResults) -> list[list[I.Instruction]]:
    part = P.RulesPart(rule=NEXT_UNCOUNTERABLE, detail=NextSpell(spells_selector(t[0])))
    return [[I.CreateEffect(parts=(part,), affected=None, duration=END_OF_TURN,
                            rules_only=True)]]


#: "the next <spell> you cast this turn can't be countered"
NEXT_SPELL_UNCOUNTERABLE = (sup("the next") + NOUN + sup("you cast this turn can't be countered")
                            + pp.FollowedBy(pp.Literal("."))).set_parse_action(_effect)

__all__ = ["NEXT_SPELL_UNCOUNTERABLE"]
