"""601.3d: a spell that may be cast as though it had flash only if a condition holds ("As
long as you control a green or blue permanent, you may cast this spell as though it had
flash.", "You may cast this spell as though it had flash if you control a Faerie."), played
through the real engine on the opponent's turn: cast while the condition holds, refused
(nothing changes) while it doesn't. With a table of real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.conditional_flash import FlashIf

_MOUNTAINS = """{card: Mountain, as: m1, controller: Alice}, {card: Mountain, as: m2,
                       controller: Alice}, {card: Mountain, as: m3, controller: Alice},
                      {card: Mountain, as: m4, controller: Alice},
                      {card: Mountain, as: m5, controller: Alice}"""


def test_601_3d_hungering_yeti_on_the_opponents_turn_with_a_green_permanent(solve) -> None:
    """Bob's turn: Alice controls Llanowar Elves (a green permanent), so she may cast
    Hungering Yeti ({4}{R}) as though it had flash; it resolves onto the battlefield."""
    out = solve(f"""
        name: yeti flash
        players: [Bob, Alice]
        battlefield: [{_MOUNTAINS}, {{card: Llanowar Elves, controller: Alice}}]
        hand: {{Alice: [{{card: Hungering Yeti, as: yeti}}]}}
        actions:
          - {{cast: Hungering Yeti, by: Alice, pay: true}}
        expect:
          yeti: {{zone: battlefield, controller: Alice}}
          m5: {{tapped: true}}
    """)
    assert out.passed, out.failures


def test_601_3d_hungering_yeti_without_the_condition_keeps_sorcery_timing(solve) -> None:
    """Without a green or blue permanent (a Forest is colorless) the Yeti can't be cast on
    Bob's turn (307.1): refused, nothing changes."""
    out = solve(f"""
        name: yeti no flash
        players: [Bob, Alice]
        battlefield: [{_MOUNTAINS}, {{card: Forest, controller: Alice}}]
        hand: {{Alice: [{{card: Hungering Yeti, as: yeti}}]}}
        actions:
          - {{cast: Hungering Yeti, by: Alice, pay: true, refused: "307.1"}}
        expect:
          yeti: {{zone: hand}}
          m1: {{tapped: false}}
    """)
    assert out.passed, out.failures


def test_601_3d_the_condition_is_judged_for_the_caster(solve) -> None:
    """Bob's green Llanowar Elves don't count for Alice ("you control")."""
    out = solve(f"""
        name: yeti bobs elves
        players: [Bob, Alice]
        battlefield: [{_MOUNTAINS}, {{card: Llanowar Elves, controller: Bob}}]
        hand: {{Alice: [{{card: Hungering Yeti, as: yeti}}]}}
        actions:
          - {{cast: Hungering Yeti, by: Alice, pay: true, refused: "307.1"}}
        expect:
          yeti: {{zone: hand}}
    """)
    assert out.passed, out.failures


ORACLE = [
    ("Hungering Yeti", "As long as you control a green or blue permanent, you may cast this "
     "spell as though it had flash.", True),
    ("Illusion Spinners", "You may cast this spell as though it had flash if you control a "
     "Faerie.", True),
    ("Dragon Grip", "Ferocious — If you control a creature with power 4 or greater, you may "
     "cast this spell as though it had flash.", True),
    ("Swift Reckoning", "Spell mastery — If there are two or more instant and/or sorcery "
     "cards in your graveyard, you may cast this spell as though it had flash.", True),
    ("Scarring Memories", "You may cast this spell as though it had flash if you control an "
     "attacking legendary creature.", True),
    # Conditions on how the spell is cast (601.3b-c) aren't read here.
    ("Silver Scrutiny", "You may cast this spell as though it had flash if X is 3 or less.",
     False),
    ("Timely Ward", "You may cast this spell as though it had flash if it targets a "
     "commander.", False),
]


@pytest.mark.parametrize(("name", "line", "read"), ORACLE)
def test_601_3d_oracle_conditional_flash_lines(name: str, line: str, read: bool) -> None:
    abilities = compile_line(line, name)
    if read:
        (ab,) = abilities
        assert isinstance(ab, FlashIf) and ab.condition is not None
    else:
        assert any(isinstance(a, UnsupportedAbility) for a in abilities)
