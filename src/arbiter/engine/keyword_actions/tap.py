"""701.26: tapping and untapping permanents as an instruction says. 701.26a: to tap a
permanent is to turn it sideways; 701.26b: to untap it is to return it upright. "Tap or untap
target permanent": the controller of the resolving spell or ability chooses which (tapping a
tapped permanent, or untapping an untapped one, does nothing).

`tap` is the one way the engine taps a permanent, for any reason (a {T} cost, a mana ability,
attacking, an effect, a cost to cast or attack, regeneration): an untapped permanent that
becomes tapped is an event ("Whenever this land becomes tapped", 603.2) whatever tapped it.
`untap` likewise untaps one (the untap step, an effect): "becomes untapped".
A permanent that enters tapped doesn't become tapped (it was never untapped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.engine.turn.untapping import became_untapped

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Tap, TapOrUntap, Untap


def tap(game: Game, oid: int) -> None:
    """701.26a: turn the permanent sideways. If it was untapped it "becomes tapped" (the
    event `becomes_tapped`, for its controller; tapping a tapped permanent is no event)."""
    obj = game.obj(oid)
    if obj.tapped:
        return
    obj.tapped = True
    if obj.zone == "battlefield":
        game.emit(Event("becomes_tapped", oid, player=game.controller_of(oid)))


def untap(game: Game, oid: int) -> bool:
    """701.26b: turn the permanent upright. If it was tapped it "becomes untapped" (the event
    `becomes_untapped`; untapping an untapped permanent is no event). The caller ends what
    lasted "for as long as ~ remains tapped" (`engine.turn.untapping.became_untapped`).
    Returns whether it became untapped (122.1d: a stun counter may replace that)."""
    obj = game.obj(oid)
    if not obj.tapped:
        return False
    from arbiter.engine.replacement.rules_counters import stunned_instead

    if stunned_instead(game, oid):  # 122.1d
        return False
    obj.tapped = False
    if obj.zone == "battlefield":
        game.emit(Event("becomes_untapped", oid, player=game.controller_of(oid)))
    return True


def do_tap(r: Resolution, step: Tap) -> None:
    """701.26a: tap what `what` names."""
    for oid in r.ref(step.what):
        tap(r.game, oid)
        r.game.state.touch()


def do_untap(r: Resolution, step: Untap) -> None:
    """701.26b: untap what `what` names."""
    for oid in r.ref(step.what):
        if untap(r.game, oid):  # 701.26b
            became_untapped(r.game, [oid])  # 611.2b: "for as long as ~ remains tapped" ends
        r.game.state.touch()


def do_tap_or_untap(r: Resolution, step: TapOrUntap) -> None:
    """701.26a-b: the controller chooses, for each permanent still on the battlefield."""
    g = r.game
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue
        choice = g.decide(Decision("tap_or_untap", f"tap or untap {g.name_of(oid)}?",
                                   r.item.controller, [("tap", "tap"), ("untap", "untap")],
                                   key="tap_or_untap"))
        if choice == "tap":
            tap(g, oid)  # 701.26a
        else:
            if untap(g, oid):  # 701.26b (122.1d: not when stunned)
                became_untapped(g, [oid])  # 611.2b
        g.state.touch()
