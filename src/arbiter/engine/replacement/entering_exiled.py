"""614.1a / 614.6 / 614.12: "If a nontoken creature would enter and it wasn't cast, exile it
instead." (Containment Priest; Mistcaller's "Until end of turn, ..."): a replacement effect on
a card about to be put onto the battlefield from anywhere but the stack by resolving as a
spell it was cast as (601.2a: `cast_from`), which puts it into exile instead: the event is
replaced and never happens (614.6), so nothing enters.

614.12: whether it is a (nontoken) creature is judged as the permanent would exist on the
battlefield: with its own static abilities and the continuous effects that already exist,
under the player who would control it, face down if it would enter face down (a manifested or
cloaked card is a 2/2 creature, 701.40a, 701.58a: `entering_face_down`). That is computed on a
probe, a copy of the game with the card moved there. An effect of a static ability applies
only if its source was on the battlefield as the event began (614.12: not to itself, nor to a
permanent entering with it); `Game.move` finds these effects with the others of 614.1a
(`Game._replace_zone_change`), once each per event (614.5).

The effect is a rules part `RULE` whose detail is `EnterExile`: on its source for a static
ability, or on its controller for the effect of a resolved ability (613.10)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.selectors import Selector

RULE = "enter_exile_instead"
#: The replacement as a zone-change detail: from anywhere, to the battlefield, exiled instead.
DETAIL = ("any", "battlefield", "exile")

_FACE_DOWN: ContextVar[str | None] = ContextVar("entering_face_down", default=None)


@dataclass(frozen=True)
class EnterExile:
    """What would enter (`selector`, read as it would exist on the battlefield); `uncast`:
    "and it wasn't cast" (the effect doesn't apply to a spell resolving)."""

    selector: Selector
    uncast: bool = True


@contextmanager
def entering_face_down(kind: str) -> Iterator[None]:
    """708.3 / 701.40a / 701.58a: the card being moved would enter face down (`kind`)."""
    token = _FACE_DOWN.set(kind)
    try:
        yield
    finally:
        _FACE_DOWN.reset(token)


def _effects(game: Game, res: Any) -> list[tuple[Any, EnterExile]]:
    found: dict[tuple, tuple[Any, EnterExile]] = {}
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == RULE and isinstance(p.detail, EnterExile):
                    found.setdefault(e.key, (e, p.detail))
    from arbiter.engine.stack.rules_changes import player_level

    for e in game.state.effects:
        if player_level(e):  # 611.2c: "Until end of turn, if ..." (a resolved ability)
            for p in e.parts:
                if getattr(p, "rule", None) == RULE and isinstance(p.detail, EnterExile):
                    found.setdefault(e.key, (e, p.detail))
    return list(found.values())


def entry_exiles(game: Game, res: Any, oid: int, from_zone: str,
                 controller: int | None) -> list[tuple[Any, tuple[str, ...]]]:
    """The effects (with `DETAIL`) that would exile `oid` instead of its entering the
    battlefield from `from_zone` under `controller`, found in `res` (the game as the event's
    action began)."""
    if from_zone == "battlefield":
        return []
    effects = _effects(game, res)
    if not effects:
        return []
    obj = game.obj(oid)
    cast = from_zone == "stack" and obj.cast_from is not None  # 601.2a
    pending = [(e, d) for e, d in effects if not (d.uncast and cast)]
    if not pending:
        return []
    from arbiter.engine.game import Game as _Game
    from arbiter.rules.view import LayerView, context_for

    # 614.12: the permanent as it would exist on the battlefield, on a probe.
    probe = _Game(catalog=game.catalog, state=game.state.clone())
    new = probe.state.move(oid, "battlefield", controller)
    if new.zone != "battlefield":
        return []
    if (kind := _FACE_DOWN.get()) is not None:
        new.face_down = kind
    probe.state.touch()
    chars = probe.layers().chars
    if new.id not in chars:
        return []
    view = LayerView(probe.state, chars)
    out = []
    for e, d in pending:
        owner = res.chars[e.source].controller if e.source in res.chars else e.controller
        ctx = context_for(view, e.source, owner, from_static=e.from_static)
        if d.selector.matches(view, new.id, ctx):
            out.append((e, DETAIL))
    return out


__all__ = ["DETAIL", "RULE", "EnterExile", "entering_face_down", "entry_exiles"]
