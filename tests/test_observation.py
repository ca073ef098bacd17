"""Issue 17 item 2: an observation shows what its player may know (400.2 hidden zones, 708.5
face-down permanents) and nothing else; a determinized clone differs from the true game in
exactly the hidden parts (an opponent's hand and library contents, the player's own library
order, the generator) and plays on."""

from __future__ import annotations

import json
import random

import pytest

from arbiter.decks import load_deck
from arbiter.engine.game import Game

DECKS = [load_deck("green-stompy"), load_deck("white-weenie")]


def _game(catalog, actions: int = 60) -> Game:
    game = Game.new(DECKS, seed=9, catalog=catalog, max_turns=10)
    r = random.Random(2)
    for _ in range(actions):
        game.apply(r.choice(game.legal_actions()))
    return game


def test_400_2_an_observation_holds_no_hidden_card(catalog) -> None:
    game = _game(catalog)
    obs = game.observation(0)
    text = json.dumps(obs)
    state = game.state
    for oid in state.zone_list("hand", 1) + state.zone_list("library", 1) + state.zone_list(
            "library", 0):
        assert f'"id": {oid},' not in text  # no object of a hidden zone, not even its id
    assert [c["id"] for c in obs["hand"]] == state.zone_list("hand", 0)
    assert obs["players"][1]["hand_size"] == len(state.zone_list("hand", 1))
    assert obs["players"][0]["library_size"] == len(state.zone_list("library", 0))
    assert "rng" not in text and "seed" not in text


def test_708_5_a_face_down_permanent_is_hidden_from_the_opponent_only(catalog) -> None:
    game = _game(catalog, 0)
    card = game.state.zone_list("hand", 1)[0]
    moved = game.move(card, "battlefield")
    assert moved is not None
    moved.face_down = "manifest"
    game.state.touch()
    theirs = next(p for p in game.observation(0)["battlefield"] if p["id"] == moved.id)
    mine = next(p for p in game.observation(1)["battlefield"] if p["id"] == moved.id)
    assert "card" not in theirs and not theirs["name"] and theirs["face_down"] == "manifest"
    assert mine["card"] == moved.card
    assert (theirs["power"], theirs["toughness"]) == (2, 2)  # 708.2a


def test_determinized_clone_differs_only_in_what_the_player_cant_see(catalog) -> None:
    game = _game(catalog)
    true = game.state
    copy = game.clone(determinize=0, seed=5).state
    assert copy.rng != true.rng
    for p in (0, 1):
        for zone in ("hand", "library", "graveyard"):
            assert copy.zone_list(zone, p) == true.zone_list(zone, p)  # same objects, sizes
    def cards(state, p, zone):
        return [state.objects[o].card for o in state.zone_list(zone, p)]
    assert cards(copy, 0, "hand") == cards(true, 0, "hand")  # Alice's own hand is known
    assert sorted(cards(copy, 0, "library")) == sorted(cards(true, 0, "library"))
    bob_true = sorted(cards(true, 1, "hand") + cards(true, 1, "library"))
    assert sorted(cards(copy, 1, "hand") + cards(copy, 1, "library")) == bob_true
    assert cards(copy, 1, "hand") + cards(copy, 1, "library") != \
        cards(true, 1, "hand") + cards(true, 1, "library")
    for oid in true.battlefield():
        assert copy.objects[oid].card == true.objects[oid].card  # public: unchanged
    assert game.observation(0) == game.clone(determinize=0, seed=5).observation(0)


def test_a_determinized_clone_plays_on_and_leaves_the_game_alone(catalog) -> None:
    game = _game(catalog)
    before = game.to_json()
    copy = game.clone(determinize=1, seed=3)
    r = random.Random(0)
    for _ in range(40):
        actions = copy.legal_actions()
        if not actions:
            break
        copy.apply(r.choice(actions))
    assert game.to_json() == before


def test_no_such_player_is_refused(catalog) -> None:
    game = _game(catalog, 0)
    with pytest.raises(ValueError, match="no player 2"):
        game.observation(2)
    with pytest.raises(ValueError, match="no player 5"):
        game.clone(determinize=5)


def test_708_5_a_determinized_clone_resamples_an_opponents_face_down_morph(solve) -> None:
    """Issue 17 / 708.5: Bob's face-down creature is hidden from Alice; a clone determinized
    for Alice deals it among Bob's hidden cards, always a card with morph (it was cast face
    down for its morph cost, 702.37c). Alice's own face-down creature, which she may look at,
    stays what it is; determinized for Bob, his own stays."""
    out = solve("""
        name: face-down resampling
        battlefield:
          - {card: Zombie Cutthroat, face_down: morph, as: mine}
          - {card: "Akroma, Angel of Fury", controller: Bob, face_down: morph, as: theirs}
        hand: {Bob: [Exalted Angel, Grizzly Bears, Fathom Seer, Savannah Lions]}
        library: {Alice: [Island, Island], Bob: [Whipcorder, Forest, Forest]}
    """)
    game = out.game
    mine = next(o.id for o in game.state.objects.values() if o.alias == "mine")
    theirs = next(o.id for o in game.state.objects.values() if o.alias == "theirs")
    seen = set()
    for seed in range(30):
        copy = game.clone(determinize=0, seed=seed)
        assert copy.state.objects[mine].card == "Zombie Cutthroat"
        card = copy.state.objects[theirs].card
        seen.add(card)
        record = game.catalog.record(card)
        assert any(getattr(a, "keyword", None) in ("morph", "megamorph")
                   for a in game.catalog.abilities(record.name, 0)), card
        assert copy.state.objects[theirs].face_down == "morph"
    assert len(seen) > 1  # Akroma, Exalted Angel, Fathom Seer, Whipcorder have morph
    for seed in range(5):
        assert game.clone(determinize=1, seed=seed).state.objects[theirs].card == \
            "Akroma, Angel of Fury"
