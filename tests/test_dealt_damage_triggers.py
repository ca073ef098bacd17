"""603.2 / 120.4b: "Whenever this creature is dealt damage, ..." and "Whenever you're dealt
damage, ..." trigger once for each damage event, with all the damage dealt in it ("that
much"); damage that was prevented was never dealt and triggers nothing (603.2g, 615.6).
Fungusaur, Jackal Pup, Living Artifact played through the engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules import values as V


def test_603_2c_fungusaur_one_counter_per_damage_event(solve) -> None:
    """Fungusaur (2/2) is dealt 1 by Prodigal Pyromancer: one +1/+1 counter (3/3)."""
    out = solve("""
        name: Fungusaur pinged
        battlefield:
          - {card: Fungusaur, controller: Bob, as: fungus}
          - {card: Prodigal Pyromancer, as: pyro}
        actions:
          - {activate: {card: pyro, ability: 1, targets: [fungus]}}
        expect:
          fungus: {counters: {+1/+1: 1}, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_603_2c_fungusaur_blocked_by_two_is_one_event(board) -> None:
    """Fungusaur with a +1/+1 counter (3/3) attacks and two Llanowar Elves (1/1) block it:
    2 damage at once, one event, one more counter (a 4/4 with 2 damage marked)."""
    game = board("""
        name: Fungusaur double-blocked
        turn: {number: 2}
        battlefield:
          - {card: Fungusaur, as: fungus, counters: {+1/+1: 1}}
          - {card: Llanowar Elves, controller: Bob, as: e1}
          - {card: Llanowar Elves, controller: Bob, as: e2}
        choices: ["1 to e1, 2 to e2"]
        actions:
          - {attack: [fungus]}
          - {block: {e1: fungus, e2: fungus}}
          - {pass: {to: end_of_combat}}
    """)
    fungus = obj_id(game, "fungus")
    assert game.obj(fungus).zone == "battlefield"
    assert game.obj(fungus).counters.get("+1/+1") == 2
    assert game.obj(fungus).damage == 2


def test_603_2g_prevented_damage_doesnt_trigger(solve) -> None:
    """Samite Healer prevents the ping to Fungusaur: no damage, no counter."""
    out = solve("""
        name: Fungusaur shielded
        battlefield:
          - {card: Fungusaur, controller: Bob, as: fungus}
          - {card: Samite Healer, controller: Bob, as: healer}
          - {card: Prodigal Pyromancer, as: pyro}
        actions:
          - {activate: {card: healer, ability: 1, targets: [fungus], by: Bob}}
          - {activate: {card: pyro, ability: 1, targets: [fungus]}}
        expect:
          fungus: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "fungus")).counters.get("+1/+1", 0) == 0


def test_603_2_jackal_pup_deals_that_much_damage_to_you(solve) -> None:
    """Bob's Jackal Pup (2/1) is dealt 3 by Lightning Bolt: it dies, and its ability deals 3
    to Bob (last known information of the Pup as the source, 608.2h)."""
    out = solve("""
        name: Jackal Pup
        battlefield: [{card: Jackal Pup, controller: Bob, as: pup}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [pup]}
        expect:
          pup: {zone: graveyard}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_2_you_are_dealt_damage_that_many_counters(solve) -> None:
    """Alice's Angelheart Vial ("Whenever you're dealt damage, you may put that many charge
    counters on this artifact."); Bob's Lightning Bolt deals Alice 3: three charge counters."""
    out = solve("""
        name: Angelheart Vial
        battlefield: [{card: Angelheart Vial, as: drop}]
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], choices: {may: true}}
        expect:
          drop: {counters: {charge: 3}}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_2c_you_are_dealt_combat_damage_by_two_creatures_once(board) -> None:
    """Two unblocked Grizzly Bears deal Alice 4 at once: Angelheart Vial triggers once, with
    4 (one damage event)."""
    game = board("""
        name: Angelheart Vial in combat
        turn: {number: 2}
        players: [Bob, Alice]
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: b1}
          - {card: Grizzly Bears, controller: Bob, as: b2}
          - {card: Angelheart Vial, controller: Alice, as: drop}
        choices: [true]
        actions:
          - {attack: [b1, b2]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
    """)
    drop = obj_id(game, "drop")
    assert game.obj(drop).counters.get("charge") == 4
    assert len([e for e in game.state.events if e.kind == "player_dealt_damage"]) == 1
    assert game.state.players[1].life == 16


_LINES = [
    ("Whenever this creature is dealt damage, put a +1/+1 counter on it.", "Fungusaur", False),
    ("Whenever this creature is dealt damage, it deals that much damage to you.",
     "Jackal Pup", True),
    ("Whenever you're dealt damage, put that many vitality counters on this Aura.",
     "Living Artifact", True),
    ("Whenever this creature is dealt damage, you gain that much life.", "Wall of Hope", True),
    ("Enrage — Whenever this creature is dealt damage, put a +1/+1 counter on it.",
     "Snapping Sailback", False),
    ("When enchanted creature is dealt damage, destroy it.", "Hot Soup", False),
    ("Whenever this creature is dealt damage, sacrifice that many permanents.",
     "Phyrexian Negator", True),
]


@pytest.mark.parametrize("text,card,that_much", _LINES)
def test_603_2_is_dealt_damage_oracle_lines(text: str, card: str, that_much: bool) -> None:
    [ability] = compile_text(text, card, False)
    assert ability.trigger.event in ("dealt_damage", "player_dealt_damage")
    [step] = ability.instructions
    amount = getattr(step, "n", getattr(step, "amount", None))
    assert isinstance(amount, V.EventAmount) == that_much


def test_603_4_an_intervening_if_is_left_unread() -> None:
    assert compile_text("Whenever this permanent is dealt damage, if it's a creature, "
                        "sacrifice that many permanents.", "Phyrexian Totem", False) is None
