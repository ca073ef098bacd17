"""Counters with rules of their own, through the engine: stun counters (122.1d: "If a permanent
with a stun counter would become untapped, instead remove a stun counter from it") and
finality counters (122.1h: "If this permanent would be put into a graveyard from the
battlefield, exile it instead")."""

from __future__ import annotations


def test_122_1d_a_stunned_creature_stays_tapped_in_the_untap_step(solve) -> None:
    """122.1d / 502.3: Bob's tapped Grizzly Bears with two stun counters doesn't untap in
    his untap step: one stun counter is removed instead; his tapped Savannah Lions untaps."""
    out = solve("""
        name: stun untap step
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears, tapped: true, counters: {stun: 2}}
          - {card: Savannah Lions, controller: Bob, as: lions, tapped: true}
        library: {Alice: [Plains, Plains], Bob: [Island, Island]}
        actions:
          - {pass: next_turn}
        expect:
          bears: {tapped: true, counters: {stun: 1}}
          lions: {tapped: false}
    """)
    assert out.passed, out.failures


def test_122_1d_an_untap_effect_removes_a_stun_counter_instead(solve) -> None:
    """122.1d: Relentless Assault would untap the attacking Bears, which has a stun counter:
    the counter is removed and the Bears stays tapped."""
    out = solve("""
        name: stun untap effect
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Relentless Assault]}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
          - {counters: {on: bears, add: {stun: 1}}}
          - {cast: Relentless Assault}
        expect:
          bears: {tapped: true, counters: {}}
    """)
    assert out.passed, out.failures


def test_122_1d_an_untapped_permanent_keeps_its_stun_counter(solve) -> None:
    """An untapped permanent can't become untapped, so its stun counter stays (122.1d)."""
    out = solve("""
        name: stun untapped
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears, counters: {stun: 1}}
        library: {Alice: [Plains, Plains], Bob: [Island, Island]}
        actions:
          - {pass: next_turn}
        expect:
          bears: {tapped: false, counters: {stun: 1}}
    """)
    assert out.passed, out.failures


def test_122_1h_a_creature_with_a_finality_counter_is_exiled_instead(solve) -> None:
    """122.1h: Grizzly Bears with a finality counter would die to Lightning Bolt; it is
    exiled instead (it never goes to the graveyard)."""
    out = solve("""
        name: finality
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {finality: 1}}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
        expect:
          Grizzly Bears: {zone: exile}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [o for o in game.state.zone_list("graveyard", 0)
            if game.name_of(o) == "Grizzly Bears"] == []


def test_122_1h_with_rest_in_peace_too_the_controller_chooses_the_order(solve) -> None:
    """616.1: with Rest in Peace as well, two replacement effects would exile the Bears; its
    controller picks one (either way it is exiled once)."""
    out = solve("""
        name: finality and rest in peace
        battlefield:
          - {card: Rest in Peace}
          - {card: Grizzly Bears, as: bears, counters: {finality: 1}}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, targets: [bears],
             choices: {replacement: "its finality counter (122.1h): exile instead"}}
        expect:
          Grizzly Bears: {zone: exile}
    """)
    assert out.passed, out.failures


def test_122_1c_a_shield_counter_prevents_damage_and_is_removed(solve) -> None:
    """122.1c: Lightning Bolt would deal 3 damage to Grizzly Bears with a shield counter: the
    damage is prevented and the counter removed; a second Bolt then kills it."""
    out = solve("""
        name: shield damage
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {shield: 1}}
        hand: {Alice: [Lightning Bolt, Lightning Bolt]}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = next(o for o in game.state.battlefield() if game.obj(o).alias == "bears")
    assert game.obj(bears).counters.get("shield", 0) == 0 and game.obj(bears).damage == 0


def test_122_1c_a_shield_counter_replaces_destruction_by_an_effect(solve) -> None:
    """122.1c: Murder would destroy Grizzly Bears with a shield counter: the counter is
    removed instead and the Bears stays."""
    out = solve("""
        name: shield destroy
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {shield: 1}}
        hand: {Alice: [Murder]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - {cast: Murder, targets: [bears]}
        expect:
          bears: {zone: battlefield, counters: {}}
    """)
    assert out.passed, out.failures


def test_122_1c_lethal_damage_that_cant_be_prevented_still_destroys(solve) -> None:
    """704.5g is no effect: damage that can't be prevented (Flaring Pain, 615.12) isn't
    stopped by the shield counter, and the state-based destruction isn't replaced either."""
    out = solve("""
        name: shield unpreventable
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {shield: 1}}
        hand: {Alice: [Flaring Pain, Lightning Bolt]}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - {cast: Flaring Pain}
          - {cast: Lightning Bolt, targets: [bears]}
        expect:
          Grizzly Bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
