"""`refused: REASON`: an action the rules must refuse (an illegal cast, attack, block, land
play or activation).

The engine refuses an illegal action with `IllegalActionError`, whose message names the rule in
a player's words, and leaves the game exactly as it was (the promise of `errors.py`; 601.2:
casting is checked before anything is paid or moved). With `refused:` beside the verb the
scenario expects that: the action must be refused, the reason must contain REASON
(case-insensitive), and the game must be unchanged, compared field by field with the game as
it was when the action was attempted (an action that first passes to its step, `attack:`,
compares from that step: `Runner.mark`). Each mismatch is a failure reported with the
expectations; the run continues from the unchanged game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.scenario.runner import Runner
    from arbiter.state.game_state import GameState

#: Bookkeeping that may differ without the game having changed: the log, the cache version,
#: the event record and its cursor, and the answers given toward the attempt.
_BOOKKEEPING = {"log", "version", "events", "event_cursor", "answers", "lki"}


def changes(before: GameState, after: GameState) -> list[str]:
    """The parts of the game state that differ (by value)."""
    out = []
    for f in fields(before):
        if f.name in _BOOKKEEPING:
            continue
        was, now = getattr(before, f.name), getattr(after, f.name)
        if f.name == "order":  # a zone looked at for the first time has an empty list
            was, now = ({k: v for k, v in d.items() if v} for d in (was, now))
        if was != now:
            out.append(f.name)
    return out


def carry_out(r: Runner, act: dict[str, Any], handler: Callable[[Runner, dict[str, Any]], None],
              failures: list[str]) -> None:
    """Run the action; with `refused:`, check that it is refused as expected."""
    reason = act.get("refused")
    if reason is None:
        handler(r, act)
        return
    r.mark()
    try:
        handler(r, act)
    except IllegalActionError as e:
        said = str(e)
        if str(reason).casefold() not in said.casefold():
            failures.append(f"{r.where}: refused, but the reason is {said!r}, expected one "
                            f"containing {reason!r}")
        before = r.marked
        assert before is not None
        changed = changes(before, r.game.state)
        if changed:
            failures.append(f"{r.where}: refused, but the game changed "
                            f"({', '.join(changed)})")
            r.game.state = before
        r.game.state.touch()
        return
    failures.append(f"{r.where}: expected to be refused ({reason!r}), but it was carried out")

