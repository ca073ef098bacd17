"""107.1, 608.2h: a count about the player who carries out the instruction, written "they" /
"their" after that player:

    Target opponent loses life equal to the number of creatures they control.
                                                                     (Villainous Wrath)
    That player loses 1 life for each creature they control.
    Target player draws a card for each artifact they control.
    Each opponent loses life equal to the life they lost this turn.    (119.3)

"They" is the subject of the clause (the target player, or "that player", the reference
bound like any other, 608.2b). The grammar writes the count with a placeholder player
(`ACTOR`) that the clause replaces by its subject (`bind_actor`); with another subject
("you gain 1 life for each creature they control", another player) the line is left unread.
With a subject naming several players ("Each opponent loses 1 life for each creature they
control", Netherborn Phalanx) each player counts their own (101.4;
`engine.stack.each_own_count`), for gaining and losing life, drawing and milling.
Counted as the instruction is carried out (`rules.player_counts`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.stack.each_own_count import EachOwnCount
from arbiter.rules import instructions as I
from arbiter.rules import values as V
from arbiter.rules.instructions.references import Ref
from arbiter.rules.player_counts import CardsInHandOf, ControlledBy, LifeLostBy
from arbiter.rules.structure import nodes

#: The player carrying out the clause, until the clause names it (`bind_actor`).
ACTOR = Ref("clause_subject_unbound")


def _controlled(t: pp.ParseResults) -> ControlledBy:
    n: Noun = t[0]
    if n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "'they control' names permanents")
    return ControlledBy(n.selector(), who=ACTOR)


_THEIR_HAND = kws("their hand", "his or her hand").suppress()
#: "the number of <permanents> they control", "the number of cards in their hand".
THEIR_COUNT = pp.MatchFirst([
    (sup("the number of") + NOUN + sup("they control")).set_parse_action(_controlled),
    (sup("the number of cards in") + _THEIR_HAND).set_parse_action(
        lambda: CardsInHandOf(who=ACTOR)),
    # 119.3: "the life they lost this turn"; "that player" there is the clause's subject too
    # ("each opponent loses life equal to the life that player lost this turn")
    kws("the life they lost this turn", "the amount of life they lost this turn",
        "the life that player lost this turn").set_parse_action(
        lambda: LifeLostBy(who=ACTOR)),
])
#: "for each <permanent> they control", "for each card in their hand".
FOR_EACH_THEIRS = pp.MatchFirst([
    (sup("for each") + NOUN + sup("they control")).set_parse_action(_controlled),
    (kw("for each card in") + _THEIR_HAND).set_parse_action(lambda: CardsInHandOf(who=ACTOR)),
])


def _one_player(who: Any) -> bool:
    """"that player", or one target player (115.1)."""
    if who == Ref("pronoun_player"):
        return True
    return isinstance(who, Pending) and who.spec.kind == "player" and who.spec.count == 1 \
        and not who.spec.up_to


def _rebind(v: Any, who: Any) -> Any:
    if isinstance(v, ControlledBy | CardsInHandOf | LifeLostBy) and v.who == ACTOR:
        return dataclasses.replace(v, who=who)
    if isinstance(v, V.Scaled):
        return dataclasses.replace(v, inner=_rebind(v.inner, who))
    return v


#: 101.4: subjects naming several players, each counting "they" as themselves.
_GROUPS = ("each_player", "each_opponent", "each_other_player")
#: The instructions carried out per player with their own number.
_PER_PLAYER = (I.GainLife, I.LoseLife, I.Draw, I.Mill)


def _each(who: str, step: Any) -> Any:
    """107.1, 101.4: "each opponent loses 1 life for each creature they control": one count
    per player (`engine.stack.each_own_count`)."""
    if not any(n == ACTOR for n in nodes(step)):
        return step
    counts = [n for n in nodes(step.n)
              if isinstance(n, ControlledBy | CardsInHandOf | LifeLostBy)] \
        if isinstance(step, _PER_PLAYER) else []
    if not counts or any(c.who != ACTOR for c in counts) or step.who != who:
        raise pp.ParseException("", 0, "'they' counted per player in this instruction")
    return EachOwnCount(who, step)


def bind_actor(who: Any, steps: list[Any]) -> list[Any]:
    """The clause's instructions with "they" made its subject `who`; a ParseException when
    the subject isn't one player."""
    if not any(n == ACTOR for n in nodes(steps)):
        return steps
    if who in _GROUPS:
        return [_each(who, step) for step in steps]
    if not _one_player(who):
        raise pp.ParseException("", 0, "'they' counted for another player")
    out = []
    for step in steps:
        changes = {f.name: _rebind(getattr(step, f.name), who)
                   for f in dataclasses.fields(step)}
        step = dataclasses.replace(step, **changes)
        if any(n == ACTOR for n in nodes(step)):
            raise pp.ParseException("", 0, "'they' where it can't be bound")
        out.append(step)
    return out


__all__ = ["ACTOR", "FOR_EACH_THEIRS", "THEIR_COUNT", "bind_actor"]
