"""References inside information about an object named before (608.2h), for
`compiler.grammar.refs.bind`:

    Put X +1/+1 counters on target creature, where X is that creature's power.   (Soul's Might)
    Counter target spell. Create X 1/1 ... Thopter ... tokens, where X is that spell's mana
    value.                                                                      (Access Denied)

107.3a: a where-clause defines the X of the whole sentence before it, so the object it names
is one the instruction named before the clause, even where X stands first in the
instruction ("Put X counters on target creature"): the field holding it is bound after the
instruction's other fields (`late_fields`), and it must be a target of the kind its noun
says (`bind_where_stat`); anything else leaves the line unread.

`was_condition`: "If it's a Zombie card" about a card moved into a hidden zone is a
condition on the object as it last existed (608.2h).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.rules.data_search import contains
from arbiter.rules.instructions.objects import Ref, TargetSpec
from arbiter.rules.last_known import WhereStatOf

#: The kinds of target each noun of "that <noun>'s" may name.
_KINDS = {"creature": ("creature",), "spell": ("spell",), "": None, "permanent": None}


def late_fields(x: Any, names: list[str]) -> list[str]:
    """The fields of an instruction in binding order, those holding a where-clause's number
    last (107.3a: the clause comes after the whole instruction)."""
    late = [n for n in names if contains(getattr(x, n), WhereStatOf)]
    return [n for n in names if n not in late] + late if late else names


def bind_where_stat(x: WhereStatOf, last: Ref, targets: list[TargetSpec]) -> WhereStatOf:
    """608.2h: the where-clause's object is the target named last, of the kind its noun
    says ("that artifact's mana value" of "target artifact"); counted as it is, or as it
    last existed once it has left its zone (`rules.last_known.StatOf`)."""
    if last.kind != "target" or last.index >= len(targets):
        raise pp.ParseException("", 0, "a where-clause's object isn't the target named last")
    spec = targets[last.index]
    if spec.count != 1 or spec.up_to:
        raise pp.ParseException("", 0, "a where-clause's object among several targets")
    kinds = _KINDS.get(x.noun, (x.noun,))
    words = spec.description.lower().replace(",", " ").split()
    if kinds is not None and spec.kind not in kinds and x.noun not in words:
        raise pp.ParseException("", 0, f"'that {x.noun}' names a target of another kind")
    if x.noun == "spell" and spec.zone != "stack":
        raise pp.ParseException("", 0, "'that spell' names a target not on the stack")
    return WhereStatOf(last, x.stat, x.noun)


def bind_inside(x: Any, last: Ref, targets: list[TargetSpec]) -> Any:
    """`x` (a value `bind` doesn't walk, such as a continuous effect's part: "Target creature
    gets +X/+X until end of turn, where X is that creature's power") with each where-clause's
    number inside it bound (`bind_where_stat`)."""
    if isinstance(x, WhereStatOf):
        return bind_where_stat(x, last, targets)
    if isinstance(x, tuple | list):
        return type(x)(bind_inside(y, last, targets) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and contains(x, WhereStatOf):
        return dataclasses.replace(x, **{f.name: bind_inside(getattr(x, f.name), last, targets)
                                         for f in dataclasses.fields(x) if f.init})
    return x


#: Player references naming one player ("target opponent", "that creature's controller").
_ONE_PLAYER = ("player_target", "controller_of", "owner_of", "event_controller")


def one_sacrificed(x: Any, changes: dict[str, Any], moved: dict[Ref, bool]) -> Ref | None:
    """701.21a, 608.2h: "Target opponent sacrifices a creature of their choice. You gain life
    equal to that creature's toughness.": after one player sacrificed one permanent of their
    choice, "that creature" is the permanent sacrificed (`Ref.it()`, kept by
    `engine.keyword_actions.sacrifice_choice`), only as information about it as it last
    existed: it has left the battlefield, so a pronoun acting on it stays unread (noted as
    moved out of sight, 400.7). None for anything else (several players or permanents, an
    exile)."""
    who = changes.get("who")
    one_player = who == "you" or (isinstance(who, Ref) and who.kind in _ONE_PLAYER)
    if type(x).__name__ != "SacrificeChosen" or x.exile or x.n != 1 or not one_player:
        return None
    moved[Ref.it()] = False
    return Ref.it()


def was_condition(what: Ref, selector: Any) -> Any:
    """The condition on the object's last known information, its selector without the
    zone the noun implied (the object has left it)."""
    from arbiter.rules.last_known_conditions import ObjectWas
    from arbiter.rules.selectors import And, InZone

    if isinstance(selector, And):
        selector = And(tuple(p for p in selector.parts if not isinstance(p, InZone)))
    elif isinstance(selector, InZone):
        raise pp.ParseException("", 0, "a condition only on the zone of a moved object")
    return ObjectWas(what, selector)


__all__ = ["bind_inside", "bind_where_stat", "late_fields", "one_sacrificed", "was_condition"]
