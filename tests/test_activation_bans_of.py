"""602.5: "Activated abilities of <permanents> can't be activated [unless they're mana
abilities]." (Null Rod, Linvala, Keeper of Silence, Damping Matrix), played through the real
engine: a player can't begin to activate an ability of such a permanent; "unless they're
mana abilities" spares the abilities 605.1a calls mana abilities."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.detain import CANT_ACTIVATE, UNLESS_MANA
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

PING = "{T}: This creature deals 1 damage to any target."


@pytest.mark.parametrize(("name", "line", "detail"), [
    ("Null Rod", "Activated abilities of artifacts can't be activated.", None),
    ("Linvala, Keeper of Silence", "Activated abilities of creatures your opponents control "
     "can't be activated.", None),
    ("Damping Matrix", "Activated abilities of artifacts and creatures can't be activated "
     "unless they're mana abilities.", UNLESS_MANA),
])
def test_602_5_activated_abilities_of_lines(name: str, line: str, detail: object) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    (part,) = [p for e in ab.effects for p in e.parts]
    assert (part.rule, part.detail) == (CANT_ACTIVATE, detail)


def test_602_5_sources_with_the_chosen_name_stay_unread() -> None:
    """"Sources" are objects in every zone, not only permanents: not read here."""
    (ab,) = compile_line("Activated abilities of sources with the chosen name can't be "
                         "activated.", "Phyrexian Revoker")
    assert isinstance(ab, UnsupportedAbility)


def test_602_5_linvala_opponents_creatures_only(solve) -> None:
    """Bob's Linvala, Keeper of Silence: Alice's Prodigal Pyromancer's ability is refused;
    Bob's own Pyromancer deals 1 damage to Alice."""
    out = solve(f"""
        name: linvala
        turn: {{number: 2}}
        battlefield:
          - {{card: "Linvala, Keeper of Silence", controller: Bob}}
          - {{card: Prodigal Pyromancer, controller: Alice, as: mine}}
          - {{card: Prodigal Pyromancer, controller: Bob, as: theirs}}
        actions:
          - {{activate: {{card: mine, ability: "{PING}", targets: [Bob]}}, refused: "602.5"}}
          - {{activate: {{card: theirs, ability: "{PING}", targets: [Alice]}}}}
        expect:
          player Bob: {{life: 20}}
          player Alice: {{life: 19}}
          mine: {{tapped: false}}
    """)
    assert out.passed, out.failures


def test_602_5_damping_matrix_spares_mana_abilities(solve) -> None:
    """Damping Matrix: Prodigal Pyromancer's {{T}} damage ability is refused; Llanowar Elves
    still pays for Grizzly Bears with a Forest."""
    out = solve(f"""
        name: damping matrix
        turn: {{number: 2}}
        battlefield:
          - {{card: Damping Matrix, controller: Bob}}
          - {{card: Llanowar Elves, as: elf}}
          - Forest
          - {{card: Prodigal Pyromancer, as: pyro}}
        hand: {{Alice: [Grizzly Bears]}}
        actions:
          - {{activate: {{card: pyro, ability: "{PING}", targets: [Bob]}}, refused: "602.5"}}
          - {{cast: Grizzly Bears, pay: true}}
        expect:
          Grizzly Bears: {{zone: battlefield}}
          elf: {{tapped: true}}
          player Bob: {{life: 20}}
    """)
    assert out.passed, out.failures


def test_602_5_null_rod_stops_mana_abilities_too(solve) -> None:
    """Null Rod: with Mind Stone and a Forest, Alice can't pay Grizzly Bears' {1}{G}."""
    out = solve("""
        name: null rod
        battlefield:
          - {card: Null Rod, controller: Bob}
          - {card: Mind Stone, as: stone}
          - Forest
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true, refused: "{1}{G}"}
        expect:
          stone: {tapped: false}
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures
