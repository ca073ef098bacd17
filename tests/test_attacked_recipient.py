"""506.2 / 508.1b: "deals N damage to the player or planeswalker it's attacking" / "that
creature is attacking" (Hellrider, Raid Bombardment, Scorch Spitter): the recipient is what
the attacking creature the trigger names attacks, a player or a planeswalker."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions.references import Ref


def test_506_2_hellrider_each_attacker_damages_what_it_attacks(solve) -> None:
    """Hellrider attacks Bob and Grizzly Bears attacks Bob's Jace Beleren (3 loyalty): one
    trigger deals 1 damage to Bob, the other 1 to Jace (not to Bob). Then combat damage:
    Hellrider's 3 to Bob, the Bears' 2 to Jace, which dies."""
    out = solve("""
        name: hellrider
        turn: {number: 2}
        battlefield:
          - {card: Hellrider, as: rider}
          - {card: Grizzly Bears, as: bears}
          - {card: Jace Beleren, controller: Bob, as: jace}
        actions:
          - {attack: {rider: Bob, bears: jace}}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 16}
          jace: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_506_2_scorch_spitter_damages_the_planeswalker_it_attacks(board) -> None:
    """Scorch Spitter attacks Jace Beleren: its trigger deals 1 damage to Jace (3 -> 2
    loyalty) before blockers; Bob's life is untouched."""
    game = board("""
        name: scorch spitter
        turn: {number: 2}
        battlefield:
          - {card: Scorch Spitter, as: spitter}
          - {card: Jace Beleren, controller: Bob, as: jace}
        actions:
          - {attack: {spitter: jace}}
    """)
    jace = obj_id(game, "jace")
    assert game.obj(jace).counters.get("loyalty") == 2
    assert game.state.players[1].life == 20


@pytest.mark.parametrize(("attacker", "life"), [("Grizzly Bears", 19), ("Hill Giant", 20)])
def test_506_2_raid_bombardment_only_small_attackers(board, attacker: str, life: int) -> None:
    """Raid Bombardment: a creature with power 2 or less attacking Bob makes the enchantment
    deal 1 damage to him; Hill Giant (3 power) doesn't trigger it."""
    game = board(f"""
        name: raid bombardment
        turn: {{number: 2}}
        battlefield:
          - {{card: Raid Bombardment}}
          - {{card: {attacker}, as: it}}
        actions:
          - {{attack: {{it: Bob}}}}
    """)
    assert game.state.players[1].life == life


@pytest.mark.parametrize("line", [
    "Whenever this creature attacks, it deals 1 damage to the player or planeswalker it's "
    "attacking.",
    "Whenever a creature you control attacks, this creature deals 1 damage to the player or "
    "planeswalker it's attacking.",
    "Whenever this creature becomes blocked, it deals 1 damage to the player or planeswalker "
    "it's attacking.",
])
def test_506_2_attack_trigger_lines(line: str) -> None:
    [ability] = compile_text(line, "Test Creature") or [None]
    [step] = ability.instructions
    assert step.to == Ref("attacked_recipient")


@pytest.mark.parametrize("line", [
    # outside a trigger on an attack, "it" could be another creature: unread
    "{T}: This creature deals 1 damage to the player or planeswalker it's attacking.",
    "Whenever this creature blocks, it deals 1 damage to the player or planeswalker it's "
    "attacking.",
])
def test_506_2_outside_an_attack_trigger_stays_unread(line: str) -> None:
    assert compile_text(line, "Test Creature") is None
