"""The public game API in the style of OpenSpiel and python-chess (principle 6):
`legal_actions()`, `apply(action)`, `current_player`, `is_over`, `winner`, `clone()`,
`to_json()` / `from_json()`.

Every choice is an `Action` answering the pending `Decision`. The engine plays on in its own
coroutine and waits at each decision for the answer (`engine.live_game`): no copy of the
state per action. A checkpoint (a state between actions, with the answers given since) is
what `clone()` and `to_json()` give and what an engine error rolls back to. An illegal
action is refused before anything changes, so the game stays exactly as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine import live_game
from arbiter.engine.decisions import Decision
from arbiter.engine.replay import NeedDecision, Replay
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game


@dataclass(frozen=True)
class Action:
    """One legal answer to the pending decision. `str(action)` is its text form;
    `game.parse(text)` gives it back."""

    kind: str
    label: str
    value: Any

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Action({self.kind!r}, {self.label!r})"


class GameOver(Exception):  # noqa: N818 - a signal
    pass


def advance(game: Game, answers: list[Any]) -> None:
    """Replay `answers` from the checkpoint `game.state` on a scratch game and run to the next
    decision (or the end). Used to rebuild a checkpoint (`engine.live_game`); `apply` plays
    on through the live game instead."""
    from arbiter.engine.turn import loop

    trial = game.state.clone()
    sim = type(game)(catalog=game.catalog, state=trial, decider=Replay(answers))
    try:
        loop.run(sim, trial.max_turns)
    except NeedDecision as nd:
        if nd.decision.clean:
            trial.answers = []
            game.state = trial  # a complete state between actions: the new checkpoint
        else:
            game.state.answers = list(answers)
        game._decision = nd.decision
        return
    trial.answers = []
    game.state = trial
    game._decision = None


def pending(game: Game) -> Decision | None:
    d = game._decision
    if d is not None:
        return d
    from arbiter.engine.turn import loop

    if not loop.is_over(game) and not turn_limit(game):
        live_game.resume(game)
    return game._decision


def turn_limit(game: Game) -> bool:
    cap = game.state.max_turns
    return cap is not None and game.state.turn.number > cap


#: How declining reads, by decision kind, where choosing nothing is legal ("up to", "you
#: may", 701.23b "a player may fail to find").
_DECLINE = {"search": "find nothing (701.23b)", "target": "no more targets",
            "discard": "discard no more", "may": "no", "look": "take none",
            "copy": "copy nothing", "mode": "no more modes"}


def choices(d: Decision) -> list[tuple[str, Any]]:
    """Every legal answer to `d` as (text, value): its options, each text unique within the
    decision (a repeated text gets the option's number), and declining (value None) where
    choosing nothing is legal."""
    out: list[tuple[str, Any]] = []
    seen: dict[str, int] = {}
    for label, _ in d.options:
        seen[label] = seen.get(label, 0) + 1
    count: dict[str, int] = {}
    for label, value in d.options:
        if seen[label] > 1:
            count[label] = count.get(label, 0) + 1
            label = f"{label} ({count[label]} of {seen[label]})"
        out.append((label, value))
    if d.optional and all(v is not None for _, v in d.options):
        label = _DECLINE.get(d.kind, "choose nothing")
        while label in seen:
            label += " (decline)"
        out.append((label, None))
    return out


def legal_actions(game: Game) -> list[Action]:
    d = pending(game)
    if d is None:
        return []
    return list(_legal(game, d)[0])


def _legal(game: Game, d: Decision) -> tuple[list[Action], dict[str, int]]:
    """The pending decision's legal actions and each one's index by its text, built once per
    decision: kept until the decision is answered (a new decision is a new object), and
    built again should anything replace the decision's options or their number."""
    kept = game._legal
    if kept is not None and kept[0] is d and kept[1] is d.options and \
            kept[2] == (len(d.options), d.optional, d.kind):
        return kept[3], kept[4]
    actions = [Action(d.kind, label, value) for label, value in choices(d)]
    index: dict[str, int] = {}
    for i, a in enumerate(actions):
        index.setdefault(a.label, i)  # labels are unique (`choices`); else the first
    game._legal = (d, d.options, (len(d.options), d.optional, d.kind), actions, index)
    return actions, index


def _not_an_action(action: object) -> IllegalActionError:
    shown = repr(action)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return IllegalActionError(f"{shown} is not an action: give one of legal_actions() or its "
                              "text form")


def apply(game: Game, action: Action | str, player: int | None = None) -> None:
    """Take `action` (an Action or its text form) for the pending decision. Anything else,
    or an action that isn't legal now, raises IllegalActionError and changes nothing."""
    if not isinstance(action, Action | str):
        raise _not_an_action(action)
    if player is not None and (isinstance(player, bool) or not isinstance(player, int)):
        raise IllegalActionError(f"player must be a player's index, got {player!r}")
    d = pending(game)
    if d is None:
        raise IllegalActionError("the game is over: no action can be taken")
    if player is not None and player != d.player:
        raise IllegalActionError(
            f"it is {game.player_name(d.player)}'s decision ({d.prompt}), not "
            f"{game.player_name(player)}'s")
    if isinstance(action, str):
        action = parse(game, action)
    legal, by_label = _legal(game, d)
    # Labels are unique within a decision (`choices`): an action from `legal_actions()` is
    # found by its label, its value compared once (identity first).
    index = by_label.get(action.label)
    if index is None or action.kind != d.kind or not (
            legal[index].value is action.value or legal[index].value == action.value):
        options = [a.value for a in legal]
        if action.value not in options or action.kind != d.kind:
            labels = ", ".join(a.label for a in legal[:12])
            raise IllegalActionError(f"{action.label!r} is not a legal choice now "
                                     f"({d.prompt}); legal: {labels}")
        index = next((i for i, a in enumerate(legal)
                      if a.value == action.value and a.label == action.label),
                     options.index(action.value))
    live_game.answer(game, d, action.value, (d.player, index, action.label))


def parse(game: Game, text: str) -> Action:
    if not isinstance(text, str):
        raise _not_an_action(text)
    for a in legal_actions(game):
        if a.label == text:
            return a
    d = game._decision
    if d is None:
        raise IllegalActionError("the game is over: no action can be taken")
    from arbiter.engine.illegal import diagnose

    raise IllegalActionError(f"{text!r} is not a legal choice now: {diagnose(game, text, d)}")
