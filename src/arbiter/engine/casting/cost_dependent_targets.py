"""702.33g / 702.166d: a spell whose targets depend on the optional costs announced for it
(601.2b comes before 601.2c): "Destroy target creature ... with mana value 2 or less. If this
spell was kicked, instead destroy target creature ..." can be cast with only a big creature to
target, kicked. Whether a spell can be cast at all (117.1) is judged over the announcements
the player could make, not only the one that pays nothing."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from arbiter.engine.casting import optional_costs as oc
from arbiter.engine.stack.targeting import legal_targets
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.paid_costs import PAID

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The most times a cost paid any number of times is tried: enough for "kicked twice".
_TRIED = 2


def targets_possible(game: Game, oid: int, player: int, alternative: str | None,
                     specs: tuple[TargetSpec, ...]) -> bool:
    """601.2c: is there an announcement of the spell's optional costs (601.2b) the player could
    pay (601.2f-h) with which every target it then requires has a legal choice?"""
    costs = oc.optional_costs(game, oid)
    ranges = [range(0, min(c.most or _TRIED, _TRIED) + 1) for c in costs]
    for counts in product(*ranges):
        record: dict[str, list] = {}
        for c, n in zip(costs, counts, strict=True):
            record.setdefault(c.key, []).append([oc._describe(c.costs), n])
        chosen = oc.unchosen_targets(game, oid, list(specs), {PAID: record})
        if not all(sp.up_to or sp.x or legal_targets(game, sp, player, oid) for sp in chosen):
            continue
        if not any(counts) or oc._payable(game, player, oid, alternative, costs, list(counts)):
            return True
    return False
