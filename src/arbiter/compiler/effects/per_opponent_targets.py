"""601.2c / 115.1: a target requirement for each opponent (`rules.per_opponent_targets`):

    For each opponent, destroy up to one target artifact or enchantment that player controls.
                                                                        (Dismantling Wave)
    ..., for each opponent, exile up to one target nonland permanent that player controls
    until ~ leaves the battlefield.                                          (Grasp of Fate)
    For each opponent, gain control of up to one target creature that player controls until
    end of turn.                                                              (Mass Mutiny)

The sentence's instruction is read as written with its one target requirement, "up to one
target <object> that player controls", marked as repeated for each opponent; the instruction
then acts on every target chosen (the slots from the requirement's on, 115.1), and a later
"those creatures" names them all. Read only where "that player" appears in that requirement
alone: "... and that player gains life equal to its power" (one effect per opponent) or
another target in the sentence stay unread, as does a requirement of exactly one target
(one opponent with no such permanent would make the spell uncastable, 601.2c).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.rules.event_selectors import ControlledByEventPlayer
from arbiter.rules.instructions import Ref
from arbiter.rules.per_opponent_targets import ControlledByThatOpponent
from arbiter.rules.structure import nodes, rebuild

#: Pronouns naming a player or the controller of an object: which opponent's they would be
#: isn't read here.
_PLAYER_PRONOUNS = frozenset({"pronoun_player", "pronoun_controller", "pronoun_owner"})


def _that_opponent(sel: Any) -> Any:
    def change(n: Any) -> Any:
        if isinstance(n, ControlledByEventPlayer):
            if n.owns or n.player is not None:
                raise pp.ParseException("", 0, "'that player owns' for each opponent")
            return ControlledByThatOpponent()
        return n
    return rebuild(sel, change)


def _per_opponent(t: pp.ParseResults) -> list[tuple[str, Any]]:
    body = tuple(t[0])
    pending = {id(n): n for n in nodes(body) if isinstance(n, Pending)}
    if len(pending) != 1:
        raise pp.ParseException("", 0, "not one target requirement for each opponent")
    [old] = pending.values()
    spec = old.spec
    if not spec.up_to or spec.count != 1 or spec.x or spec.kind == "player" or \
            not any(isinstance(n, ControlledByEventPlayer) for n in nodes(spec.selector)):
        raise pp.ParseException("", 0, "not 'up to one target <object> that player controls'")
    new = Pending(dataclasses.replace(spec, per_opponent=True,
                                      selector=_that_opponent(spec.selector)))
    # (rebuilt tuples are new objects: the one requirement is found by its value)
    out = rebuild(body, lambda n: new if isinstance(n, Pending) and n == old else n)
    if any(isinstance(n, ControlledByEventPlayer) for n in nodes(out)) or any(
            isinstance(n, Ref) and n.kind in _PLAYER_PRONOUNS for n in nodes(out)):
        raise pp.ParseException("", 0, "'that player' outside the target requirement")
    return [("plain", list(out))]


def per_opponent_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"For each opponent, <clauses>." with `clauses` the effect grammar of
    `compiler.effects.sentences`."""
    return (sup("for each opponent") + lit(",") + clauses + lit(".")
            ).set_parse_action(_per_opponent)


__all__ = ["per_opponent_sentence"]
