"""Static redirection effects (614.9), as data (read by `engine.replacement.redirection`):
"[As long as ~ is untapped,] all [combat] damage that would be dealt to you [and other
permanents you control] [by <sources>] is dealt to ~ instead." (Veteran Bodyguard, Empyrial
Archangel, Palisade Giant): a rules part on the permanent that takes the damage; or, for
"... is dealt to enchanted | equipped creature instead." (Pariah, Pariah's Shield), on the
Aura or Equipment, the damage going to the permanent it is attached to (`to_attached`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The rules part's name; its detail is a `Redirect`.
REDIRECT_TO_SELF = "damage_redirected_to_self"

#: 509.1h: a creature is "unblocked" only once blockers have been declared.
_AFTER_BLOCKS = ("declare_blockers", "combat_damage", "end_of_combat")


@dataclass(frozen=True)
class Redirect:
    """Which damage the permanent takes: to its controller (`others`: and to the other
    permanents they control), from sources matching `by` (None: any), combat damage only
    (`combat`). "You" is the controller of the permanent with the rules part; with
    `to_attached` the damage goes to the permanent that one is attached to (303.4, 301.5)."""

    others: bool = False
    by: Selector | None = None
    combat: bool = False
    to_attached: bool = False


@dataclass(frozen=True)
class Unblocked(Selector):
    """509.1h: an attacking creature no creature was declared to block (none is, before
    blockers are declared)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        return combat is not None and view.state.turn.step in _AFTER_BLOCKS and \
            oid in combat.attackers and oid not in combat.blocked and \
            "Creature" in view.chars[oid].types


__all__ = ["REDIRECT_TO_SELF", "Redirect", "Unblocked"]
