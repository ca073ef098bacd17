"""Copying an activated or triggered ability on the stack (707.10) as a sentence of an
effect (`engine.stack.ability_copy`):

    Copy target <activated or triggered | activated | triggered> ability [you control]
        [from a(n) <card type> source]. [You may choose new targets for the copy.]
                                                              (Strionic Resonator, 707.10c)

"You control": the ability's controller is the player copying it (113.8). A source described
otherwise ("from a colorless source", "from another legendary source") leaves the line unread.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.counter_abilities import ABILITY_KINDS, ABILITY_SOURCE
from arbiter.compiler.effects.effects import _pending
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import located
from arbiter.rules.instructions import objects as I
from arbiter.rules.stack_abilities import StackAbility


def _target(toks: list[Any], text: str) -> Any:
    items = list(toks)
    kinds = tuple(str(items[0]).split())
    yours = "yours" in items
    source = next((str(x).lower() for x in items[1:] if x != "yours"), "")
    negated = source.startswith("non")
    source = source.removeprefix("non").capitalize()
    return _pending(I.TargetSpec("ability", StackAbility(kinds, source, negated, yours),
                                 description=text))


_YOURS = kw("you control").set_parse_action(lambda: "yours")
_ABILITY = located(sup("target") + ABILITY_KINDS + pp.Optional(_YOURS)
                   + pp.Optional(ABILITY_SOURCE), _target)
_NEW_TARGETS = (sup("you may choose new targets for the copy") + lit(".")).set_parse_action(
    lambda: "new")

#: 707.10, 707.10c.
COPY_ABILITY_SENTENCE = (sup("copy") + _ABILITY + lit(".") + pp.Optional(_NEW_TARGETS)
                         ).set_parse_action(lambda t: [("plain", [I.CopyAbility(
                             t[0], new_targets="new" in list(t)[1:])])])

__all__ = ["COPY_ABILITY_SENTENCE"]
