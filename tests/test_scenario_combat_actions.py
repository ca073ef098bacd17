"""The scenario format's `attack`, `block` and `play` actions (508.1, 509.1, 305.1) and
`refused:` (an illegal action is refused with its reason and leaves the game unchanged),
played through the runner on real boards."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError

BOARD = """
name: combat
battlefield:
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: lions, tapped: true}
  - {card: Hill Giant, as: giant, controller: Bob}
  - {card: Wall of Stone, as: wall, controller: Bob}
hand:
  Alice: [Forest, Mountain]
"""


def test_508_1_attack_then_509_1_block_and_combat_damage(solve) -> None:
    out = solve(BOARD + """
actions:
  - attack: [bears]
  - block: {giant: bears}
  - pass: {to: postcombat_main}
expect:
  bears: {zone: graveyard}
  giant: {zone: battlefield}
  game: {step: postcombat_main}
  player Bob: {life: 20}
""")
    assert out.failures == []
    assert out.game.state.players[1].life == 20


def test_508_1f_attacker_taps_and_unblocked_damage(solve) -> None:
    out = solve(BOARD + """
actions:
  - attack: {bears: Bob}
expect:
  bears: {tapped: true}
  game: {step: declare_attackers}
""")
    assert out.failures == []
    out = solve(BOARD + """
actions:
  - attack: [bears]
  - block: {}
  - pass: {to: end}
expect:
  player Bob: {life: 18}
""")
    assert out.failures == []


def test_508_1a_tapped_creature_refused_with_reason(solve) -> None:
    out = solve(BOARD + """
actions:
  - {attack: [lions], refused: "is tapped (508.1a)"}
  - {attack: [bears]}
expect:
  lions: {tapped: true}
  bears: {tapped: true}
""")
    assert out.failures == []


def test_302_6_summoning_sick_attacker_refused(solve) -> None:
    out = solve("""
name: sick
battlefield:
  - {card: Grizzly Bears, as: bears, summoning_sick: true}
actions:
  - {attack: [bears], refused: "summoning sickness (302.6)"}
expect:
  bears: {tapped: false}
""")
    assert out.failures == []


def test_509_1a_defender_can_block_but_702_147a_decayed_cant(solve) -> None:
    out = solve("""
name: decayed blocker
battlefield:
  - {card: Grizzly Bears, as: bears}
  - {token: {name: Zombie, types: [Creature], subtypes: [Zombie], power: 2, toughness: 2,
             text: "Decayed"}, as: zombie, controller: Bob}
actions:
  - attack: [bears]
  - {block: {zombie: bears}, refused: "decayed and can't block (702.147a)"}
  - pass: {to: postcombat_main}
expect:
  player Bob: {life: 18}
  zombie: {zone: battlefield}
""")
    assert out.failures == []


def test_702_111b_menace_single_blocker_refused(solve) -> None:
    out = solve("""
name: menace
battlefield:
  - {card: Boggart Brute, as: goblin}
  - {card: Hill Giant, as: giant, controller: Bob}
actions:
  - attack: [goblin]
  - {block: {giant: goblin}, refused: "menace"}
""")
    assert out.failures == []


def test_refused_expectation_fails_when_the_action_is_legal(solve) -> None:
    out = solve(BOARD + """
actions:
  - {attack: [bears], refused: "tapped"}
""")
    assert len(out.failures) == 1
    assert "expected to be refused" in out.failures[0]


def test_refused_expectation_fails_on_another_reason(solve) -> None:
    out = solve(BOARD + """
actions:
  - {attack: [lions], refused: "defender"}
""")
    assert len(out.failures) == 1
    assert "lions is tapped (508.1a)" in out.failures[0]


def test_illegal_attack_without_refused_is_an_error(solve) -> None:
    with pytest.raises(ScenarioError, match=r"actions\[1\]\.attack.*tapped \(508\.1a\)"):
        solve(BOARD + """
actions:
  - attack: [lions]
""")


def test_509_1_block_without_attackers_refused(solve) -> None:
    out = solve(BOARD + """
actions:
  - {block: {giant: bears}, refused: "no creature is attacking"}
""")
    assert out.failures == []


def test_305_2_one_land_per_turn_and_main_phase_only(solve) -> None:
    out = solve(BOARD + """
actions:
  - {play: Forest, as: forest}
  - {play: Mountain, refused: "already played a land this turn (305.2)"}
expect:
  forest: {zone: battlefield, tapped: false}
  Mountain: {zone: hand}
  player Alice: {hand_size: 1}
""")
    assert out.failures == []
    out = solve(BOARD + """
actions:
  - attack: [bears]
  - {play: Forest, refused: "main phase"}
  - pass: {to: postcombat_main}
  - play: Forest
expect:
  Forest: {zone: battlefield}
""")
    assert out.failures == []


def test_305_2_not_on_an_opponents_turn(solve) -> None:
    out = solve("""
name: not your turn
hand:
  Bob: [Forest]
actions:
  - {play: Forest, by: Bob, refused: "only during your own turn (305.2)"}
""")
    assert out.failures == []


def test_illegal_cast_refused_leaves_the_game_unchanged(solve) -> None:
    out = solve("""
name: sorcery timing
turn: {phase: upkeep}
hand:
  Alice: [Divination]
actions:
  - {cast: Divination, refused: "main phase"}
expect:
  Divination: {zone: hand}
  player Alice: {hand_size: 1}
""")
    assert out.failures == []


def test_refusal_compares_the_whole_game() -> None:
    from arbiter.compiler.catalog import Catalog
    from arbiter.engine.game import Game
    from arbiter.scenario.refusal import changes
    from arbiter.state.game_state import Player

    game = Game(catalog=Catalog())
    game.state.players = [Player(0, "A"), Player(1, "B")]
    obj = game.state.add_object({"owner": 0, "controller": 0, "card": "Grizzly Bears"},
                                "battlefield")
    before = game.state.clone()
    assert changes(before, game.state) == []
    obj.tapped = True
    game.state.players[1].life = 3
    assert changes(before, game.state) == ["players", "objects"]
