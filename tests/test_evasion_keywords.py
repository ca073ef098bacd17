"""Evasion keywords (509.1b): fear 702.36b, intimidate 702.13b, shadow 702.28b, horsemanship
702.31b and skulk 702.118b, each played on a real board: Alice attacks Bob with one creature
and Bob's creature tries to block it."""

from __future__ import annotations

import pytest
from test_combat import BOB_P, attack, block, board

from arbiter.engine.combat.declare import block_options
from arbiter.errors import IllegalActionError
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("attacker", "blocker", "can_block", "rule"), [
    # 702.36b: fear — only artifact creatures and/or black creatures can block.
    ("Severed Legion", "Grizzly Bears", False, "702.36b"),
    ("Severed Legion", "Typhoid Rats", True, None),
    ("Severed Legion", "Ornithopter", True, None),
    # 702.13b: intimidate — only artifact creatures and/or creatures sharing a color.
    ("Bladetusk Boar", "Grizzly Bears", False, "702.13b"),
    ("Bladetusk Boar", "Raging Goblin", True, None),
    ("Bladetusk Boar", "Ornithopter", True, None),
    # 702.28b: shadow blocks only shadow; a creature with shadow can't block one without.
    ("Soltari Foot Soldier", "Grizzly Bears", False, "702.28b"),
    ("Grizzly Bears", "Soltari Foot Soldier", False, "702.28b"),
    ("Soltari Foot Soldier", "Soltari Foot Soldier", True, None),
    # 702.31b: horsemanship — only horsemanship blocks it, but it may block anything.
    ("Shu Cavalry", "Grizzly Bears", False, "702.31b"),
    ("Grizzly Bears", "Shu Cavalry", True, None),
    # 702.118b: skulk — creatures with greater power can't block (equal power can).
    ("Furtive Homunculus", "Hill Giant", False, "702.118b"),
    ("Furtive Homunculus", "Grizzly Bears", True, None),
])
def test_509_1b_evasion_keywords(solve, attacker: str, blocker: str, can_block: bool,
                                 rule: str | None) -> None:
    game, ids = board(solve, f"""
  - {{card: "{attacker}", as: a}}
  - {{card: "{blocker}", as: b, controller: Bob}}
""")
    attack(game, {ids["a"]: BOB_P})
    assert (block_options(game, ids["b"]) == [ids["a"]]) is can_block
    if can_block:
        block(game, {ids["b"]: [ids["a"]]})
        assert game.state.combat.blocked == {ids["a"]}
    else:
        with pytest.raises(IllegalActionError, match=rule.replace(".", r"\.")):
            block(game, {ids["b"]: [ids["a"]]})
        assert game.state.combat.blockers == {}


def test_702_14a_creature_with_islandwalk_is_a_landwalk_ability(solve) -> None:
    """702.14a: "target creature with islandwalk" (Merfolk Assassin) means a creature with the
    landwalk ability of type Island: Grayscaled Gharial qualifies, Grizzly Bears don't."""
    out = solve("""
        name: merfolk assassin
        battlefield:
          - {card: Merfolk Assassin, as: assassin}
          - {card: Grayscaled Gharial, as: gharial, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        actions:
          - {activate: {card: assassin, ability: 1, targets: [gharial]}}
        expect:
          gharial: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    with pytest.raises(ScenarioError, match="isn't a legal target creature with islandwalk"):
        solve("""
            name: merfolk assassin, illegal target
            battlefield:
              - {card: Merfolk Assassin, as: assassin}
              - {card: Grizzly Bears, as: bears, controller: Bob}
            actions:
              - {activate: {card: assassin, ability: 1, targets: [bears]}}
        """, name="bad.yaml")
