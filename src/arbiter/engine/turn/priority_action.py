"""117.1: one thing a player with priority may do (`engine.turn.priority` lists them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PriorityAction:
    """One thing a player with priority may do. `kind`: pass | play | cast | activate, or a
    special action (116.2; "unlock": `ability` is the half, 0 left, 1 right)."""

    kind: str
    obj: int = 0
    ability: int = 0  # 1-based ability number for activate
    alternative: str | None = None
    label: str = "pass"
    #: 709.3: the half of a split card cast (None: not a split card, or fused, 702.102a).
    half: int | None = None
    #: 712.11b / 712.12 / 715.3: the face cast or played (None: the front face, 712.11).
    face: int | None = None

    def __str__(self) -> str:
        return self.label


PASS = PriorityAction("pass")


__all__ = ["PASS", "PriorityAction"]
