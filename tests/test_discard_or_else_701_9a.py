"""701.9a / 608.2c / 609.3: "each opponent discards a card. For each opponent who can't,
<effect>." (Cruel Grimnarch, Refurbished Familiar): an opponent with an empty hand can't
discard; the effect happens once for each such opponent, after the discards."""

from __future__ import annotations


def test_701_9a_609_3_one_opponent_with_an_empty_hand(solve) -> None:
    """Bob discards his only card; Carol's hand is empty: Alice gains 4 life once."""
    out = solve("""
    name: Cruel Grimnarch, three players
    players: [Alice, Bob, Carol]
    hand: {Bob: [Grizzly Bears]}
    actions:
      - {enter: {card: Cruel Grimnarch}}
    expect:
      Grizzly Bears: {zone: graveyard, owner: Bob}
      player Alice: {life: 24}
    """)
    assert out.passed, out.failures


def test_701_9a_every_opponent_discards_nothing_more(solve) -> None:
    """Bob and Carol both have a card: both discard it and Alice gains nothing."""
    out = solve("""
    name: Cruel Grimnarch, everyone discards
    players: [Alice, Bob, Carol]
    hand: {Bob: [Grizzly Bears], Carol: [Hill Giant]}
    actions:
      - {enter: {card: Cruel Grimnarch}}
    expect:
      Grizzly Bears: {zone: graveyard}
      Hill Giant: {zone: graveyard}
      player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2c_refurbished_familiar_draws_for_each_opponent_who_cant(solve) -> None:
    """Neither opponent has a card: Alice draws two cards (one for each)."""
    out = solve("""
    name: Refurbished Familiar, two empty hands
    players: [Alice, Bob, Carol]
    library: {Alice: [Island, Forest, Plains]}
    actions:
      - {enter: {card: Refurbished Familiar}}
    expect:
      player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures
