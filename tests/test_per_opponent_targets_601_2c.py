"""601.2c / 115.1 / 608.2b: "For each opponent, <verb> up to one target <object> that player
controls" is one target requirement per opponent of the controller, each target controlled by
its own opponent (`rules.per_opponent_targets`, `engine.stack.per_opponent_targets`), played
on three-player boards: Dismantling Wave (a spell), Enigma Thief (an enters trigger), Mass
Mutiny (the targets named again by "those creatures"), and a target that changed control
before the spell resolved (608.2b: illegal for its opponent's requirement)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB, CAROL = 0, 1, 2

_WAVE_BOARD = """
    name: Dismantling Wave, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Ornithopter, as: mine}
      - {card: Ornithopter, controller: Bob, as: bob_thopter}
      - {card: Mind Stone, controller: Bob, as: bob_stone}
      - {card: Grizzly Bears, controller: Carol, as: carol_bear}
      - {card: Pacifism, controller: Carol, attached_to: carol_bear, as: carol_pacifism}
    hand: {Alice: [Dismantling Wave]}
"""


def test_601_2c_one_target_for_each_opponent_each_controlled_by_that_player(solve) -> None:
    """Alice destroys Bob's Ornithopter and Carol's Pacifism; her own Ornithopter and Bob's
    other artifact stay."""
    out = solve(_WAVE_BOARD + """
    actions:
      - {cast: Dismantling Wave, targets: [bob_thopter, carol_pacifism]}
    expect:
      bob_thopter: {zone: graveyard}
      carol_pacifism: {zone: graveyard}
      bob_stone: {zone: battlefield}
      mine: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_601_2c_up_to_one_for_an_opponent_left_unchosen(solve) -> None:
    """No target for Bob (an "up to one" target left unchosen): only Carol's Pacifism goes."""
    out = solve(_WAVE_BOARD + """
    actions:
      - {cast: Dismantling Wave, targets: [null, carol_pacifism]}
    expect:
      bob_thopter: {zone: battlefield}
      bob_stone: {zone: battlefield}
      carol_pacifism: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_2c_two_targets_of_one_opponent_are_refused(board) -> None:
    """Bob's two artifacts: the second requirement is Carol's, so the cast is illegal and
    nothing changes."""
    game = board(_WAVE_BOARD)
    wave = next(o for o in game.state.zone_list("hand", ALICE)
                if game.name_of(o) == "Dismantling Wave")
    with pytest.raises(IllegalActionError, match="isn't a legal"):
        cast(game, wave, ALICE, [obj_id(game, "bob_thopter"), obj_id(game, "bob_stone")], {})
    assert game.obj(wave).zone == "hand" and not game.state.stack_items


def test_601_2c_two_players_one_opponent_one_target(board) -> None:
    """In a two-player game there is one requirement: a second target is refused."""
    game = board("""
    name: Dismantling Wave, two players
    battlefield:
      - {card: Ornithopter, controller: Bob, as: a}
      - {card: Mind Stone, controller: Bob, as: b}
    hand: {Alice: [Dismantling Wave]}
    """)
    wave = next(o for o in game.state.zone_list("hand", ALICE)
                if game.name_of(o) == "Dismantling Wave")
    with pytest.raises(IllegalActionError, match="needs"):
        cast(game, wave, ALICE, [obj_id(game, "a"), obj_id(game, "b")], {})


def test_603_3d_enters_trigger_targets_one_permanent_of_each_opponent(solve) -> None:
    """Enigma Thief enters: Bob's Mind Stone and Carol's Grizzly Bears return to their
    owners' hands; Bob's Ornithopter stays."""
    out = solve(_WAVE_BOARD + """
    actions:
      - {enter: {card: Enigma Thief}}
    choices: [bob_stone, carol_bear]
    expect:
      bob_stone: {zone: hand}
      carol_bear: {zone: hand}
      bob_thopter: {zone: battlefield}
    """)
    assert out.passed, out.failures


_MUTINY = """
    name: Mass Mutiny, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Grizzly Bears, controller: Bob, tapped: true, as: bob_bear}
      - {card: Hill Giant, controller: Carol, as: carol_giant}
    hand: {Alice: [Mass Mutiny], Carol: [Word of Seizing]}
"""


def test_601_2c_608_2c_those_creatures_are_every_target(solve) -> None:
    """Mass Mutiny: Alice gains control of Bob's tapped bear and Carol's giant; "Untap those
    creatures. They gain haste" is about both."""
    out = solve(_MUTINY + """
    actions:
      - {cast: Mass Mutiny, targets: [bob_bear, carol_giant]}
    expect:
      bob_bear: {controller: Alice, tapped: false, has: [haste]}
      carol_giant: {controller: Alice, tapped: false, has: [haste]}
    """)
    assert out.passed, out.failures


def test_608_2b_a_target_now_controlled_by_another_opponent_is_illegal(solve) -> None:
    """In response, Carol takes Bob's bear (Word of Seizing). As Mass Mutiny resolves the bear
    is no longer controlled by Bob, the player its requirement is for: that target is illegal,
    so Alice gains only Carol's giant and Carol keeps the bear."""
    out = solve(_MUTINY + """
    actions:
      - {cast: Mass Mutiny, targets: [bob_bear, carol_giant], respond: true}
      - {cast: Word of Seizing, by: Carol, targets: [bob_bear]}
    expect:
      bob_bear: {controller: Carol}
      carol_giant: {controller: Alice}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "name"), [
    # one effect per opponent, with "that player" outside the target: not read
    ("When this creature enters, for each opponent, exile up to one target creature that "
     "player controls and that player gains life equal to its power.", "Luminate Primordial"),
])
def test_601_2c_that_player_outside_the_requirement_stays_unread(line: str, name: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)
