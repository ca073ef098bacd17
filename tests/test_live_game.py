"""The step API's live game (engine/live_game.py): the engine waits in a coroutine at each
decision, so `apply` copies nothing per action, while clone, to_json, rolling back after an
engine error, and parking a game left alone stay exact: each is checked against the same game
rebuilt from its checkpoint (the engine is a function of the state and the answers)."""

from __future__ import annotations

import gc
import random
import weakref

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.decks import load_deck
from arbiter.engine import live_game
from arbiter.engine.game import Game
from arbiter.state.game_state import GameState

DECKS = [load_deck("green-stompy"), load_deck("white-weenie")]


def new_game(catalog, seed: int, max_turns: int = 8) -> Game:
    return Game.new(DECKS, players=["Alice", "Bob"], seed=seed, catalog=catalog,
                    max_turns=max_turns)


def play(game: Game, rng: random.Random, n: int) -> list[str]:
    """n random actions (fewer if the game ends); their labels."""
    taken = []
    for _ in range(n):
        legal = game.legal_actions()
        if not legal:
            break
        a = rng.choice(legal)
        taken.append(a.label)
        game.apply(a)
    return taken


def replay(game: Game, labels: list[str]) -> None:
    for label in labels:
        game.apply(label)


def test_apply_copies_the_state_only_to_renew_the_checkpoint(catalog, monkeypatch) -> None:
    copies = []
    original = GameState.clone

    def counting(self: GameState) -> GameState:
        copies.append(1)
        return original(self)

    monkeypatch.setattr(GameState, "clone", counting)
    game = new_game(catalog, seed=3, max_turns=40)
    taken = play(game, random.Random(3), 400)
    assert len(taken) == 400
    # One copy as the game goes live, then one each REFRESH answers at most.
    assert len(copies) <= 1 + len(taken) // live_game.REFRESH + 1


def test_every_checkpoint_continues_as_the_live_game(catalog) -> None:
    """At every 9th decision, the game rebuilt from to_json (a replay from the checkpoint)
    offers the same actions and, given the same next actions, reaches the same state."""
    game = new_game(catalog, seed=11)
    rng = random.Random(11)
    checked = 0
    while not game.is_over and checked < 25:
        play(game, rng, 9)
        if game.is_over:
            break
        rebuilt = Game.from_json(game.to_json(), catalog=catalog)
        assert [a.label for a in rebuilt.legal_actions()] == \
            [a.label for a in game.legal_actions()]
        twin = game.clone()
        ahead = play(twin, random.Random(checked), 6)
        replay(rebuilt, ahead)
        assert rebuilt.to_json() == twin.to_json()
        checked += 1
    assert checked >= 10


def _to_decision_inside_an_action(game: Game, rng: random.Random) -> None:
    for _ in range(500):
        d = game.pending_decision
        if d is None or not d.clean:
            return
        game.apply(rng.choice(game.legal_actions()))


def test_clone_inside_an_action_is_exact_and_independent(catalog) -> None:
    """A clone taken at a decision inside an action (declaring attackers, 508.1) replays
    its checkpoint and continues exactly as the original; playing either leaves the other
    as it was."""
    game = new_game(catalog, seed=5)
    rng = random.Random(5)
    play(game, rng, 60)
    _to_decision_inside_an_action(game, rng)
    d = game.pending_decision
    assert d is not None and not d.clean
    before = game.to_json()
    twin = game.clone()
    assert twin.to_json() == before
    ahead = play(twin, random.Random(1), 12)
    assert game.to_json() == before
    replay(game, ahead)
    assert game.to_json() == twin.to_json()


def test_determinized_copy_inside_an_action_reaches_a_legal_decision(catalog) -> None:
    game = new_game(catalog, seed=5)
    rng = random.Random(5)
    play(game, rng, 60)
    _to_decision_inside_an_action(game, rng)
    copy = game.clone(determinize=0, seed=2)
    assert copy.legal_actions()
    assert copy.current_player == game.current_player


def test_games_beyond_the_live_limit_are_parked_and_freed(catalog, monkeypatch) -> None:
    """A game left alone is set back to its checkpoint when more than LIVE_LIMIT are live:
    it continues exactly as an unparked twin, and a dropped game is freed."""
    monkeypatch.setattr(live_game, "LIVE_LIMIT", 3)
    kept = new_game(catalog, seed=21)
    twin = new_game(catalog, seed=21)
    first = play(kept, random.Random(21), 25)
    replay(twin, first)
    dropped = []
    for seed in range(5):
        g = new_game(catalog, seed=seed)
        play(g, random.Random(seed), 10)
        dropped.append(weakref.ref(g))
        del g
    assert kept._live is None  # parked
    gc.collect()
    assert any(r() is None for r in dropped)
    ahead = play(twin, random.Random(4), 30)
    replay(kept, ahead)
    assert kept.to_json() == twin.to_json()


def test_close_ends_the_coroutine_and_play_resumes_from_the_checkpoint(catalog) -> None:
    game = new_game(catalog, seed=8)
    twin = new_game(catalog, seed=8)
    taken = play(game, random.Random(8), 40)
    replay(twin, taken)
    live_game.close(game)
    assert game._live is None
    assert [a.label for a in game.legal_actions()] == [a.label for a in twin.legal_actions()]
    ahead = play(twin, random.Random(9), 20)
    replay(game, ahead)
    assert game.to_json() == twin.to_json()


@pytest.mark.parametrize("seed", [1, 2])
def test_live_and_replayed_games_are_the_same_game(catalog, seed: int) -> None:
    """Played through the live API, or rebuilt from its record (every action replayed on
    a fresh game), a game ends in the same state."""
    game = new_game(catalog, seed=seed)
    play(game, random.Random(seed), 250)
    rebuilt = Game.rebuild(game.record(), catalog=catalog)
    assert rebuilt.to_json() == game.to_json()


def test_the_checkpoint_is_copied_more_often_once_read_inside_an_action(catalog,
                                                                        monkeypatch) -> None:
    """A plain legal_actions/apply loop never reads the checkpoint: it is copied every
    REFRESH_UNREAD answers. Once a clone is taken inside an action (a replay from the
    checkpoint), it is copied every REFRESH answers, so later replays stay short; the clone
    and the game still continue as one game."""
    at: list[int] = []  # how many answers the game had taken at each copy
    original = live_game.Frozen.__init__

    def counting(self: live_game.Frozen, state: GameState) -> None:
        at.append(len(state.history))
        original(self, state)

    monkeypatch.setattr(live_game.Frozen, "__init__", counting)
    game = new_game(catalog, seed=3, max_turns=40)
    rng = random.Random(3)
    assert len(play(game, rng, 400)) == 400
    gaps = [b - a for a, b in zip(at, at[1:], strict=False)]
    assert gaps and all(g >= live_game.REFRESH_UNREAD for g in gaps)
    _to_decision_inside_an_action(game, rng)
    twin = game.clone()
    ahead = play(twin, random.Random(7), 200)
    at.clear()
    replay(game, ahead)  # the game read: copied every REFRESH answers
    assert game.to_json() == twin.to_json()
    gaps = [b - a for a, b in zip(at, at[1:], strict=False)]
    assert len(gaps) >= 2 and all(live_game.REFRESH <= g < live_game.REFRESH_UNREAD
                                  for g in gaps)


@settings(max_examples=6, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 40), before=st.integers(0, 260), between=st.integers(0, 120))
def test_clones_inside_actions_after_any_stretch_continue_as_the_game(catalog, seed: int,
                                                                      before: int,
                                                                      between: int) -> None:
    """Wherever the copies of the checkpoint fell (every REFRESH_UNREAD answers until the
    first read inside an action, every REFRESH after), a clone taken inside an action is
    the game: the same JSON, and the same state after the same further actions."""
    game = new_game(catalog, seed=seed, max_turns=40)
    rng = random.Random(seed)
    for stretch in (before, between):
        play(game, rng, stretch)
        _to_decision_inside_an_action(game, rng)
        if game.is_over:
            return
        twin = game.clone()
        assert twin.to_json() == game.to_json()
        ahead = play(twin, random.Random(stretch), 15)
        ahead += _to_decision_between_actions(twin, random.Random(stretch))
        replay(game, ahead)
        # Compared between actions, where to_json is the state itself (inside an action it
        # is a checkpoint and the answers since, which differ with where copies fell).
        assert game.to_json() == twin.to_json()


def _to_decision_between_actions(game: Game, rng: random.Random) -> list[str]:
    taken = []
    for _ in range(500):
        d = game.pending_decision
        if d is None or d.clean:
            break
        a = rng.choice(game.legal_actions())
        taken.append(a.label)
        game.apply(a)
    return taken
