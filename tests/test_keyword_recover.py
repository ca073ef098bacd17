"""702.59 recover: "When a creature is put into your graveyard from the battlefield, you may
pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile
this card." A triggered ability that functions only in a graveyard (113.6m), run by the 603
machinery; the cost paid with real mana as it resolves (118.12)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.keywords import parse_keyword_line


def test_702_59a_recover_paid_returns_the_card_to_hand(solve) -> None:
    """Alice's Grizzly Bears dies; Sun's Bounty in her graveyard triggers; she pays {1}{W}
    with her two Plains and it returns to her hand."""
    out = solve("""
        name: recover paid
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Plains, as: p1}
          - {card: Plains, as: p2}
        graveyard: {Alice: [{card: Sun's Bounty, as: bounty}]}
        actions:
          - {move: {card: bears, to: graveyard}, choices: {pay: true}}
        expect:
          bounty: {zone: hand}
          p1: {tapped: true}
          p2: {tapped: true}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("lands,pay", [
    ("[{card: Plains}, {card: Plains}]", "false"),  # declined
    ("[{card: Plains, tapped: true}]", "true"),  # 118.3: can't pay
])
def test_702_59a_recover_not_paid_exiles_the_card(solve, lands: str, pay: str) -> None:
    out = solve(f"""
        name: recover not paid
        battlefield: {lands}
        extra: []
        graveyard: {{Alice: [{{card: Sun's Bounty, as: bounty}}]}}
        actions:
          - {{enter: {{card: Grizzly Bears, as: bears}}}}
          - {{move: {{card: bears, to: graveyard}}, choices: {{pay: {pay}}}}}
        expect:
          bounty: {{zone: exile}}
    """.replace("        extra: []\n", ""))
    assert out.passed, out.failures


def test_702_59a_only_a_creature_put_into_your_graveyard(solve) -> None:
    """Bob's Hill Giant dies (into Bob's graveyard), and Alice's Plains is put into her
    graveyard (not a creature): no trigger; Sun's Bounty stays."""
    out = solve("""
        name: recover no trigger
        battlefield:
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Plains, as: p1}
          - {card: Plains, as: p2}
        graveyard: {Alice: [{card: Sun's Bounty, as: bounty}]}
        actions:
          - {move: {card: giant, to: graveyard}}
          - {move: {card: p1, to: graveyard}}
        expect:
          bounty: {zone: graveyard}
          p2: {tapped: false}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_702_59a_recover_works_only_from_the_graveyard(solve) -> None:
    """Sun's Bounty in Alice's hand: her creature dying does nothing."""
    out = solve("""
        name: recover in hand
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Plains}
          - {card: Plains}
        hand: {Alice: [{card: Sun's Bounty, as: bounty}]}
        actions:
          - {move: {card: bears, to: graveyard}, choices: {pay: true}}
        expect:
          bounty: {zone: hand}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


@pytest.mark.parametrize("line,read", [
    ("Recover {1}{W} (When a creature is put into your graveyard from the battlefield, you "
     "may pay {1}{W}. If you do, return this card from your graveyard to your hand. "
     "Otherwise, exile this card.)", True),  # Sun's Bounty
    ("Recover {2}{U}{U}", True),  # Controvert
    ("Recover\u2014Pay half your life, rounded up.", False),  # Garza's Assassin
])
def test_702_59a_recover_keyword_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
