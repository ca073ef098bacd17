"""903: commanders in the scenario format (`command:` zone entries, `commander: true`): cast
from the command zone with the commander tax (903.8), back to the command zone from a
graveyard or exile (903.9a) or instead of a hand or library (903.9b), and 21 combat damage
from one commander (903.10a, 704.6c)."""

from __future__ import annotations

ISAMARU = """
command:
  Alice: [{card: "Isamaru, Hound of Konda", as: isamaru, commander: true}]
"""


def test_903_8_commander_tax_two_more_for_each_previous_cast(solve) -> None:
    out = solve("""
name: commander tax
battlefield: [Plains, Island, Plains, Plains]
hand:
  Alice: [Unsummon]
""" + ISAMARU + """
actions:
  - {cast: isamaru, from: command, pay: true}
  - {cast: Unsummon, targets: [isamaru], pay: true, choices: {command_zone: true}}
  - {cast: isamaru, from: command, pay: true, refused: "total cost {2}{W}"}
  - {enter: {card: Plains}}
  - {cast: isamaru, from: command, pay: true}
expect:
  isamaru: {zone: battlefield}
  Plains: {count: 4, tapped: true}
""")
    assert out.failures == []


def test_903_8_only_a_commander_is_cast_from_the_command_zone(solve) -> None:
    out = solve("""
name: not a commander
command:
  Alice: [{card: Grizzly Bears, as: bears}]
actions:
  - {cast: bears, from: command, refused: "isn't in their hand"}
expect:
  bears: {zone: command}
""")
    assert out.failures == []


def test_903_9b_to_hand_or_the_command_zone_as_its_owner_chooses(solve) -> None:
    board = """
name: bounce
battlefield:
  - {card: "Isamaru, Hound of Konda", as: isamaru, commander: true}
hand:
  Alice: [Unsummon]
actions:
"""
    out = solve(board + """
  - {cast: Unsummon, targets: [isamaru], choices: {command_zone: false}}
expect:
  isamaru: {zone: hand}
""")
    assert out.failures == []
    out = solve(board + """
  - {cast: Unsummon, targets: [isamaru], choices: {command_zone: true}}
expect:
  isamaru: {zone: command}
""")
    assert out.failures == []


def test_903_9a_from_the_graveyard_to_the_command_zone(solve) -> None:
    board = """
name: dies
battlefield:
  - {card: "Isamaru, Hound of Konda", as: isamaru, commander: true}
hand:
  Alice: [Lightning Bolt]
actions:
"""
    out = solve(board + """
  - {cast: Lightning Bolt, targets: [isamaru]}
choices: [true]
expect:
  isamaru: {zone: command}
""")
    assert out.failures == []
    out = solve(board + """
  - {cast: Lightning Bolt, targets: [isamaru]}
choices: [false]
expect:
  isamaru: {zone: graveyard}
""")
    assert out.failures == []


def test_903_10a_704_6c_21_combat_damage_from_one_commander(solve) -> None:
    out = solve("""
name: commander damage
battlefield:
  - {card: "Isamaru, Hound of Konda", as: isamaru, commander: true, counters: {+1/+1: 8}}
actions:
  - {set: {player: Bob, life: 40}}
  - attack: [isamaru]
  - pass: {to: postcombat_main}
expect:
  player Bob: {life: 30, lost: false, commander_damage: {"Isamaru, Hound of Konda": 10}}
""")
    assert out.failures == []
    out = solve("""
name: commander damage, lethal
players: [Alice, Bob, Carol]
battlefield:
  - {card: "Isamaru, Hound of Konda", as: isamaru, commander: true, counters: {+1/+1: 19}}
actions:
  - {set: {player: Bob, life: 40}}
  - attack: {isamaru: Bob}
  - pass: {to: postcombat_main}
expect:
  player Bob: {life: 19, lost: true, commander_damage: {"Isamaru, Hound of Konda": 21}}
""")
    assert out.failures == []


def test_903_10a_a_non_commander_copy_deals_no_commander_damage(solve) -> None:
    out = solve("""
name: not the commander
battlefield:
  - {card: "Isamaru, Hound of Konda", as: isamaru, counters: {+1/+1: 19}}
actions:
  - {set: {player: Bob, life: 40}}
  - attack: [isamaru]
  - pass: {to: postcombat_main}
expect:
  player Bob: {life: 19, lost: false}
""")
    assert out.failures == []
