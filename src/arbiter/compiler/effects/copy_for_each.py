"""707.10: "copy it for each <number>" in the effect of the spell's own cast trigger (603.2,
601.2i), the storm-like ability printed in words:

    When you cast this spell, copy it for each time you've cast your commander from the
    command zone this game. You may choose new targets for the copies.         (Fury Storm)
    When you cast this spell, copy it for each time you've cast your commander from the
    command zone this game.                                                   (Skull Storm)
    When you cast this spell, copy it.              (Brass Knuckles: once, 707.10f a token)

Read only right after "When you cast this spell," where "it" can only be the spell cast
(608.2b); the number is counted as the ability resolves (608.2h; 903.8: the times its
controller cast a commander they own from the command zone, `rules.commander_values`). The
copies are made by `engine.keywords.storm.CopyForEach`; "You may choose new targets for the
copies." lets their controller choose new targets for each (707.10c), and without it the
copies keep the spell's targets. Other numbers ("for each other instant and sorcery spell
you've cast this turn", "for each kind of counter among ...") stay unread.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.keywords.storm import CopyForEach
from arbiter.rules.commander_values import CommanderCasts
from arbiter.rules.structure import nodes, rebuild

#: 608.2b: the effect's first words after the spell's own cast trigger ("~" is this spell,
#: `compiler.grammar.text`).
_AFTER_CAST_SELF = re.compile(r"^When you cast ~, $")


def _it_is_this_spell(s: str, loc: int, t: pp.ParseResults) -> None:
    if not _AFTER_CAST_SELF.match(s[:loc]):
        raise pp.ParseException(s, loc, "'it' may be another object than this spell")


#: 903.8: the one number read here.
_TIMES = kw("for each time you've cast your commander from the command zone this game"
            ).set_parse_action(lambda: CommanderCasts())

#: "copy it [for each time you've cast your commander from the command zone this game]"
COPY_SELF_FOR_EACH = (kw("copy it").add_parse_action(_it_is_this_spell).suppress()
                      + (_TIMES | pp.Empty().set_parse_action(lambda: 1))
                      + pp.FollowedBy(lit("."))).set_parse_action(
    lambda t: [[CopyForEach(count=t[0], new_targets=False)]])


def _with_new_targets(last: list[Any]) -> list[Any]:
    """707.10c: the copies the sentence before made may have new targets."""
    copies = [n for n in nodes(last) if isinstance(n, CopyForEach) and not n.new_targets
              and n.count != 1]  # "the copies": not after a plain "copy it"
    if len(copies) != 1:
        raise pp.ParseException("", 0, "'the copies' names no copies of this spell")
    return [rebuild(x, lambda n: replace(n, new_targets=True) if n is copies[0] else n)
            for x in last]


#: 707.10c: "You may choose new targets for the copies." after "copy it for each ...".
NEW_TARGETS_FOR_THE_COPIES = (sup("you may choose new targets for the copies") + lit(".")
                              ).set_parse_action(lambda: [("modify_last", _with_new_targets)])

__all__ = ["COPY_SELF_FOR_EACH", "NEW_TARGETS_FOR_THE_COPIES"]
