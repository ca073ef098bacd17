"""603.2d: "that ability triggers an additional time" (Panharmonicon, Teysa Karlov, Delney):
the game determines how many times an ability triggers, once plus one for each such effect
that applies. Played through the engine: creatures cast and killed, their triggered
abilities resolving from the stack."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line"), [
    ("Panharmonicon", "If an artifact or creature entering causes a triggered ability of a "
     "permanent you control to trigger, that ability triggers an additional time."),
    ("Starfield Vocalist", "If a permanent entering the battlefield causes a triggered ability "
     "of a permanent you control to trigger, that ability triggers an additional time."),
    ("Naban, Dean of Iteration", "If a Wizard you control entering causes a triggered ability "
     "of a permanent you control to trigger, that ability triggers an additional time."),
    ("Teysa Karlov", "If a creature dying causes a triggered ability of a permanent you "
     "control to trigger, that ability triggers an additional time."),
    ("Katara, the Fearless", "If a triggered ability of an Ally you control triggers, that "
     "ability triggers an additional time."),
    ("Twinflame Travelers", "If a triggered ability of another Elemental you control "
     "triggers, it triggers an additional time."),
])
def test_603_2d_additional_time_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility), ab


@pytest.mark.parametrize("line", [
    # which abilities a creature attacking causes ("whenever you attack") isn't settled
    "If a creature attacking causes a triggered ability of a permanent you control to "
    "trigger, that ability triggers an additional time.",
    "If a player drawing a card causes a triggered ability of a permanent you control to "
    "trigger, that ability triggers an additional time.",
])
def test_603_2d_other_causes_stay_unread(line: str) -> None:
    (ab,) = compile_line(line, "Xyz")
    assert isinstance(ab, UnsupportedAbility)


def _life(solve, battlefield: str, card: str) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: additional time
        battlefield: {battlefield}
        hand: {{Alice: [{card}], Bob: [{card}]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
        actions:
          - {{cast: {card}}}
    """)
    assert out.passed, out.failures
    return out.game.state.players[ALICE].life, out.game.state.players[BOB].life


_LANDS = "[Plains, Plains, Plains, Plains, Forest, Forest, Forest, Forest, Forest"


def test_603_2d_panharmonicon_lone_missionary_gains_4_life_twice(solve) -> None:
    assert _life(solve, _LANDS + ", Panharmonicon]", "Lone Missionary") == (28, 20)


def test_603_2d_without_panharmonicon_lone_missionary_triggers_once(solve) -> None:
    assert _life(solve, _LANDS + "]", "Lone Missionary") == (24, 20)


def test_603_2d_an_opponents_panharmonicon_doesnt_apply(solve) -> None:
    """"a permanent you control": Bob's Panharmonicon doesn't double Alice's ability."""
    assert _life(solve, _LANDS + ", {card: Panharmonicon, controller: Bob}]",
                 "Lone Missionary") == (24, 20)


def test_603_2d_two_panharmonicons_each_add_one(solve) -> None:
    assert _life(solve, _LANDS + ", Panharmonicon, Panharmonicon]",
                 "Lone Missionary") == (32, 20)


def test_603_2d_delney_doubles_a_power_2_creature_not_a_power_5(solve) -> None:
    """Delney: Lone Missionary (2/1) triggers twice (+8); Thragtusk (5/3) once (+5)."""
    delney = _LANDS + ', "Delney, Streetwise Lookout"]'
    assert _life(solve, delney, "Lone Missionary") == (28, 20)
    assert _life(solve, delney, "Thragtusk") == (25, 20)


def _zombies(solve, battlefield: str) -> int:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: teysa
        battlefield: {battlefield}
        hand: {{Alice: [Lightning Bolt]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
        actions:
          - {{cast: Lightning Bolt, targets: [dissenter]}}
    """)
    assert out.passed, out.failures
    game = out.game
    return sum(1 for o in game.state.battlefield() if game.name_of(o) == "Zombie Token")


def test_603_2d_teysa_doomed_dissenter_dies_two_zombies(solve) -> None:
    """Teysa Karlov: Alice's Doomed Dissenter, killed by her Bolt, "dies" and its own
    leaves-the-battlefield ability triggers twice (603.10a: it looks back in time)."""
    board = ("[{card: Teysa Karlov}, {card: Doomed Dissenter, as: dissenter}, "
             "{card: Mountain}]")
    assert _zombies(solve, board) == 2


def test_603_2d_without_teysa_one_zombie(solve) -> None:
    board = "[{card: Doomed Dissenter, as: dissenter}, {card: Mountain}]"
    assert _zombies(solve, board) == 1
