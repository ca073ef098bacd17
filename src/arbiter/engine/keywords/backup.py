"""702.165: backup, a triggered ability.

702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target
creature. If that's another creature, it also gains the non-backup abilities of this
creature printed below this one until end of turn."

The abilities printed below are the card's own (702.165c: not abilities it gained, however
it gained them), in printed order, which a copy keeps (702.165b). The compiler records them
on each backup instance as it reads the card (`compiler.keywords.backup`, the keyword's
`extra`), so the triggered ability carries them from the moment it is put on the stack
(702.165d: they don't change if the permanent loses abilities afterwards). "That's another
creature": the target isn't this object (400.7: the same object as the source). An ability
granted this way that the engine can't read stays an explicit unsupported part on the
creature that gained it (principle 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction, PutCounters, Ref, TargetSpec
from arbiter.rules.parts import AddAbilities
from arbiter.rules.selectors import CREATURE

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class GainBackupAbilities(Instruction):
    """702.165a: "If that's another creature, it also gains <abilities> until end of turn"
    (the target, if it isn't this object)."""

    abilities: tuple[Any, ...] = ()


def backup(param: str | None, below: tuple[Any, ...] = ()) -> TriggeredAbility | None:
    """702.165a for N printed as a number; `below`: the non-backup abilities printed below
    this instance."""
    text = (param or "").strip()
    if not text.isdigit():
        return None
    n = int(text)
    return TriggeredAbility(
        text=f"When this creature enters, put {n} +1/+1 counter{'' if n == 1 else 's'} on "
             "target creature. If that's another creature, it also gains the non-backup "
             "abilities of this creature printed below this one until end of turn.",
        trigger=Trigger("enters", "self"),
        targets=(TargetSpec("creature", selector=CREATURE, description="target creature"),),
        instructions=(PutCounters("+1/+1", n, on=Ref.target(0)),
                      GainBackupAbilities(abilities=tuple(below))))


def do_gain_backup_abilities(r: Resolution, step: GainBackupAbilities) -> None:
    """702.165a: only another creature gains them; a target that is no longer legal was
    already caught (608.2b: the whole ability does nothing)."""
    targets = [t for t in r.ref(Ref.target(0)) if isinstance(t, int)]
    if not targets or not step.abilities:
        return
    target = targets[0]
    if target == r.item.source or r.game.obj(target).zone != "battlefield":
        return
    add_resolved_effect(r, (AddAbilities(abilities=tuple(step.abilities)),),
                        locked=frozenset({target}), duration="end_of_turn")


__all__ = ["GainBackupAbilities", "backup", "do_gain_backup_abilities"]
