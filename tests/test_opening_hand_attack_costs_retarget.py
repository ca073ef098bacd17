"""Opening-hand actions (103.6), costs to attack (508.1c-j), changing a target (115.7) and
"whenever this deals damage" triggers (603.2, 510.2), through the real engine."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id

from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import (
    declare_attackers,
    declare_blockers,
    free_attack_options,
    must_attack,
)
from arbiter.engine.decisions import Decision
from arbiter.engine.game import Game
from arbiter.engine.rules_effects import player_has
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1


def labels(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def pick(game: Game, start: str) -> None:
    """Apply the one legal action whose label starts with `start`."""
    (label,) = [s for s in labels(game) if s.startswith(start)]
    game.apply(label)


# -- 103.6: opening-hand actions ---------------------------------------------------------------
LEYLINES = ["Leyline of Sanctity", "Leyline of the Guildpact", "Plains", "Plains", "Plains",
            "Plains", "Plains"]
BOB_DECK = ["Leyline of Sanctity", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]


def new_game(catalog) -> Game:
    # Seven-card decks: each opening hand is the whole deck.
    return Game.new([LEYLINES, BOB_DECK], players=["Alice", "Bob"], seed=5, catalog=catalog)


def _on_battlefield(game: Game, name: str) -> list[int]:
    return [o for o in game.state.battlefield() if game.name_of(o) == name]


def test_103_6a_starting_player_then_each_other_player_begins_with_leylines(catalog) -> None:
    """103.6 / 103.6a: after the hands are drawn, the starting player may begin the game with
    each Leyline on the battlefield, in any order; then Bob; then the first turn begins with
    Alice's priority (103.8). Leyline of Sanctity gives its controller hexproof (702.11d);
    Leyline of the Guildpact makes Alice's nonland permanents all colors (105.4)."""
    game = new_game(catalog)
    d = game.pending_decision
    assert d.kind == "opening_hand" and d.player == ALICE
    assert sorted(labels(game)) == sorted([
        *(f"begin the game with {n}#{o} on the battlefield"
          for o in game.state.zone_list("hand", ALICE)
          for n in [game.name_of(o)] if n.startswith("Leyline")),
        "keep the rest in hand"])
    pick(game, "begin the game with Leyline of the Guildpact")
    assert game.current_player == ALICE  # she may act again, in any order
    pick(game, "begin the game with Leyline of Sanctity")
    assert game.pending_decision.player == BOB and game.pending_decision.kind == "opening_hand"
    pick(game, "begin the game with Leyline of Sanctity")
    d = game.pending_decision
    assert d.kind == "priority" and d.player == ALICE
    assert game.state.turn.number == 1 and game.state.turn.step == "upkeep"
    assert len(_on_battlefield(game, "Leyline of Sanctity")) == 2
    (guildpact,) = _on_battlefield(game, "Leyline of the Guildpact")
    assert game.chars(guildpact).controller == ALICE
    assert player_has(game, ALICE, "player_hexproof") and player_has(game, BOB, "player_hexproof")
    alices_sanctity = next(o for o in _on_battlefield(game, "Leyline of Sanctity")
                           if game.chars(o).controller == ALICE)
    assert len(game.chars(alices_sanctity).colors) == 5
    assert len(game.state.zone_list("hand", ALICE)) == 5
    assert len(game.state.zone_list("hand", BOB)) == 6


def test_103_6_a_player_may_keep_them_in_hand(catalog) -> None:
    """103.6: "you may": Alice keeps both Leylines in her hand; Bob still gets his choice."""
    game = new_game(catalog)
    game.apply("keep the rest in hand")
    assert game.pending_decision.player == BOB
    game.apply("keep the rest in hand")
    assert game.pending_decision.kind == "priority"
    assert game.state.battlefield() == []
    assert len(game.state.zone_list("hand", ALICE)) == 7


def test_103_6_the_decision_survives_json_and_refuses_illegal_answers(catalog) -> None:
    """Between opening-hand actions the game serializes losslessly; a card that can't begin
    the game on the battlefield (a Plains) is refused with the game unchanged."""
    game = new_game(catalog)
    pick(game, "begin the game with Leyline of Sanctity")
    before = game.to_json()
    plains = next(o for o in game.state.zone_list("hand", ALICE) if game.name_of(o) == "Plains")
    with pytest.raises(IllegalActionError):
        game.apply(f"begin the game with Plains#{plains} on the battlefield")
    assert game.to_json() == before
    copy = Game.from_json(before, catalog=catalog)
    assert labels(copy) == labels(game)
    copy.apply("keep the rest in hand")
    game.apply("keep the rest in hand")
    assert copy.to_json() == game.to_json()


# -- 508.1c-j: Ghostly Prison, a cost to attack -----------------------------------------------
def _to_declare_attackers(board, battlefield: str) -> Game:
    game = board("name: prison\nturn: {number: 2}\nlibrary: {Alice: [Plains], Bob: [Plains]}\n"
                 "battlefield:\n" + battlefield)
    game.apply("pass")
    game.apply("pass")  # precombat main ends
    game.apply("pass")
    game.apply("pass")  # beginning of combat ends: attackers are declared
    return game


def test_508_1h_attacking_the_prisons_controller_costs_2_per_creature(board) -> None:
    """508.1h / 508.1j: with three Plains Alice can pay {2} for one Grizzly Bears attacking
    Bob, not {4} for two: the second is offered only "no attack". She pays with two Plains,
    tapped before the creature becomes an attacking creature (508.1k)."""
    game = _to_declare_attackers(board, """
  - {card: Ghostly Prison, controller: Bob}
  - {card: Grizzly Bears, as: one}
  - {card: Grizzly Bears, as: two}
  - Plains
  - Plains
  - Plains
""")
    d = game.pending_decision
    assert d.kind == "attack" and "costs {2}" in d.prompt
    assert labels(game) == ["no attack", "attack Bob"]
    game.apply("attack Bob")
    # The second creature's only choice, "no attack", answers itself; one way to pay.
    assert game.pending_decision.kind == "priority"
    assert game.state.turn.step == "declare_attackers"
    assert list(game.state.combat.attackers) == [obj_id(game, "one")]
    plains = [o for o in game.state.battlefield() if game.name_of(o) == "Plains"]
    assert sorted(game.obj(o).tapped for o in plains) == [False, True, True]
    assert any("pays {2} to attack" in line for line in game.state.log)


def test_508_1h_attacking_the_controllers_planeswalker_is_free(board) -> None:
    """Ghostly Prison taxes only creatures "attacking you": attacking Bob's planeswalker
    costs nothing, so Alice may attack Oko with no mana at all."""
    game = _to_declare_attackers(board, """
  - {card: Ghostly Prison, controller: Bob}
  - {card: "Oko, Thief of Crowns", controller: Bob, as: oko, counters: {loyalty: 4}}
  - {card: Grizzly Bears, as: bears}
""")
    oko = obj_id(game, "oko")
    assert labels(game) == ["no attack", f"attack Oko, Thief of Crowns#{oko}"]
    game.apply(f"attack Oko, Thief of Crowns#{oko}")
    assert game.state.combat.attackers[obj_id(game, "bears")] == ("permanent", oko)


def test_508_1f_an_attacking_mana_creature_cant_help_pay(board) -> None:
    """508.1f before 508.1j: attackers are tapped before the cost is paid. Llanowar Elves
    attacking would be tapped, leaving one Forest for {2}: Elves isn't offered an attack;
    Grizzly Bears is, and Forest and Elves pay for it."""
    game = _to_declare_attackers(board, """
  - {card: Ghostly Prison, controller: Bob}
  - {card: Llanowar Elves, as: elves}
  - {card: Grizzly Bears, as: bears}
  - Forest
""")
    d = game.pending_decision
    assert d.prompt.startswith("attack with Grizzly Bears")
    game.apply("attack Bob")
    assert game.pending_decision.kind == "priority"
    elves = obj_id(game, "elves")
    assert game.obj(elves).tapped and elves not in game.state.combat.attackers
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Forest")


class _First:
    def decide(self, d: Decision) -> Any:
        return d.options[0][1] if d.options else None


def test_508_1d_no_one_must_pay_to_obey_attacks_each_combat(board) -> None:
    """508.1d: Graaz's Juggernauts attack each combat if able, but paying Ghostly Prison's
    cost is never required: declaring no attackers is legal; an attack Alice can't pay for
    is refused and changes nothing (508.1h-j)."""
    game = board("""
        name: graaz
        turn: {number: 2}
        battlefield:
          - {card: Ghostly Prison, controller: Bob}
          - {card: "Graaz, Unstoppable Juggernaut", as: graaz}
    """)
    game.decider = _First()
    graaz = obj_id(game, "graaz")
    assert must_attack(game, graaz) and free_attack_options(game, graaz) == []
    game.state.turn.step = "declare_attackers"
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="508.1h"):
        declare_attackers(game, {graaz: ("player", BOB)})
    assert game.to_json() == before
    declare_attackers(game, {})  # legal: the requirement doesn't oblige paying


# -- 115.7a: Willbender ----------------------------------------------------------------------
WILLBENDER_BOARD = """
    name: willbender
    turn: {number: 2}
    battlefield:
      - {card: Willbender, face_down: morph, as: wb}
      - Island
      - Island
      - Plains
      - {card: Grizzly Bears, controller: Bob, as: bears}
      - {card: Mountain, controller: Bob}
      - {card: Plains, controller: Bob}
      - {card: Glorious Anthem, as: anthem}
    hand: {Alice: [Savannah Lions], Bob: [Shock, Disenchant]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def _bob_casts(game: Game, card: str, target: str = "") -> None:
    game.apply("pass")  # Alice passes; Bob has priority in her main phase
    pick(game, f"cast {card}")
    if game.pending_decision.kind == "target":  # (a single legal target answers itself)
        pick(game, target)
    while game.pending_decision.kind == "pay":
        game.apply(labels(game)[0])
    game.apply("pass")  # 117.3c: Bob had priority again; now Alice has it


def _unmorph(game: Game) -> None:
    wb = obj_id(game, "wb")
    game.apply(f"turn face-down #{wb} face up for {{1}}{{U}}")


def test_115_7a_willbender_changes_shocks_target(board) -> None:
    """115.7a: Bob's Shock targets the face-down Willbender; Alice turns it face up (116.2b,
    no stack) and its trigger targets Shock, a spell with a single target. As it resolves
    Alice changes Shock's target to Bob's Grizzly Bears, which dies instead (704.5g)."""
    game = board(WILLBENDER_BOARD)
    wb = obj_id(game, "wb")
    _bob_casts(game, "Shock", f"a face-down permanent#{wb}")
    _unmorph(game)
    (shock, trigger) = game.state.stack_items
    assert trigger.kind == "triggered" and trigger.targets == [shock.source]
    game.apply("pass")
    game.apply("pass")  # the trigger resolves
    d = game.pending_decision
    assert d.kind == "target" and d.player == ALICE
    bears = obj_id(game, "bears")
    assert f"Grizzly Bears#{bears}" in labels(game) and f"Willbender#{wb}" not in labels(game)
    game.apply(f"Grizzly Bears#{bears}")
    assert game.state.stack_items[-1].targets == [bears]
    game.apply("pass")
    game.apply("pass")  # Shock resolves
    assert game.obj(bears).zone == "left:battlefield"
    assert game.obj(wb).damage == 0


def test_115_7a_no_other_legal_target_leaves_the_target_unchanged(board) -> None:
    """115.7a: Disenchant targets Glorious Anthem, the only artifact or enchantment: there is
    no other legal target, so the target is unchanged and the Anthem is destroyed."""
    game = board(WILLBENDER_BOARD)
    anthem = obj_id(game, "anthem")
    _bob_casts(game, "Disenchant", f"Glorious Anthem#{anthem}")
    _unmorph(game)
    game.apply("pass")
    game.apply("pass")  # the trigger resolves: nothing to choose
    assert game.state.stack_items[-1].targets == [anthem]
    assert any("the target is unchanged (115.7a)" in line for line in game.state.log)
    game.apply("pass")
    game.apply("pass")
    assert game.obj(anthem).zone == "left:battlefield"


def test_115_9a_a_spell_with_no_target_cant_be_chosen(board) -> None:
    """115.9a / 603.3d: Alice's Savannah Lions on the stack has no target, so Willbender's
    trigger has no legal target and is removed from the stack."""
    game = board(WILLBENDER_BOARD)
    pick(game, "cast Savannah Lions")
    while game.pending_decision.kind == "pay":
        pick(game, "pay {W}")
    _unmorph(game)  # 117.3c: she has priority again
    assert game.obj(obj_id(game, "wb")).face_down is None
    assert [it.kind for it in game.state.stack_items] == ["spell"]


def test_115_7a_willbender_changes_the_target_of_an_activated_ability(board) -> None:
    """115.7a: an ability with a single target qualifies too. Bob activates Heliod's "another
    target creature gains lifelink" on his Grizzly Bears; Willbender's trigger changes the
    target to the only other legal one, Willbender itself, which gains lifelink."""
    game = board("""
        name: willbender ability
        turn: {number: 2}
        battlefield:
          - {card: Willbender, face_down: morph, as: wb}
          - Island
          - Island
          - {card: "Heliod, Sun-Crowned", controller: Bob, as: heliod}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Plains, controller: Bob}
          - {card: Plains, controller: Bob}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    wb, bears = obj_id(game, "wb"), obj_id(game, "bears")
    game.apply("pass")
    pick(game, f"activate Heliod, Sun-Crowned#{obj_id(game, 'heliod')}")
    if game.pending_decision.kind == "target":
        pick(game, f"Grizzly Bears#{bears}")
    game.apply("pass")
    _unmorph(game)
    ability, trigger = game.state.stack_items
    assert ability.kind == "activated" and trigger.targets == [ability.id]
    for _ in range(4):
        game.apply("pass")  # the trigger resolves, then Heliod's ability
    assert not game.state.stack_items
    assert game.chars(wb).has_keyword("lifelink")
    assert not game.chars(bears).has_keyword("lifelink")


# -- 603.2 / 510.2: Exalted Angel ------------------------------------------------------------
def _angel_combat(solve, bob: str) -> Game:
    out = solve("name: angel\nturn: {number: 2}\nbattlefield:\n"
                "  - {card: Exalted Angel, as: angel}\n" + bob)
    game = out.game
    game.decider = _First()
    angel = obj_id(game, "angel")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {angel: ("player", BOB)})
    return game


def test_603_2c_blocked_by_two_creatures_one_trigger_for_the_total(solve) -> None:
    """510.2 / 603.2c: Exalted Angel's 4 combat damage to two blocking Ornithopters is dealt
    at once, one event: its ability triggers once and Alice gains 4."""
    game = _angel_combat(solve, "  - {card: Ornithopter, controller: Bob, as: o1}\n"
                                "  - {card: Ornithopter, controller: Bob, as: o2}\n")
    angel = obj_id(game, "angel")
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {obj_id(game, "o1"): [angel], obj_id(game, "o2"): [angel]})
    game.state.turn.step = "combat_damage"
    combat_damage(game)
    sba.run(game)
    assert [it.source for it in game.state.stack_items] == [angel]
    steps.resolve_all(game)
    assert game.state.players[ALICE].life == 24


def test_603_2_the_angel_dying_to_the_same_damage_still_triggers(solve) -> None:
    """603.2 / 603.10: blocked by Shivan Dragon, the Angel deals 4 and is dealt 5 at once; it
    dies (704.5g) but its ability triggered as the damage was dealt: Alice gains 4."""
    game = _angel_combat(solve, "  - {card: Shivan Dragon, controller: Bob, as: dragon}\n")
    angel = obj_id(game, "angel")
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {obj_id(game, "dragon"): [angel]})
    game.state.turn.step = "combat_damage"
    combat_damage(game)
    steps.resolve_all(game)
    assert game.obj(angel).zone == "left:battlefield"
    assert game.state.players[ALICE].life == 24


def test_120_3_noncombat_damage_triggers_too(solve) -> None:
    """120.2b / 603.2: turned face up, the Angel is dealt no combat damage; Pyrotechnic
    Performer's trigger has it deal 4 damage to Bob, and Alice gains 4."""
    out = solve("""
        name: angel noncombat
        battlefield:
          - {card: Pyrotechnic Performer}
          - {card: Exalted Angel, face_down: morph, as: angel}
        actions:
          - turn_face_up: angel
        expect:
          player Alice: {life: 24}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures
