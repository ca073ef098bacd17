"""702.65 aura swap: "[Cost]: You may exchange this permanent with an Aura card in your
hand." If either half of the exchange can't be completed, the ability has no effect
(702.65b). Activated through the real engine (602) and resolved: the Aura permanent goes to
the hand and the Aura card becomes attached to what it was attached to (701.12e)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line


def test_702_65a_aura_swap_exchanges_with_an_aura_card_in_hand(solve) -> None:
    """Arcanum Wings on Grizzly Bears (flying); swapped for Holy Strength (+1/+2): the Wings
    are in Alice's hand, the Bears are a 3/4 without flying."""
    out = solve("""
        name: aura swap
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Arcanum Wings, as: wings, attached_to: bears}
        hand: {Alice: [{card: Holy Strength, as: strength}]}
        actions:
          - {activate: {card: wings, ability: aura swap}, choices: {aura_swap: strength}}
        expect:
          wings: {zone: hand}
          strength: {zone: battlefield, attached_to: bears}
          bears: {power: 3, toughness: 4, lacks: [Flying]}
    """)
    assert out.passed, out.failures


def test_702_65b_no_aura_card_that_can_enchant_it_no_effect(solve) -> None:
    """Only Utopia Sprawl (enchant Forest) in hand: it can't enchant the Bears, so the
    exchange can't be completed and nothing happens."""
    out = solve("""
        name: aura swap impossible
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Arcanum Wings, as: wings, attached_to: bears}
        hand: {Alice: [{card: Utopia Sprawl, as: sprawl}]}
        actions:
          - {activate: {card: wings, ability: aura swap}}
        expect:
          wings: {zone: battlefield, attached_to: bears}
          sprawl: {zone: hand}
          bears: {has: [Flying]}
    """)
    assert out.passed, out.failures


def test_702_65a_the_exchange_is_optional(solve) -> None:
    out = solve("""
        name: aura swap declined
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Arcanum Wings, as: wings, attached_to: bears}
        hand: {Alice: [{card: Holy Strength, as: strength}]}
        actions:
          - {activate: {card: wings, ability: aura swap}, choices: {aura_swap: don't exchange}}
        expect:
          wings: {zone: battlefield, attached_to: bears}
          strength: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,read", [
    ("Aura swap {2}{U} ({2}{U}: Exchange this Aura with an Aura card in your hand.)",
     True),  # Arcanum Wings
    ("Aura swap {X}", False),
])
def test_702_65a_aura_swap_keyword_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
    if read:
        (kw,) = parse_keyword_line(line)
        assert kw.keyword == "aura swap" and enforced(kw)
