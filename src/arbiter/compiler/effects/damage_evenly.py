"""Damage divided evenly, rounded down, among any number of targets (Fireball):

    ~ deals X damage divided evenly, rounded down, among any number of targets.

"any number of targets": none or more (115.1), each chosen once; the division is made as the
spell resolves (`engine.stack.damage_evenly`). A spell's text only (an activated ability's
targets aren't read so).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, SELF
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, _target_spec, located
from arbiter.compiler.grammar.refs import PRONOUN, Pending
from arbiter.rules.instructions import DealDamageEvenly

#: 115.1: "any number of" targets: the convention of an unbounded count, each "up to".
ANY_NUMBER = 99

_WHAT = kw("targets").set_parse_action(lambda: ("any", "any")) | (sup("target") + NOUN)


def _spell_only(s_: str, loc: int, _t: pp.ParseResults) -> None:
    if ":" in s_[:loc]:
        raise pp.ParseException(s_, loc, "targets of an activated ability")


def _pending(items: list[object], text: str) -> list[Pending]:
    spec = _target_spec([ANY_NUMBER, "up to", items[-1]], text)
    return [Pending(replace(spec, count=ANY_NUMBER, up_to=True))]


_TARGETS = sup("any number of") + located(_WHAT, lambda items, text: _pending(
    items, "any number of " + text))

DAMAGE_EVENLY = ((SELF | PRONOUN) + sup("deals") + AMOUNT + sup("damage divided evenly")
                 + lit(",") + sup("rounded down") + lit(",") + sup("among") + _TARGETS
                 ).set_parse_action(
    _spell_only, lambda t: [[DealDamageEvenly(source=t[0], amount=t[1], to=t[2])]])

__all__ = ["DAMAGE_EVENLY"]
