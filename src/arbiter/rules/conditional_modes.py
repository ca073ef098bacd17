"""700.2 / 601.2b: "Choose one. If you control a commander as you cast this spell, you may
choose both instead." (the Commander "Will" spells, Drown in Dreams, Flame of Anor ...): the
spell's modes (`SpellAbility.modes`, here (1, 1)) with the permission to choose up to `most`
modes when `condition` holds as the modes are chosen (601.2b, `engine.casting.conditional_modes`).
"Controlling a commander" means a permanent that is any player's commander (903.3); a
commander spell on the stack isn't one (the release notes of Drown in Dreams)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.abilities import Ability

if TYPE_CHECKING:
    from arbiter.rules.conditions import Condition


@dataclass(frozen=True)
class MoreModesIf(Ability):
    """"If <condition> [as you cast this spell], you may choose <most> instead."""

    condition: Condition | None = None
    most: int = 2


def more_modes(abilities: Any) -> MoreModesIf | None:
    """The spell's permission to choose more modes, if it has one."""
    return next((getattr(a, "ability", a) for a in abilities
                 if isinstance(getattr(a, "ability", a), MoreModesIf)), None)


__all__ = ["MoreModesIf", "more_modes"]
