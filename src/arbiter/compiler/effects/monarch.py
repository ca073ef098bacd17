"""724: "you become the monarch" (a verb phrase of `compiler.effects.player_effects`) and
"you're the monarch" (a condition, in "as long as ..." and "if ...";
`engine.players.monarch`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.engine.players.monarch import BecomeMonarch, IsMonarch
from arbiter.rules.conditions import Not

#: "you're the monarch" / "you are the monarch" / "an opponent is the monarch" / "there is
#: no monarch"
MONARCH_CONDITION = pp.MatchFirst([
    kws("you're the monarch", "you are the monarch").set_parse_action(lambda: IsMonarch()),
    kw("an opponent is the monarch").set_parse_action(lambda: IsMonarch(opponent=True)),
    kw("there is no monarch").set_parse_action(lambda: Not(IsMonarch(anyone=True))),
])


def become_monarch_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"become(s) the monarch" for the player who acts (`vp`)."""
    return vp(kws("become the monarch", "becomes the monarch").suppress(),
              lambda who: [BecomeMonarch(who=who)])


__all__ = ["MONARCH_CONDITION", "become_monarch_verb"]
