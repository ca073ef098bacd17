"""Tribute (702.104).

702.104a: "Tribute N" means "As this creature enters, choose an opponent. That player may
put an additional N +1/+1 counters on it as it enters." 702.104b: objects with tribute have
triggered abilities that check "if tribute wasn't paid": true if the opponent chosen didn't
have the creature enter with the +1/+1 counters its tribute ability specifies.

A replacement effect as the creature enters (614.1c, 614.12; `engine.keywords.entering`): its
controller chooses the opponent, and that opponent decides (122.6a: the effect says who puts
the counters on). What happened is remembered on the creature (`choices["tribute_paid"]`) for
`TributeNotPaid`, the intervening "if" (603.4) of those abilities.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.objects import GameObject

#: Whether tribute was paid as the creature entered (702.104b).
KEY = "tribute_paid"


@dataclass(frozen=True)
class TributeNotPaid(Condition):
    """702.104b: "if tribute wasn't paid" (about the ability's source, as it entered)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        return view.state.objects[ctx.source].choices.get(KEY) is not True

    def __str__(self) -> str:
        return "tribute wasn't paid"


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.104a, as the creature enters: its controller chooses an opponent, who may put the
    counters on it."""
    n = int(kw.param or 0)
    you = obj.controller
    name = game.name_of(obj.id)
    opponents = game.opponents(you)
    if not opponents:
        return
    who = game.decide(Decision("player", f"{name} ({kw.text}): choose an opponent", you,
                               [(game.player_name(p), p) for p in opponents],
                               key="tribute_opponent"))
    if isinstance(who, tuple):
        who = who[1]
    paid = bool(game.decide(Decision(
        "may", f"{name} ({kw.text}): put {n} +1/+1 counter(s) on it as it enters?", who,
        [("yes", True)], optional=True, key="tribute")))
    if paid:
        game.put_counters(obj.id, "+1/+1", n)
    obj.choices[KEY] = obj.choices.get(KEY) is True or paid
    game.log(f"{game.player_name(who)} {'pays' if paid else 'does not pay'} tribute "
             f"(702.104a)")


__all__ = ["KEY", "TributeNotPaid", "enters_with"]
