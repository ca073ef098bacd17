"""120.3 / 120.4: each object of a group dealing damage equal to its power, all at once:

    Each creature deals damage to itself equal to its power.              (Solar Blaze)
    Each other Bird you control deals damage equal to its power to target creature an
        opponent controls.                                                (Bartz and Boko)
    Up to two target creatures you control each deal damage equal to their power to target
        creature an opponent controls.                                    (Allies at Last)

Each object of the group (found as the instruction is carried out, 608.2c) is the source of
its own damage (deathtouch, lifelink and infect apply to it, 120.3) and deals damage equal to
its power as the instruction begins (608.2h: all the amounts are fixed first, so -1/-1
counters one of them puts don't shrink another's, and nothing dies in between, 704.3). To
"itself" or to the recipient named; a recipient target that has become illegal is dealt
nothing (608.2b). One "deals damage" event per source (603.2c).

The sources may instead be target creatures (`from_refs`, the target slots in the order the
text names them): a source that is an illegal target as the spell resolves deals no damage
(608.2b), the others still do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The recipient "itself": each source is dealt its own damage.
ITSELF = "itself"


@dataclass(frozen=True)
class EachDealsDamage(Instruction):
    """Each object `sources` describes (or each object the references `from_refs` name)
    deals damage equal to its power to `to` (a Ref, or `ITSELF`). Fields in text order: the
    sources' target slots are numbered before the recipient's (601.2c)."""

    sources: Selector | None = None
    from_refs: tuple[Ref, ...] = ()
    to: Ref | str = ITSELF


def do_each_deals_damage(r: Resolution, step: EachDealsDamage) -> None:
    from arbiter.engine.replacement.damage import damage_events, deal

    g = r.game
    sources = r.matching(step.sources) if step.sources is not None else []
    for ref in step.from_refs:  # 608.2b: an illegal target source deals no damage
        sources += [o for o in r.ref(ref) if not isinstance(o, tuple) and o not in sources]
    powers = [(o, max(0, g.chars(o).power or 0)) for o in sources]  # 608.2h: fixed first
    fixed: list[Any] = [] if step.to == ITSELF else list(r.ref(step.to))  # type: ignore[arg-type]
    for src, n in powers:
        targets = [("permanent", src)] if step.to == ITSELF else [
            t if isinstance(t, tuple) else ("permanent", t) for t in fixed]
        for target in targets:
            hit: list[Any] = []
            dealt = deal(g, src, target, n, recipients=hit)
            r.dealing[src] = r.dealing.get(src, 0) + dealt
            r.damage_total += dealt  # "the damage dealt this way" (120.1)
            r.dealt += [rec if rec[0] == "player" else rec[1] for rec in hit]
    damage_events(r)  # 120.4b: one event per source, at once


__all__ = ["ITSELF", "EachDealsDamage", "do_each_deals_damage"]
