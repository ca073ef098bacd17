"""702.171: saddle.

702.171a: "Saddle N" means "Tap any number of other untapped creatures you control with total
power N or greater: This permanent becomes saddled until end of turn. Activate only as a
sorcery." 702.171b: saddled is a designation, kept until the end of the turn (514.2: "until
end of turn" ends in the cleanup step) or until the permanent leaves the battlefield (a new
object is not saddled, 400.7), and not copiable; it is recorded in the permanent's `choices`
with the turn it became saddled. 702.171c: a creature tapped to pay the cost "saddles" the
permanent (recorded with the turn, for "a creature that saddled it this turn")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting import total_power_costs
from arbiter.engine.keyword_actions.tap import tap
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import Cost
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.game_state import GameState

SADDLED = "saddled"
SADDLED_BY = "saddled_by"


@dataclass(frozen=True)
class SaddleCost(Cost):
    """702.171a: "Tap any number of other untapped creatures you control with total power N
    or greater"."""

    n: int = 1

    def __str__(self) -> str:
        return (f"Tap any number of other untapped creatures you control with total power "
                f"{self.n} or greater")


@dataclass(frozen=True)
class BecomeSaddled(Instruction):
    """702.171a: "This permanent becomes saddled until end of turn." """


def is_saddled(state: GameState, oid: int) -> bool:
    """702.171b: saddled this turn, on the battlefield, and the cleanup step (514.2) hasn't
    begun."""
    obj = state.objects.get(oid)
    return (obj is not None and obj.zone == "battlefield"
            and obj.choices.get(SADDLED) == state.turn.number
            and state.turn.step != "cleanup")


@dataclass(frozen=True)
class Saddled(Selector):
    """"<this creature> ... while saddled" (702.171b): the object is saddled."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return is_saddled(view.state, oid)


@cache
def saddle_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.171a: the activated ability "Saddle N" stands for (N printed as a number)."""
    try:
        n = int(kw.param or "")
    except ValueError:
        return None
    return ActivatedAbility(text=kw.text, keyword="saddle", sorcery_speed=True,
                            cost=(SaddleCost(n),), instructions=(BecomeSaddled(),))


def payable(game: Game, oid: int, player: int, cost: SaddleCost) -> bool:
    """118.3: the other untapped creatures the player controls have total power N or more."""
    return total_power_costs.payable(game, oid, player, cost.n, "saddle")


def pay(game: Game, oid: int, player: int, cost: SaddleCost, choices: dict[str, Any]) -> None:
    """601.2h / 702.171a, c: the player chooses the creatures (`choices["saddle"]` answers
    first), they are tapped and they saddled the permanent."""
    picks = total_power_costs.choose(game, oid, player, cost.n, choices.get("saddle"),
                                     "saddle", "702.171a")
    turn = game.state.turn.number
    for p in picks:
        tap(game, p)  # 701.26a
        game.obj(oid).choices.setdefault(SADDLED_BY, []).append((turn, p))  # 702.171c
    game.state.touch()


def do_become_saddled(r: Resolution, step: BecomeSaddled) -> None:
    """702.171a-b: the ability's source, if still the same permanent on the battlefield,
    becomes saddled until end of turn."""
    g, oid = r.game, r.item.source
    obj = g.state.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return
    obj.choices[SADDLED] = g.state.turn.number
    g.log(f"{g.name_of(oid)} becomes saddled")
    g.state.touch()
