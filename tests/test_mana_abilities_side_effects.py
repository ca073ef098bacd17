"""605.1a / 605.3b / 119.4: mana abilities that do more than add mana (the painlands'
"This land deals 1 damage to you.", Ancient Tomb) or cost life as well as {T} (Mana
Confluence) are mana abilities: they pay a spell's total cost (601.2g-h), and the damage or
the life payment happens as the mana is made, not on the stack."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I


@pytest.mark.parametrize(("line", "card"), [
    ("{T}: Add {W} or {B}. This land deals 1 damage to you.", "Caves of Koilos"),
    ("{T}: Add {B} or {G}. This land deals 1 damage to you.", "Llanowar Wastes"),
    ("{T}: Add {C}{C}. This land deals 2 damage to you.", "Ancient Tomb"),
    ("{T}: Add {W} or {U}. This artifact deals 1 damage to you.", "Talisman of Progress"),
    ("{T}, Pay 1 life: Add one mana of any color.", "Mana Confluence"),
])
def test_605_1a_no_target_adds_mana_is_a_mana_ability(line: str, card: str) -> None:
    (ability,) = compile_text(line, card)
    assert ability.is_mana_ability
    assert any(isinstance(i, I.AddMana) for i in ability.instructions)


def test_605_1a_a_targeted_ability_that_adds_mana_is_not_a_mana_ability() -> None:
    (ability,) = compile_text("{T}: Add {G}. Target creature gets +1/+1 until end of turn.",
                              "Test Land")
    assert not ability.is_mana_ability


PAINLAND = """
name: painland
battlefield:
  - {card: Llanowar Wastes, as: wastes}
hand:
  Alice: [Llanowar Elves]
"""


def test_605_3b_a_painland_pays_for_a_spell_and_deals_its_damage(solve) -> None:
    out = solve(PAINLAND + """
actions:
  - {cast: Llanowar Elves, pay: true}
expect:
  wastes: {tapped: true}
  Llanowar Elves: {zone: battlefield}
  player Alice: {life: 19}
  game: {stack: 0}
""")
    assert out.failures == []


def test_605_3b_the_painless_colorless_ability_pays_generic_without_damage(solve) -> None:
    out = solve("""
name: painless first
battlefield:
  - {card: Caves of Koilos, as: caves}
  - Island
hand:
  Alice: [Mind Rot]
actions:
  - {cast: Mind Rot, targets: [Bob], pay: true, refused: "total cost {2}{B}"}
  - {enter: {card: Swamp}}
  - {cast: Mind Rot, targets: [Bob], pay: true}
expect:
  caves: {tapped: true}
  player Alice: {life: 20}
""")
    assert out.failures == []


def test_605_3b_ancient_tomb_two_mana_two_damage(solve) -> None:
    out = solve("""
name: tomb
battlefield:
  - {card: Ancient Tomb, as: tomb}
hand:
  Alice: [Mind Stone]
actions:
  - {cast: Mind Stone, pay: true}
expect:
  Mind Stone: {zone: battlefield}
  player Alice: {life: 18}
""")
    assert out.failures == []


def test_119_4_mana_confluence_pays_life_as_the_mana_is_made(solve) -> None:
    out = solve("""
name: confluence
battlefield:
  - {card: Mana Confluence, as: confluence}
hand:
  Alice: [Lightning Bolt]
actions:
  - {cast: Lightning Bolt, targets: [Bob], pay: true}
expect:
  confluence: {tapped: true}
  player Alice: {life: 19}
  player Bob: {life: 17}
""")
    assert out.failures == []


def test_119_4_life_paid_by_mana_abilities_at_most_the_life_total(solve) -> None:
    out = solve("""
name: two confluences, one life
battlefield:
  - {card: Mana Confluence, as: c1}
  - {card: Mana Confluence, as: c2}
hand:
  Alice: [Lightning Strike]
actions:
  - {set: {player: Alice, life: 1}}
  - {cast: Lightning Strike, targets: [Bob], pay: true, refused: "total cost {1}{R}"}
  - {set: {player: Alice, life: 2}}
  - {cast: Lightning Strike, targets: [Bob], pay: true}
expect:
  c1: {tapped: true}
  c2: {tapped: true}
  player Alice: {life: 0, lost: true}
  player Bob: {life: 17}
""")
    assert out.failures == []


def test_605_3a_painland_tapped_for_mana_with_priority_deals_damage() -> None:
    from arbiter.engine.game import Game
    from arbiter.engine.replacement.entering import enter

    game = Game.new([["Forest"] * 20, ["Plains"] * 20], seed=3)
    land = game.state.add_object({"owner": 0, "controller": 0, "card": "Llanowar Wastes"},
                                 "battlefield")
    enter(game, land, silent=True)
    for _ in range(40):
        labels = [a.label for a in game.legal_actions()]
        painful = [x for x in labels if x.startswith("tap Llanowar Wastes") and "{B}" in x]
        if painful:
            game.apply(painful[0])
            game.apply("{B}")  # 106.1b: the color is chosen as it resolves
            break
        game.apply(labels[0])
    else:
        pytest.fail("Llanowar Wastes was never offered as a mana ability")
    assert game.state.players[0].life == 19
    assert not game.state.stack_items  # 605.3b: no stack
    assert sum(game.state.players[0].mana_pool.values()) == 1
