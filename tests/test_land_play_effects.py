"""305.2 / 101.2: effects on land plays, played through the real engine: "Each player may play
an additional land on each of their turns." (Rites of Flourishing: every player two lands a
turn) and "Players can't play lands." / "You can't play lands." (Territorial Dispute,
Aggressive Mining: "can't" beats the permission of 305.2)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_305_2_101_2_lines() -> None:
    for name, line in [("Rites of Flourishing", "Each player may play an additional land on "
                        "each of their turns."),
                       ("Territorial Dispute", "Players can't play lands."),
                       ("Aggressive Mining", "You can't play lands.")]:
        (ab,) = compile_line(line, name)
        assert isinstance(ab, StaticAbility)
    # a condition on the whole board, and a ban joined to a spell ban: not read
    for name, line in [("Limited Resources", "Players can't play lands as long as ten or more "
                        "lands are on the battlefield."),
                       ("Experimental Frenzy", "You can't play lands or cast spells from your "
                        "hand.")]:
        (ab,) = compile_line(line, name)
        assert isinstance(ab, UnsupportedAbility)


def test_305_2_rites_of_flourishing_each_player_two_lands(solve) -> None:
    """Alice's Rites of Flourishing: Alice plays two lands, not a third; in his turn Bob plays
    two lands as well."""
    out = solve("""
        name: rites of flourishing
        battlefield:
          - {card: Rites of Flourishing, controller: Alice}
        hand: {Alice: [Forest, Forest, Forest], Bob: [Island, Island, Island]}
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {play: Forest}
          - {play: Forest}
          - {play: Forest, refused: "2 lands"}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {play: Island}
          - {play: Island}
          - {play: Island, refused: "2 lands"}
        expect:
          Forest: {count: 2}
          Island: {count: 2}
    """)
    assert out.passed, out.failures


def test_101_2_territorial_dispute_no_land_plays(solve) -> None:
    """Bob's Territorial Dispute: Alice can't play a Forest; once it leaves the battlefield,
    she can."""
    out = solve("""
        name: territorial dispute
        battlefield:
          - {card: Territorial Dispute, controller: Bob, as: dispute}
        hand: {Alice: [Forest]}
        actions:
          - {play: Forest, refused: "can't play lands (101.2)"}
          - {move: {card: dispute, to: graveyard}}
          - {play: Forest}
        expect:
          Forest: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_101_2_aggressive_mining_only_its_controller(solve) -> None:
    """Alice's Aggressive Mining: Alice can't play a Forest; Bob plays an Island in his
    turn."""
    out = solve("""
        name: aggressive mining
        battlefield:
          - {card: Aggressive Mining, controller: Alice}
        hand: {Alice: [Forest], Bob: [Island]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        actions:
          - {play: Forest, refused: "can't play lands"}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {play: Island}
        expect:
          Forest: {zone: hand}
          Island: {zone: battlefield}
    """)
    assert out.passed, out.failures
