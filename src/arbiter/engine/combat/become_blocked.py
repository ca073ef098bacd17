"""509.1h: "an effect says that it becomes blocked" (Fog Patch: "Attacking creatures become
blocked."; Curtain of Light: "Target unblocked attacking creature becomes blocked."): an
attacking creature that isn't blocked becomes a blocked creature with no creature blocking
it. It stays blocked for the rest of the combat, so it assigns no combat damage unless it
has trample, in which case all of it goes to what it attacks (510.1c, 702.19e). 509.3c: its
"whenever this creature becomes blocked" abilities trigger, since it was unblocked at that
time; "becomes blocked by a creature" abilities don't (509.3d: no creature blocks it). A
creature that is already blocked, isn't attacking, or left the battlefield (400.7) is left
alone. Before blockers are declared no creature is blocked or unblocked yet (509.1h decides
that at the declaration): the engine stops loudly rather than guess."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.layer_status import touch_status
from arbiter.engine.triggers.events import Event
from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


#: The steps after blockers are declared (509.1h).
_AFTER_BLOCKS = ("declare_blockers", "combat_damage", "end_of_combat")


@dataclass(frozen=True)
class BecomeBlocked(Instruction):
    """"<attacking creatures> become(s) blocked"."""

    what: Ref | Selector = field(default_factory=Ref.this)


def do_become_blocked(r: Resolution, step: BecomeBlocked) -> None:
    g = r.game
    combat = g.state.combat
    if combat is None:
        return
    if g.state.turn.step not in _AFTER_BLOCKS:
        raise UnsupportedTextError("an attacking creature made blocked before blockers are "
                                   "declared (509.1h)")
    now: list[int] = []
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue
        if oid not in combat.attackers or oid in combat.blocked:
            continue
        combat.blocked.add(oid)  # 509.1h
        now.append(oid)
        g.log(f"{g.quick_name(oid)} becomes blocked (509.1h)")
    if not now:
        return
    touch_status(g)  # "blocked creatures", "unblocked attacking creatures" (principle 1)
    for oid in now:
        g.emit(Event("becomes_blocked", oid, extra=()))  # 509.3c


__all__ = ["BecomeBlocked", "do_become_blocked"]
