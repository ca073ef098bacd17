"""The evasion keywords that restrict which creatures may block (509.1b), played through the
real declare-blockers step: intimidate (702.13), horsemanship (702.31), fear (702.36) and
skulk (702.118); and haste (702.10) against summoning sickness (302.6). An illegal block or
activation is refused and leaves the game unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.combat.declare import block_options, declare_attackers, declare_blockers
from arbiter.errors import IllegalActionError

BOB_P = ("player", 1)


def _combat(solve, battlefield: str):
    """Alice's turn 2; `battlefield` lines indented two spaces; returns (game, ids)."""
    game = solve("name: evasion\nturn: {number: 2}\nbattlefield:\n" + battlefield).game
    ids = {o.alias: o.id for o in game.state.objects.values()
           if o.alias and o.zone == "battlefield"}
    return game, ids


def _attack(game, attacker: int) -> None:
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {attacker: BOB_P})
    game.state.turn.step = "declare_blockers"


def _refused(game, blocks: dict[int, list[int]], why: str) -> None:
    before = game.to_json()
    with pytest.raises(IllegalActionError, match=why):
        declare_blockers(game, blocks)
    assert game.to_json() == before


def test_702_13b_intimidate_blocked_only_by_artifact_or_shared_color(solve) -> None:
    """Bellowing Tanglewurm (green, intimidate) attacks: Grizzly Bears (green) and
    Ornithopter (artifact creature) may block it; Savannah Lions (white) may not."""
    game, ids = _combat(solve, """
  - {card: Bellowing Tanglewurm, as: wurm}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Ornithopter, as: thopter, controller: Bob}
  - {card: Savannah Lions, as: lions, controller: Bob}
""")
    _attack(game, ids["wurm"])
    assert block_options(game, ids["bears"]) == [ids["wurm"]]
    assert block_options(game, ids["thopter"]) == [ids["wurm"]]
    assert block_options(game, ids["lions"]) == []
    _refused(game, {ids["lions"]: [ids["wurm"]]}, r"intimidate.*702\.13b")
    declare_blockers(game, {ids["bears"]: [ids["wurm"]], ids["thopter"]: [ids["wurm"]]})
    assert game.state.combat.blocked == {ids["wurm"]}


def test_702_13c_intimidate_granted_twice_is_one_restriction(solve) -> None:
    """Two Bellowing Tanglewurms: the second gives the first intimidate again (702.13c,
    redundant); a green blocker still may block it, a white one still may not."""
    game, ids = _combat(solve, """
  - {card: Bellowing Tanglewurm, as: wurm}
  - {card: Bellowing Tanglewurm, as: wurm2}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Savannah Lions, as: lions, controller: Bob}
""")
    _attack(game, ids["wurm"])
    assert block_options(game, ids["bears"]) == [ids["wurm"]]
    assert block_options(game, ids["lions"]) == []


def test_702_31b_horsemanship_blocked_only_by_horsemanship(solve) -> None:
    """Shu Cavalry (horsemanship) attacks: Grizzly Bears can't block it, another Shu Cavalry
    can."""
    game, ids = _combat(solve, """
  - {card: Shu Cavalry, as: cav}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Shu Cavalry, as: bobcav, controller: Bob}
""")
    _attack(game, ids["cav"])
    assert block_options(game, ids["bears"]) == []
    _refused(game, {ids["bears"]: [ids["cav"]]}, r"horsemanship.*702\.31b")
    declare_blockers(game, {ids["bobcav"]: [ids["cav"]]})
    assert game.state.combat.blocked == {ids["cav"]}


def test_702_31b_horsemanship_creature_may_block_one_without(solve) -> None:
    """Grizzly Bears attacks; Bob's Shu Cavalry (horsemanship) may block it."""
    game, ids = _combat(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Shu Cavalry, as: bobcav, controller: Bob}
""")
    _attack(game, ids["bears"])
    assert block_options(game, ids["bobcav"]) == [ids["bears"]]


def test_702_36b_fear_blocked_only_by_artifact_or_black(solve) -> None:
    """Severed Legion (black, fear): Grizzly Bears (green) can't block it; Ornithopter
    (artifact creature) and Vampire Nighthawk (black) can."""
    game, ids = _combat(solve, """
  - {card: Severed Legion, as: legion}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Ornithopter, as: thopter, controller: Bob}
  - {card: Vampire Nighthawk, as: hawk, controller: Bob}
""")
    _attack(game, ids["legion"])
    assert block_options(game, ids["bears"]) == []
    assert block_options(game, ids["thopter"]) == [ids["legion"]]
    assert block_options(game, ids["hawk"]) == [ids["legion"]]
    _refused(game, {ids["bears"]: [ids["legion"]]}, r"fear.*702\.36b")
    declare_blockers(game, {ids["hawk"]: [ids["legion"]]})
    assert game.state.combat.blocked == {ids["legion"]}


def test_702_118b_skulk_not_blocked_by_greater_power(solve) -> None:
    """Furtive Homunculus (2/1, skulk): Hill Giant (power 3) can't block it; Grizzly Bears
    (power 2, equal) and Ornithopter (power 0) can."""
    game, ids = _combat(solve, """
  - {card: Furtive Homunculus, as: hom}
  - {card: Hill Giant, as: giant, controller: Bob}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Ornithopter, as: thopter, controller: Bob}
""")
    _attack(game, ids["hom"])
    assert block_options(game, ids["giant"]) == []
    assert block_options(game, ids["bears"]) == [ids["hom"]]
    assert block_options(game, ids["thopter"]) == [ids["hom"]]
    _refused(game, {ids["giant"]: [ids["hom"]]}, r"skulk.*702\.118b")
    declare_blockers(game, {ids["bears"]: [ids["hom"]]})
    assert game.state.combat.blocked == {ids["hom"]}


def test_702_118b_skulk_compares_power_as_blockers_are_declared(solve) -> None:
    """Furtive Homunculus pumped by Giant Growth to 5/4 before blocks: Hill Giant (3) may
    now block it (the powers are compared when blockers are declared)."""
    out = solve("""
        name: skulk pumped
        turn: {number: 2}
        battlefield:
          - {card: Furtive Homunculus, as: hom}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [hom]}
    """)
    game = out.game
    hom, giant = obj_id(game, "hom"), obj_id(game, "giant")
    _attack(game, hom)
    assert block_options(game, giant) == [hom]


def test_702_10b_haste_attacks_the_turn_it_comes_under_control(solve) -> None:
    """Raging Goblin (haste) and Grizzly Bears, both summoning sick: the Goblin may attack,
    the Bears can't (302.6); the refused declaration changes nothing."""
    game, ids = _combat(solve, """
  - {card: Raging Goblin, as: goblin, summoning_sick: true}
  - {card: Grizzly Bears, as: bears, summoning_sick: true}
""")
    game.state.turn.step = "declare_attackers"
    before = game.to_json()
    with pytest.raises(IllegalActionError, match=r"summoning sickness \(302\.6\)"):
        declare_attackers(game, {ids["bears"]: BOB_P})
    assert game.to_json() == before
    declare_attackers(game, {ids["goblin"]: BOB_P})
    assert game.state.combat.attackers == {ids["goblin"]: BOB_P}


def test_702_10c_haste_lets_a_new_creature_pay_tap(board) -> None:
    """Prodigal Pyromancer ("{T}: 1 damage to any target") just entered: its {T} ability
    can't be activated (302.6) and the refusal changes nothing. With Fervor (creatures you
    control have haste) it can: Bob's Llanowar Elves dies."""
    game = board("""
        name: haste tap
        battlefield:
          - {card: Prodigal Pyromancer, as: pyro, summoning_sick: true}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    pyro = obj_id(game, "pyro")
    assert not any(str(a).startswith("activate Prodigal") for a in game.legal_actions())
    before = game.to_json()
    with pytest.raises(IllegalActionError, match=r"summoning sickness"):
        game.apply(f"activate Prodigal Pyromancer#{pyro}: {{T}}: This creature deals 1 "
                   f"damage to any target.")
    assert game.to_json() == before

    game = board("""
        name: haste tap with Fervor
        battlefield:
          - {card: Prodigal Pyromancer, as: pyro, summoning_sick: true}
          - Fervor
          - {card: Llanowar Elves, as: bobelf, controller: Bob}
        actions:
          - {activate: {card: pyro, ability: "{T}", targets: [bobelf]}}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert [o.card for o in game.state.objects.values() if o.zone == "graveyard"] \
        == ["Llanowar Elves"]
    assert game.obj(obj_id(game, "pyro")).tapped


def test_702_10c_haste_lets_a_new_creature_tap_for_mana(board) -> None:
    """Llanowar Elves entered this turn; with Fervor it may tap for {G} (302.6, 702.10c)."""
    game = board("""
        name: haste mana
        battlefield:
          - {card: Llanowar Elves, as: elf, summoning_sick: true}
          - Fervor
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    elf = obj_id(game, "elf")
    game.apply(f"tap Llanowar Elves#{elf} for {{G}}")
    assert game.state.players[0].mana_pool == {"G": 1}
