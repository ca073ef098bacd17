"""119.3: "You gain life equal to the life lost this way." after a sentence making players lose
life (Exsanguinate: "Each opponent loses X life. You gain life equal to the life lost this
way."; `engine.players.life_lost_this_way`). After anything else the sentence is left
unread."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.players.life_lost_this_way import GainLifeLostThisWay
from arbiter.rules.instructions import objects as I


def _after_loss(last: list[Any]) -> list[Any]:
    if not last or not isinstance(last[-1], I.LoseLife | I.LoseHalfLife):
        raise pp.ParseException("", 0, "'the life lost this way' after no loss of life")
    return [*last[:-1], GainLifeLostThisWay(last[-1])]


#: 119.3: "You gain life equal to the life lost this way."
GAIN_LIFE_LOST_THIS_WAY = (sup("you gain life equal to the life lost this way") + lit(".")
                           ).set_parse_action(lambda: [("modify_last", _after_loss)])

__all__ = ["GAIN_LIFE_LOST_THIS_WAY"]
