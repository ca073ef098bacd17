"""608.2d: "of that color", "of that type": the color or creature type chosen earlier in the
same resolving spell or ability ("Choose a color. Return all creatures of that color to their
owners' hands."). Before it resolves nothing was chosen; as it resolves each later instruction
is rewritten with the answer (`engine.stack.choices.with_chosen`), so these selectors only
stand for it in the compiled text. The compiler reads them only after a "choose" of the same
kind in the same instructions (`compiler.effects.chosen_gate`)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import HasChosenColor, HasChosenSubtype


@dataclass(frozen=True)
class ThatChosenColor(HasChosenColor):
    """"of that color": the color chosen before it in the resolving effect (608.2d)."""


@dataclass(frozen=True)
class ThatChosenSubtype(HasChosenSubtype):
    """"of that type": the creature type chosen before it in the resolving effect (608.2d)."""

    def reads(self) -> frozenset[str]:
        return frozenset({"subtypes"})


__all__ = ["ThatChosenColor", "ThatChosenSubtype"]
