"""601.2f-h / 605.3a: a spell's total cost is locked in before its caster activates mana
abilities and pays; a mana ability whose cost sacrifices a permanent (Ashnod's Altar:
"Sacrifice a creature: Add {C}{C}.") is activated then, and sacrificing the source of a cost
reduction (Vadrik, Astral Archmage: instant and sorcery spells cost {X} less, X its power)
doesn't change the total cost."""

from __future__ import annotations


def test_601_2g_the_locked_in_cost_stays_reduced(solve) -> None:
    """Divination costs {1}{U} with Vadrik; Alice sacrifices Vadrik to the Altar while paying
    and pays with {C}{C} and an Island: one {C} is left over (the cost stayed {1}{U})."""
    out = solve("""
        name: vadrik altar
        battlefield:
          - {card: "Vadrik, Astral Archmage", as: vadrik}
          - {card: Ashnod's Altar, as: altar}
          - {card: Island, as: island}
        hand: {Alice: [Divination]}
        library: {Alice: [Opt, Opt]}
        actions:
          - {cast: Divination, pay: true, choices: {mana_abilities: [altar], sacrifice: vadrik}}
        expect:
          vadrik: {zone: graveyard}
          island: {tapped: true}
          Divination: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures
    assert sum(out.game.state.players[0].mana_pool.values()) == 1


def test_605_1a_only_a_mana_ability_can_be_activated_while_paying(solve) -> None:
    """Naming an object without a mana ability (Grizzly Bears) is refused, and Divination
    stays in Alice's hand."""
    out = solve("""
        name: not a mana ability
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Island}
          - {card: Island}
          - {card: Island}
        hand: {Alice: [Divination]}
        actions:
          - {cast: Divination, pay: true, choices: {mana_abilities: [bears]},
             refused: "no mana ability"}
        expect:
          Divination: {zone: hand}
    """)
    assert out.passed, out.failures
