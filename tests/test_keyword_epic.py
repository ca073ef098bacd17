"""702.50 epic: as the spell resolves, its controller can't cast spells for the rest of the
game, and at the beginning of each of their upkeeps the spell is copied without its epic
ability (707.10, 707.9b). Played through the real engine."""

from __future__ import annotations

from arbiter.compiler.keywords.keywords import parse_keyword_line


def test_702_50a_epic_copies_the_spell_each_upkeep(solve) -> None:
    """Endless Swarm ("Create a 1/1 green Snake creature token for each card in your hand.
    Epic") with Island, Forest and Lightning Bolt in hand: three Snakes; Alice can't cast the
    Bolt afterwards (702.50a-b); at her next upkeep a copy makes three more, and at the one
    after (with the two cards she drew) five more."""
    out = solve("""
        name: epic
        hand: {Alice: [Endless Swarm, Island, Forest, Lightning Bolt]}
        library: {Alice: [Plains, Swamp, Mountain], Bob: [Island, Island, Island]}
        actions:
          - {cast: Endless Swarm}
          - {cast: Lightning Bolt, targets: [Bob], refused: "can't cast spells"}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    game = out.game
    snakes = [o for o in game.state.battlefield() if game.name_of(o).startswith("Snake")]
    assert len(snakes) == 6
    out = solve("""
        name: epic twice
        hand: {Alice: [Endless Swarm, Island, Forest, Lightning Bolt]}
        library: {Alice: [Plains, Swamp, Mountain], Bob: [Island, Island, Island]}
        actions:
          - {cast: Endless Swarm}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: draw}}
    """, name="twice.yaml")
    assert out.passed, out.failures
    game = out.game
    snakes = [o for o in game.state.battlefield() if game.name_of(o).startswith("Snake")]
    assert len(snakes) == 3 + 3 + 4  # the draw of turn 3 made four cards in hand


def test_702_50b_other_players_still_cast_spells(solve) -> None:
    """Only the epic spell's controller is stopped: Bob still casts Lightning Bolt."""
    out = solve("""
        name: epic bob
        hand: {Alice: [Endless Swarm], Bob: [Lightning Bolt]}
        actions:
          - {cast: Endless Swarm}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_702_50a_epic_keyword_read() -> None:
    found = parse_keyword_line("Epic (For the rest of the game, you can't cast spells. At the "
                               "beginning of each of your upkeeps, copy this spell except for "
                               "its epic ability.)")
    assert found is not None and found[0].keyword == "epic"
