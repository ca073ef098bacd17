""""<object> gets +2/+0 until end of turn for each other attacking Goblin." (Goblin
Piledriver), as grammar: a resolving effect's power/toughness change counted per object
(107.1: N times the count).

608.2h: the count is taken once, as the effect is created (`V.AsResolved`), and doesn't
change while the effect lasts (611.2c).

"For each creature blocking it [beyond the first]" (Elvish Berserker, Johtull Wurm; 509.1g,
702.23b's rampage count) counts the creatures blocking the one object the sentence is about
("for each creature it's blocking", Guardian of the Gateless, those it blocks, 509.1a),
so it is read only here, where the subject is one object ("it", "that Sliver", "~"): the
blockers of the affected creature as the ability resolves.

A group subject ("Creatures you control get +0/+1 until end of turn for each card discarded
this way", Sacred Rites) gets the same change: the affected objects are the group's as the
effect begins (611.2c) and the count is taken once for all of them (608.2h); "for each
creature blocking it" isn't read with a group.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.statics.predicates import FOR_EACH
from arbiter.rules import counts as N
from arbiter.rules import parts as P
from arbiter.rules import values as V
from arbiter.rules.combat_values import BlockedBy, BlockersBeyondFirst, BlockersOf
from arbiter.rules.instructions import Ref
from arbiter.rules.instructions import objects as I
from arbiter.rules.shared_types import OthersSharingCreatureType
from arbiter.rules.structure import nodes

_PT = pp.Regex(r"([+-]\d+)/([+-]\d+)").set_parse_action(
    lambda t: [tuple(int(x) for x in t[0].split("/"))])


def _times(each: V.Value, n: int) -> V.Value:
    if n == 0:
        return V.Const(0)
    return V.AsResolved(each if n == 1 else V.Scaled(each, n))


def pt_for_each(subject: pp.ParserElement, duration: pp.ParserElement,
                group: pp.ParserElement | None = None) -> pp.ParserElement:
    """"<subject> gets +N/+M <duration> for each <count>"; `group`: a plural subject
    ("creatures you control get ...", 611.2c), tried after the one object."""
    def build(t: pp.ParseResults) -> list[list[I.Instruction]]:
        who, (p, q), how_long, each = t[0], t[1], t[2], t[3]
        part = P.ModifyPT(_times(each, p), _times(each, q))
        return [[I.CreateEffect(parts=(part,), affected=who, duration=how_long)]]

    # "It gets an additional +2/+2 until end of turn for each ..." (Growth Cycle): another
    # effect beside the sentence before; "additional" changes nothing else
    one = (subject + kws("gets", "get").suppress() + pp.Optional(sup("an additional")) + _PT
           + duration + (_BLOCKING_IT | FOR_EACH)).set_parse_action(build)
    if group is None:
        return one
    return one | (group + kws("gets", "get").suppress() + _PT + duration
                  + FOR_EACH.copy().add_condition(_same_for_all)).set_parse_action(build)


def _same_for_all(t: pp.ParseResults) -> bool:
    """608.2h with 611.2c: a group's bonus is counted once for the whole group, so a count
    about each affected object ("for each counter on them", "for each Aura attached to it",
    "that shares a creature type with it", a pronoun) isn't read with a group."""
    for n in nodes(t[0]):
        if isinstance(n, V.Value) and n.local and not isinstance(n, V.Const):
            return False
        if isinstance(n, N.AttachedCount) and not n.to_source:
            return False
        if isinstance(n, OthersSharingCreatureType | Ref):
            return False
    return True


#: 509.1g, 702.23b: the creatures blocking the affected object (its subject is one object).
_BLOCKING_IT = pp.MatchFirst([
    kw("for each creature blocking it beyond the first").set_parse_action(
        lambda: BlockersBeyondFirst()),
    kw("for each creature blocking it").set_parse_action(lambda: BlockersOf()),
    # 509.1a: "for each creature it's blocking" (Guardian of the Gateless)
    kw("for each creature it's blocking").set_parse_action(lambda: BlockedBy()),
])


__all__ = ["pt_for_each"]
