"""303.4, 118.3, 701.21a, 701.26a: activation costs of Auras naming the permanent they
enchant: "Tap enchanted creature" / "Tap enchanted land" (an untapped one; 302.6 restricts
only {T}) and "Sacrifice enchanted creature" (only a creature the payer controls; the
ability may refer to "the sacrificed creature", 608.2h)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.attached_costs import SacrificeAttached, TapAttached

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Earthlore", "Tap enchanted land: Target blocking creature gets +1/+2 until end of turn. "
     "Activate only if enchanted land is untapped.", TapAttached),
    ("Tourach's Gate", "Tap enchanted land: Attacking creatures you control get +2/-1 until "
     "end of turn. Activate only if enchanted land is untapped.", TapAttached),
    ("Krovikan Plague", "Tap enchanted creature: This Aura deals 1 damage to any target. Put a "
     "-0/-1 counter on enchanted creature. Activate only if enchanted creature is untapped.",
     TapAttached),
    ("Betrothed of Fire", "Sacrifice enchanted creature: Creatures you control get +2/+0 until "
     "end of turn.", SacrificeAttached),
    ("Bloodfire Infusion", "{R}, Sacrifice enchanted creature: This Aura deals damage equal to "
     "the sacrificed creature's power to each creature.", SacrificeAttached),
])
def test_303_4_costs_naming_the_enchanted_permanent_are_read(name: str, line: str,
                                                            kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility), ab
    assert any(isinstance(c, kind) for c in ab.cost), ab.cost


def test_701_26a_krovikan_plague_taps_the_enchanted_creature(solve) -> None:
    """Krovikan Plague on Alice's Hill Giant, which came under her control this turn (302.6
    doesn't stop this cost): the Giant is tapped, Bob takes 1 damage, and the Giant gets a
    -0/-1 counter."""
    out = solve("""
        name: krovikan plague
        turn: {number: 2}
        battlefield:
          - {card: Hill Giant, as: giant, summoning_sick: true}
          - {card: Krovikan Plague, as: plague, attached_to: giant}
        actions:
          - activate: {card: plague, ability: "Tap enchanted", targets: [Bob]}
        expect:
          giant: {tapped: true, power: 3, toughness: 2}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_118_3_krovikan_plague_on_a_tapped_creature_is_refused(board) -> None:
    """The enchanted creature is already tapped: the cost can't be paid; refused, Bob's life
    unchanged."""
    game = board("""
        name: krovikan plague tapped
        battlefield:
          - {card: Hill Giant, as: giant, tapped: true}
          - {card: Krovikan Plague, as: plague, attached_to: giant}
    """)
    plague = obj_id(game, "plague")
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, plague, ALICE, "Tap enchanted", [("player", BOB)], {})
    assert game.state.version == before and game.state.players[BOB].life == 20


def test_608_2h_bloodfire_infusion_deals_the_sacrificed_creatures_power(solve) -> None:
    """Bloodfire Infusion on Alice's Hill Giant (3/3): the Giant is sacrificed, and 3 damage
    (its power as it last existed) is dealt to each creature: Bob's Grizzly Bears die, his
    Craw Wurm (6/4) survives."""
    out = solve("""
        name: bloodfire infusion
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Bloodfire Infusion, as: infusion, attached_to: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Craw Wurm, controller: Bob, as: wurm}
        actions:
          - activate: {card: infusion, ability: "{R}"}
        expect:
          giant: {zone: graveyard}
          bears: {zone: graveyard}
          wurm: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_21a_betrothed_of_fire_cant_sacrifice_an_opponents_creature(board) -> None:
    """Betrothed of Fire (enchant creature) on Bob's Grizzly Bears: Alice can't sacrifice a
    creature she doesn't control; refused, the Bears stay."""
    game = board("""
        name: betrothed on bob's bears
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Betrothed of Fire, as: aura, attached_to: bears}
    """)
    aura, bears = obj_id(game, "aura"), obj_id(game, "bears")
    with pytest.raises(IllegalActionError):
        activate(game, aura, ALICE, "Sacrifice enchanted", [], {})
    assert game.obj(bears).zone == "battlefield"
