"""Copying a spell (707.10, 707.10c) through the real engine, as Oracle text reads it:
"Copy target instant or sorcery spell. You may choose new targets for the copy." (Reverberate,
Dualcaster Mage's enters trigger), "twice ... the copies" (Echo Mage)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import CopySpell
from arbiter.vocab import Color

ALICE, BOB = 0, 1

_BOARD = """
    name: {name}
    battlefield:
      - {{card: Grizzly Bears, controller: Bob, as: bears}}
    hand: {{Alice: [{copier}], Bob: [Lightning Bolt]}}
    library: {{Alice: [Island], Bob: [Mountain]}}
    actions:
      - {{cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}}
      - {{cast: {copier}{cast_more}}}
"""


def _play(solve, copier: str, cast_more: str, name: str = "copy"):
    out = solve(_BOARD.format(name=name, copier=copier, cast_more=cast_more))
    assert out.passed, out.failures
    out.game.use_aliases = False
    return out.game


def _life(game) -> tuple[int, int]:
    return game.state.players[ALICE].life, game.state.players[BOB].life


def test_707_10c_reverberate_copy_with_a_new_target(solve) -> None:
    """707.10 / 707.10c: Alice copies Bob's Lightning Bolt and points the copy at Bob: the
    copy resolves first (3 to Bob), then the original (3 to Alice)."""
    game = _play(solve, "Reverberate", ", targets: [bolt], choices: {new_target: Bob}")
    assert _life(game) == (17, 17)


def test_707_10c_the_copy_may_keep_its_target(solve) -> None:
    """707.10c: "you may": Alice leaves the copy's target unchanged; both Bolts hit her."""
    game = _play(solve, "Reverberate", ", targets: [bolt], choices: {new_target: null}",
                 name="keep")
    assert _life(game) == (14, 20)


def test_707_10_the_copy_is_controlled_and_owned_by_the_copier(solve) -> None:
    """707.10: the copy is put on the stack under Alice's control and owned by her; it isn't
    cast (Bob's Bolt is the only spell he cast) and ceases to exist once it resolves
    (707.10a): Bob's graveyard holds the one Bolt card, and Alice's only Reverberate."""
    out = solve("""
        name: copy controller
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Reverberate], Bob: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Mountain]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}
          - {cast: Reverberate, targets: [bolt], choices: {new_target: bears}, respond: true}
          - {resolve: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    copy, original = game.state.stack_items[-1], game.state.stack_items[0]
    assert copy.controller == ALICE and game.obj(copy.source).owner == ALICE
    assert game.obj(copy.source).spell_copy and copy.targets != original.targets
    game.apply("pass")
    game.apply("pass")  # the copy resolves: the Bears die
    game.apply("pass")
    game.apply("pass")  # the original resolves
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", BOB)] == [
        "Grizzly Bears", "Lightning Bolt"]
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", ALICE)] == [
        "Reverberate"]


def test_707_10c_dualcaster_mage_enters_and_copies(solve) -> None:
    """Dualcaster Mage (flash) enters in response; its enters trigger copies the Bolt (the
    only instant or sorcery spell) for Alice, who aims the copy at Bob's Grizzly Bears."""
    game = _play(solve, "Dualcaster Mage", ", choices: {new_target: bears}", name="dualcaster")
    assert _life(game) == (17, 20)
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", BOB)] == [
        "Grizzly Bears", "Lightning Bolt"]


def test_707_10_a_spell_that_copies_can_target_only_a_spell(solve) -> None:
    """Reverberate with no instant or sorcery spell to target can't be cast (601.2c): the
    game is unchanged."""
    out = solve("""
        name: nothing to copy
        hand: {Alice: [Reverberate]}
        library: {Alice: [Island]}
        actions:
          - {cast: Reverberate, refused: "target"}
        expect:
          game: {stack: 0}
    """)
    assert out.passed, out.failures


ORACLE = [
    ("Copy target instant or sorcery spell. You may choose new targets for the copy.", 1, True),
    ("When this creature enters, copy target instant or sorcery spell you control. You may "
     "choose new targets for the copy.", 1, True),
    ("{U}{U}, {T}: Copy target instant or sorcery spell twice. You may choose new targets for "
     "the copies.", 2, True),
    ("{1}, {T}, Sacrifice this artifact: Copy target spell you control.", 1, False),
    ("Copy target instant or sorcery spell, except that the copy is red. You may choose new "
     "targets for the copy.", 1, True),
]


@pytest.mark.parametrize(("text", "copies", "new_targets"), ORACLE)
def test_707_10_oracle_lines_are_read(catalog, text, copies, new_targets) -> None:
    (ab,) = compile_line(text, "Echo Mage", spell=text.startswith("Copy"))
    assert not isinstance(ab, UnsupportedAbility), ab
    found = [i for i in ab.instructions if isinstance(i, CopySpell)]
    assert len(found) == copies and all(c.new_targets == new_targets for c in found)


@pytest.mark.parametrize("text", [
    "Copy target instant or sorcery spell twice. You may choose new targets for the copy.",
])
def test_707_10_lines_not_read(catalog, text) -> None:
    """One copy is "the copy", two are "the copies" (copying abilities:
    `tests/test_copy_ability_707_10.py`)."""
    (ab,) = compile_line(text, "Echo Mage", spell=True)
    assert isinstance(ab, UnsupportedAbility)


def test_707_9b_fork_the_copy_is_red(solve) -> None:
    """Fork: "Copy target instant or sorcery spell, except that the copy is red." Bob's Giant
    Growth (green) targets his Grizzly Bears; Alice's copy, aimed at her own Bears, is red and
    nothing else (707.9b: the exception is part of the copy's copiable values); it resolves:
    her Bears is 5/5 until end of turn, and so is his when the original resolves."""
    out = solve("""
        name: fork
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bobbears}
          - {card: Grizzly Bears, as: mybears}
        hand: {Alice: [Fork], Bob: [Giant Growth]}
        library: {Alice: [Mountain], Bob: [Forest]}
        actions:
          - {cast: Giant Growth, by: Bob, targets: [bobbears], as: growth, respond: true}
          - {cast: Fork, targets: [growth], choices: {new_target: mybears}, respond: true}
          - {resolve: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    copy = game.state.stack_items[-1]
    assert game.obj(copy.source).spell_copy
    assert set(game.chars(copy.source).colors) == {Color.RED}
    assert game.chars(copy.source).name == "Giant Growth"
    original = game.state.stack_items[0]
    assert set(game.chars(original.source).colors) == {Color.GREEN}
    game.apply("pass")
    game.apply("pass")
    game.apply("pass")
    game.apply("pass")
    bears = [o for o in game.state.battlefield() if game.name_of(o) in ("mybears", "bobbears")
             or game.obj(o).alias in ("mybears", "bobbears")]
    assert sorted(game.chars(o).power for o in bears) == [5, 5]
