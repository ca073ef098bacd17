"""506.4: "an effect specifically removes it from combat" (Gustcloak Harrier's "you may untap
it and remove it from combat"): a removed attacking or blocking creature stops being an
attacking, blocking, blocked and unblocked creature; it deals and is dealt no combat damage
(510.1). A creature blocked by it stays blocked (509.1h). What an attacker was attacking is
remembered for "defending player" (508.5, `CombatState.removed`). A permanent not in combat,
or no longer on the battlefield (400.7: a new object), is left alone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class RemoveFromCombat(Instruction):
    """"Remove <permanent> from combat"."""

    what: Ref = field(default_factory=Ref.this)


def do_remove_from_combat(r: Resolution, step: RemoveFromCombat) -> None:
    g = r.game
    combat = g.state.combat
    if combat is None:
        return
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue
        if oid in combat.attackers:
            combat.remove_attacker(oid)
        elif oid in combat.blockers:
            combat.remove_blocker(oid)
        else:
            continue
        g.log(f"{g.quick_name(oid)} is removed from combat (506.4)")
        g.state.touch()


__all__ = ["RemoveFromCombat", "do_remove_from_combat"]
