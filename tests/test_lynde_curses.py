"""303.4f-i, 603.7, 701.3: Lynde, Cheerful Tormentor's "Whenever a Curse is put into your
graveyard from the battlefield, return it to the battlefield attached to you at the beginning
of the next end step." and "At the beginning of your upkeep, you may attach a Curse attached
to you to one of your opponents. If you do, draw two cards.", played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility

RETURN = ("Whenever a Curse is put into your graveyard from the battlefield, return it to the "
          "battlefield attached to you at the beginning of the next end step.")
UPKEEP = ("At the beginning of your upkeep, you may attach a Curse attached to you to one of "
          "your opponents. If you do, draw two cards.")


@pytest.mark.parametrize("line", [RETURN, UPKEEP])
def test_303_4f_701_3_lines_read(line: str) -> None:
    abilities = compile_line(line, "Lynde, Cheerful Tormentor", legendary=True)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    assert isinstance(abilities[0], TriggeredAbility)


_CURSED_BOB = """
    battlefield:
      - {card: "Lynde, Cheerful Tormentor"}
      - {card: Curse of Death's Hold, as: curse, attached_to: Bob}
      - {card: Grizzly Bears, as: bears}
"""


def test_603_7_curse_returns_attached_to_you_at_the_next_end_step(solve) -> None:
    """The Curse on Bob is destroyed: it waits in the graveyard until the end step, then
    comes back attached to Alice (her Grizzly Bears get -1/-1)."""
    out = solve(_CURSED_BOB + """
    name: lynde returns
    actions:
      - {move: {card: curse, to: graveyard}}
    expect:
      Curse of Death's Hold: {zone: graveyard}
    """)
    assert out.passed, out.failures
    out = solve(_CURSED_BOB + """
    name: lynde returns later
    actions:
      - {move: {card: curse, to: graveyard}}
      - {pass: {to: end}}
    expect:
      Curse of Death's Hold: {zone: battlefield, attached_to: Alice}
      bears: {power: 1, toughness: 1}
    """, name="later.yaml")
    assert out.passed, out.failures


def test_400_7_curse_that_left_the_graveyard_doesnt_return(solve) -> None:
    out = solve(_CURSED_BOB + """
    name: lynde exiled
    actions:
      - {move: {card: curse, to: graveyard}}
      - {move: {card: Curse of Death's Hold, to: exile}}
      - {pass: {to: end}}
    expect:
      Curse of Death's Hold: {zone: exile}
      bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


_UPKEEP = """
    turn: {number: 3, phase: untap}
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: "Lynde, Cheerful Tormentor"}
      - {card: Curse of Death's Hold, as: curse, attached_to: Alice}
      - {card: Grizzly Bears, controller: Carol, as: bears}
    library: {Alice: [Opt, Opt, Opt, Opt]}
"""


def test_701_3a_curse_moved_to_an_opponent_draw_two(solve) -> None:
    """Alice moves the Curse to Carol (one of two opponents) and draws two, then one in her
    draw step (504.1); Carol's Grizzly Bears get -1/-1."""
    out = solve(_UPKEEP + """
    name: lynde upkeep
    choices: [true, curse, Carol]
    actions:
      - {pass: {to: draw}}
    expect:
      curse: {attached_to: Carol}
      bears: {power: 1, toughness: 1}
      player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


def test_608_2c_declined_no_draw(solve) -> None:
    out = solve(_UPKEEP + """
    name: lynde declined
    choices: [false]
    actions:
      - {pass: {to: draw}}
    expect:
      curse: {attached_to: Alice}
      player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
