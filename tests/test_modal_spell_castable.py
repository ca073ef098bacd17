"""700.2a with 117.1 and 601.2b-c: a mode that requires a target with no legal choice can't be
chosen, so a modal spell none of whose modes can be chosen can't be cast: the API doesn't
offer it (a random agent that took it stopped the game with "no mode can be chosen"), and
offers it as soon as one mode has a legal target. Played through the real engine."""

from __future__ import annotations

_BOARD = """
    name: modal {name}
    battlefield:
      - {{card: Mountain, controller: Alice, as: m}}
{more}
    hand: {{Alice: [Red Elemental Blast]}}
"""


def _offered(board, name: str, more: str = "") -> bool:
    game = board(_BOARD.format(name=name, more=more))
    return any(a.label.startswith("cast Red Elemental Blast") for a in game.legal_actions())


def test_700_2a_no_blue_spell_or_permanent_not_offered(board) -> None:
    """Red Elemental Blast ("Choose one — Counter target blue spell; or Destroy target blue
    permanent.") with only a Mountain and Bob's Grizzly Bears: neither mode has a target."""
    assert not _offered(board, "none", "      - {card: Grizzly Bears, controller: Bob}")


def test_700_2a_a_blue_permanent_makes_the_second_mode_legal(board) -> None:
    """Bob's Merfolk of the Pearl Trident (blue): the second mode can be chosen."""
    assert _offered(board, "merfolk",
                    "      - {card: Merfolk of the Pearl Trident, controller: Bob}")


def test_700_2a_casting_it_anyway_is_refused_and_changes_nothing(solve) -> None:
    """Asked to cast it for its second mode with no blue object: refused (601.2c), the card
    still in Alice's hand and her Mountain untapped (601.2: the game is as before)."""
    out = solve(_BOARD.format(name="refused", more="") + """
    actions:
      - {cast: Red Elemental Blast, by: Alice, choices: {mode: 2}, pay: true,
         refused: "needs target"}
    expect:
      Red Elemental Blast: {zone: hand}
      m: {tapped: false}
    """)
    assert out.passed, out.failures
