"""601.2f / 611.2c: a resolving spell or ability changing the costs of spells for the rest of
the turn:

    Artifact spells you cast this turn cost {1} less to cast.           (Armor Wars, II)
    Instant and sorcery spells you cast this turn cost {1} less to cast.
                                                        (Spellbinding Soprano's attack trigger)
    Artifact, instant, and sorcery spells you cast this turn cost {2} less to cast.
                                                                        (Urza, Planeswalker)

A rules effect on the ability's controller (613.10, no object affected: `CreateEffect(
rules_only=True)`, `engine.stack.rules_changes`) until end of turn, read with the static cost
changes as each spell's total cost is determined (`engine.casting.total_cost.cost_changes`):
it applies to the spells cast after it began, never below {0} for the generic part. Generic
amounts only; "for each ...", "the next spell ..." and colored amounts stay unread."""

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


def _effect(t: pp.ParseResults) -> list[list[I.Instruction]]:
    amount = t[1] if t[2].lower() == "more" else -t[1]
    change = CostChange(amount, spells_selector(t[0]), "you")
    return [[I.CreateEffect(parts=(P.RulesPart(rule="cost_increase", detail=change),),
                            affected=None, duration=END_OF_TURN, rules_only=True)]]


#: "<spells> you cast this turn cost {N} less/more to cast"
COST_CHANGE_THIS_TURN = (NOUN + sup("you cast this turn") + kws("cost", "costs").suppress()
                         + _GENERIC + kws("less", "more") + sup("to cast")
                         + pp.FollowedBy(pp.Literal("."))).set_parse_action(_effect)

__all__ = ["COST_CHANGE_THIS_TURN"]
