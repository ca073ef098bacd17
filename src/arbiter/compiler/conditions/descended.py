"""700.11 (`rules.descended`):

    you descended this turn                          (Child of the Volcano)

"The number of times you descended this turn" (The Mycotyrant) waits for the rest of that
card's line ("tokens with \"This token can't block,\" where X is ...").
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws
from arbiter.rules.descended import DescendedThisTurn

DESCENDED_CONDITION = kws("you descended this turn", "you've descended this turn"
                          ).set_parse_action(lambda: DescendedThisTurn())

__all__ = ["DESCENDED_CONDITION"]
