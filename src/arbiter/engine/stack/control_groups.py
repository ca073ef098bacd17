"""613.1b, 611.2c: control of every permanent a phrase describes changes.

    Gain control of all creatures until end of turn. Untap them. They gain haste until end
    of turn.                                                   (Rowan, Fearless Sparkmage)
    Gain control of all permanents you own.                                       (Brand)
    Each player gains control of all creatures they own.                   (Homeward Path)
    You and target opponent each gain control of all creatures the other controls until end
    of turn.                                                            (Twist Allegiance)

The set of permanents is fixed as the instruction is carried out (611.2c: a continuous effect
from a resolving spell or ability affects only the objects it described then; a creature
entering later stays with its controller). The effect's controller gains control of them
(layer 2, 613.1b); with `owners`, each of them comes under its owner's control instead (108.3:
"each player gains control of all <permanents> they own"), the effects of one instruction
sharing one timestamp (613.7a) like an exchange's (701.12b). With `other` (a player), the
instruction's controller and that player each gain control of those the other controls, at
once (both sets fixed first, one timestamp); an illegal target player: nothing (608.2b).

608.2c: "them", "those creatures" after it are the permanents it affected, kept with the
resolution (`CONTROL_GAINED`, `Resolution.ref`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction
from arbiter.rules.parts import SetController
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: Where a resolution keeps the permanents whose control it changed (608.2c).
CONTROL_GAINED = "control_gained"


@dataclass(frozen=True)
class GainControlOfAll(Instruction):
    """613.1b: the permanents `what` describes come under the control of the instruction's
    controller (or of each one's owner, `owners`) for `duration`."""

    what: Selector | None = None
    duration: str = "indefinite"
    owners: bool = False
    other: Any = None


def do_gain_control_of_all(r: Resolution, step: GainControlOfAll) -> None:
    from arbiter.engine.stack.continuous_effects import add_resolved_effect

    g = r.game
    objects = [o for o in r.ref(step.what)
               if isinstance(o, int) and g.obj(o).zone == "battlefield"]
    if step.other is not None:
        _swap(r, step, objects)
        return
    r.chosen[CONTROL_GAINED] = objects  # 608.2c: "untap them"
    if not objects:
        return
    if not step.owners:
        add_resolved_effect(r, (SetController(),), locked=frozenset(objects),
                            duration=step.duration)
        g.log(f"{g.player_name(r.item.controller)} gains control of "
              f"{', '.join(g.name_of(o) for o in objects)} (613.1b)")
        g.state.touch()
        return
    # 108.3: each to its owner, at once (one timestamp, 613.7a)
    by_owner: dict[int, set[int]] = {}
    for o in objects:
        by_owner.setdefault(g.obj(o).owner, set()).add(o)
    ts = g.state.new_timestamp()
    for owner, owned in sorted(by_owner.items()):
        add_resolved_effect(r, (SetController(player=owner),), locked=frozenset(owned),
                            duration=step.duration, ts=ts)
    g.log(f"each player gains control of the permanents they own among "
          f"{', '.join(g.name_of(o) for o in objects)} (613.1b, 108.3)")
    g.state.touch()


def _swap(r: Resolution, step: GainControlOfAll, objects: list[int]) -> None:
    """"You and <player> each gain control of all <permanents> the other controls": both
    sets as they are now, each to the other player, at one timestamp (613.7a)."""
    from arbiter.engine.stack.continuous_effects import add_resolved_effect

    g = r.game
    players = r.players(step.other)
    you = r.item.controller
    if len(players) != 1 or players[0] == you:
        r.chosen[CONTROL_GAINED] = []
        return  # 608.2b: the target player is gone or illegal
    (them,) = players
    mine = frozenset(o for o in objects if g.chars(o).controller == you)
    theirs = frozenset(o for o in objects if g.chars(o).controller == them)
    r.chosen[CONTROL_GAINED] = sorted(mine | theirs)  # 608.2c: "those creatures"
    ts = g.state.new_timestamp()
    for locked, player in ((mine, them), (theirs, you)):
        if locked:
            add_resolved_effect(r, (SetController(player=player),), locked=locked,
                                duration=step.duration, ts=ts)
    g.log(f"{g.player_name(you)} and {g.player_name(them)} each gain control of the "
          "other's permanents (613.1b)")
    g.state.touch()


__all__ = ["CONTROL_GAINED", "GainControlOfAll", "do_gain_control_of_all"]
