"""701.20a / 404.1 / 406.2: "Target opponent reveals their hand. You choose a nonland card from
that player's graveyard or hand and exile it." (Memory Leak) and "... You choose a nonland
card from it or a card from their graveyard. Exile that card." (Agonizing Remorse: any card of
the graveyard, a land too): the caster may take the card from either zone."""

from __future__ import annotations


def test_404_1_memory_leak_exiles_a_card_from_the_graveyard(solve) -> None:
    """Alice chooses the Lightning Bolt in Bob's graveyard: it is exiled; his hand stays."""
    out = solve("""
    name: Memory Leak, from the graveyard
    hand: {Alice: [Memory Leak], Bob: [Grizzly Bears]}
    graveyard: {Bob: [Lightning Bolt]}
    actions:
      - {cast: Memory Leak, targets: [Bob]}
    choices: [Lightning Bolt]
    expect:
      Lightning Bolt: {zone: exile}
      Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_701_20a_memory_leak_exiles_a_card_from_the_hand(solve) -> None:
    out = solve("""
    name: Memory Leak, from the hand
    hand: {Alice: [Memory Leak], Bob: [Grizzly Bears]}
    graveyard: {Bob: [Lightning Bolt]}
    actions:
      - {cast: Memory Leak, targets: [Bob]}
    choices: [Grizzly Bears]
    expect:
      Grizzly Bears: {zone: exile}
      Lightning Bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_404_1_agonizing_remorse_any_card_of_the_graveyard(solve) -> None:
    """A land card in Bob's graveyard may be chosen (any card there), and Alice loses 1."""
    out = solve("""
    name: Agonizing Remorse, a land from the graveyard
    hand: {Alice: [Agonizing Remorse], Bob: [Grizzly Bears]}
    graveyard: {Bob: [Forest]}
    actions:
      - {cast: Agonizing Remorse, targets: [Bob]}
    choices: [Forest]
    expect:
      Forest: {zone: exile}
      Grizzly Bears: {zone: hand}
      player Alice: {life: 19}
    """)
    assert out.passed, out.failures


def test_701_20a_agonizing_remorse_a_land_in_hand_is_no_option(solve) -> None:
    """Bob's hand holds a Forest and Grizzly Bears, his graveyard nothing: the bear is the one
    card Alice may choose (a land in the hand isn't), so it is exiled and the Forest stays."""
    out = solve("""
    name: Agonizing Remorse, a land in hand
    hand: {Alice: [Agonizing Remorse], Bob: [Forest, Grizzly Bears]}
    actions:
      - {cast: Agonizing Remorse, targets: [Bob]}
    expect:
      Grizzly Bears: {zone: exile}
      Forest: {zone: hand}
    """)
    assert out.passed, out.failures
