"""608.2c, 506.2: "Each opponent attacking that player does the same." after an effect of a
triggered ability whose event is a player being attacked (Curse of Opulence: "Whenever
enchanted player is attacked, create a Gold token. Each opponent attacking that player does
the same.").

As the ability resolves, each opponent of its controller who controls a creature attacking
the player the event names (that player, 508.1: attacking that player itself, not a
planeswalker or battle they control or protect, 506.3) does what the first sentence made the
controller do: the same instructions are followed with that opponent as the one "you" names
(the tokens they create are theirs, 111.2; the cards they draw are theirs, 121.1), in APNAP
order (101.4). An attacking creature removed from combat (506.4) no longer attacks anyone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class AttackingOpponentsDoTheSame(Instruction):
    """Each opponent attacking the event's player follows `do` as its "you"."""

    do: tuple[Any, ...] = ()


def attacking_opponents(r: Resolution) -> list[int]:
    """The opponents of the ability's controller who control a creature attacking the
    event's player, in APNAP order (101.4)."""
    g = r.game
    attacked = r.item.choices.get("event_player")
    combat = g.state.combat
    if attacked is None or combat is None:
        return []
    attackers = {g.controller_of(o) for o, d in combat.attackers.items()
                 if tuple(d) == ("player", attacked) and o in g.state.objects
                 and g.obj(o).zone == "battlefield"}
    opponents = set(g.opponents(r.item.controller))
    return [p for p in g.apnap() if p in attackers and p in opponents]


def do_attacking_opponents_do_the_same(r: Resolution, step: AttackingOpponentsDoTheSame
                                       ) -> None:
    from arbiter.engine.stack import resolve

    for player in attacking_opponents(r):
        resolve.run(r.game, replace(r.item, controller=player), step.do)


__all__ = ["AttackingOpponentsDoTheSame", "attacking_opponents",
           "do_attacking_opponents_do_the_same"]
