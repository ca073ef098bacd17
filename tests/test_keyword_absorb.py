"""702.64 absorb: "If a source would deal damage to this creature, prevent N of that damage."
Each absorb ability prevents only N damage from any one source at any one time (702.64b);
several instances each apply (702.64c). Damage dealt through the real engine: a spell
resolving (120.3) and combat (510.2)."""

from __future__ import annotations

import pytest
from keyword_play import BOB, at, attack, block, board, damage

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


def test_702_64a_absorb_prevents_n_of_a_spells_damage(solve) -> None:
    """Lymph Sliver (3/3; all Slivers have absorb 1) is dealt 3 by Lightning Bolt: 1 is
    prevented, it survives with 2 damage."""
    out = solve("""
        name: absorb
        battlefield: [{card: Lymph Sliver, as: sliver}]
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [sliver]}
        expect:
          sliver: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert out.game.obj(next(iter(out.game.state.battlefield()))).damage == 2


def test_702_64c_each_instance_applies(solve) -> None:
    """Two Lymph Slivers: each Sliver has absorb 1 twice; Lightning Bolt deals it 1."""
    out = solve("""
        name: absorb twice
        battlefield: [{card: Lymph Sliver, as: s1}, {card: Lymph Sliver, as: s2}]
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [s1]}
    """)
    assert out.passed, out.failures
    s1 = next(o for o in out.game.state.battlefield() if out.game.obj(o).alias == "s1")
    assert out.game.obj(s1).damage == 1


def test_702_64b_absorb_applies_to_each_source_in_combat(solve) -> None:
    """Lymph Sliver attacks and is blocked by two Grizzly Bears (2 damage each, dealt at the
    same time): 1 is prevented from each source, it is dealt 2 and survives; a Bears dies."""
    game, ids = board(solve, """
  - {card: Lymph Sliver, as: sliver}
  - {card: Grizzly Bears, as: b1, controller: Bob}
  - {card: Grizzly Bears, as: b2, controller: Bob}
""")
    attack(game, {ids["sliver"]: at(BOB)})
    block(game, {ids["b1"]: [ids["sliver"]], ids["b2"]: [ids["sliver"]]})
    game.decider.by_key[f"damage:{ids['sliver']}"] = lambda d: d.options[0][1]
    damage(game)
    assert game.obj(ids["sliver"]).zone == "battlefield"
    assert game.obj(ids["sliver"]).damage == 2


def test_702_64a_all_of_small_damage_prevented_deals_none(solve) -> None:
    """A 1/1 (Llanowar Elves) blocked by Lymph Sliver deals it no damage at all."""
    game, ids = board(solve, """
  - {card: Llanowar Elves, as: lions}
  - {card: Lymph Sliver, as: sliver, controller: Bob}
""")
    attack(game, {ids["lions"]: at(BOB)})
    block(game, {ids["sliver"]: [ids["lions"]]})
    damage(game)
    assert game.obj(ids["sliver"]).damage == 0


@pytest.mark.parametrize("line", [
    "All Sliver creatures have absorb 1.",  # Lymph Sliver
])
def test_702_64a_granted_absorb_is_read(line: str) -> None:
    (ab,) = compile_line(line, "X")
    assert isinstance(ab, StaticAbility)
    (granted,) = ab.effects[0].parts[0].abilities
    assert granted.keyword == "absorb" and granted.param == "1"
