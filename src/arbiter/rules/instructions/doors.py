"""709.5f-g: instructions to unlock or lock half of a permanent (a door of a Room, 709.5j)."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter.rules.instructions.references import Instruction, Ref


@dataclass(frozen=True)
class UnlockDoor(Instruction):
    """709.5f: "unlock a locked door of <Room>"; with `or_lock` (709.5g), "lock or unlock a
    door of <Room>". The player instructed (the controller of the resolving spell or
    ability) chooses the half as it resolves (`engine.keyword_actions.rooms`)."""

    what: Ref = field(default_factory=Ref.target)
    or_lock: bool = False


__all__ = ["UnlockDoor"]
