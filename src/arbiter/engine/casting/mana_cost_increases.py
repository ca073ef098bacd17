"""601.2f: cost increases of colored mana ("Black spells you cast cost {B} more to cast.",
`rules.mana_cost_increases`): each such effect that applies to the player casting the
spell adds its mana to the total cost, with the other increases and before any reduction
(a reduction of generic mana never takes colored mana off)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.whose_costs import whose_ok
from arbiter.rules.mana_cost_increases import RULE, ManaCostIncrease
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def increases(game: Game, oid: int, player: int) -> list[ManaCost]:
    """The mana each colored cost increase adds to `player`'s spell `oid`, in timestamp
    order (each effect once, 613.11)."""
    res = game.layers()
    view = LayerView(game.state, res.chars)
    found: dict[tuple, tuple[tuple, ManaCost]] = {}
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                d = getattr(p, "detail", None)
                if getattr(p, "rule", None) != RULE or e.key in found or \
                        not isinstance(d, ManaCostIncrease):
                    continue
                you = EffectContext(view, e).controller
                if not whose_ok(d.whose, player, you):
                    continue
                if d.spells is not None and (oid not in res.chars or not d.spells.matches(
                        view, oid, EffectContext(view, e))):
                    continue
                found[e.key] = (e.timestamp, ManaCost.of(d.mana))
    return [m for _ts, m in sorted(found.values(), key=lambda x: x[0])]


__all__ = ["increases"]
