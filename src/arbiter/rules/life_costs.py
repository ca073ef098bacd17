"""119.4, 107.1a: "Pay half your life, rounded up" as a cost (Lurking Evil, Murderous
Betrayal). The amount is figured as the cost is paid from the payer's life total then: half
of it, rounded up (107.1a: the text says which way to round); a life total of 0 or less makes
it 0 (107.1b), and a player can always pay 0 life (119.4b, 118.3b). Half a positive life
total, rounded up, is never more than the total, so the cost can always be paid (119.4)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class PayHalfLife(Cost):
    """"Pay half your life, rounded up"."""

    def amount(self, life: int) -> int:
        """The life paid from a life total of `life` (107.1a-b)."""
        return max(0, (life + 1) // 2)

    def __str__(self) -> str:
        return "Pay half your life, rounded up"


__all__ = ["PayHalfLife"]
