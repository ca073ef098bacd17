"""Illegal actions: each raises IllegalActionError saying why in a player's words, and the
serialized game is identical before and after (principle 6)."""

from __future__ import annotations

import re

import pytest
from conftest import obj_id

from arbiter.errors import IllegalActionError
from arbiter.state.combat import CombatState


def _refuse(game, text: str, why: str, player: int | None = None) -> None:
    game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply(text, player)
    assert why in str(info.value), str(info.value)
    assert game.to_json() == before


BOARD = """
name: board
turn: {number: 3, phase: %(phase)s}
players: [Alice, Bob]
battlefield:
  - {card: Mountain, as: m1}
  - {card: Mountain, as: m2}
  - {card: Mountain, as: m3}
  - {card: Forest, as: f1}
  - {card: Island, as: i1}
  - {card: Grizzly Bears, as: bears}
  - {card: Grizzly Bears, as: sick, summoning_sick: true}
  - {card: Grizzly Bears, as: tapped, tapped: true}
  - {card: Jayemdae Tome, as: tome, tapped: true}
  - {card: "Oko, Thief of Crowns", as: oko}
  - {card: Beamtown Beatstick, as: stick}
  - {card: Wall of Stone, as: wall}
  - {card: Grayscaled Gharial, as: gharial}
  - {card: Savannah Lions, controller: Bob, as: lions}
  - {card: Island, controller: Bob, as: bobisland}
  - {card: Scion of Oona, controller: Bob, as: scion}
  - {card: Blossoming Defense, controller: Bob, as: unused_marker}
hand:
  Alice: [{card: Shivan Dragon, as: dragon}, {card: Forest, as: landcard},
          {card: Grizzly Bears, as: bearcard}, {card: Turn to Frog, as: frog},
          {card: Giant Growth, as: growth}]
  Bob: [{card: Savannah Lions, as: boblions}]
library: {Alice: [{card: Llanowar Elves, as: deep}], Bob: [Plains]}
"""


def _board(solve, phase: str = "precombat_main"):
    text = BOARD % {"phase": phase}
    text = text.replace("  - {card: Blossoming Defense, controller: Bob, as: unused_marker}\n", "")
    game = solve(text).game
    game.use_aliases = False  # messages name cards as a player sees them
    return game


CASES = [
    ("307.1 sorcery-speed spell in the upkeep", "upkeep", "cast Grizzly Bears#{bearcard}",
     "can be cast only in a main phase of your turn"),
    ("601.2f-h total cost not payable", "precombat_main", "cast Shivan Dragon#{dragon}",
     "you can't pay Shivan Dragon's total cost {4}{R}{R}"),
    ("601.2a a card in the library", "precombat_main", "cast Llanowar Elves#{deep}",
     "Llanowar Elves isn't in your hand"),
    ("305.1 casting a land", "precombat_main", "cast Forest#{landcard}",
     "lands are played, not cast (305.1)"),
    ("601.2a a card in an opponent's hand", "precombat_main", "cast Savannah Lions#{boblions}",
     "isn't in your hand"),
    ("305.1 playing a nonland card", "precombat_main", "play Grizzly Bears#{bearcard}",
     "isn't a land; cast it instead"),
    ("305.2 a land in the upkeep", "upkeep", "play Forest#{landcard}",
     "only in a main phase"),
    ("602.2 an opponent's permanent", "precombat_main", "activate Scion of Oona#{scion}",
     "you don't control Scion of Oona"),
    ("602.5a {T} of a tapped permanent", "precombat_main",
     "activate Jayemdae Tome#{tome}: {4}, {T}: Draw a card.", "is tapped"),
    ("602.5d sorcery-speed ability in the upkeep", "upkeep",
     "activate Beamtown Beatstick#{stick}: Equip {2}", "can be activated only as a sorcery"),
    ("508.1a attacking with a summoning-sick creature", "declare_attackers",
     "attack Bob with Grizzly Bears#{sick}", "has summoning sickness (302.6)"),
    ("508.1a attacking with a tapped creature", "declare_attackers",
     "attack Bob with Grizzly Bears#{tapped}", "is tapped (508.1a)"),
    ("702.3b attacking with defender", "declare_attackers",
     "attack Bob with Wall of Stone#{wall}", "has defender"),
    ("508.1 attacking outside the declare attackers step", "precombat_main",
     "attack Bob with Grizzly Bears#{bears}", "only in the declare attackers step"),
    ("unknown action text", "precombat_main", "dance a jig",
     "is not a legal choice now"),
]


@pytest.mark.parametrize(("label", "phase", "text", "why"), CASES, ids=[c[0] for c in CASES])
def test_illegal_action(solve, label: str, phase: str, text: str, why: str) -> None:
    game = _board(solve, phase)
    if phase == "declare_attackers":
        game.state.turn.stage = "begin"
    ids = {o.alias: o.id for o in game.state.objects.values() if o.alias}
    text = re.sub(r"#\{(\w+)\}", lambda m: f"#{ids[m.group(1)]}", text)
    _refuse(game, text, why)


def test_305_2_second_land_in_a_turn(solve) -> None:
    game = _board(solve)
    game.state.turn.lands_played = 1
    _refuse(game, f"play Forest#{obj_id(game, 'landcard')}",
            "you have already played a land this turn (305.2)")


def test_606_3_second_loyalty_ability(solve) -> None:
    game = _board(solve)
    game.state.loyalty_used.add(obj_id(game, "oko"))
    _refuse(game, f"activate Oko, Thief of Crowns#{obj_id(game, 'oko')}: [+2]",
            "already activated a loyalty ability this turn (606.3)")


def test_702_11b_targeting_an_opponents_hexproof_creature(solve) -> None:
    """Turn to Frog can't target Bob's Gladecover Scout (hexproof)."""
    game = _board(solve)
    scout = game.state.add_object({"owner": 1, "controller": 1, "card": "Gladecover Scout"},
                                  "battlefield")
    game.apply(f"cast Turn to Frog#{obj_id(game, 'frog')}")
    _refuse(game, f"Gladecover Scout#{scout.id}", "has hexproof")


def test_115_4_target_of_the_wrong_kind(solve) -> None:
    """Giant Growth targets a creature; a Mountain isn't one."""
    game = _board(solve)
    game.apply(f"cast Giant Growth#{obj_id(game, 'growth')}")
    _refuse(game, f"Mountain#{obj_id(game, 'm1')}", "isn't a legal target")


def _blocking_board(solve, attacker: str):
    game = _board(solve, "declare_blockers")
    game.state.turn.stage = "begin"
    a = obj_id(game, attacker)
    game.state.combat = CombatState(attackers={a: ("player", 1)})
    return game, a


def test_702_9b_blocking_a_flyer_without_flying_or_reach(solve) -> None:
    game = _board(solve, "declare_blockers")
    game.state.turn.stage = "begin"
    dragon = game.state.add_object({"owner": 0, "controller": 0, "card": "Shivan Dragon"},
                                   "battlefield")
    game.state.combat = CombatState(attackers={dragon.id: ("player", 1)})
    _refuse(game, f"block Shivan Dragon#{dragon.id} with Savannah Lions#{obj_id(game, 'lions')}",
            "has flying; Savannah Lions has neither flying nor reach (702.9b)")


def test_702_14c_blocking_a_landwalker(solve) -> None:
    game, gharial = _blocking_board(solve, "gharial")
    _refuse(game, f"block Grayscaled Gharial#{gharial} with Savannah Lions#"
                  f"{obj_id(game, 'lions')}", "has islandwalk and Bob controls an Island")


def test_117_acting_out_of_turn(solve) -> None:
    """117.3: only the player with priority may act."""
    game = _board(solve)
    _refuse(game, "pass", "it is Alice's decision", player=1)


def test_104_no_action_after_the_game_is_over(solve) -> None:
    game = _board(solve)
    game.state.players[1].lost = True
    game.state.touch()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply("pass")
    assert "the game is over" in str(info.value)
    assert game.to_json() == before


def test_602_5b_activate_only_once_each_turn(solve) -> None:
    """602.5b: Darkthicket Wolf's pump can be activated only once each turn."""
    game = solve("""
        name: wolf
        battlefield: [{card: Darkthicket Wolf, as: wolf}, Forest, Forest, Forest, Forest,
                      Forest, Forest]
        library: {Alice: [Plains], Bob: [Plains]}
    """).game
    game.use_aliases = False
    wolf = obj_id(game, "wolf")
    text = f"activate Darkthicket Wolf#{wolf}: {{2}}{{G}}: This creature gets +2/+2 until " \
           "end of turn. Activate only once each turn."
    game.apply(text)
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    game.apply("pass")
    game.apply("pass")  # both pass: the ability resolves
    assert game.chars(wolf).power == 4
    _refuse(game, text, "can be activated only once each turn (602.5b)")
