"""Trigger conditions on a player playing a land (305.1, 603.2), as grammar, and the
intervening "if" about the lands played this turn (305.2, 603.4):

    Whenever you play a land, ...                     (Fastbond)
    Whenever a player plays a land, ...               (Horn of Greed: "that player" is the
                                                       one who played it)
    Whenever an opponent plays a land, ...            (Dirtcowl Wurm)
    Whenever you play a land or cast a spell, ...     (The Endstone; 601.2i: either event)
    if it wasn't the first land you played this turn  (Fastbond)

Playing a land is the special action of 305.1 (a land put onto the battlefield by an effect
isn't played).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import conditions as C
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

_LAND = kws("a land").suppress() + pp.FollowedBy(",")

LAND_PLAYED = pp.MatchFirst([
    (sup("you play a land or cast a spell") + pp.FollowedBy(",")).set_parse_action(
        lambda: Trigger("any_of", "you", any_of=(Trigger("land_played", "you"),
                                                 Trigger("cast", "you")))),
    (sup("you play") + _LAND).set_parse_action(lambda: Trigger("land_played", "you")),
    (sup("a player plays") + _LAND).set_parse_action(lambda: Trigger("land_played", "any")),
    (sup("an opponent plays") + _LAND).set_parse_action(
        lambda: Trigger("land_played", "any", by="opponent")),
]).set_name("land played")


@dataclass(frozen=True)
class LandsPlayedThisTurn(Value):
    """305.2: the lands the effect's controller has played this turn (only the active player
    plays lands, 305.1; `TurnState.lands_played`)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        turn = view.state.turn
        return turn.lands_played if ctx.controller == turn.active else 0

    def __str__(self) -> str:
        return "the lands you played this turn"


#: 603.4: "it wasn't the first land you played this turn" (the land just played is at least
#: the second).
NOT_FIRST_LAND = kws("it wasn't the first land you played this turn").set_parse_action(
    lambda: C.Compare(LandsPlayedThisTurn(), ">=", 2))

__all__ = ["LAND_PLAYED", "NOT_FIRST_LAND", "LandsPlayedThisTurn"]
