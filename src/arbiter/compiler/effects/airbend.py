"""Airbend (701.65a) as a clause of an effect:

    Airbend target nonland permanent. / airbend up to one target creature
    airbend up to two target creatures / airbend another target creature      (701.65a)

Only target permanents are read: airbending a spell ("target creature or spell"), "airbend
all other creatures" and "any number of ... you control" aren't read here (they stay
unread). What it does is `engine.keyword_actions.airbend`.
"""

from __future__ import annotations

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keyword_actions.airbend import Airbend


def _permanents(t) -> bool:  # type: ignore[no-untyped-def]
    spec = t[0].spec
    return spec.zone == "battlefield" and spec.kind in ("permanent", "creature") and not spec.x


#: 701.65a: "airbend <target permanents>".
AIRBEND = (sup("airbend") + TARGET_OBJECT.copy().add_condition(_permanents)).set_parse_action(
    lambda t: [[Airbend(t[0])]])

__all__ = ["AIRBEND"]
