"""603.7b-c / 602.5b: "{T}: Target creature gets +2/+2 until end of turn. When that creature
leaves the battlefield this turn, sacrifice this creature. Activate only during combat."
(Kjeldoran Elite Guard, Heart Wolf): the activated ability creates a delayed triggered ability
watching its target (603.7c) for the rest of the turn; it triggers when that creature leaves
the battlefield any way (returned to its owner's hand too), and not in a later turn."""

from __future__ import annotations

_BOARD = """
        battlefield: [{card: Kjeldoran Elite Guard, as: guard},
                      {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Unsummon]}
        library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island, Island]}
"""


def test_603_7c_the_guard_is_sacrificed_when_its_target_is_returned_to_hand(solve) -> None:
    out = solve(f"""
        name: elite guard
        {_BOARD}
        actions:
          - attack: [bears]
          - activate: {{card: guard, ability: 1, targets: [bears]}}
          - {{cast: Unsummon, targets: [bears]}}
        expect:
          bears: {{zone: hand}}
          guard: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


def test_603_7b_not_in_a_later_turn(solve) -> None:
    out = solve(f"""
        name: elite guard later
        {_BOARD}
        actions:
          - attack: [bears]
          - activate: {{card: guard, ability: 1, targets: [bears]}}
          - block: {{}}
          - pass: next_turn
          - pass: next_turn
          - {{cast: Unsummon, targets: [bears]}}
        expect:
          bears: {{zone: hand}}
          guard: {{zone: battlefield}}
    """, name="later.yaml")
    assert out.passed, out.failures


def test_602_5b_activate_only_during_combat(solve) -> None:
    out = solve(f"""
        name: elite guard main phase
        {_BOARD}
        actions:
          - {{activate: {{card: guard, ability: 1, targets: [bears]}}, refused: "condition holds"}}
    """, name="main.yaml")
    assert out.passed, out.failures
