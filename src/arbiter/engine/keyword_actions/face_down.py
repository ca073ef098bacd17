"""Turning a permanent face up or face down as an effect instructs (708.2, 708.8;
613.7f: a new timestamp)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import TurnFaceDown, TurnFaceUp


def turn_face_up(g: Game, oid: int) -> None:
    """708.8 / 613.7f: a permanent turned face up gets a new timestamp. 701.58g / 701.40g: a
    cloaked or manifested instant or sorcery card is revealed and stays face down (no
    "turned face up" event)."""
    from arbiter.engine.keyword_actions.cloak import stays_face_down

    obj = g.obj(oid)
    if obj.face_down is None or stays_face_down(g, oid):
        return
    obj.face_down = None
    obj.timestamp = g.state.new_timestamp()
    g.state.touch()
    g.emit(Event("turned_face_up", oid))


#: 712.1: the layouts of double-faced cards (meld cards included, 712.4).
_DOUBLE_FACED = frozenset({"transform", "modal_dfc", "meld"})


def turn_face_down(g: Game, oid: int) -> None:
    """708.2a / 613.7f: a 2/2 face-down creature with a new timestamp; 708.2b: a
    face-down permanent can't be turned face down. 712.16: nor can a melded or other
    double-faced permanent (nothing happens)."""
    obj = g.obj(oid)
    if obj.face_down is not None:
        return
    name = obj.card if obj.card is not None else getattr(obj.token, "card", None)
    if obj.melded is not None or (name is not None and
                                  g.catalog.record(name).layout in _DOUBLE_FACED):
        return
    obj.face_down = "plain"
    obj.timestamp = g.state.new_timestamp()
    g.state.touch()


def do_turn_face_up(r: Resolution, step: TurnFaceUp) -> None:
    """708.8: turn what `what` names face up."""
    for oid in r.ref(step.what):
        turn_face_up(r.game, oid)


def do_turn_face_down(r: Resolution, step: TurnFaceDown) -> None:
    """708.2a: turn every other permanent matching `selector` face down."""
    g = r.game
    view, ctx = r.view_context()
    for oid in g.state.battlefield():
        if oid != r.item.source and (step.selector is None
                                     or step.selector.matches(view, oid, ctx)):
            turn_face_down(g, oid)
