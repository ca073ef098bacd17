"""Combat (506-511) and the combat keywords, one rule each; the CR number is in each name.

Boards are built by the scenario runner; the combat functions are then called directly, as
the turn loop would call them in each step."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage, has_first_strike_step
from arbiter.engine.combat.declare import (
    attack_options,
    block_options,
    declare_attackers,
    declare_blockers,
    end_combat,
    feasible_blocks,
)
from arbiter.engine.decisions import Decision
from arbiter.engine.game import Game
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1
BOB_P = ("player", BOB)


class FirstOption:
    """Answers every decision with its first (default) option and remembers the questions."""

    def __init__(self) -> None:
        self.asked: list[Decision] = []

    def decide(self, d: Decision) -> Any:
        self.asked.append(d)
        return d.options[0][1] if d.options else None


def board(solve, battlefield: str, actions: str = "") -> tuple[Game, dict[str, int]]:
    """Alice's turn 2, precombat main; `battlefield` is YAML list lines (indented 2)."""
    out = solve("name: combat\nturn: {number: 2}\nbattlefield:\n" + battlefield
                + ("actions:\n" + actions if actions else ""))
    game = out.game
    ids = {o.alias: o.id for o in game.state.objects.values()
           if o.alias and o.zone == "battlefield"}
    return game, ids


def attack(game: Game, assignment: dict[int, Any]) -> None:
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, assignment)


def block(game: Game, blocks: dict[int, list[int]]) -> None:
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, blocks)


def damage(game: Game) -> None:
    """The combat damage step(s) (510.4), state-based actions after each."""
    game.state.turn.step = "combat_damage"
    if has_first_strike_step(game):
        combat_damage(game, first_strike=True)
        sba.check_once(game)
    combat_damage(game, first_strike=False)
    sba.check_once(game)


def zone(game: Game, oid: int) -> str:
    """Where the object is; "graveyard" if it died (the old object is left behind, 400.7)."""
    if any(e.kind == "dies" and e.obj == oid for e in game.events):
        return "graveyard"
    return game.obj(oid).zone


# -- declare attackers (508) -------------------------------------------------------------
def test_302_6_summoning_sick_creature_cant_attack_but_haste_can(solve) -> None:
    """302.6 / 702.10: a creature that came under Alice's control this turn can't attack;
    one with haste can. The illegal declaration changes nothing."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, summoning_sick: true}
  - {card: Raging Goblin, as: goblin, summoning_sick: true}
""")
    bears = next(o.id for o in game.state.objects.values() if o.card == "Grizzly Bears")
    assert attack_options(game, bears) == []
    assert attack_options(game, ids["goblin"]) == [BOB_P]
    with pytest.raises(IllegalActionError, match=r"Grizzly Bears has summoning sickness "
                                                 r"\(302\.6\)"):
        attack(game, {bears: BOB_P, ids["goblin"]: BOB_P})
    assert not game.obj(ids["goblin"]).tapped and game.state.combat is None
    attack(game, {ids["goblin"]: BOB_P})
    assert game.state.combat.attackers == {ids["goblin"]: BOB_P}
    assert game.obj(ids["goblin"]).tapped


def test_702_20b_vigilance_attacker_doesnt_tap_508_1f(solve) -> None:
    """508.1f / 702.20b: attacking taps Grizzly Bears but not Serra Angel (vigilance)."""
    game, ids = board(solve, """
  - {card: Serra Angel, as: angel}
  - {card: Grizzly Bears, as: bears}
""")
    attack(game, {ids["angel"]: BOB_P, ids["bears"]: BOB_P})
    assert not game.obj(ids["angel"]).tapped and game.obj(ids["bears"]).tapped
    kinds = [(e.kind, e.obj, e.player) for e in game.events if e.kind == "attacks"]
    assert kinds == [("attacks", ids["angel"], BOB), ("attacks", ids["bears"], BOB)]


def test_702_3b_defender_and_tapped_creatures_cant_attack(solve) -> None:
    """702.3b / 508.1a: Wall of Stone (defender) and a tapped creature can't attack."""
    game, ids = board(solve, """
  - {card: Wall of Stone, as: wall}
  - {card: Grizzly Bears, as: bears, tapped: true}
""")
    assert attack_options(game, ids["wall"]) == []
    with pytest.raises(IllegalActionError, match=r"defender"):
        attack(game, {ids["wall"]: BOB_P})
    with pytest.raises(IllegalActionError, match=r"tapped"):
        attack(game, {ids["bears"]: BOB_P})


def test_508_1d_juggernaut_attacks_each_combat_if_able(solve) -> None:
    """508.1d: Graaz (itself a Juggernaut) makes Alice's other creatures Juggernauts, and
    Juggernauts attack each combat if able: leaving out an able one is illegal; a
    summoning-sick one isn't able, so it may stay home."""
    game, ids = board(solve, """
  - {card: "Graaz, Unstoppable Juggernaut", as: graaz}
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: lions, summoning_sick: true}
""")
    with pytest.raises(IllegalActionError, match=r"attacks each combat if able"):
        attack(game, {})
    with pytest.raises(IllegalActionError, match=r"graaz attacks each combat if able"):
        attack(game, {ids["bears"]: BOB_P})
    assert game.state.combat is None and not game.obj(ids["bears"]).tapped
    attack(game, {ids["bears"]: BOB_P, ids["graaz"]: BOB_P})
    assert set(game.state.combat.attackers) == {ids["bears"], ids["graaz"]}


def test_508_1b_planeswalker_can_be_attacked(solve) -> None:
    """508.1b / 506.2: Alice may attack Bob or a planeswalker Bob controls; damage to the
    planeswalker removes loyalty (120.3c)."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Gideon of the Trials, as: gideon, controller: Bob}
""")
    pw = ("permanent", ids["gideon"])
    assert attack_options(game, ids["bears"]) == [BOB_P, pw]
    attack(game, {ids["bears"]: pw})
    damage(game)
    assert game.obj(ids["gideon"]).counters.get("loyalty", 0) == 1
    assert game.state.players[BOB].life == 20


# -- declare blockers (509) --------------------------------------------------------------
def test_702_9b_flying_blocked_only_by_flying_or_reach_702_17b(solve) -> None:
    """702.9b / 702.17b: Serra Angel (flying) can be blocked by Giant Spider (reach), not
    by Grizzly Bears."""
    game, ids = board(solve, """
  - {card: Serra Angel, as: angel}
  - {card: Giant Spider, as: spider, controller: Bob}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["angel"]: BOB_P})
    assert block_options(game, ids["spider"]) == [ids["angel"]]
    assert block_options(game, ids["bears"]) == []
    with pytest.raises(IllegalActionError, match=r"flying"):
        block(game, {ids["bears"]: [ids["angel"]]})
    block(game, {ids["spider"]: [ids["angel"]]})
    assert game.state.combat.blocked == {ids["angel"]}


def test_702_111b_menace_needs_two_blockers(solve) -> None:
    """702.111b: Boggart Brute can't be blocked by one creature alone; two may block it.
    feasible_blocks doesn't offer a lone block when no second blocker remains."""
    game, ids = board(solve, """
  - {card: Boggart Brute, as: brute}
  - {card: Grizzly Bears, as: b1, controller: Bob}
  - {card: Savannah Lions, as: b2, controller: Bob}
""")
    attack(game, {ids["brute"]: BOB_P})
    brute, b1, b2 = ids["brute"], ids["b1"], ids["b2"]
    with pytest.raises(IllegalActionError, match=r"menace"):
        block(game, {b1: [brute]})
    assert game.state.combat.blockers == {}
    assert feasible_blocks(game, {}, b1, later=[b2]) == [None, brute]
    assert feasible_blocks(game, {}, b1, later=[]) == [None]
    assert feasible_blocks(game, {b1: [brute]}, b2, later=[]) == [brute]
    block(game, {b1: [brute], b2: [brute]})
    assert game.state.combat.order[brute] == [b1, b2]
    assert [(e.kind, e.obj) for e in game.events if e.kind in ("blocks", "becomes_blocked")] \
        == [("blocks", b1), ("blocks", b2), ("becomes_blocked", brute)]


def test_702_14c_islandwalk_unblockable_while_defender_controls_an_island(solve) -> None:
    """702.14c: Grayscaled Gharial can't be blocked while Bob controls an Island."""
    game, ids = board(solve, """
  - {card: Grayscaled Gharial, as: gharial}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Island, as: island, controller: Bob}
""")
    attack(game, {ids["gharial"]: BOB_P})
    assert block_options(game, ids["bears"]) == []
    with pytest.raises(IllegalActionError, match=r"islandwalk.*Island \(702\.14c\)"):
        block(game, {ids["bears"]: [ids["gharial"]]})


def test_702_14c_islandwalk_blockable_without_an_island(solve) -> None:
    """702.14c: an Island Alice controls doesn't matter; Bob's Bears can block."""
    game, ids = board(solve, """
  - {card: Grayscaled Gharial, as: gharial}
  - {card: Island}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["gharial"]: BOB_P})
    assert block_options(game, ids["bears"]) == [ids["gharial"]]


def test_702_16f_protection_from_black_cant_be_blocked_by_black(solve) -> None:
    """702.16f: White Knight (protection from black) can't be blocked by Typhoid Rats."""
    game, ids = board(solve, """
  - {card: White Knight, as: knight}
  - {card: Typhoid Rats, as: rats, controller: Bob}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["knight"]: BOB_P})
    assert block_options(game, ids["rats"]) == []
    assert block_options(game, ids["bears"]) == [ids["knight"]]


def test_509_1b_gingerbrute_cant_be_blocked_except_by_haste(solve) -> None:
    """509.1b: after Gingerbrute's {1} ability, only a creature with haste can block it."""
    game, ids = board(solve, """
  - {card: Gingerbrute, as: ginger}
  - {card: Mountain}
  - {card: Raging Goblin, as: goblin, controller: Bob}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""", """
  - activate: {card: ginger, ability: "{1}:"}
""")
    attack(game, {ids["ginger"]: BOB_P})
    assert block_options(game, ids["goblin"]) == [ids["ginger"]]
    assert block_options(game, ids["bears"]) == []
    with pytest.raises(IllegalActionError, match=r"509\.1b"):
        block(game, {ids["bears"]: [ids["ginger"]]})


# -- combat damage (510) -----------------------------------------------------------------
def test_510_1b_unblocked_attacker_damages_the_player(solve) -> None:
    """510.1b: unblocked Grizzly Bears deal 2 damage to Bob; 511.3 ends the combat."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
""")
    attack(game, {ids["bears"]: BOB_P})
    block(game, {})
    damage(game)
    assert game.state.players[BOB].life == 18
    kinds = [e.kind for e in game.events if e.obj == ids["bears"]]
    assert "combat_damage_to_player" in kinds and "deals_combat_damage" in kinds
    end_combat(game)
    assert game.state.combat is None


def test_510_1c_damage_divided_lethal_to_each_blocker_in_order(solve) -> None:
    """510.1c: Shivan Dragon (5/5, no trample) blocked by Vampire Nighthawk (2/3) and Giant
    Spider (2/4): Alice divides its damage; the default gives lethal damage to the first
    blocker in order and the rest to the next, and other divisions are offered too."""
    game, ids = board(solve, """
  - {card: Shivan Dragon, as: dragon}
  - {card: Giant Spider, as: spider, controller: Bob}
  - {card: Vampire Nighthawk, as: hawk, controller: Bob}
""")
    game.decider = ask = FirstOption()
    attack(game, {ids["dragon"]: BOB_P})
    block(game, {ids["hawk"]: [ids["dragon"]], ids["spider"]: [ids["dragon"]]})
    damage(game)
    question = ask.asked[0]
    assert question.kind == "damage_assignment" and question.player == ALICE
    assert question.options[0][0] == "3 to hawk, 2 to spider"
    assert "5 to spider" in [label for label, _ in question.options]
    # Nighthawk had deathtouch: the Dragon dies too (704.5h); the Spider has 2 damage.
    assert zone(game, ids["hawk"]) == "graveyard"
    assert zone(game, ids["dragon"]) == "graveyard"
    assert game.obj(ids["spider"]).damage == 2 and zone(game, ids["spider"]) == "battlefield"
    # No damage reaches Alice's opponent; Nighthawk's lifelink gains Bob 2 (702.15b).
    assert game.state.players[BOB].life == 22


def test_702_19b_trample_assigns_excess_to_the_player(solve) -> None:
    """702.19b: Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears: 2 to the Bears,
    4 to Bob."""
    game, ids = board(solve, """
  - {card: Colossal Dreadmaw, as: maw}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    game.decider = ask = FirstOption()
    attack(game, {ids["maw"]: BOB_P})
    block(game, {ids["bears"]: [ids["maw"]]})
    damage(game)
    assert ask.asked[0].options[0][0] == "2 to bears, 4 to Bob"
    assert game.state.players[BOB].life == 16 and zone(game, ids["bears"]) == "graveyard"


def test_702_19b_702_2c_deathtouch_trample_assigns_one_to_the_blocker(solve) -> None:
    """702.19b / 702.2c: with deathtouch, 1 damage is lethal damage: a 4/4 token with
    deathtouch and trample blocked by Giant Spider (2/4) assigns 1 to the Spider and 3 to
    Bob; the Spider is destroyed (704.5h)."""
    game, ids = board(solve, """
  - {token: {name: Stalker, power: 4, toughness: 4, text: "Deathtouch, trample"}, as: dt}
  - {card: Giant Spider, as: spider, controller: Bob}
""")
    game.decider = FirstOption()
    attack(game, {ids["dt"]: BOB_P})
    block(game, {ids["spider"]: [ids["dt"]]})
    damage(game)
    assert game.state.players[BOB].life == 17 and zone(game, ids["spider"]) == "graveyard"


def test_702_19d_trample_with_its_blocker_gone_hits_the_player(solve) -> None:
    """702.19d / 510.1c: a blocked trampler whose blocker left assigns all its damage to
    Bob; a blocked non-trampler with no blocker deals none."""
    game, ids = board(solve, """
  - {card: Colossal Dreadmaw, as: maw}
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: l1, controller: Bob}
  - {card: Giant Spider, as: l2, controller: Bob}
""")
    attack(game, {ids["maw"]: BOB_P, ids["bears"]: BOB_P})
    block(game, {ids["l1"]: [ids["maw"]], ids["l2"]: [ids["bears"]]})
    for b in (ids["l1"], ids["l2"]):
        game.move(b, "graveyard")
        game.state.combat.remove(b)
    damage(game)
    assert game.state.players[BOB].life == 14


def test_702_7b_first_strike_kills_before_regular_damage(solve) -> None:
    """702.7b / 510.4: a 2/2 first striker blocked by Grizzly Bears kills them in the
    first-strike step and takes no damage."""
    game, ids = board(solve, """
  - {token: {name: Duelist, power: 2, toughness: 2, text: "First strike"}, as: fs}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["fs"]: BOB_P})
    block(game, {ids["bears"]: [ids["fs"]]})
    damage(game)
    assert zone(game, ids["bears"]) == "graveyard"
    assert game.obj(ids["fs"]).damage == 0 and zone(game, ids["fs"]) == "battlefield"


def test_702_4b_double_strike_deals_damage_twice(solve) -> None:
    """702.4b: unblocked Fencing Ace (1/1 double strike) deals 1 damage in each step."""
    game, ids = board(solve, """
  - {card: Fencing Ace, as: ace}
  - {card: Grizzly Bears, as: bears}
""")
    attack(game, {ids["ace"]: BOB_P, ids["bears"]: BOB_P})
    block(game, {})
    game.state.turn.step = "combat_damage"
    assert has_first_strike_step(game)
    combat_damage(game, first_strike=True)
    assert game.state.players[BOB].life == 19  # only the double striker
    combat_damage(game, first_strike=False)
    assert game.state.players[BOB].life == 16  # the Ace again and the Bears


def test_702_15b_lifelink_controller_gains_life(solve) -> None:
    """702.15b: unblocked Vampire Nighthawk deals 2 to Bob; Alice gains 2."""
    game, ids = board(solve, """
  - {card: Vampire Nighthawk, as: hawk}
""")
    attack(game, {ids["hawk"]: BOB_P})
    block(game, {})
    damage(game)
    assert (game.state.players[BOB].life, game.state.players[ALICE].life) == (18, 22)


def test_702_12b_indestructible_survives_lethal_damage(solve) -> None:
    """702.12b: Darksteel Myr (0/1 indestructible) blocks Grizzly Bears and survives with
    2 damage marked; a 0-power creature assigns no damage (510.1a)."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Darksteel Myr, as: myr, controller: Bob}
""")
    attack(game, {ids["bears"]: BOB_P})
    block(game, {ids["myr"]: [ids["bears"]]})
    damage(game)
    assert zone(game, ids["myr"]) == "battlefield" and game.obj(ids["myr"]).damage == 2
    assert game.obj(ids["bears"]).damage == 0


def test_615_gideon_of_the_trials_zero_prevents_damage_to_him(solve) -> None:
    """615 / 120.3: after his 0, Gideon of the Trials is a 4/4 creature and all damage that
    would be dealt to him is prevented: blocked by Grizzly Bears he takes none and keeps his
    loyalty; the Bears die."""
    game, ids = board(solve, """
  - {card: Gideon of the Trials, as: gideon}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""", """
  - activate: {card: gideon, ability: 2}
""")
    attack(game, {ids["gideon"]: BOB_P})
    block(game, {ids["bears"]: [ids["gideon"]]})
    damage(game)
    assert zone(game, ids["bears"]) == "graveyard" and game.obj(ids["gideon"]).damage == 0
    assert game.obj(ids["gideon"]).counters.get("loyalty") == 3
