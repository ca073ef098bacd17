"""607.2a: "the number of creature cards exiled with ~" counts only the cards the object's own
linked ability exiled that are still in exile; 608.2c: "You may exile a creature card from your
graveyard. If you do, ..." (the card chosen as the ability resolves, 608.2d) goes on only if a
card was exiled. Played with Creeping Inn (Hostile Hostel's back face) attacking."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.linked_exile import ExiledWithSource
from arbiter.rules.structure import nodes

_INN = """\
    battlefield: [{card: Hostile Hostel, transformed: true, as: inn}]
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
    exile: {Alice: [{card: Hill Giant, as: giant}]}
"""


def test_607_2a_only_cards_exiled_with_it_count(solve) -> None:
    """Hill Giant was already in exile (not exiled with Creeping Inn): attacking and exiling
    Grizzly Bears makes X = 1; Bob then takes 3 combat damage."""
    out = solve("    name: inn x\n" + _INN + """\
    actions:
      - {attack: [inn], choices: {may: true}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      bears: {zone: exile}
      player Bob: {life: 16}
      player Alice: {life: 21}
    """)
    assert out.passed, out.failures


def test_608_2c_declining_the_exile_skips_if_you_do(solve) -> None:
    """Alice declines to exile: no card leaves her graveyard and nobody's life changes but
    for combat damage."""
    out = solve("    name: inn declined\n" + _INN + """\
    actions:
      - {attack: [inn], choices: {may: false}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      bears: {zone: graveyard}
      player Bob: {life: 17}
      player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2c_nothing_to_exile_means_you_didnt(solve) -> None:
    """An empty graveyard: Alice says yes but exiles nothing, so "if you do" doesn't happen
    (608.2c)."""
    out = solve("""
    name: inn empty graveyard
    battlefield: [{card: Hostile Hostel, transformed: true, as: inn}]
    actions:
      - {attack: [inn], choices: {may: true}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      player Bob: {life: 17}
      player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_607_2a_a_card_that_left_exile_no_longer_counts(solve) -> None:
    """Creeping Inn exiled Grizzly Bears on a first attack; the Bears return to Alice's hand
    (a new object, 400.7). On the next attack it exiles Hill Giant: X = 1, not 2."""
    out = solve("""
    name: inn left exile
    battlefield: [{card: Hostile Hostel, transformed: true, as: inn}]
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant}]}
    library: {Alice: [Opt, Opt], Bob: [Opt, Opt]}
    actions:
      - {attack: [inn], choices: {may: true, choose_object: bears}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
      - {move: {card: bears, to: hand}}
      - {pass: next_turn}
      - {pass: next_turn}
      - {attack: [inn], choices: {may: true}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      giant: {zone: exile}
      player Bob: {life: 12}
      player Alice: {life: 22}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # Creeping Inn
    "Whenever this creature attacks, you may exile a creature card from your graveyard. If "
    "you do, each opponent loses X life and you gain X life, where X is the number of "
    "creature cards exiled with this creature.",
    # Skull Skaab's kin: real lines with "you may exile a ... card from your graveyard. If you do"
    "When this creature enters, you may exile a creature card from your graveyard. If you do, "
    "exile target artifact or enchantment an opponent controls.",
    "When this creature enters, you may exile a creature card from your graveyard. If you do, "
    "return target artifact or enchantment card from your graveyard to your hand.",
    "At the beginning of your upkeep, you may exile a land card from your graveyard. If you "
    "do, put a +1/+1 counter on target creature.",
])
def test_607_2a_608_2c_oracle_lines_read(line: str) -> None:
    abilities = compile_text(line, "Test Card")
    assert abilities is not None and len(abilities) == 1
    assert isinstance(abilities[0], TriggeredAbility)


def test_607_2a_the_count_is_of_cards_exiled_with_it() -> None:
    line = ("Whenever this creature attacks, you may exile a creature card from your "
            "graveyard. If you do, each opponent loses X life and you gain X life, where X is "
            "the number of creature cards exiled with this creature.")
    abilities = compile_text(line, "Creeping Inn")
    assert abilities is not None
    assert sum(isinstance(n, ExiledWithSource) for n in nodes(abilities)) == 2
