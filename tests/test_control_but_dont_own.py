"""108.3-108.4, 613: object phrases "creatures you control but don't own" (controlled, owned by
another player) and "creatures you control with three or more +1/+1 counters on them"
(122.1). Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_108_4_laughing_jasper_flint_creatures_you_control_but_dont_own(solve) -> None:
    """Laughing Jasper Flint's line on a test permanent (the card's other lines aren't read
    yet): Bob's Grizzly Bears under Alice's control are Mercenaries; Alice's own Savannah
    Lions and Bob's Hill Giant under his control aren't."""
    out = solve("""
        name: jasper flint
        battlefield:
          - {token: {name: Flint, types: [Enchantment], text: "Creatures you control but
                     don't own are Mercenaries in addition to their other types."}}
          - {card: Grizzly Bears, owner: Bob, controller: Alice, as: bears}
          - {card: Savannah Lions, as: lions}
          - {card: Hill Giant, controller: Bob, as: giant}
        expect:
          bears: {subtypes: [Bear, Mercenary]}
          lions: {subtypes: [Cat]}
          giant: {subtypes: [Giant]}
    """)
    assert out.passed, out.failures


def test_108_4_herald_of_leshrac_lands_you_control_but_dont_own(solve) -> None:
    """Herald of Leshrac's line on a 2/4 test creature: +1/+1 for each land Alice controls
    but doesn't own: one of Bob's Swamps under her control makes it 3/5; her own Swamp
    doesn't count."""
    out = solve("""
        name: herald
        battlefield:
          - {token: {name: Herald, types: [Creature], subtypes: [Spirit], power: 2,
                     toughness: 4, text: "This creature gets +1/+1 for each land you control
                     but don't own."}, as: herald}
          - {card: Swamp, owner: Bob, controller: Alice}
          - Swamp
        expect:
          herald: {power: 3, toughness: 5}
    """)
    assert out.passed, out.failures


def test_122_1_runadi_three_or_more_counters_have_haste(solve) -> None:
    """Runadi, Behemoth Caller's line on a test permanent: a summoning-sick Grizzly Bears
    with three +1/+1 counters has haste and attacks; one with two counters has no haste."""
    out = solve("""
        name: runadi
        battlefield:
          - {token: {name: Runadi, types: [Enchantment], text: "Creatures you control with
                     three or more +1/+1 counters on them have haste."}}
          - {card: Grizzly Bears, as: three, counters: {+1/+1: 3}, summoning_sick: true}
          - {card: Grizzly Bears, as: two, counters: {+1/+1: 2}, summoning_sick: true}
        actions:
          - {attack: [two], refused: "summoning sickness"}
          - {attack: [three]}
          - {pass: {to: end_of_combat}}
        expect:
          three: {has: [haste]}
          two: {lacks: [haste]}
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Don Andres, the Renegade", "Each creature you control but don't own gets +2/+2, has "
     "menace and deathtouch, and is a Pirate in addition to its other types."),
    ("Laughing Jasper Flint",
     "Creatures you control but don't own are Mercenaries in addition to their other types."),
    ("Herald of Leshrac", "This creature gets +1/+1 for each land you control but don't own."),
    ("Runadi, Behemoth Caller",
     "Creatures you control with three or more +1/+1 counters on them have haste."),
])
def test_108_4_control_but_dont_own_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
