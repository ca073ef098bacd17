"""117.1 / 601.2g-h: while the engine asks what a player may do now (a question that changes
nothing, `engine.mana.sources.asked_once`), the payment plans of one cost are found once and
shared by every card judged affordable (`engine.mana.plan.plans`). Sharing them must change
no game: seeded games played with and without it are the same games, and a card some objects
may pay for (702.51a convoke) never shares the plans of a card they may not pay for."""

from __future__ import annotations

import random

import pytest
from conftest import obj_id

from arbiter.decks import load_deck
from arbiter.engine.game import Game
from arbiter.engine.mana import plan
from arbiter.engine.simulate import play_game, starting_player

VANILLA = [["Forest"] * 24 + ["Grizzly Bears"] * 36,
           ["Plains"] * 24 + ["Savannah Lions"] * 36]


def _step_record(decks: list[list[str]], seed: int, catalog) -> tuple[list[list[str]], list[str]]:
    """A game through the step API with a seeded random choice: the legal actions offered
    at every decision, and the game's log."""
    game = Game.new(decks, seed=seed, catalog=catalog, max_turns=8,
                    first=starting_player(seed, 2), mulligans=True)
    rng = random.Random(seed)
    offered = []
    while legal := game.legal_actions():
        offered.append([str(a) for a in legal])
        game.apply(rng.choice(legal))
    return offered, list(game.state.log)


def _inline_record(decks: list[list[str]], seed: int, catalog) -> tuple[int, list[str]]:
    game, actions = play_game(decks, seed, catalog, 8, first=None, mulligans=True)
    return actions, list(game.state.log)


@pytest.mark.parametrize("decks", [VANILLA, "stompy"])
def test_117_1_601_2g_shared_plans_play_the_same_games(catalog, monkeypatch, decks) -> None:
    """The same seeds give the same games (every decision's legal actions, the log) with the
    plans shared within a question and with each plan found anew."""
    if decks == "stompy":
        decks = [load_deck("green-stompy"), load_deck("white-weenie")]
    seeds = range(3)
    shared = [(_step_record(decks, s, catalog), _inline_record(decks, s, catalog))
              for s in seeds]
    monkeypatch.setattr(plan, "asked_answers", lambda: None)  # every plan found anew
    alone = [(_step_record(decks, s, catalog), _inline_record(decks, s, catalog))
             for s in seeds]
    assert shared == alone
    assert all(len(step[0]) > 20 for step, _ in shared)  # games long enough to cast spells


@pytest.mark.parametrize("order", [["growth", "courage"], ["courage", "growth"]])
def test_702_51a_a_convoke_spell_does_not_share_plans_with_one_without(board, order) -> None:
    """Gather Courage ({G}, convoke) and Giant Growth ({G}) in hand, no land, an untapped
    Grizzly Bears: Gather Courage may be cast by tapping the Bears (702.51a), Giant Growth
    can't be paid for. Same cost, but the plans of one are not the other's, whichever card
    is judged first."""
    cards = {"growth": "{card: Giant Growth, as: growth}",
             "courage": "{card: Gather Courage, as: courage}"}
    game = board(f"""
        name: convoke and not
        battlefield: [{{card: Grizzly Bears, as: bears}}]
        hand: {{Alice: [{cards[order[0]]}, {cards[order[1]]}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    labels = [str(a) for a in game.legal_actions()]
    courage, growth = obj_id(game, "courage"), obj_id(game, "growth")
    assert any(label.startswith("cast ") and label.endswith(f"#{courage}") for label in labels)
    assert not any(label.startswith("cast ") and label.endswith(f"#{growth}")
                   for label in labels)


def test_601_2g_a_shared_plan_is_a_copy(board) -> None:
    """Two Savannah Lions ({W}) and one Plains: each is offered (the plans of {W} found
    once), and changing the plans one answer returned changes no later answer."""
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.mana.sources import asked_once

    game = board("""
        name: two lions
        battlefield: [{card: Plains, as: p}]
        hand: {Alice: [{card: Savannah Lions, as: a}, {card: Savannah Lions, as: b}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    labels = [str(a) for a in game.legal_actions()]
    for alias in ("a", "b"):
        assert f"cast Savannah Lions#{obj_id(game, alias)}" in labels
    cost = ManaCost.of("{W}")
    with asked_once():
        first = plan.plans(game, 0, cost)
        assert first == [[obj_id(game, "p")]]
        first[0].append(999)
        first.append([])
        assert plan.plans(game, 0, cost) == [[obj_id(game, "p")]]
