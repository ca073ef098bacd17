"""702.158e: "Creatures in each sector can be blocked this turn only by creatures in the same
sector." (Space Beleren): until end of turn, each creature with a sector designation as the
ability resolves (611.2c) can be blocked only by a creature with its designation
(`engine.keywords.space_sculptor.same_sector_problem`, 509.1b)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I
from arbiter.rules.sectors import SAME_SECTOR_BLOCKERS, HasSector
from arbiter.state.effects import END_OF_TURN

SAME_SECTOR_BLOCKS = sup("creatures in each sector can be blocked this turn only by creatures "
                         "in the same sector").set_parse_action(
    lambda: [[I.CreateEffect(parts=(P.RulesPart(SAME_SECTOR_BLOCKERS),),
                             affected=s.And((s.CREATURE, HasSector())),
                             duration=END_OF_TURN)]])

SECTOR_CLAUSES = [SAME_SECTOR_BLOCKS]

__all__ = ["SECTOR_CLAUSES"]
