"""613.1b, 108.4: "Target opponent gains control of this artifact." (Jinxed Idol), "Target
player gains control of target permanent you control." (Donate): an effect of the resolving
ability giving control of the objects named to the player named, from now on (611.2c: the set
is locked as it resolves). The player is known as the ability resolves (the target chosen,
608.2b: an illegal target player gets nothing, `Resolution.players`); the effect's own
controller is still the ability's controller."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.parts import SetController

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PlayerGainsControl(Instruction):
    """The one player `who` names gains control of the objects `what` names."""

    who: Any = None
    what: Ref = field(default_factory=Ref.this)


def do_player_gains_control(r: Resolution, step: PlayerGainsControl) -> None:
    from arbiter.engine.stack.continuous_effects import add_resolved_effect

    g = r.game
    players = r.players(step.who)
    objects = [o for o in r.ref(step.what) if isinstance(o, int)
               and g.obj(o).zone == "battlefield"]
    if len(players) != 1 or not objects:
        return
    (player,) = players
    add_resolved_effect(r, (SetController(player=player),), locked=frozenset(objects),
                        duration="indefinite")
    g.log(f"{g.player_name(player)} gains control of "
          f"{', '.join(g.name_of(o) for o in objects)} (613.1b)")
    g.state.touch()


__all__ = ["PlayerGainsControl", "do_player_gains_control"]
