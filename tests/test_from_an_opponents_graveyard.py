"""115.1, 102.2, 400.3: "target card from an opponent's graveyard" (one target: a card an
opponent owns in a graveyard) and "Return ... to their hand" after it (the owner's hand):
Forcemage Advocate. 601.2c: several targets "from an opponent's graveyard" must all be in one
opponent's graveyard, which isn't read: Nullmage Advocate stays unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility

_BOARD = """
    name: forcemage advocate
    battlefield:
      - {card: Forcemage Advocate, as: mage}
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}], Bob: [{card: Hill Giant, as: giant}]}
    actions:
      - {activate: {card: mage, ability: "{T}", targets: [%s, mage]}%s}
    expect:
      %s
"""


def test_400_3_forcemage_advocate_returns_bobs_card_to_bobs_hand(solve) -> None:
    out = solve(_BOARD % ("giant", "", "giant: {zone: hand, owner: Bob}\n"
                          "      mage: {counters: {+1/+1: 1}}"))
    assert out.passed, out.failures


def test_102_2_alices_own_graveyard_card_isnt_a_legal_target(solve) -> None:
    out = solve(_BOARD % ("bears", ', refused: "legal"', "bears: {zone: graveyard}"))
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "{T}: Return two target cards from an opponent's graveyard to their hand. Destroy target "
    "artifact or enchantment.",
    "{T}: Exile up to two target cards from an opponent's graveyard.",
])
def test_601_2c_several_targets_from_an_opponents_graveyard_stay_unread(line: str) -> None:
    (a,) = compile_line(line, "Advocate")
    assert isinstance(a, UnsupportedAbility)
