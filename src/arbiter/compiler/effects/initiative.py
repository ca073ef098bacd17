"""725: "you take the initiative" (a verb phrase of `compiler.effects.player_effects`) and
"you have the initiative" (a condition, in "as long as ..." and "if ...";
`engine.players.initiative`).

Other phrases about the initiative ("the player who has the initiative", "a player you're
attacking has the initiative") aren't read here."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.engine.players.initiative import HasInitiative, TakeInitiative

#: "you have the initiative" (725.1)
INITIATIVE_CONDITION = kw("you have the initiative").set_parse_action(lambda: HasInitiative())


def take_initiative_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"take(s) the initiative" for the player who acts (`vp`), 725.3."""
    return vp(kws("take the initiative", "takes the initiative").suppress(),
              lambda who: [TakeInitiative(who=who)])


__all__ = ["INITIATIVE_CONDITION", "take_initiative_verb"]
