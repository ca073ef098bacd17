""""As this enchantment enters, choose Khans or Dragons." and the bulleted abilities labelled
with those words (the Sieges, Mirrodin Besieged, Phenomenon Investigators).

614.12: the choice is made as the permanent enters, by its controller, and recorded on it
(`choices[CHOICE]`); 607.2a / 607.2d: each labelled ability is linked to that choice: the
permanent has the ability labelled with the chosen word and not the other. A permanent that
not on the battlefield has neither (the choice belongs to the permanent, 400.7). A copy
makes its own choice as it enters (707.6: choices made for a permanent aren't copied)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The key of the word chosen as the permanent entered among its `choices`.
CHOICE = "word"


@dataclass(frozen=True)
class ChosenWord(Condition):
    """607.2a: "• <word> — <ability>": the permanent has the ability while it is on the
    battlefield with <word> chosen for it as it entered (614.12)."""

    word: str = ""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None or ctx.source not in view.state.objects:
            return False
        obj = view.state.objects[ctx.source]
        return obj.zone == "battlefield" and obj.choices.get(CHOICE) == self.word


__all__ = ["CHOICE", "ChosenWord"]
