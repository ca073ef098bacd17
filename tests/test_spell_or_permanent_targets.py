"""115.1: "target spell or permanent", "target spell or creature", "target spell or nonland
permanent": one target that may be a spell on the stack or a permanent on the battlefield,
each judged where it is. Before, such a target was read as a spell only (Venser, Shaper
Savant could not return a permanent). Played through the real engine with real cards'
Oracle lines; "artifact or creature spell" still names spells only."""

from __future__ import annotations

import copy

import pytest
from conftest import chars_of, obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.stack.items import resolve_top
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError

BOB, ALICE = 0, 1  # Bob is the active player

_SCENE = """
    name: {name}
    players: [Bob, Alice]
    battlefield:
      - {{card: Grizzly Bears, controller: Bob, as: bears}}
      - {{card: Forest, controller: Bob, as: forest}}
    hand: {{Alice: [{answer}], Bob: [Lightning Bolt]}}
    library: {{Bob: [Mountain, Swamp, Plains]}}
    actions:
      - {{cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}}
      - {{cast: {answer}, by: Alice, {how}}}
"""


def _names(game, zone: str, player: int) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list(zone, player)]


@pytest.mark.parametrize(("line", "name", "spell"), [
    ("When Venser enters, return target spell or permanent to its owner's hand.",
     "Venser, Shaper Savant", False),
    ("Return target spell or creature to its owner's hand.", "Unsubstantiate", True),
    ("Target spell or permanent becomes red.", "Chaoslace", True),
    ("Put target spell or nonland permanent into its owner's library second from the top.",
     "Commit // Memory", True),
    ("Return target spell or permanent to its owner's hand. Jeskai Revelation deals 4 damage "
     "to any target. Create two 1/1 white Monk creature tokens with prowess. You gain 4 life.",
     "Jeskai Revelation", True),
])
def test_115_1_spell_or_permanent_is_one_target_of_either_kind(line, name, spell) -> None:
    (ab,) = compile_line(line, name, spell)
    assert ab.targets[0].kind == "spell_or_permanent"


def test_115_1_artifact_or_creature_spell_still_names_spells_only() -> None:
    (ab,) = compile_line("Counter target artifact or creature spell.", "Scatter Ray", True)
    assert ab.targets[0].kind == "spell" and ab.targets[0].zone == "stack"


def test_115_1_venser_returns_a_spell_to_its_owners_hand(solve) -> None:
    """Bob's Lightning Bolt at Alice; Alice flashes in Venser, its trigger targeting the Bolt:
    the Bolt goes back to Bob's hand and never resolves (Alice stays at 20)."""
    out = solve(_SCENE.format(name="venser spell", answer='"Venser, Shaper Savant"',
                              how="choices: {target: bolt}"))
    assert out.passed, out.failures
    game = out.game
    assert _names(game, "hand", BOB) == ["Lightning Bolt"]
    assert game.state.players[ALICE].life == 20
    assert not game.state.stack_items


def test_115_1_venser_returns_a_permanent_to_its_owners_hand(solve) -> None:
    """The same trigger targeting Bob's Grizzly Bears: the Bears go to Bob's hand; the Bolt
    then resolves."""
    out = solve(_SCENE.format(name="venser permanent", answer='"Venser, Shaper Savant"',
                              how="choices: {target: bears}"))
    assert out.passed, out.failures
    game = out.game
    assert _names(game, "hand", BOB) == ["Grizzly Bears"]
    assert game.state.players[ALICE].life == 17


def test_115_1_unsubstantiate_a_land_is_not_a_legal_target(board) -> None:
    """"Target spell or creature": Bob's Forest is neither; refused, the game unchanged."""
    game = board("""
        name: unsubstantiate land
        players: [Bob, Alice]
        battlefield: [{card: Forest, controller: Bob, as: forest}]
        hand: {Alice: [Unsubstantiate]}
    """)
    hand = game.state.zone_list("hand", ALICE)
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalActionError):
        cast(game, hand[0], ALICE, [obj_id(game, "forest")], {})
    assert game.state == before


def test_115_1_unsubstantiate_returns_a_creature(solve) -> None:
    out = solve(_SCENE.format(name="unsub creature", answer="Unsubstantiate",
                              how="targets: [bears]"))
    assert out.passed, out.failures
    assert _names(out.game, "hand", BOB) == ["Grizzly Bears"]


def test_115_1_and_613_1e_thoughtlace_makes_a_spell_blue(solve) -> None:
    """Thoughtlace on the Bolt while it is on the stack: once Thoughtlace resolves, the spell
    is blue (layer 5); when the Bolt resolves it is a new object in the graveyard (400.7),
    red again."""
    out = solve(_SCENE.format(name="thoughtlace", answer="Thoughtlace",
                              how="targets: [bolt], respond: true"))
    assert out.passed, out.failures
    game = out.game
    resolve_top(game)
    bolt = next(o for o in game.state.stack())
    assert {c.value for c in game.chars(bolt).colors} == {"blue"}
    steps.resolve_all(game)
    assert game.state.players[ALICE].life == 17
    assert {c.value for c in chars_of(out, "bolt").colors} == {"red"}


def test_115_1_commit_puts_a_spell_second_from_the_top(solve) -> None:
    """Commit on the Bolt: it goes into Bob's library second from the top (it never
    resolves)."""
    out = solve(_SCENE.format(name="commit", answer='"Commit // Memory"',
                              how="targets: [bolt], choices: {half: Commit}"))
    assert out.passed, out.failures
    game = out.game
    assert _names(game, "library", BOB)[:3] == ["Mountain", "Lightning Bolt", "Swamp"]
    assert game.state.players[ALICE].life == 20
