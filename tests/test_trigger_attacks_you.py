"""508.1m / 603.2: "Whenever a creature attacks you [or a planeswalker you control]" (Thantis,
the Warweaver; Briar Patch): what it attacks must be the ability's controller or a planeswalker
that player controls. 510.2: "Whenever a creature deals combat damage to you" (Teysa, Envoy of
Ghosts). 508.3d: "Whenever one or more creatures you control attack" (Path of Bravery)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def _bob_attacks(solve, thantis_owner: str, target: str) -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: thantis
        battlefield:
          - {{card: "Thantis, the Warweaver", controller: {thantis_owner}, as: thantis,
             tapped: true}}
          - {{card: Jace Beleren, controller: Bob, as: jace}}
          - {{card: Grizzly Bears, controller: Alice, as: bears}}
        actions:
          - {{attack: {{bears: {target}}}}}
          - pass: next_step
    """)
    assert out.passed, out.failures
    return out.game


@pytest.mark.parametrize(("owner", "target", "counters"), [
    ("Bob", "Bob", 1),  # attacks Bob, Thantis's controller
    ("Bob", "jace", 1),  # attacks Bob's planeswalker
    ("Alice", "Bob", 0),  # Alice's own Thantis: the Bears attack Bob, not Alice
])
def test_508_1m_thantis_counts_creatures_attacking_you_or_your_planeswalkers(
        solve, owner: str, target: str, counters: int) -> None:
    game = _bob_attacks(solve, owner, target)
    thantis = next(o for o in game.state.battlefield()
                   if game.obj(o).card == "Thantis, the Warweaver")
    assert game.obj(thantis).counters.get("+1/+1", 0) == counters


@pytest.mark.parametrize(("target", "power"), [("Bob", 1), ("jace", 2)])
def test_508_1m_briar_patch_only_creatures_attacking_you(solve, target: str,
                                                        power: int) -> None:
    """Bob's Briar Patch ("attacks you"): -1/-0 to a creature attacking Bob, not to one
    attacking his planeswalker."""
    out = solve(f"""
        name: briar patch
        battlefield:
          - {{card: Briar Patch, controller: Bob}}
          - {{card: Jace Beleren, controller: Bob, as: jace}}
          - {{card: Grizzly Bears, as: bears}}
        actions:
          - {{attack: {{bears: {target}}}}}
          - pass: next_step
        expect:
          bears: {{power: {power}}}
    """)
    assert out.passed, out.failures


def test_510_2_teysa_destroys_a_creature_that_dealt_you_combat_damage(solve) -> None:
    out = solve("""
        name: teysa
        battlefield:
          - {card: "Teysa, Envoy of Ghosts", controller: Bob}
          - {card: Grizzly Bears, as: bears}
        actions:
          - attack: [bears]
          - block: {}
          - pass: {to: postcombat_main}
        expect:
          bears: {zone: graveyard}
          player Bob: {life: 18}
          Spirit Token: {count: 1, controller: Bob}
    """)
    assert out.passed, out.failures


def test_508_3d_path_of_bravery_gains_life_for_the_attackers(solve) -> None:
    out = solve("""
        name: path of bravery
        battlefield:
          - Path of Bravery
          - {card: Grizzly Bears, as: a}
          - {card: Grizzly Bears, as: b}
        actions:
          - attack: [a, b]
          - pass: next_step
        expect:
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_508_3d_they_after_one_or_more_creatures_attack_stays_unread() -> None:
    """"They" would be the attackers, which the event doesn't name: not read."""
    [ab] = compile_text("Whenever one or more creatures you control attack, they gain "
                        "indestructible until end of turn.", "Angelic Guardian") or [None]
    assert not isinstance(ab, TriggeredAbility)
