"""Shuffling a library (701.24a):

    You may shuffle.  /  Shuffle your library.

`ShuffleLibrary` (`engine.keyword_actions.shuffle_library`); looking at the top cards and
putting them back is `compiler.effects.look_put_back`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary

#: 701.24a: "shuffle your library", or "shuffle" ending the sentence ("You may shuffle.").
SHUFFLE_LIBRARY = (kw("shuffle your library") | (kw("shuffle") + pp.FollowedBy(lit(".")))
                   ).set_parse_action(lambda: [[ShuffleLibrary()]])

__all__ = ["SHUFFLE_LIBRARY"]
