"""101.2, 611.2a: "<player> can't play lands this turn." as a verb phrase
(`engine.turn.land_ban`): "Target player can't play lands this turn." (Solfatara)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.turn.land_ban import CantPlayLandsThisTurn


def land_ban_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """The verb phrase, for `compiler.effects.player_effects` (`vp` builds it for the player
    who acts)."""
    return vp(kw("can't play lands this turn").suppress(),
              lambda who: [CantPlayLandsThisTurn(who=who)])


__all__ = ["land_ban_verb"]
