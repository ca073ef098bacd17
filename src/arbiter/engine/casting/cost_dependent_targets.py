"""A spell castable only with an optional cost announced (601.2b comes before 601.2c and
601.2f): "Destroy target creature ... with mana value 2 or less. If this spell was kicked,
instead destroy target creature ..." has a legal target with only a big creature on the
battlefield if it is kicked (702.33g, 702.166d); "This spell costs {2} less to cast if it's
bargained" may be affordable only bargained (601.2f). Whether a spell can be cast (117.1) is
judged over the announcements the player could make, not only the one that pays nothing."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import TYPE_CHECKING

from arbiter.engine.casting import optional_costs as oc
from arbiter.engine.casting.being_cast import spell_legal_targets
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.paid_costs import PAID

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The most times a cost paid any number of times is tried: enough for "kicked twice".
_TRIED = 2


def targets_possible(game: Game, oid: int, player: int, specs: tuple[TargetSpec, ...],
                     record: dict[str, list] | None = None) -> bool:
    """601.2c: has every target the spell requires with this announcement (`record`, as
    `rules.paid_costs` keeps it; none: no optional cost announced) a legal choice?"""
    if not specs:
        # 601.2c: a spell that requires no target has every one it requires (what follows
        # only marks some of `specs` not chosen, 702.33g: none to mark, none to choose).
        return True
    from arbiter.engine.casting.target_assignment import can_choose

    chosen = oc.unchosen_targets(game, oid, list(specs), {PAID: record or {}})
    required = [sp for sp in chosen if not (sp.up_to or sp.x)]
    return can_choose(required, [spell_legal_targets(game, sp, player, oid)
                                 for sp in required])  # 115.3


def announcing_helps(game: Game, oid: int, player: int, alternative: str | None,
                     specs: tuple[TargetSpec, ...]) -> bool:
    """Is there an announcement of at least one optional cost (601.2b) the player could pay
    with the whole total cost (601.2f-h) with which every target has a legal choice?"""
    return any(targets_possible(game, oid, player, specs, record)
               for record in announcements(game, oid, player, alternative))


def announcements(game: Game, oid: int, player: int,
                  alternative: str | None) -> Iterator[dict[str, list]]:
    """601.2b: each announcement of at least one optional cost the player could pay with the
    whole total cost (601.2f-h), as `rules.paid_costs` records it."""
    costs = oc.optional_costs(game, oid)
    ranges = [range(0, min(c.most or _TRIED, _TRIED) + 1) for c in costs]
    for counts in product(*ranges):
        if not any(counts) or not oc._payable(game, player, oid, alternative, costs,
                                               list(counts)):
            continue
        record: dict[str, list] = {}
        for c, n in zip(costs, counts, strict=True):
            record.setdefault(c.key, []).append([oc._describe(c.costs), n])
        yield record


def completes(game: Game, oid: int, player: int, alternative: str | None,
              costs: list[oc.OptionalCost], prefix: list[int]) -> bool:
    """601.2b: may the player announce these first optional costs (`prefix`, how many times
    each) and still finish casting the spell: some announcement of the rest with which every
    target has a legal choice (601.2c; for a modal spell its modes are chosen later) and the
    total cost can be paid (601.2f-h)?"""
    from arbiter.engine.casting.spells import spell_targets
    from arbiter.rules.abilities import SpellAbility

    modal = any(isinstance(a.ability, SpellAbility) and a.ability.modes
                for a in game.chars(oid).abilities)
    specs = () if modal else spell_targets(game, oid, alternative)
    rest = [range(0, min(c.most or _TRIED, _TRIED) + 1) for c in costs[len(prefix):]]
    for tail in product(*rest):
        counts = [*prefix, *tail]
        record: dict[str, list] = {}
        for c, n in zip(costs, counts, strict=True):
            record.setdefault(c.key, []).append([oc._describe(c.costs), n])
        if (modal or targets_possible(game, oid, player, specs, record)) and \
                oc._payable(game, player, oid, alternative, costs, counts):
            return True
    return False
