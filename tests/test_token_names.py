"""111.4: a token whose name the effect creating it doesn't specify is named for its subtypes
plus the word "Token"; 111.10: the predefined tokens (Clue, Treasure, Food, Blood)."""

from __future__ import annotations


def test_111_4_an_investigate_clue_is_named_clue_token(solve) -> None:
    """Alice casts Thraben Inspector ("When this creature enters, investigate.", 701.16)
    and the Clue she makes is named "Clue Token"; its subtype is Clue."""
    out = solve("""
        name: clue token name
        hand: {Alice: [Thraben Inspector]}
        actions:
          - {cast: Thraben Inspector}
        expect:
          Clue Token: {count: 1, subtypes: [Clue], types: [Artifact]}
    """)
    assert out.passed, out.failures


def test_111_4_a_treasure_is_named_treasure_token(solve) -> None:
    out = solve("""
        name: treasure token name
        battlefield: [{token: Treasure, as: t}]
        expect:
          t: {name: Treasure Token, subtypes: [Treasure]}
    """)
    assert out.passed, out.failures
