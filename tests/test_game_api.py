"""The public API (principle 6): Game.new, legal_actions, apply, current_player, is_over,
winner, clone, to_json / from_json; every choice a pending decision with legal options."""

from __future__ import annotations

import random

import pytest

from arbiter.decks import load_deck
from arbiter.engine.game import Game
from arbiter.errors import IllegalActionError

DECKS = [load_deck("green-stompy"), load_deck("white-weenie")]


def new_game(catalog, seed: int = 7, max_turns: int | None = 12) -> Game:
    return Game.new(DECKS, players=["Alice", "Bob"], seed=seed, catalog=catalog,
                    max_turns=max_turns)


def test_103_new_game_shuffles_with_the_seed_and_deals_seven(catalog) -> None:
    """103.3 / 103.5: libraries are shuffled (seeded) and each player draws seven."""
    a, b = new_game(catalog, seed=1), new_game(catalog, seed=1)
    c = new_game(catalog, seed=2)
    hand = [a.name_of(o) for o in a.state.zone_list("hand", 0)]
    assert len(hand) == 7 and len(a.state.zone_list("library", 0)) == 53
    assert hand == [b.name_of(o) for o in b.state.zone_list("hand", 0)]
    assert [c.name_of(o) for o in c.state.zone_list("library", 0)] != \
        [a.name_of(o) for o in a.state.zone_list("library", 0)]


def test_117_first_decision_is_the_active_players_priority(catalog) -> None:
    """117.3a: the active player receives priority first (in the upkeep of turn 1)."""
    game = new_game(catalog)
    actions = game.legal_actions()
    assert game.current_player == 0
    assert "pass" in [str(a) for a in actions]
    assert game.pending_decision.kind == "priority"


def play_random(game: Game, rng: random.Random, limit: int = 3000) -> int:
    n = 0
    while not game.is_over and n < limit:
        actions = game.legal_actions()
        if not actions:
            break
        game.apply(rng.choice(actions))
        n += 1
    return n


def test_random_game_through_the_api_ends(catalog) -> None:
    """A whole game of random choices through legal_actions/apply ends (a win, or the cap)."""
    game = new_game(catalog, seed=3, max_turns=8)
    play_random(game, random.Random(3))
    assert game.is_over
    assert game.winner in (0, 1, None)


def test_illegal_action_leaves_the_game_exactly_as_it_was(catalog) -> None:
    """Principle 6: an illegal action raises IllegalActionError and changes nothing."""
    game = new_game(catalog)
    before = game.to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply("attack with everything")
    assert "is not a legal choice now" in str(info.value)
    assert game.to_json() == before


def test_json_round_trip_continues_identically(catalog) -> None:
    """to_json then from_json then the same actions gives the same game."""
    rng = random.Random(11)
    game = new_game(catalog, seed=11, max_turns=10)
    for _ in range(40):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    copy = Game.from_json(game.to_json(), catalog)
    assert [str(a) for a in copy.legal_actions()] == [str(a) for a in game.legal_actions()]
    rng_a, rng_b = random.Random(5), random.Random(5)
    for _ in range(60):
        if game.is_over:
            break
        acts_a, acts_b = game.legal_actions(), copy.legal_actions()
        assert [str(a) for a in acts_a] == [str(a) for a in acts_b]
        i = rng_a.randrange(len(acts_a))
        assert i == rng_b.randrange(len(acts_b))
        game.apply(acts_a[i])
        copy.apply(acts_b[i])
    assert game.to_json() == copy.to_json()


def test_clone_is_independent(catalog) -> None:
    game = new_game(catalog)
    other = game.clone()
    other.apply(other.legal_actions()[0])
    assert game.to_json() != other.to_json() or game.state.version == other.state.version


def test_scripted_agent_answers_by_label(catalog) -> None:
    """A scripted agent plays given answers; an answer that isn't an option is an error."""
    from arbiter.engine.agents import ScriptedAgent, Seats
    from arbiter.engine.turn import loop
    from arbiter.errors import DecisionNeeded

    game = new_game(catalog, seed=4, max_turns=1)
    game.decider = Seats([ScriptedAgent(["pass"] * 40), ScriptedAgent(["pass"] * 40)])
    loop.run(game, 1)
    assert game.state.turn.number == 2
    game = new_game(catalog, seed=4)
    game.decider = Seats([ScriptedAgent(["dance"]), ScriptedAgent([])])
    with pytest.raises(DecisionNeeded) as info:
        loop.run(game, 1)
    assert "'dance' is not an option" in str(info.value)


def test_205_3e_choosing_a_creature_type_offers_the_creature_types(catalog) -> None:
    """205.3e: "choose a creature type" offers existing creature types only."""
    from arbiter.engine.choice_options import choice_options

    game = new_game(catalog)
    options = [v for _, v in choice_options(game, "creature_type")]
    assert "Saproling" in options and "Forest" not in options
