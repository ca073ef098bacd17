"""702.158 Space sculptor: sector designations (alpha, beta, gamma) as data.

- 702.158b: a sector designation is a designation of a permanent (not a copiable value): it
  is kept on the object (`SECTOR` in its choices) while it stays on the battlefield.
- 702.158d: "the sector of your choice": the player chooses one of the three designations as
  the instruction is followed, then it acts on each creature with that designation
  (`InChosenSector` stands for those creatures until the choice is made,
  `engine.keywords.space_sculptor.do_in_sector_of_choice`).
- 702.158e: two permanents are in the same sector if each has the same sector designation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

SPACE_SCULPTOR = "space sculptor"
#: 702.158b: the sector designations.
SECTORS = ("alpha", "beta", "gamma")
#: Where an object keeps its sector designation.
SECTOR = "sector"
#: 702.158e / 509.1b: "can be blocked only by creatures in the same sector".
SAME_SECTOR_BLOCKERS = "blocked_only_by_same_sector"


def sector_of(view_state: Any, oid: int) -> str | None:
    value = view_state.objects[oid].choices.get(SECTOR)
    return str(value) if value else None


@dataclass(frozen=True)
class InSector(Selector):
    """The permanents with this sector designation."""

    sector: str

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return sector_of(view.state, oid) == self.sector


@dataclass(frozen=True)
class HasSector(Selector):
    """The permanents with a sector designation ("creatures in each sector")."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return sector_of(view.state, oid) is not None


@dataclass(frozen=True)
class InChosenSector(Selector):
    """702.158d: "in the sector of your choice", before the choice: matches nothing; the
    instruction holding it is followed with `InSector` of the chosen sector instead."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return False


@dataclass(frozen=True)
class InSectorOfChoice(Instruction):
    """702.158d: choose a sector, then follow `then` on the creatures in it."""

    then: tuple[Any, ...] = ()


__all__ = ["SAME_SECTOR_BLOCKERS", "SECTOR", "SECTORS", "SPACE_SCULPTOR", "HasSector",
           "InChosenSector", "InSector", "InSectorOfChoice", "sector_of"]
