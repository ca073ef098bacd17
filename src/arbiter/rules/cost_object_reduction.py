"""601.2f with 601.2b: "As an additional cost to cast this spell, you may exile any number of
creature cards from your graveyard. This spell costs {2} less to cast for each card exiled
this way." (Gorex, the Tombshell): the cards are chosen as the costs are announced (601.2b),
before the total cost is determined (601.2f), so the reduction counts them. It is a cost
reduction like any other: after the increases (the commander tax, 903.8, among them), generic
mana only, never below {0} (601.2f). Carried out by `engine.casting.cost_exiles`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class LessPerCardExiled(Ability):
    """"This spell costs {`amount`} less to cast for each card exiled this way" (or "for
    each creature sacrificed this way"): each object chosen for the spell's "exile | sacrifice
    any number of ..." additional cost (601.2f)."""

    amount: int = 0


__all__ = ["LessPerCardExiled"]
