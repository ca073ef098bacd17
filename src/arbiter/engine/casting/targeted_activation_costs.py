"""602.2b / 601.2f with 601.2c: cost changes of static abilities that depend on what an
activated ability targets:

    Equip abilities you activate that target this creature cost {2} less to activate.
                                                                (Helitrooper, Fervent Champion)
    Activated abilities of Equipment you control that target this creature cost {1} less to
    activate.                                                   (Bladegraft Aspirant)
    Abilities your opponents activate that target a Merfolk you control cost {2} more to
    activate.                                                   (Kopala, Warden of Waves)

602.2b: activating an ability follows 601.2b-i, so its targets are chosen (601.2c) before its
total cost is determined (601.2f); the change applies when an object chosen as a target of
the ability is one the static ability names, once for each such static ability. While an
activation is paid for, its activator and chosen targets are known (`chosen_targets`);
otherwise (asking whether the ability could be activated at all, 602.2b / 117.1) the best
case, as for spells (`engine.casting.targeted_cost_changes`): a reduction counts if some
legal target of the ability is such an object, an increase doesn't. Generic mana only
(601.2f: a reduction never below zero, `engine.casting.activation_cost_changes`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.whose_costs import whose_ok
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.selectors import Selector

#: The rules part (613.11) of such an ability, on its source; its detail a
#: `TargetedActivationChange`.
TARGETED_ACTIVATION_CHANGE = "targeted_activation_cost_change"

#: (activator, chosen target objects) of the activation being paid for.
_CHOSEN: ContextVar[tuple[int, tuple[int, ...]] | None] = ContextVar(
    "targeted_activation_chosen", default=None)


@dataclass(frozen=True)
class TargetedActivationChange:
    """The generic `amount` (negative: less); what a target must be (`targets`, read for the
    static ability's source and controller); whose activations ("any", "you", "opponents");
    `equip`: equip abilities only (702.6a); `sources`: the objects whose abilities it changes
    (None: any object's)."""

    amount: int
    targets: Selector
    whose: str = "any"
    equip: bool = False
    sources: Selector | None = None


@contextmanager
def chosen_targets(player: int, targets: list[Any]) -> Iterator[None]:
    """While an activation by `player` with these chosen targets is paid for (601.2c)."""
    objs = tuple(t for t in targets if isinstance(t, int) and not isinstance(t, bool))
    token = _CHOSEN.set((player, objs))
    try:
        yield
    finally:
        _CHOSEN.reset(token)


def targeted_generic(game: Game, oid: int, ability: Any) -> int:
    """601.2f: the generic mana such abilities add to (negative: take off) activating
    `ability` of `oid`."""
    if not getattr(ability, "targets", ()):
        return 0  # no target: nothing to ask (most abilities, asked at every priority)
    res = game.layers()
    found = [(e, p.detail) for effects in res.rules_effects.values() for e in effects
             for p in e.parts if getattr(p, "rule", None) == TARGETED_ACTIVATION_CHANGE]
    if not found:
        return 0
    chosen = _CHOSEN.get()
    player = chosen[0] if chosen is not None else game.chars(oid).controller
    view = LayerView(game.state, res.chars)
    pool: tuple[int, ...] | None = chosen[1] if chosen is not None else None
    total, seen = 0, set()
    for e, d in found:
        if not isinstance(d, TargetedActivationChange) or e.key in seen:
            continue
        ctx = EffectContext(view, e)
        if not whose_ok(d.whose, player, ctx.controller):
            continue
        if d.equip and getattr(ability, "keyword", None) != "equip":
            continue
        if d.sources is not None and (oid not in res.chars
                                      or not d.sources.matches(view, oid, ctx)):
            continue
        if chosen is None and d.amount > 0:
            continue  # 117.1: the best case before targets are chosen
        if pool is None:
            pool = _possible(game, oid, player, ability)
        if any(o in res.chars and d.targets.matches(view, o, ctx) for o in pool):
            seen.add(e.key)
            total += d.amount
    return total


def _possible(game: Game, oid: int, player: int, ability: Any) -> tuple[int, ...]:
    """Every object a target requirement of `ability` could choose now."""
    from arbiter.engine.stack.targeting import legal_targets

    out: list[int] = []
    for spec in ability.targets:
        if spec.kind != "player":
            out += [t for t in legal_targets(game, spec, player, oid)
                    if isinstance(t, int) and not isinstance(t, bool)]
    return tuple(out)


__all__ = ["TARGETED_ACTIVATION_CHANGE", "TargetedActivationChange", "chosen_targets",
           "targeted_generic"]
