"""The step API's live game: the engine's game loop runs in its own coroutine (a greenlet)
and waits, suspended, at each decision for the caller's answer, so `apply` neither copies the
state nor replays the action from a checkpoint, and the game keeps its layer cache.

What stays exact:
- A checkpoint is kept: `base` (a copy of the state at a point between actions, with the
  answers then pending) and `since`, every answer given after it (with its history entry).
  The engine is a function of the state and the answers (the random generator is part of
  the state), so replaying `since` from `base` reaches the same decision. The copy is renewed
  at a decision between actions once `REFRESH` answers have piled up.
  Until the checkpoint of a game has been read inside an action (a clone or `to_json`
  there, a game parked there, a roll-back), the copy waits for `REFRESH_UNREAD` answers
  instead: a plain `legal_actions`/`apply` loop never reads it, and the copy (a pickle of
  the whole state, its event list growing with the game) took 8-11% of that loop's CPU
  time in vanilla games (2.5% at this length).
- `checkpoint(game)` is what `clone()` and `to_json()` give: at a decision between actions
  (priority) the live state itself, which is complete there; inside an action, `base` with
  the answers since (or, for a determinized copy, the state at the last decision between
  actions and the answers toward the pending one).
- An exception from the engine (an unread ability that matters, an illegal state) ends the
  coroutine; the game goes back to the checkpoint before the answer that raised, exactly as
  it was, and the decision is asked again.
- A suspended coroutine holds its game (its frames do), and Python's collector can't free
  such a cycle: at most `LIVE_LIMIT` games per thread stay live; beyond that the one left
  alone longest is set back to its checkpoint and its coroutine ended (it replays from the
  checkpoint when next played). A game that ends ends its coroutine.
"""

from __future__ import annotations

import pickle
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from greenlet import GreenletExit, getcurrent, greenlet

from arbiter.engine.decisions import Decision
from arbiter.engine.replay import Replay

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.game_state import GameState

#: How many answers may pile up in `since` before the checkpoint is copied anew (at the next
#: decision between actions), once the checkpoint has been read inside an action: a replay
#: is then at most this long, and copies stay rare.
REFRESH = 48

#: The same before anything has read the game's checkpoint inside an action (see the module's
#: text): the first such read replays at most this many answers (and those of the action in
#: progress), once per game.
REFRESH_UNREAD = 192

#: How many games per thread may be live at once (see the module's text).
LIVE_LIMIT = 32

_END = object()
_local = threading.local()


def _registry() -> OrderedDict[int, Session]:
    reg = getattr(_local, "sessions", None)
    if reg is None:
        reg = _local.sessions = OrderedDict()
    return reg


class LiveDecider(Replay):
    """The decider of a live game: first the checkpoint's pending answers (replayed, with
    `Replay`'s rules, so that replaying the same answers reaches the same decisions), then
    each decision goes out to the caller and waits for its answer."""

    def __init__(self, answers: list[Any], outer: Any) -> None:
        super().__init__(answers)
        self.outer = outer  # the game's decider before it went live (kept by clones)

    def out_of_answers(self, d: Decision) -> Any:
        caller = getcurrent().parent
        assert caller is not None
        return caller.switch(d)


@dataclass
class Session:
    game: Game
    coroutine: greenlet
    decider: LiveDecider
    base: Frozen
    #: (answer, history entry) for every answer given since `base`.
    since: list[tuple[Any, tuple[int, int, str]]] = field(default_factory=list)
    #: len(since) when the last decision between actions was reached (None: none since
    #: `base`, which is then itself the last one, with its pending answers).
    clean_at: int | None = None


class Frozen:
    """A checkpoint's state kept as its pickle (`GameState.clone` is a pickle round trip):
    most checkpoints are renewed before anything reads them back, so each costs one dump,
    and a load only when a copy is asked for."""

    __slots__ = ("data",)

    def __init__(self, state: GameState) -> None:
        self.data = pickle.dumps(state, pickle.HIGHEST_PROTOCOL)

    def clone(self) -> GameState:
        """An independent copy of the state as it was frozen."""
        state: GameState = pickle.loads(self.data)
        return state


def _run(game: Game) -> object:
    from arbiter.engine.turn import loop

    loop.run(game, game.state.max_turns)
    return _END


def outer_decider(game: Game) -> Any:
    d = game.decider
    return d.outer if isinstance(d, LiveDecider) else d


def _start(game: Game) -> Session:
    """A live session from the checkpoint `game.state` (and its pending answers)."""
    base = Frozen(game.state)
    decider = LiveDecider(list(game.state.answers), outer_decider(game))
    game.decider = decider
    session = Session(game, greenlet(lambda: _run(game)), decider, base)
    game._live = session
    reg = _registry()
    reg[id(session)] = session
    while len(reg) > LIVE_LIMIT:
        _park(next(iter(reg.values())))
    return session


def _park(session: Session) -> None:
    """Set the game back to its checkpoint and end its coroutine (see the module's text)."""
    game = session.game
    _registry().pop(id(session), None)
    if game._live is not session:
        return
    state = checkpoint(game)
    decision = game._decision
    game._live = None
    session.coroutine.parent = getcurrent()
    session.coroutine.throw(GreenletExit)  # the engine's frames unwind on the live state
    game.state = state
    game.decider = session.decider.outer
    game._decision = decision
    game.forget_characteristics()


def close(game: Game) -> None:
    """End the game's coroutine now (it replays from its checkpoint if played on)."""
    if game._live is not None:
        _park(game._live)


def _arrived(game: Game, session: Session, result: Any) -> None:
    if result is _END or not isinstance(result, Decision):
        game._decision = None
        game.state.answers = []
        game._live = None
        _registry().pop(id(session), None)
        game.decider = session.decider.outer
        return
    game._decision = result
    if result.clean:
        game.state.answers = []  # a complete state between actions
        session.clean_at = len(session.since)
        if len(session.since) >= (REFRESH if game._checkpoint_read else REFRESH_UNREAD):
            session.base = Frozen(game.state)
            session.since = []
            session.clean_at = 0


def resume(game: Game) -> None:
    """Run the game to its next decision (or its end) from the checkpoint `game.state`."""
    session = _start(game)
    session.coroutine.parent = getcurrent()
    try:
        result = session.coroutine.switch()
    except BaseException:
        _roll_back(game, session)
        raise
    _arrived(game, session, result)


def answer(game: Game, d: Decision, value: Any, entry: tuple[int, int, str]) -> None:
    """Give `value` (already checked legal) to the pending decision `d` and run on to the
    next. On an exception the game is left exactly as it was before."""
    session = game._live
    if session is None or session.coroutine.dead:
        resume(game)  # a clone or a rolled-back game: replay its checkpoint first
        session = game._live
        assert session is not None and game._decision is not None
        d = game._decision
    game.state.history.append(entry)
    _registry().move_to_end(id(session))
    session.coroutine.parent = getcurrent()
    try:
        result = session.coroutine.switch(value)
    except BaseException:
        _roll_back(game, session, d)
        raise
    session.since.append((value, entry))
    _arrived(game, session, result)


def _rebuilt(session: Session, upto: int | None = None) -> GameState:
    """`base` with the answers of `since[:upto]` pending (and their history entries)."""
    given = session.since if upto is None else session.since[:upto]
    state = session.base.clone()
    state.answers = list(state.answers) + [v for v, _ in given]  # base's pending answers
    state.history.extend(e for _, e in given)
    return state


def _roll_back(game: Game, session: Session, d: Decision | None = None) -> None:
    """Back to the checkpoint before the answer that raised: `base` and the answers since,
    replayed to the decision that was pending (`d`), so the game is as it was."""
    game._checkpoint_read = True
    game.state = _rebuilt(session)
    game._live = None
    _registry().pop(id(session), None)
    game.decider = session.decider.outer
    game._decision = None
    game.forget_characteristics()
    if d is not None:
        resume(game)


def checkpoint(game: Game, last_clean: bool = False) -> GameState:
    """A copy of the game as a checkpoint: a state between actions and the answers given
    since (see the module's text). `last_clean`: the state at the last decision between
    actions, so that only the pending action's answers are replayed."""
    session = game._live
    if session is None:
        return game.state.clone()
    d = game._decision
    if d is None or d.clean:
        return game.state.clone()
    game._checkpoint_read = True  # read inside an action: copies renewed every REFRESH
    if not last_clean or not session.clean_at:
        return _rebuilt(session)
    from arbiter.engine.api import advance

    scratch = type(game)(catalog=game.catalog, state=_rebuilt(session, session.clean_at))
    advance(scratch, list(scratch.state.answers))
    if scratch._decision is None or not scratch._decision.clean:
        return _rebuilt(session)  # not reached as recorded: the longer replay is as exact
    state = scratch.state
    rest = session.since[session.clean_at:]
    state.answers = [v for v, _ in rest]
    state.history.extend(e for _, e in rest)
    return state
