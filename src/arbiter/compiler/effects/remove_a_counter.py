""""Remove a counter from <object>" as a clause, no kind named (122.8, 608.2d;
`engine.counters_remove_one`):

    Remove a counter from target permanent.                   (Thrull Parasite, Spinal Parasite)
    you may remove a counter from target permanent            (Ferropede, Medicine Runner)
    you may remove a counter from her. When you do, ...       (Leatherhead, Swamp Stalker)
    you may remove a counter from this creature. When you do, ...    (Slumbering Walker)
    you may remove a counter from a creature or planeswalker you control. If you do, ...
                                                                      (Sanctuary Warden)

The player following the instruction chooses the kind as it resolves. One object only: a
target permanent (never one that may be a player: "target permanent or opponent" names a
player's counters too), the source, the object a pronoun names, or "a <permanent>" chosen
as the instruction is followed (608.2d: not a target; among those with a counter to remove,
and with none nothing is removed). With a kind named
("Remove a +1/+1 counter from target creature") the clause is `effects.REMOVE_COUNTERS`'s."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import Pending
from arbiter.compiler.grammar.self_pronouns import HIMSELF
from arbiter.engine.counters_remove_one import RemoveCounterOfChoice
from arbiter.rules import selectors as s
from arbiter.rules.instructions.choices import ChooseObject
from arbiter.rules.instructions.references import Ref


def _one_object(t: pp.ParseResults) -> bool:
    """A target naming only permanents, one of them (not "up to two", not a player)."""
    x = t[0]
    if not isinstance(x, Pending):
        return True
    spec = x.spec
    return spec.kind != "any" and spec.zone == "battlefield" and spec.count == 1 \
        and not spec.x and not spec.players


def _chosen(t: pp.ParseResults) -> list[list[ChooseObject]]:
    sel = t[0].selector()
    if tuple(t[0].zones) != ("battlefield",) or sel is None:
        raise pp.ParseException("", 0, "not a permanent")
    return [[ChooseObject(s.And((sel, s.HasAnyCounter())),
                          (RemoveCounterOfChoice(on=Ref.it()),))]]


def _no_target(text: str, loc: int, t: pp.ParseResults) -> None:
    if "target" in text[loc:loc + 80].split(".")[0]:
        raise pp.ParseException(text, loc, "a target, not a choice")


_A_COUNTER_FROM = sup("remove") + kws("a", "one").suppress() + sup("counter from")
_END = pp.FollowedBy(lit(".") | lit(","))
REMOVE_A_COUNTER = pp.MatchFirst([
    (_A_COUNTER_FROM + (OBJECT | HIMSELF).add_condition(_one_object) + _END
     ).set_parse_action(lambda t: [[RemoveCounterOfChoice(on=t[0])]]),
    (_A_COUNTER_FROM + ((kws("a", "an").suppress() + NOUN) | (pp.FollowedBy(kw("another"))
                                                               + NOUN)) + _END
     ).add_parse_action(_no_target).add_parse_action(_chosen),
])

__all__ = ["REMOVE_A_COUNTER"]
