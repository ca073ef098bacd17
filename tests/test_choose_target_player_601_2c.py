"""601.2c / 115.1 / 608.2b: "Choose target opponent." as a sentence of its own names a target
player whom a later "that player" refers to: Curious Herd's "Create X 3/3 green Beast creature
tokens, where X is the number of artifacts that player controls." counts the target's."""

from __future__ import annotations


def test_601_2c_curious_herd_counts_the_chosen_opponents_artifacts(solve) -> None:
    """Bob (the target) controls two artifacts, Carol one: Alice creates two Beasts."""
    out = solve("""
    name: Curious Herd, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Ornithopter, controller: Bob}
      - {card: Mind Stone, controller: Bob}
      - {card: Ornithopter, controller: Carol}
    hand: {Alice: [Curious Herd]}
    actions:
      - {cast: Curious Herd, targets: [Bob]}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    beasts = [o for o in game.state.battlefield() if game.name_of(o) == "Beast Token"]
    assert len(beasts) == 2 and all(game.controller_of(o) == 0 for o in beasts)
