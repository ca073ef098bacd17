"""Activation costs naming the permanent an Aura is attached to (303.4, 118.3, 602.2b):

    Tap enchanted creature / Tap enchanted land      (Earthlore, Krovikan Plague, Tourach's Gate)
    Sacrifice enchanted creature                     (Betrothed of Fire, Bloodfire Infusion)

"Tap enchanted creature" is paid by tapping the permanent the source is attached to; only an
untapped one can be tapped to pay a cost (118.3), and 302.6 restricts only {T} and {Q}, so a
creature that came under its controller's control this turn can be tapped so. "Sacrifice
enchanted creature": a player can sacrifice only a permanent they control (701.21a); the
ability may then refer to "the sacrificed creature" (608.2h). Paid by
`engine.casting.attached_costs`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class TapAttached(Cost):
    """"Tap enchanted creature" / "Tap enchanted land"."""

    description: str = "enchanted creature"

    def __str__(self) -> str:
        return f"Tap {self.description}"


@dataclass(frozen=True)
class SacrificeAttached(Cost):
    """"Sacrifice enchanted creature"."""

    description: str = "enchanted creature"

    def __str__(self) -> str:
        return f"Sacrifice {self.description}"


ATTACHED_COSTS = (TapAttached, SacrificeAttached)

__all__ = ["ATTACHED_COSTS", "SacrificeAttached", "TapAttached"]
