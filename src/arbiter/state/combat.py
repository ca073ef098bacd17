"""Combat as plain data (506-511): who attacks what, who blocks whom."""

from __future__ import annotations

from dataclasses import dataclass, field

#: What an attacking creature attacks (506.1): ("player", player index) or
#: ("permanent", object id) for a planeswalker or battle.
Defender = tuple[str, int]


@dataclass
class CombatState:
    #: 508.1: attacking creature id -> what it attacks.
    attackers: dict[int, Defender] = field(default_factory=dict)
    #: 509.1: blocking creature id -> the attacking creatures it blocks.
    blockers: dict[int, list[int]] = field(default_factory=dict)
    #: 509.1h: attacking creatures that became blocked (stay blocked even if the blocker
    #: leaves, 506.4).
    blocked: set[int] = field(default_factory=set)
    #: 510.1c / 509.2: each blocked attacker's damage assignment order of its blockers.
    order: dict[int, list[int]] = field(default_factory=dict)
    #: 510.4: whether the first-strike combat damage step happened this combat.
    first_strike_step: bool = False
    #: Creatures that dealt combat damage in the first-strike step (702.7b / 702.4b).
    dealt_first: set[int] = field(default_factory=set)

    def blockers_of(self, attacker: int) -> list[int]:
        return [b for b, attacked in self.blockers.items() if attacker in attacked]

    def remove(self, oid: int) -> None:
        """506.4: a permanent removed from combat stops being an attacker or blocker."""
        self.attackers.pop(oid, None)
        self.blockers.pop(oid, None)
        for order in self.order.values():
            if oid in order:
                order.remove(oid)
