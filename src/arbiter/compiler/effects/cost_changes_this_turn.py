"""601.2f / 611.2c: a resolving spell or ability changing the costs of spells for the rest of
the turn:

    Artifact spells you cast this turn cost {1} less to cast.           (Armor Wars, II)
    Instant and sorcery spells you cast this turn cost {1} less to cast.
                                                        (Spellbinding Soprano's attack trigger)
    Artifact, instant, and sorcery spells you cast this turn cost {2} less to cast.
                                                                        (Urza, Planeswalker)
    The next spell you cast this turn costs {1} less to cast.   (Hardened Berserker, 601.2i)

A rules effect on the ability's controller (613.10, no object affected: `CreateEffect(
rules_only=True)`, `engine.stack.rules_changes`) until end of turn, read with the static cost
changes as each spell's total cost is determined (`engine.casting.total_cost.cost_changes`):
it applies to the spells cast after it began, never below {0} for the generic part. Generic
amounts only; "for each ..." and colored amounts stay unread. "The next <spell> you cast this
turn" is used up as the first such spell becomes cast (`engine.casting.next_spell`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.cost_change_spells import spells_selector
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.casting.total_cost import CostChange
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN

_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))


def _change(t: pp.ParseResults, next_spell: bool) -> list[list[I.Instruction]]:
    amount = t[1] if t[2].lower() == "more" else -t[1]
    change = CostChange(amount, spells_selector(t[0]), "you", next_spell=next_spell)
    return [[I.CreateEffect(parts=(P.RulesPart(rule="cost_increase", detail=change),),
                            affected=None, duration=END_OF_TURN, rules_only=True)]]


_TO_CAST = _GENERIC + kws("less", "more") + sup("to cast") + pp.FollowedBy(pp.Literal("."))
#: "<spells> you cast this turn cost {N} less/more to cast"; 601.2i: "the next <spell> you
#: cast this turn costs {N} less/more to cast"
COST_CHANGE_THIS_TURN = pp.MatchFirst([
    (NOUN + sup("you cast this turn") + kws("cost", "costs").suppress() + _TO_CAST
     ).set_parse_action(lambda t: _change(t, next_spell=False)),
    (sup("the next") + NOUN + sup("you cast this turn costs") + _TO_CAST
     ).set_parse_action(lambda t: _change(t, next_spell=True)),
])

__all__ = ["COST_CHANGE_THIS_TURN"]
