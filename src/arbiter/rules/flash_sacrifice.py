"""702.8a / 601.3c: a spell's own permission to be cast as though it had flash, with a
price when it is cast at a time a sorcery couldn't have been (307.1) (Armor of Thorns,
Parapet, Spider Climb):

    You may cast this spell as though it had flash. If you cast it any time a sorcery
    couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
    beginning of the next cleanup step.

Carried out by `engine.casting.flash_sacrifice`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class FlashThenSacrifice(Ability):
    """The spell may be cast any time its controller could cast an instant (601.3c); if it
    was cast when a sorcery couldn't have been (307.1), the permanent it becomes is
    sacrificed at the beginning of the next cleanup step (603.7, 514.3a)."""


__all__ = ["FlashThenSacrifice"]
