"""117.5 after a pass: "each time a player would receive priority, the game first performs
all applicable state-based actions ... then triggered abilities are put on the stack", and
both repeat until none happens. When they have just been checked to the end (`sba.run`
reached the point where neither happens), and the only thing that happened since is a
player passing priority to the next player (117.3d: no object changed, nothing resolved,
no step ended), checking them again for that player performs nothing and puts nothing on
the stack: state-based actions
(704.3) and state triggers (603.8) look at the game, not at who has priority, and a pass
is no event (603.2). The game loop then skips that check (`engine.turn.loop`).

What "nothing happened" means is checked, not assumed: a fingerprint of the game, taken as
the check ended, must be the same both when the player passes and as the next player
would receive priority: the same state object (a rolled-back or replaced state is never
skipped), its version (every change the layer system reads bumps it), the events, the
stack, waiting triggers, the turn, the step, day and night, and each player's life,
poison counters, counters and whether they lost. A copy of the game (`clone`, `to_json`)
starts without the mark and checks again (which performs nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_ATTR = "_quiet_after_pass"


def fingerprint(game: Game) -> tuple[Any, ...]:
    """What would have to be unchanged for the check to perform nothing again (everything
    but `turn.priority` and `turn.passes`, which the pass itself changes)."""
    s = game.state
    t = s.turn
    events = s.events
    return (s, s.version, len(events), events[-1] if events else None, s.event_cursor,
            len(s.stack_items), len(s.pending_triggers), len(s.log), t.number, t.active,
            t.step, t.stage, s.day_night,
            tuple((p.life, p.poison, p.lost, tuple(p.counters.items())) for p in s.players))


def same(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    """Fingerprints equal, the state (and last event) compared by identity."""
    return a[0] is b[0] and a[3] is b[3] and a[1:3] == b[1:3] and a[4:] == b[4:]


def mark(game: Game, checked: tuple[Any, ...]) -> None:
    """A player passed priority to the next player; `checked`: the fingerprint as the
    state-based actions and triggers were last checked to the end."""
    if same(checked, fingerprint(game)):
        setattr(game, _ATTR, checked)


def skip_check(game: Game) -> bool:
    """Whether the check before the next player receives priority would perform nothing
    (see the module's text). The mark is used once."""
    checked = game.__dict__.pop(_ATTR, None)
    return checked is not None and same(checked, fingerprint(game))


__all__ = ["fingerprint", "mark", "skip_check"]
