"""702.29b, 702.29f: "card with cycling": a card has its cycling ability in every zone, and
typecycling is cycling. Vile Manifestation: "This creature gets +1/+0 for each card with
cycling in your graveyard."; Sacred Excavation's "target cards with cycling"."""

from __future__ import annotations

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts


def test_702_29_cards_with_cycling_are_read() -> None:
    for name in ("Vile Manifestation", "Sacred Excavation"):
        assert not [u for a in Catalog().abilities(name, 0) for u in unread_parts(a)], name


def test_702_29f_vile_manifestation_counts_cycling_and_typecycling_cards(solve) -> None:
    """Alice's graveyard: Miscalculation (cycling), Twisted Abomination (swampcycling, 702.29f)
    and Grizzly Bears (neither); Bob's Miscalculation is in his own graveyard. 0/4 + 2/0."""
    out = solve("""
        name: vile manifestation
        battlefield: [{card: Vile Manifestation, as: vile}]
        graveyard:
          Alice: [Miscalculation, Twisted Abomination, Grizzly Bears]
          Bob: [Miscalculation]
        expect:
          vile: {power: 2, toughness: 4}
    """)
    assert out.passed, out.failures
