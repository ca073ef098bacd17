"""110.1: conditions about the permanents on the battlefield, whoever controls them: "unless
there is a Mountain on the battlefield" (508.1c: Glacial Crasher can't attack otherwise) and
an intervening "if there are no Zombies on the battlefield" (603.4: Sarcomancy). Played."""

from __future__ import annotations

import pytest
from conftest import obj_id


@pytest.mark.parametrize(("mountain", "can"), [
    ("{card: Mountain, controller: Bob}", True),  # anyone's Mountain counts
    ("Forest", False),
])
def test_508_1c_glacial_crasher_attacks_only_with_a_mountain(board, mountain, can) -> None:
    from arbiter.engine.combat.declare import attack_options

    game = board(f"""
        name: glacial crasher
        battlefield: [{{card: Glacial Crasher, as: crasher}}, {mountain}]
    """)
    assert bool(attack_options(game, obj_id(game, "crasher"))) == can


@pytest.mark.parametrize(("zombie", "life"), [("", 19), (", Scathe Zombies", 20)])
def test_603_4_sarcomancy_deals_damage_only_with_no_zombies(solve, zombie, life) -> None:
    """Sarcomancy at the beginning of Alice's upkeep: 1 damage to her when there are no
    Zombies on the battlefield (Bob's Scathe Zombies prevent it)."""
    where = "{card: Scathe Zombies, controller: Bob}" if zombie else ""
    cards = ", ".join(x for x in ("Sarcomancy", where) if x)
    out = solve(f"""
        name: sarcomancy
        turn: {{number: 1, step: untap}}
        battlefield: [{cards}]
        library: {{Alice: [Island, Island], Bob: [Island]}}
        actions:
          - {{pass: {{to: draw}}}}
        expect:
          player Alice: {{life: {life}}}
    """)
    assert out.passed, out.failures
