"""119, 102.2, 401.1, 608.2c: "Then if you have more life than an opponent, ..." and "Then
if your library has no cards in it, you win the game." checked as the effect gets there."""

from __future__ import annotations

import pytest
from conftest import obj_id


@pytest.mark.parametrize(("bob_life", "giants"), [(20, 1), (40, 0)])
def test_119_feudkillers_verdict_giant_only_with_more_life(solve, bob_life: int,
                                                          giants: int) -> None:
    """Feudkiller's Verdict: Alice gains 10 (30); a 5/5 Giant if she now has more life than
    an opponent: against Bob at 20 she does, at 40 she doesn't."""
    out = solve(f"""
        name: verdict
        hand: {{Alice: [Feudkiller's Verdict]}}
        actions:
          - {{set: {{player: Bob, life: {bob_life}}}}}
          - {{cast: Feudkiller's Verdict}}
        expect:
          player Alice: {{life: 30}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len([o for o in game.state.battlefield()
                if game.name_of(o) == "Giant Warrior Token"]) == giants


@pytest.mark.parametrize(("library", "wins"), [("[Island]", True), ("[Island, Island]", False)])
def test_401_1_doctor_doom_wins_with_an_empty_library(solve, library: str, wins: bool) -> None:
    """Doctor Doom, Unrivaled: '{T}: You draw a card and lose 1 life. Then if your library has
    no cards in it, you win the game.' With one card left, Alice draws it and wins."""
    out = solve(f"""
        name: doom
        battlefield: [{{card: "Doctor Doom, Unrivaled", as: doom}}]
        library: {{Alice: {library}, Bob: [Island]}}
        actions:
          - {{activate: {{card: doom, ability: 2}}}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert (game.is_over and game.winner == 0) == wins


@pytest.mark.parametrize(("bob", "tokens"), [("", 1), (", {card: Craw Wurm, controller: Bob}",
                                                      0)])
def test_208_1_eomer_token_only_with_the_greatest_power(solve, bob: str, tokens: int) -> None:
    """Éomer of the Riddermark (5/4) attacks: with the greatest power on the battlefield
    Alice gets a Human Soldier; against Bob's 6/4 Craw Wurm she doesn't."""
    out = solve(f"""
        name: eomer
        battlefield: [{{card: "Éomer of the Riddermark", as: eomer}}{bob}]
        actions:
          - {{attack: [eomer]}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.chars(obj_id(game, "eomer")).power == 5
    assert len([o for o in game.state.battlefield()
                if game.name_of(o) == "Human Soldier Token"]) == tokens
