"""701.19c: "Destroy <permanent>. It can't be regenerated." The second sentence modifies the
destruction before it (608.2c: later text modifies earlier text): regeneration shields aren't
applied to it (`engine.keyword_actions.regenerate.destroy`).

    Destroy target creature. It can't be regenerated.            (Terror, Terminate)
    Destroy all creatures. They can't be regenerated.            (Wrath of God, Damnation)
    ... destroy target nonartifact, nonblack creature. That creature can't be regenerated.

The pronoun must name what was just destroyed: "it" / "that <noun>" a single permanent, "they"
every permanent the sentence destroyed. A sentence before it that destroys nothing (or ends
with another instruction) leaves the line unread.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules.instructions import objects as I
from arbiter.rules.selectors import Selector

_SINGLE = kws("it", "that creature", "that artifact", "that land", "that permanent",
              "that enchantment").set_parse_action(lambda: "single")
_ALL = kws("they").set_parse_action(lambda: "all")


def _no_regeneration(t: pp.ParseResults) -> list[tuple[str, Any]]:
    which = t[0]

    def modify(last: list[Any]) -> list[Any]:
        if not last or not isinstance(last[-1], I.Destroy):
            raise pp.ParseException("", 0, "'can't be regenerated' after no destruction")
        if which == "single":
            if isinstance(last[-1].what, Selector) or \
                    sum(isinstance(x, I.Destroy) for x in last) != 1:
                raise pp.ParseException("", 0, "'it' after more than one permanent")
            return [*last[:-1], dataclasses.replace(last[-1], no_regeneration=True)]
        return [dataclasses.replace(x, no_regeneration=True) if isinstance(x, I.Destroy)
                else x for x in last]

    return [("modify_last", modify)]


#: 701.19c: "<It / They / That creature> can't be regenerated."
NO_REGENERATION_SENTENCE = ((_SINGLE | _ALL) + sup("can't be regenerated") + lit(".")
                            ).set_parse_action(_no_regeneration)

__all__ = ["NO_REGENERATION_SENTENCE"]
