"""701.38a-b, 207.2c council's dilemma: "starting with you, each player votes for strength or
numbers. Put a +1/+1 counter on this creature for each strength vote and create a 1/1 white
Soldier creature token for each numbers vote." (Lieutenants of the Guard): each player votes
in turn order from the controller, and each word's effect happens once per vote for it."""

from __future__ import annotations


def test_701_38a_lieutenants_of_the_guard_counts_each_words_votes(solve) -> None:
    """Alice and Carol vote strength, Bob numbers: two +1/+1 counters on the 2/2 (a 4/4), one
    Soldier token."""
    out = solve("""
    name: Lieutenants of the Guard, three players
    players: [Alice, Bob, Carol]
    actions:
      - {enter: {card: Lieutenants of the Guard, as: lieutenants}}
    choices: [strength, numbers, strength]
    expect:
      lieutenants: {counters: {+1/+1: 2}, power: 4, toughness: 4}
      Soldier Token: {controller: Alice}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    assert sum(game.name_of(o) == "Soldier Token" for o in game.state.battlefield()) == 1


def test_608_2c_orchard_elemental_votes_scaled(solve) -> None:
    """Alice votes sprout, Bob harvest: two +1/+1 counters for the one sprout vote, 3 life
    for the one harvest vote."""
    out = solve("""
    name: Orchard Elemental
    actions:
      - {enter: {card: Orchard Elemental, as: orchard}}
    choices: [sprout, harvest]
    expect:
      orchard: {counters: {+1/+1: 2}}
      player Alice: {life: 23}
    """)
    assert out.passed, out.failures
