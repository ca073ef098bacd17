"""603.2d: "that ability triggers an additional time". Rather than simply determining that an
ability has triggered, the game determines how many times it triggers: once, plus one for
each static ability (`rules.additional_triggers`) that applies to it.

Such an effect refers only to triggered abilities an object has, never to delayed or
reflexive triggered abilities (603.7, 603.12), nor to abilities with no source (the
monarch's, speed's): `engine.triggers.triggered.collect` asks only for the abilities of
objects. "Of a permanent you control": the ability's source is a permanent its controller
controls, on the battlefield, or one that has just left it and whose leaves-the-battlefield
ability looks back in time (603.10a). A card's ability that functions in a graveyard or in
exile isn't a permanent's.

A static ability of a permanent that left the battlefield in the same event as a creature
died still applies to the abilities that creature's dying triggers (603.10a: the game looks
back in time for leaves-the-battlefield abilities).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.batches import same_batch
from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.additional_triggers import RULE, AdditionalTriggers
from arbiter.rules.selectors import IsSource
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event
    from arbiter.rules.abilities import TriggeredAbility

_LEFT = ("dies", "leaves")


def additional_times(game: Game, source: int, ab: TriggeredAbility, controller: int,
                     ev: Event) -> int:
    """How many additional times `ab` of `source` (controlled by `controller`) triggers on
    `ev` (603.2d)."""
    res = game.layers()
    doublers = _doublers(game, res, ev)
    if not doublers:
        return 0
    on_battlefield = game.obj(source).zone == "battlefield"
    if not on_battlefield and not _left_now(game, ev, source, ab):
        return 0  # not a permanent's ability (a card's in a graveyard, in exile ...)
    n = 0
    for doubler, detail, doubler_controller in doublers:
        if doubler_controller != controller:
            continue  # "a permanent you control"
        if detail.cause is not None and not _caused(game, res, ev, ab, detail, doubler,
                                                    doubler_controller):
            continue
        if detail.source_selector is not None:
            if not on_battlefield:
                # 603.10a: the permanent as it last existed; the selector can't be asked
                # about an object no longer on the battlefield yet (principle 5).
                raise UnsupportedTextError(game.name_of(doubler) or "a permanent",
                                           f"603.2d: {ab.text!r} of a permanent that left "
                                           "the battlefield, as it last existed")
            view = LayerView(game.state, res.chars)
            ctx = context_for(view, doubler, doubler_controller, from_static=True)
            if not detail.source_selector.matches(view, source, ctx):
                continue
        n += 1
    return n


def _doublers(game: Game, res: Any, ev: Event) -> list[tuple[int, AdditionalTriggers, int]]:
    """(the permanent, what it counts, its controller) for each such static ability."""
    out: list[tuple[int, AdditionalTriggers, int]] = []
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == RULE and e.source in res.chars:
                    out.append((e.source, p.detail, res.chars[e.source].controller))
    if ev.kind in _LEFT:
        # 603.10a: those of permanents that left the battlefield in the same event
        for left in same_batch(game, ev, _LEFT):
            ch = game.lki.get(left.obj) if left.obj is not None else None
            if ch is None or left.obj in res.chars and game.obj(left.obj).zone == \
                    "battlefield":
                continue
            for inst in ch.abilities:
                a = inst.ability
                if not isinstance(a, StaticAbility):
                    continue
                for spec in a.effects:
                    for p in spec.parts:
                        if getattr(p, "rule", None) != RULE:
                            continue
                        if spec.condition is not None or a.condition is not None or \
                                not isinstance(spec.affected, IsSource):
                            raise UnsupportedTextError(ch.name or "", a.text)
                        if all(d[0] != left.obj for d in out):
                            out.append((left.obj, p.detail, ch.controller))
    return out


def _left_now(game: Game, ev: Event, source: int, ab: TriggeredAbility) -> bool:
    """Did `source` just leave the battlefield, its ability looking back (603.10a)?"""
    if ab.trigger is None or ab.trigger.zone in ("graveyard", "exile") or \
            source not in game.lki or ev.kind not in _LEFT:
        return False
    left = {e.obj for e in same_batch(game, ev, _LEFT)} | {ev.obj}
    return source in left or source in (ev.extra or ())


def _caused(game: Game, res: Any, ev: Event, ab: TriggeredAbility,
            detail: AdditionalTriggers, doubler: int, doubler_controller: int) -> bool:
    """Is the trigger event an event of `detail.cause` of an object it describes? For "one
    or more" triggers (603.2c), any event of the batch."""
    kind = detail.cause
    if ev.kind != kind:
        return False
    events = [ev]
    if ab.trigger is not None and ab.trigger.batch:
        events += same_batch(game, ev, (ev.kind,))
    for e in events:
        if e.obj is None:
            continue
        if kind == "dies":
            ch = game.lki.get(e.obj)
            if ch is not None and "Creature" in ch.types:  # 700.4: a creature dying
                return True
            continue
        if detail.cause_selector is None:
            return True
        if e.obj not in res.chars or game.obj(e.obj).zone != "battlefield":
            # the permanent as it entered, gone before the ability triggered
            raise UnsupportedTextError(game.name_of(doubler) or "a permanent",
                                       f"603.2d: {ab.text!r} triggered by a permanent "
                                       "entering that has left the battlefield")
        view = LayerView(game.state, res.chars)
        ctx = context_for(view, doubler, doubler_controller, from_static=True)
        if detail.cause_selector.matches(view, e.obj, ctx):
            return True
    return False


__all__ = ["additional_times"]
