"""402.3, 701.20b: "Your opponents play with their hands revealed." (Telepathy) and "Players
play with their hands revealed." (Revelation); 401.5: "Players play with the top card of
their libraries revealed." (Lantern of Insight). What each player may know (the observation)
shows such a hand or top card, and a clone determinized for a player keeps it."""

from __future__ import annotations

ALICE, BOB = 0, 1


def _game(solve, permanent: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: revealed
        battlefield: [{{card: {permanent}}}]
        hand: {{Alice: [Opt, Shock], Bob: [Grizzly Bears, Lightning Bolt, Island]}}
        library: {{Alice: [Plains, Forest, Swamp], Bob: [Mountain, Savannah Lions, Giant
          Growth, Forest, Island, Swamp]}}
    """)
    assert out.passed, out.failures
    return out.game


def _hand(obs, player: int) -> list[str] | None:  # type: ignore[no-untyped-def]
    hand = obs["players"][player].get("hand")
    return None if hand is None else sorted(c["name"] for c in hand)


def test_402_3_telepathy_reveals_only_the_opponents_hands(solve) -> None:
    """Alice's Telepathy: Alice sees Bob's hand; Bob doesn't see Alice's."""
    game = _game(solve, "Telepathy")
    assert _hand(game.observation(ALICE), BOB) == ["Grizzly Bears", "Island", "Lightning Bolt"]
    assert _hand(game.observation(BOB), ALICE) is None


def test_402_3_without_such_an_effect_a_hand_stays_hidden(solve) -> None:
    game = _game(solve, "Grizzly Bears")
    assert _hand(game.observation(ALICE), BOB) is None


def test_402_3_revelation_reveals_every_hand(solve) -> None:
    game = _game(solve, "Revelation")
    assert _hand(game.observation(ALICE), BOB) == ["Grizzly Bears", "Island", "Lightning Bolt"]
    assert _hand(game.observation(BOB), ALICE) == ["Opt", "Shock"]


def test_402_3_a_determinized_clone_keeps_a_revealed_hand(solve) -> None:
    """Determinized for Alice, Bob's revealed hand stays the same cards; his library (hidden)
    is dealt again among its own cards."""
    game = _game(solve, "Telepathy")
    hand = game.state.zone_list("hand", BOB)
    before = [game.state.objects[o].card for o in hand]
    for seed in range(10):
        copy = game.clone(determinize=ALICE, seed=seed)
        assert [copy.state.objects[o].card for o in hand] == before


def test_401_5_lantern_of_insight_reveals_every_players_top_card(solve) -> None:
    game = _game(solve, "Lantern of Insight")
    assert game.observation(ALICE)["players"][BOB]["library_top"]["name"] == "Mountain"
    assert game.observation(BOB)["players"][ALICE]["library_top"]["name"] == "Plains"
