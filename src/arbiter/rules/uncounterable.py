""""Can't be countered" (701.6a, 113.6g): a spell that can't be countered stays on the stack
when a spell or ability tries to counter it.

Two forms: the spell's own ability ("This spell can't be countered.", which functions on the
stack, 113.6g) and a permanent's static ability about spells ("Spells can't be countered.",
"Noncreature spells you control can't be countered.", a rules effect 613.11 whose detail is the
selector of the spells it covers, judged for the effect's source and controller)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.abilities import Ability
from arbiter.rules.mana_riders import UNCOUNTERABLE, spent_rider

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules-effect name of "<spells> can't be countered" (detail: a spell selector).
RULE = "spells_cant_be_countered"


@dataclass(frozen=True)
class CantBeCountered(Ability):
    """113.6g: "This spell can't be countered." (functions while the spell is on the stack);
    `min_x`: only if its X is at least that (Banefire's "If X is 5 or more")."""

    min_x: int | None = None


def _x(game: Game, oid: int) -> int:
    """107.3a: the X announced for the spell `oid` on the stack."""
    item = next((i for i in game.state.stack_items if i.kind == "spell" and i.source == oid),
                None)
    return int(item.choices.get("x") or 0) if item is not None else 0


def cant_be_countered(game: Game, oid: int) -> bool:
    """Whether the spell `oid` on the stack can't be countered (701.6a, 113.6g)."""
    from arbiter.rules.view import EffectContext, LayerView

    if spent_rider(game.obj(oid).choices, UNCOUNTERABLE):
        return True  # 106.6: "... and that spell can't be countered" (`rules.mana_riders`)
    res = game.layers()
    ch = res.chars.get(oid) or game.chars(oid)
    if any(isinstance(a.ability, CantBeCountered) and (
            a.ability.min_x is None or _x(game, oid) >= a.ability.min_x) for a in ch.abilities):
        return True
    view = LayerView(game.state, res.chars)
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == RULE and oid in res.chars and \
                        p.detail.matches(view, oid, EffectContext(view, e)):
                    return True
    return False
