"""Who may activate an ability, when, and how often (602.1b, 602.2, 602.5b), played through
the real engine: "Activate no more than twice each turn." (Vampire Bats, Manaforge Cinder's
mana ability), "Activate only during your turn, before attackers are declared." (Talas
Researcher), "Any player may activate this ability [but only during any upkeep step / as a
sorcery]." (Flailing Manticore, Infinite Hourglass, Scandalmonger), "Only your opponents may
activate this ability and only as a sorcery." (Detention Vortex). A refused activation leaves
the game as it was."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.step_conditions import BeforeAttackers, DuringAnyStep

ALICE, BOB = 0, 1


def _offered(game, player: int, oid: int) -> list[int]:
    return [a.ability for a in priority_actions(game, player)
            if a.kind == "activate" and a.obj == oid]


# -- the Oracle lines, today's wording ---------------------------------------------------------
@pytest.mark.parametrize(("name", "line", "expected"), [
    ("Vampire Bats", "{B}: This creature gets +1/+0 until end of turn. Activate no more than "
     "twice each turn.", {"max_each_turn": 2}),
    ("Sewer Rats", "{B}, Pay 1 life: This creature gets +1/+0 until end of turn. Activate no "
     "more than three times each turn.", {"max_each_turn": 3}),
    ("Talas Researcher", "{T}: Draw a card. Activate only during your turn, before attackers "
     "are declared.", {"condition": BeforeAttackers(your_turn=True)}),
    ("Flailing Manticore", "{1}: This creature gets -1/-1 until end of turn. Any player may "
     "activate this ability.", {"activators": "any"}),
    ("Armageddon Clock", "{4}: Remove a doom counter from this artifact. Any player may "
     "activate this ability but only during any upkeep step.",
     {"activators": "any", "condition": DuringAnyStep("upkeep")}),
    ("Scandalmonger", "{2}: Target player discards a card. Any player may activate this ability "
     "but only as a sorcery.", {"activators": "any", "sorcery_speed": True}),
    ("Detention Vortex", "{3}: Destroy this Aura. Only your opponents may activate this ability "
     "and only as a sorcery.", {"activators": "opponents", "sorcery_speed": True}),
])
def test_602_1b_activation_instructions_of_real_lines(name: str, line: str,
                                                       expected: dict) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility), line
    for field, value in expected.items():
        assert getattr(ab, field) == value, field


# -- 602.5b: no more than N times each turn ----------------------------------------------------
def test_602_5b_vampire_bats_no_more_than_twice_each_turn(board) -> None:
    """Two activations make Vampire Bats (0/1) a 2/1; a third is refused and not offered, and
    the next turn it may be activated again."""
    game = board("""
        name: vampire bats
        battlefield: [{card: Vampire Bats, as: bats}]
    """)
    bats = obj_id(game, "bats")
    for _ in range(2):
        activate(game, bats, ALICE, 2, [], {})
        steps.resolve_all(game)
    assert game.chars(bats).power == 2
    assert _offered(game, ALICE, bats) == []
    version = game.state.version
    with pytest.raises(IllegalActionError, match="twice"):
        activate(game, bats, ALICE, 2, [], {})
    assert game.state.version == version and game.state.stack_items == []


def test_602_5b_the_limit_starts_over_each_turn(solve) -> None:
    out = solve("""
        name: vampire bats next turn
        battlefield: [{card: Vampire Bats, as: bats}]
        actions:
          - activate: {card: bats, ability: 2}
          - activate: {card: bats, ability: 2}
          - pass: next_turn
          - activate: {card: bats, ability: 2}
          - activate: {card: bats, ability: 2}
        expect:
          bats: {power: 2, toughness: 1}
    """)
    assert out.passed, out.failures


def test_602_5b_a_mana_ability_no_more_than_three_times_each_turn(solve) -> None:
    """Manaforge Cinder: "{1}: Add {B} or {R}." three times, the fourth refused (a mana
    ability's limit counts too) and the mana pool unchanged."""
    out = solve("""
        name: manaforge cinder
        battlefield: [{card: Manaforge Cinder, as: cinder}]
        choices: ["{R}", "{R}", "{B}"]
        actions:
          - activate: {card: cinder, ability: 1}
          - activate: {card: cinder, ability: 1}
          - activate: {card: cinder, ability: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    cinder = obj_id(game, "cinder")
    assert game.state.players[ALICE].mana_pool == {"R": 2, "B": 1}
    with pytest.raises(IllegalActionError, match="3 times"):
        activate(game, cinder, ALICE, 1, [], {})
    assert game.state.players[ALICE].mana_pool == {"R": 2, "B": 1}


# -- "during your turn, before attackers are declared" -----------------------------------------
def test_602_5b_talas_researcher_before_attackers_in_your_turn(solve) -> None:
    out = solve("""
        name: talas researcher
        battlefield: [{card: Talas Researcher, as: t}]
        library: {Alice: [{card: Island, as: top}]}
        actions:
          - activate: {card: t, ability: 1}
        expect:
          top: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("players", "step"), [
    ("[Alice, Bob]", "postcombat_main"),   # Alice's turn, after attackers were declared
    ("[Alice, Bob]", "declare_attackers"),
    ("[Bob, Alice]", "precombat_main"),    # Bob's turn
])
def test_602_5b_talas_researcher_refused_after_attackers_or_in_another_turn(
        board, players: str, step: str) -> None:
    game = board(f"""
        name: talas researcher late
        players: {players}
        turn: {{number: 2, step: {step}}}
        battlefield: [{{card: Talas Researcher, as: t, controller: Alice}}]
    """)
    t = obj_id(game, "t")
    alice = next(p.index for p in game.state.players if p.name == "Alice")
    assert _offered(game, alice, t) == []
    with pytest.raises(IllegalActionError):
        activate(game, t, alice, 1, [], {})
    assert not game.obj(t).tapped


# -- 602.2: who may activate -------------------------------------------------------------------
def test_602_2_any_player_may_activate_flailing_manticore(board) -> None:
    """Bob activates Alice's Flailing Manticore's "-1/-1" ability: the ability is Bob's on
    the stack (602.2a) and the 3/3 becomes a 2/2."""
    game = board("""
        name: flailing manticore
        battlefield:
          - {card: Flailing Manticore, as: m}
          - {card: Mountain, controller: Bob}
    """)
    m = obj_id(game, "m")
    assert _offered(game, BOB, m) == [3, 4]
    item = activate(game, m, BOB, 4, [], {})
    assert item is not None and item.controller == BOB
    steps.resolve_all(game)
    assert (game.chars(m).power, game.chars(m).toughness) == (2, 2)


def test_602_2_infinite_hourglass_any_player_only_during_any_upkeep(board) -> None:
    """Bob may remove a time counter from Alice's Infinite Hourglass during Alice's upkeep
    (the wording of Armageddon Clock's ability too): the ability is Bob's on the stack."""
    game = board("""
        name: infinite hourglass
        turn: {number: 2, step: upkeep}
        battlefield:
          - {card: Infinite Hourglass, as: glass, counters: {time: 3}}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
    """)
    glass = obj_id(game, "glass")
    assert _offered(game, BOB, glass) == [3]
    item = activate(game, glass, BOB, 3, [], {})
    assert item is not None and item.controller == BOB
    steps.resolve_all(game)
    assert game.obj(glass).counters == {"time": 2}


def test_602_2_infinite_hourglass_refused_outside_upkeep(board) -> None:
    game = board("""
        name: infinite hourglass main
        battlefield:
          - {card: Infinite Hourglass, as: glass, counters: {time: 3}}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
    """)
    glass = obj_id(game, "glass")
    assert _offered(game, BOB, glass) == []
    with pytest.raises(IllegalActionError):
        activate(game, glass, BOB, 3, [], {})
    assert game.obj(glass).counters == {"time": 3} and game.state.stack_items == []


def test_602_2_only_your_opponents_detention_vortex(board) -> None:
    """Detention Vortex on Bob's creature, controlled by Alice: Alice can't activate "Destroy
    this Aura"; Bob can, as a sorcery, in his own main phase."""
    game = board("""
        name: detention vortex
        players: [Bob, Alice]
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Detention Vortex, as: dv, controller: Alice, attached_to: bears}
    """)
    dv = obj_id(game, "dv")
    bob = next(p.index for p in game.state.players if p.name == "Bob")
    alice = next(p.index for p in game.state.players if p.name == "Alice")
    with pytest.raises(IllegalActionError):
        activate(game, dv, alice, 3, [], {})
    assert game.obj(dv).zone == "battlefield"
    activate(game, dv, bob, 3, [], {})
    steps.resolve_all(game)
    assert game.obj(obj_id(game, "dv")).zone == "graveyard"


# -- 602.5b's count in the ability's own effect ------------------------------------------------
@pytest.mark.parametrize(("times", "zone"), [(3, "battlefield"), (4, "graveyard")])
def test_602_5b_dragon_whelp_sacrificed_after_four_activations(solve, times: int,
                                                               zone: str) -> None:
    """Dragon Whelp: "If this ability has been activated four or more times this turn,
    sacrifice this creature at the beginning of the next end step." Three activations: it
    survives the end step; four: sacrificed at the end step."""
    acts = "\n".join("          - activate: {card: whelp, ability: 2}" for _ in range(times))
    out = solve(f"""
        name: dragon whelp
        battlefield: [{{card: Dragon Whelp, as: whelp}}]
        actions:
{acts}
          - pass: {{to: end}}
          - pass: {{to: cleanup}}
        expect:
          whelp: {{zone: {zone}}}
    """)
    assert out.passed, out.failures


# -- "Activate only if ..." conditions (602.5b) ------------------------------------------------
def test_602_5b_fools_tome_only_with_no_cards_in_hand(board) -> None:
    """Fool's Tome: "{2}, {T}: Draw a card. Activate only if you have no cards in hand."."""
    game = board("""
        name: fools tome
        battlefield: [{card: Fool's Tome, as: tome}]
        hand: {Alice: [Forest]}
        library: {Alice: [{card: Island, as: top}]}
    """)
    tome = obj_id(game, "tome")
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, tome, ALICE, 1, [], {})
    assert not game.obj(tome).tapped
    game = board("""
        name: fools tome empty hand
        battlefield: [{card: Fool's Tome, as: tome}]
        library: {Alice: [{card: Island, as: top}]}
    """)
    activate(game, obj_id(game, "tome"), ALICE, 1, [], {})
    steps.resolve_all(game)
    assert game.obj(obj_id(game, "top")).zone == "hand"


def test_602_5b_caged_zombie_only_if_a_creature_died_this_turn(solve) -> None:
    """Caged Zombie: refused before any creature died; after Alice's Shock kills Bob's
    Llanowar Elves, Bob loses 2 life."""
    out = solve("""
        name: caged zombie
        battlefield:
          - {card: Caged Zombie, as: cz}
          - {card: Llanowar Elves, as: elves, controller: Bob}
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [elves]}
          - activate: {card: cz, ability: 1}
        expect:
          elves: {zone: graveyard}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_602_5b_caged_zombie_refused_before_any_creature_died(board) -> None:
    game = board("""
        name: caged zombie early
        battlefield: [{card: Caged Zombie, as: cz}]
    """)
    cz = obj_id(game, "cz")
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, cz, ALICE, 1, [], {})
    assert game.state.players[BOB].life == 20 and not game.obj(cz).tapped
