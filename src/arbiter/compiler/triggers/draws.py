"""Trigger conditions on drawing cards (603.2, 121.1), as grammar:

    Whenever you draw a card, ...                        (Niv-Mizzet, the Firemind)
    Whenever an opponent draws a card, ...               (Underworld Dreams)
    Whenever a player draws a card, ...
    Whenever you draw your second card each turn, ...    (and "an opponent draws their",
                                                          "a player draws their"; "first" ...
                                                          "fifth", "each turn" / "in a turn")

121.2: each card drawn is a draw of its own, so the ability triggers once per card; "your
second card each turn" is the one draw that was that player's second this turn
(`engine.zones.draw_triggers`). "That player" in the effect is the player who drew (the
event's player, 603.2).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.triggers.conditions import Trigger

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
#: "your second card each turn" / "their third card in a turn".
_NTH = (kws("your", "their").suppress() + kws(*_ORDINALS).set_parse_action(
    lambda t: _ORDINALS[t[0].lower()]) + sup("card") + kws("each turn", "in a turn").suppress())
_WHAT = _NTH | kw("a card").set_parse_action(lambda: 0)


def _trigger(subject: str, by: str = "any") -> pp.ParserElement:
    return _WHAT.copy().set_parse_action(
        lambda t: Trigger("draw", subject, by=by, nth=t[0] if t else 0))


#: 603.2: "you draw ...", "an opponent draws ...", "a player draws ...".
PLAYER_DRAWS = pp.MatchFirst([
    sup("you draw") + _trigger("you"),
    sup("an opponent draws") + _trigger("any", "opponent"),
    sup("a player draws") + _trigger("any"),
]).set_name("player draws")

__all__ = ["PLAYER_DRAWS"]
