"""611.3a: a static ability whose effect applies "unless <condition>" ("Tadeas has hexproof
unless it's attacking.", "This creature attacks each combat if able unless you control
another Ally."): the effect applies at every moment the condition doesn't hold, and stops the
moment it does. Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_611_3a_702_11_hexproof_unless_he_is_attacking(solve) -> None:
    """Dhalsim's line on a 1/3 test creature named Dhalsim (the card's other lines aren't
    read yet): not attacking, Bob's Shock can't target it; attacking, it can."""
    out = solve("""
        name: dhalsim
        battlefield:
          - {token: {name: Dhalsim, types: [Creature], subtypes: [Human, Monk], power: 1,
                     toughness: 3, text: "Dhalsim has hexproof unless he's attacking."},
             as: dhalsim}
        hand: {Bob: [{card: Shock, as: s1}, {card: Shock, as: s2}]}
        actions:
          - {cast: s1, by: Bob, targets: [dhalsim], refused: "legal"}
          - {attack: [dhalsim]}
          - {cast: s2, by: Bob, targets: [dhalsim]}
        expect:
          dhalsim: {lacks: [hexproof]}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "dhalsim")).damage == 2


_TROMOKRATIS = ('{token: {name: Kraken, types: [Creature], subtypes: [Kraken], power: 8, '
                'toughness: 8, text: "This creature has hexproof unless it\'s attacking or '
                'blocking."}, as: kraken')


def test_611_3a_702_11_hexproof_unless_attacking_or_blocking_ends_while_it_attacks(
        solve) -> None:
    """Tromokratis's line on an 8/8 test creature: it attacks, and in the declare attackers
    step it has no hexproof, so Bob's Shock deals it 2 damage."""
    out = solve(f"""
        name: attacking kraken
        battlefield: [{_TROMOKRATIS}}}]
        hand: {{Bob: [Shock]}}
        actions:
          - {{attack: [kraken]}}
          - {{cast: Shock, by: Bob, targets: [kraken]}}
        expect:
          kraken: {{lacks: [hexproof]}}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "kraken")).damage == 2


def test_611_3a_702_11_hexproof_unless_attacking_or_blocking_ends_while_it_blocks(
        solve) -> None:
    """On Bob's turn the 8/8 blocks his Grizzly Bears: blocking, it has no hexproof, and
    Bob's Shock may target it; before the block it had hexproof."""
    out = solve(f"""
        name: blocking kraken
        battlefield:
          - {_TROMOKRATIS}, controller: Alice}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        turn: {{number: 2}}
        players: [Bob, Alice]
        hand: {{Bob: [{{card: Shock, as: s1}}, {{card: Shock, as: s2}}]}}
        actions:
          - {{cast: s1, by: Bob, targets: [kraken], refused: "legal"}}
          - {{attack: [bears]}}
          - {{block: {{kraken: bears}}}}
          - {{cast: s2, by: Bob, targets: [kraken]}}
        expect:
          kraken: {{lacks: [hexproof]}}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "kraken")).damage == 2


def test_508_1d_reckless_cohort_attacks_unless_you_control_another_ally(solve) -> None:
    """Reckless Cohort attacks each combat if able unless Alice controls another Ally:
    alone, declaring no attackers is refused; beside Ondu Cleric (an Ally) it may stay
    home."""
    out = solve("""
        name: cohort alone
        battlefield: [{card: Reckless Cohort, as: cohort}]
        actions:
          - {attack: [], refused: "attacks each combat if able"}
          - {attack: [cohort]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: cohort with an ally
        battlefield:
          - {card: Reckless Cohort, as: cohort}
          - {card: Ondu Cleric}
        actions:
          - {attack: []}
          - {pass: {to: end_of_combat}}
        expect:
          cohort: {tapped: false}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Tadeas, Juniper Ascendant", "Tadeas has hexproof unless it's attacking."),
    ("Tromokratis", "Tromokratis has hexproof unless it's attacking or blocking."),
    ("Dhalsim, Pliable Pacifist",
     "Teleport — Dhalsim, Pliable Pacifist has hexproof unless he's attacking."),
    ("Reckless Cohort",
     "This creature attacks each combat if able unless you control another Ally."),
    ("Marauding Maulhorn", "This creature attacks each combat if able unless you control a "
     "creature named Advocate of the Beast."),
    ("Chaos Lord",
     "This creature can attack as though it had haste unless it entered this turn."),
])
def test_611_3a_unless_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name)
    assert abilities is not None and len(abilities) == 1
    assert isinstance(abilities[0], StaticAbility)
    assert type(abilities[0].condition).__name__ == "Negation"
