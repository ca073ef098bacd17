"""603.2, 508.1a, 608.2c: "Whenever enchanted player is attacked, <effect>. Each opponent
attacking that player does the same." (Curse of Vitality, Curse of Opulence): it triggers
once when creatures are declared attacking the enchanted player; the Curse's controller
does the effect, then each of their opponents attacking that player does it too."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility

_BOARD = """
    players: [Alice, Bob, Carol]
    battlefield:
      - {{card: {curse}, controller: {owner}, attached_to: Carol}}
      - {{card: Grizzly Bears, as: bears}}
      - {{card: Savannah Lions, as: lions}}
"""


def test_603_2_curse_of_vitality_the_attacking_opponent_does_the_same(solve) -> None:
    """Bob's Curse of Vitality enchants Carol; Alice attacks Carol with two creatures: one
    trigger; Bob gains 2 life and Alice, an opponent of Bob attacking Carol, gains 2."""
    out = solve(_BOARD.format(curse="Curse of Vitality", owner="Bob") + """
    name: vitality
    actions:
      - {attack: {bears: Carol, lions: Carol}}
    expect:
      player Alice: {life: 22}
      player Bob: {life: 22}
      player Carol: {life: 20}
    """)
    assert out.passed, out.failures


def test_603_2_curse_of_vitality_its_controller_attacking(solve) -> None:
    """Alice's own Curse on Carol: Alice attacks Carol; she gains 2 life once (she isn't
    her own opponent), nobody else gains life."""
    out = solve(_BOARD.format(curse="Curse of Vitality", owner="Alice") + """
    name: vitality own
    actions:
      - {attack: {bears: Carol}}
    expect:
      player Alice: {life: 22}
      player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_508_1a_attacking_another_player_doesnt_trigger_it(solve) -> None:
    out = solve(_BOARD.format(curse="Curse of Vitality", owner="Bob") + """
    name: vitality other
    actions:
      - {attack: {bears: Bob}}
    expect:
      player Alice: {life: 20}
      player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_111_2_curse_of_opulence_each_creates_a_gold_token(solve) -> None:
    """Bob's Curse of Opulence on Carol, Alice attacks Carol: two Gold tokens, Bob's and
    Alice's."""
    out = solve(_BOARD.format(curse="Curse of Opulence", owner="Bob") + """
    name: opulence
    actions:
      - {attack: {lions: Carol}}
    expect:
      Gold Token: {count: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # another wording of the second sentence (Curse of Bounty)
    "Whenever enchanted player is attacked, untap all nonland permanents you control. Each "
    "opponent attacking that player untaps all nonland permanents they control.",
    # a target: whose choice "the same" would be is unclear
    "Whenever enchanted player is attacked, tap target creature. Each opponent attacking "
    "that player does the same.",
])
def test_608_2c_near_variants_stay_unread(line: str) -> None:
    abilities = compile_line(line, "Test Curse")
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)
