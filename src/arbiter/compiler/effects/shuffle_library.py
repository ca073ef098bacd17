"""701.24a: "<player> shuffles their library" as a verb phrase of
`compiler.effects.player_effects` (`engine.keyword_actions.shuffle_library`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary


def shuffle_library_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"shuffles their library" / "shuffle your library" (`vp` builds it for the player
    who acts)."""
    return vp(sup("shuffles their library"), lambda who: [ShuffleLibrary(who)])


__all__ = ["shuffle_library_verb"]
