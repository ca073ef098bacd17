"""601.3a, 611.2a: "<player> can't cast spells this turn" with no card type named: every spell
(Render Silent's rider after countering, 701.6a: "Its controller" is the countered spell's
controller; Orim's Chant on a target player). 122.6, 608.2h: "put a number of +1/+1 counters
equal to <count> on <objects>" (the newer order of Maester Seymour), counted as it resolves."""

from __future__ import annotations


def test_601_3a_render_silent_bans_the_countered_spells_controller(solve) -> None:
    """Bob's Shock is countered and he can't cast his second Shock this turn; Alice still
    casts her Bears; in Bob's next turn the ban is over."""
    out = solve("""
        name: render silent
        hand:
          Alice: [Render Silent, {card: Grizzly Bears, as: alices}]
          Bob: [{card: Shock, as: shock1}, {card: Shock, as: shock2}]
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: shock1, by: Bob, targets: [Alice], respond: true}
          - {cast: Render Silent, targets: [shock1]}
          - {cast: shock2, by: Bob, targets: [Alice], refused: "can't cast spells this turn"}
          - {cast: alices}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: shock2, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 18}
          shock1: {zone: graveyard}
          alices: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_601_3a_orims_chant_bans_every_spell_of_the_target_player(solve) -> None:
    out = solve("""
        name: orim's chant
        hand:
          Alice: [Orim's Chant]
          Bob: [Shock]
        actions:
          - {cast: Orim's Chant, targets: [Bob], choices: {kicker: no}}
          - {cast: Shock, by: Bob, targets: [Alice], refused: "can't cast spells this turn"}
        expect:
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2h_maester_seymour_counts_its_power_as_the_ability_resolves(solve) -> None:
    """Seymour (1/3) with two +1/+1 counters has power 3: the Bears get three counters."""
    out = solve("""
        name: maester seymour
        battlefield:
          - {card: Maester Seymour, counters: {"+1/+1": 2}}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {pass: {to: beginning_of_combat}}
        choices: [bears]
        expect:
          bears: {counters: {"+1/+1": 3}, power: 5}
    """)
    assert out.passed, out.failures
