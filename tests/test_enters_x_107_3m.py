"""107.3m: an object's enters-the-battlefield triggered ability that refers to X uses the X
chosen for the spell that became the object ("When Gadwick enters, draw X cards."), although
the permanent's own X is 0; a permanent put onto the battlefield without being cast has
none (X is 0)."""

from __future__ import annotations


def test_107_3m_gadwick_cast_for_x_2_draws_two(solve) -> None:
    out = solve("""
name: gadwick x=2
hand:
  Alice: [{card: "Gadwick, the Wizened", as: gadwick}]
library:
  Alice: [Island, Island, Island, Island]
actions:
  - {cast: gadwick, choices: {x: 2}}
expect:
  gadwick: {zone: battlefield}
  player Alice: {hand_size: 2}
""")
    assert out.failures == []


def test_107_3m_meathook_massacre_x_2_shrinks_each_creature(solve) -> None:
    """The Meathook Massacre cast with X = 2: each creature gets -2/-2 until end of turn: the
    2/2 Bears die, the 3/3 Centaur Courser is 1/1."""
    out = solve("""
name: meathook x=2
battlefield:
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Centaur Courser, as: courser}
hand:
  Alice: [{card: The Meathook Massacre, as: meathook}]
actions:
  - {cast: meathook, choices: {x: 2}}
expect:
  bears: {zone: graveyard}
  courser: {power: 1, toughness: 1}
""")
    assert out.failures == []


def test_107_3m_gadwick_put_onto_the_battlefield_draws_nothing(solve) -> None:
    """Not cast: no X was chosen for a spell, so X is 0 and nothing is drawn."""
    out = solve("""
name: gadwick entered
library:
  Alice: [Island, Island]
actions:
  - {enter: {card: "Gadwick, the Wizened", as: gadwick}}
expect:
  player Alice: {hand_size: 0}
""")
    assert out.failures == []
