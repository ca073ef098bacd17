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
    #: 508.1k: the creatures declared as attackers this combat, each with what it was declared
    #: to attack (506.5 "attacks alone", 702.121a melee); a creature put onto the
    #: battlefield attacking was never declared (508.3a), and one removed from combat was.
    declared: dict[int, Defender] = field(default_factory=dict)
    #: 509.1: blocking creature id -> the attacking creatures it blocks.
    blockers: dict[int, list[int]] = field(default_factory=dict)
    #: 509.1g: the creatures declared as blockers this combat ("if this creature attacked or
    #: blocked this combat"); one removed from combat since still blocked (506.4).
    declared_blockers: set[int] = field(default_factory=set)
    #: 509.1h: attacking creatures that became blocked (stay blocked even if the blocker
    #: leaves, 506.4).
    blocked: set[int] = field(default_factory=set)
    #: 510.1c / 509.2: each blocked attacker's damage assignment order of its blockers.
    order: dict[int, list[int]] = field(default_factory=dict)
    #: 510.4: whether the first-strike combat damage step happened this combat.
    first_strike_step: bool = False
    #: Creatures that dealt combat damage in the first-strike step (702.7b / 702.4b).
    dealt_first: set[int] = field(default_factory=set)
    #: 506.4: the controller of each attacking or blocking creature, and of each attacked
    #: planeswalker or battle, as it became one (a change of controller removes it).
    controllers: dict[int, int] = field(default_factory=dict)
    #: 508.5: attackers removed from combat -> what they were attacking (508.8: they were
    #: still declared or put onto the battlefield attacking).
    removed: dict[int, Defender] = field(default_factory=dict)
    #: 506.4 / 506.4c: attacked planeswalkers and battles removed from combat (the creatures
    #: attacking them keep attacking, but nothing).
    removed_defenders: set[int] = field(default_factory=set)
    #: 702.22c-e: the attacking bands announced as attackers were declared (banding).
    bands: list[list[int]] = field(default_factory=list)
    #: 508.1a, 508.1k: the total power of the creatures declared as attackers, as they became
    #: attacking creatures ("if you attacked with creatures with total power 6 or greater
    #: this combat": pack tactics, 207.2c); what happens to them afterwards doesn't change it.
    declared_power: int = 0

    def blockers_of(self, attacker: int) -> list[int]:
        return [b for b, attacked in self.blockers.items() if attacker in attacked]

    def had_attackers(self) -> bool:
        """508.8: some creature was declared or put onto the battlefield attacking."""
        return bool(self.attackers or self.removed)

    def remove(self, oid: int) -> None:
        """506.4: a permanent removed from combat stops being an attacking, blocking,
        blocked or unblocked creature (509.1h: the attackers it blocked stay blocked;
        510.1d: a blocker no longer blocks an attacker removed from combat)."""
        self.remove_attacker(oid)
        self.remove_blocker(oid)

    def remove_attacker(self, oid: int) -> None:
        if oid in self.attackers:
            self.removed[oid] = self.attackers.pop(oid)
        self.blocked.discard(oid)
        self.order.pop(oid, None)
        for band in self.bands:  # 702.22f: it leaves its band
            if oid in band:
                band.remove(oid)
        for attacked in self.blockers.values():
            if oid in attacked:
                attacked.remove(oid)

    def remove_blocker(self, oid: int) -> None:
        self.blockers.pop(oid, None)
        for order in self.order.values():
            if oid in order:
                order.remove(oid)
