"""Instill Energy: "Enchanted creature can attack as though it had haste." (302.6, 702.10b:
attacking despite summoning sickness; its {T} abilities still can't be activated) and
"{0}: Untap enchanted creature. Activate only during your turn and only once each turn."
(602.5b: both restrictions)."""

from __future__ import annotations

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import ActivatedAbility, StaticAbility

_UNTAP = "{0}: Untap enchanted creature. Activate only during your turn and only once each turn."


def test_702_10b_enchanted_creature_attacks_the_turn_it_came(solve) -> None:
    """Summoning-sick Grizzly Bears with Instill Energy attacks Bob for 2."""
    out = solve("""
        name: instill energy
        battlefield:
          - {card: Grizzly Bears, as: bears, summoning_sick: true}
          - {card: Instill Energy, attached_to: bears}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_302_6_without_it_summoning_sick(solve) -> None:
    out = solve("""
        name: no instill energy
        battlefield:
          - {card: Grizzly Bears, as: bears, summoning_sick: true}
        actions:
          - {attack: [bears], refused: "summoning sickness (302.6)"}
    """)
    assert out.passed, out.failures


def test_602_5b_untap_once_each_turn_only_during_your_turn(solve) -> None:
    """Alice's tapped Bears with Instill Energy: its {0} untaps them once; a second
    activation this turn is refused. On Bob's turn it can't be activated."""
    out = solve(f"""
        name: instill energy untap
        turn: {{number: 2}}
        battlefield:
          - {{card: Grizzly Bears, as: bears, tapped: true}}
          - {{card: Instill Energy, attached_to: bears, as: aura}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{activate: {{card: aura, ability: "{_UNTAP}"}}}}
          - {{activate: {{card: aura, ability: "{_UNTAP}"}}, refused: "only once each turn"}}
        expect:
          bears: {{tapped: false}}
    """)
    assert out.passed, out.failures


def test_602_5b_not_during_an_opponents_turn(solve) -> None:
    out = solve(f"""
        name: instill energy opponent turn
        turn: {{number: 2}}
        battlefield:
          - {{card: Grizzly Bears, as: bears, tapped: true}}
          - {{card: Instill Energy, attached_to: bears, as: aura}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{pass: next_turn}}
          - {{activate: {{card: aura, ability: "{_UNTAP}"}}, refused: "only during your turn"}}
    """)
    assert out.passed, out.failures


def test_702_10b_602_5b_instill_energy_lines(catalog: Catalog) -> None:
    kinds = {a.text: type(a) for a in catalog.abilities("Instill Energy", 0)}
    assert kinds["Enchanted creature can attack as though it had haste."] is StaticAbility
    assert kinds[_UNTAP] is ActivatedAbility
