"""603.2c, 404.2: "Whenever one or more creature cards are put into your graveyard from your
library, ..." triggers once for the cards put there at once (one instruction), if one of
them is such a card you own."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def test_603_2c_sidisi_mills_two_creature_cards_one_zombie(solve) -> None:
    """Alice casts Sidisi, Brood Tyrant: it mills three cards (Grizzly Bears, Hill Giant,
    Forest) at once: one trigger, one 2/2 Zombie."""
    out = solve("""
        name: sidisi
        hand: {Alice: ["Sidisi, Brood Tyrant"]}
        library: {Alice: [Grizzly Bears, Hill Giant, Forest, Island], Bob: [Island]}
        actions:
          - {cast: "Sidisi, Brood Tyrant"}
        expect:
          Zombie Token: {count: 1, controller: Alice, power: 2, toughness: 2}
          Hill Giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_404_2_another_players_library_doesnt_count(solve) -> None:
    """Alice's Sidisi is on the battlefield; she casts Thought Scour on Bob: two of his
    creature cards go to his graveyard, not hers: no Zombie. On herself: a Zombie."""
    board = """
        name: sidisi scour
        battlefield: ["Sidisi, Brood Tyrant"]
        hand: {Alice: [Thought Scour]}
        library: {Alice: [Grizzly Bears, Hill Giant, Island],
                  Bob: [Grizzly Bears, Hill Giant, Island]}
        actions:
          - {cast: Thought Scour, targets: [WHO]}
    """
    out = solve(board.replace("WHO", "Bob") + """
        expect:
          Zombie Token: {count: 0}
    """)
    assert out.passed, out.failures
    out = solve(board.replace("WHO", "Alice") + """
        expect:
          Zombie Token: {count: 1}
    """, name="alice.yaml")
    assert out.passed, out.failures


def test_603_2c_no_creature_card_no_trigger(solve) -> None:
    """Sidisi mills three lands: no Zombie."""
    out = solve("""
        name: sidisi lands
        hand: {Alice: ["Sidisi, Brood Tyrant"]}
        library: {Alice: [Forest, Forest, Forest, Island], Bob: [Island]}
        actions:
          - {cast: "Sidisi, Brood Tyrant"}
        expect:
          Zombie Token: {count: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "them" (the cards): not read with this trigger
    "Whenever one or more land cards are put into your graveyard from your library, put them "
    "onto the battlefield tapped.",
])
def test_603_2c_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Hedge Shredder") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)
