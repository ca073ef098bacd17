"""601.2f with 601.2c: cost changes of static abilities that depend on what a spell targets:

    Spells your opponents cast that target this creature cost {2} more to cast.
                                                    (Boreal Elemental, Icefall Regent)
    Spells your opponents cast that target a Merfolk you control cost {2} more to cast.
                                                    (Kopala, Warden of Waves)
    Spells you cast that target a creature cost {1} less to cast.    (Killian, Ink Duelist)

The targets are chosen (601.2c) before the total cost is determined (601.2f), so the change
applies when any object chosen as a target of the spell is one the ability names as the
cost is determined; a spell targeting two such objects is changed once by each such ability
(one effect, one change). "You" is the ability's controller.

When the engine asks whether a card could be cast at all (117.1), no targets are chosen yet:
the best case, as for a spell's own target cost changes (`engine.casting.target_costs`): a
reduction counts if some legal target of the spell is such an object, an increase doesn't.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.casting.target_costs import Chosen, possible_targets, target_objects
from arbiter.engine.casting.whose_costs import whose_ok
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.selectors import Selector

#: The rules part (613.11) of such an ability; its detail a `TargetedCostChange`.
TARGETED_COST_CHANGE = "targeted_cost_change"


@dataclass(frozen=True)
class TargetedCostChange:
    """"<spells> [you cast | your opponents cast] that target <targets> cost {N} more/less":
    the generic `amount` (negative: less), what a target must be (`targets`, read for the
    ability's source and controller), whose spells ("any", "you", "opponents") and which
    (`spells`, a selector on the spell's characteristics; None: every spell)."""

    amount: int
    targets: Selector
    whose: str = "any"
    spells: Selector | None = None


def targeted_changes(game: Game, oid: int, player: int, chosen: Chosen | None) -> list[int]:
    """601.2f: the generic amounts of such abilities for spell `oid` cast by `player` with the
    chosen targets (None: not chosen yet, the best case), in timestamp order."""
    res = game.layers()
    if not res.rules_effects:
        return []
    view = LayerView(game.state, res.chars)
    found: dict[tuple, tuple[tuple, int]] = {}
    pool: list[int] | None = None
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                d = p.detail if getattr(p, "rule", None) == TARGETED_COST_CHANGE else None
                if not isinstance(d, TargetedCostChange) or e.key in found:
                    continue
                ctx = EffectContext(view, e)
                if not whose_ok(d.whose, player, ctx.controller):
                    continue
                if d.spells is not None and (oid not in res.chars
                                             or not d.spells.matches(view, oid, ctx)):
                    continue
                if chosen is None and d.amount > 0:
                    continue  # 117.1: the best case before targets are chosen
                if pool is None:
                    pool = target_objects(chosen) if chosen is not None \
                        else possible_targets(game, oid, player)
                if any(o in view.chars and d.targets.matches(view, o, ctx) for o in pool):
                    found[e.key] = (e.timestamp, d.amount)
    return [n for _ts, n in sorted(found.values(), key=lambda x: x[0])]


__all__ = ["TARGETED_COST_CHANGE", "TargetedCostChange", "targeted_changes"]
