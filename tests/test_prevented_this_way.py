"""615.5: the rest of a prevention effect, about "the damage prevented this way", happens
right after the damage event: "You gain life equal to the damage prevented this way" after
a shield of N (Candles' Glow), "For each 1 damage prevented this way, put a +1/+1 counter on
that creature" (Test of Faith), "If damage is prevented this way, ~ deals that much damage
to that source's controller" (Deflecting Palm); and 615.1a's "Prevent all damage a source of
your choice would deal this turn" (Pay No Heed, Burrenton Forge-Tender), a shield no
instance of the damage uses up."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text


def test_615_5_candles_glow_gains_the_damage_its_shield_prevented(solve) -> None:
    """Candles' Glow on Bob (a shield of 3), then Lava Axe (5) at Bob: 3 prevented, 2 dealt,
    and Bob gains 3 (the damage prevented, not the shield's size): 20 - 2 + 3 = 21."""
    out = solve("""
        name: Candles' Glow and Lava Axe
        hand: {Alice: [Lava Axe], Bob: ["Candles' Glow"]}
        actions:
          - {cast: "Candles' Glow", by: Bob, targets: [Bob]}
          - {cast: Lava Axe, targets: [Bob]}
        expect:
          player Bob: {life: 21}
    """)
    assert out.passed, out.failures
    assert out.game.state.shields == []


def test_615_5_candles_glow_gains_only_what_was_prevented(solve) -> None:
    """A shield of 3 around Bob and a Shock (2): 2 prevented, Bob gains 2 (22); one is left
    of the shield."""
    out = solve("""
        name: Candles' Glow and Shock
        hand: {Alice: [Shock], Bob: ["Candles' Glow"]}
        actions:
          - {cast: "Candles' Glow", by: Bob, targets: [Bob]}
          - {cast: Shock, targets: [Bob]}
        expect:
          player Bob: {life: 22}
    """)
    assert out.passed, out.failures
    [shield] = out.game.state.shields
    assert shield.amount == 1


def test_615_5_test_of_faith_counters_for_the_damage_prevented(board) -> None:
    """Test of Faith on Grizzly Bears (2/2), then Flame Slash (4 damage) at it:
    3 prevented and 1 dealt; three +1/+1 counters go on the Bears right after the damage, so
    it is a 5/5 with 1 damage and survives."""
    game = board("""
        name: Test of Faith and Flame Slash
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Flame Slash], Bob: [Test of Faith]}
        actions:
          - {cast: Test of Faith, by: Bob, targets: [bears]}
          - {cast: Flame Slash, targets: [bears]}
    """)
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "battlefield"
    assert game.obj(bears).counters.get("+1/+1") == 3
    assert game.obj(bears).damage == 1
    assert game.chars(bears).power == 5


def test_615_5_test_of_faith_counters_only_for_prevented_damage(board) -> None:
    """A Shock (2) at the shielded Bears: 2 prevented, two counters; the shield keeps 1."""
    game = board("""
        name: Test of Faith and Shock
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Shock], Bob: [Test of Faith]}
        actions:
          - {cast: Test of Faith, by: Bob, targets: [bears]}
          - {cast: Shock, targets: [bears]}
    """)
    bears = obj_id(game, "bears")
    assert game.obj(bears).counters.get("+1/+1") == 2 and game.obj(bears).damage == 0


def test_615_5_deflecting_palm_deals_the_prevented_damage_to_its_controller(solve) -> None:
    """Bob's Deflecting Palm choosing Alice's Lava Axe: the 5 damage to Bob is prevented and
    the Palm deals 5 damage to the Axe's controller, Alice."""
    out = solve("""
        name: Deflecting Palm
        hand: {Alice: [{card: Lava Axe, as: axe}], Bob: [Deflecting Palm]}
        actions:
          - {cast: axe, targets: [Bob], respond: true}
          - {cast: Deflecting Palm, by: Bob, choices: {source: axe}}
        expect:
          player Bob: {life: 20}
          player Alice: {life: 15}
    """)
    assert out.passed, out.failures


def test_615_5_deflecting_palm_with_an_unused_shield_deals_nothing(solve) -> None:
    """The Palm chooses Alice's Prodigal Pyromancer, which deals no damage this turn: the
    Axe is dealt in full and nothing is dealt back."""
    out = solve("""
        name: Deflecting Palm on another source
        battlefield: [{card: Prodigal Pyromancer, as: pyro}]
        hand: {Alice: [{card: Lava Axe, as: axe}], Bob: [Deflecting Palm]}
        actions:
          - {cast: axe, targets: [Bob], respond: true}
          - {cast: Deflecting Palm, by: Bob, choices: {source: pyro}}
        expect:
          player Bob: {life: 15}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("card", "line"), [
    # "that creature" after a shield around any target, or each creature: not the one shielded
    ("Test Spell", "Prevent the next 3 damage that would be dealt to any target this turn. "
     "For each 1 damage prevented this way, put a +1/+1 counter on that creature."),
    # damage back to a target, or from a source of a quality: other templates, unread
    ("Test Spell", "The next time a source of your choice would deal damage to you this turn, "
     "prevent that damage. If damage is prevented this way, Test Spell deals that much "
     "damage to any target."),
    ("Test Spell", "The next time a source of your choice would deal damage to any target "
     "this turn, prevent that damage. If damage from a red source is prevented this way, "
     "Test Spell deals that much damage to that source's controller."),
])
def test_615_5_near_variants_stay_unread(card: str, line: str) -> None:
    assert compile_text(line, card, True) is None


def test_615_1a_pay_no_heed_prevents_every_instance_this_turn(solve) -> None:
    """Bob's Pay No Heed chooses Alice's attacking Fencing Ace (1/1 double strike): all the
    damage it would deal this turn is prevented, its first-strike damage and its regular
    damage both (a 615.8 "next time" shield would stop only the first)."""
    out = solve("""
        name: pay no heed and a double striker
        turn: {number: 2}
        battlefield:
          - {card: Fencing Ace, as: ace}
          - {card: Plains, controller: Bob}
        hand: {Bob: [Pay No Heed]}
        actions:
          - {attack: [ace]}
          - {cast: Pay No Heed, by: Bob, choices: {source: ace}}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_609_7b_burrenton_forge_tender_prevents_only_a_red_source(solve) -> None:
    """Burrenton Forge-Tender ("Prevent all damage a red source of your choice would deal
    this turn") chooses Lava Axe, a red source: its 5 damage to Bob is prevented."""
    out = solve("""
        name: forge-tender and lava axe
        battlefield: [{card: Burrenton Forge-Tender, controller: Bob, as: tender}]
        hand: {Alice: [{card: Lava Axe, as: axe}]}
        actions:
          - {cast: axe, targets: [Bob], respond: true}
          - {activate: {card: tender, ability: 2, by: Bob, choices: {source: axe}}}
        expect:
          player Bob: {life: 20}
          tender: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_615_1_resistance_fighter_prevents_its_targets_combat_damage(solve) -> None:
    """Bob sacrifices Resistance Fighter ("Prevent all combat damage target creature would
    deal this turn") targeting Alice's Hill Giant; the Giant and Grizzly Bears attack: only
    the Bears' 2 damage is dealt."""
    out = solve("""
        name: resistance fighter
        turn: {number: 2}
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, as: bears}
          - {card: Resistance Fighter, controller: Bob, as: fighter}
        actions:
          - {activate: {card: fighter, ability: 1, by: Bob, targets: [giant]}}
          - {attack: [giant, bears]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 18}
          fighter: {zone: graveyard}
    """)
    assert out.passed, out.failures
