"""Demonstrate (702.144a), played through the real engine: as the spell is cast its
controller may copy it (new targets allowed); if they do, an opponent copies it too and may
choose new targets for that copy (707.10, 707.10c). Plus the keyword line of real cards."""

from __future__ import annotations

from arbiter.compiler.keywords.keywords import parse_keyword_line

_BOARD = """
    name: demonstrate
    battlefield: [Plains, Plains, Plains, Plains,
                  {card: Grizzly Bears, controller: Bob, as: b1},
                  {card: Grizzly Bears, controller: Bob, as: b2},
                  {card: Llanowar Elves, as: elves}]
    hand: {Alice: [{card: Excavation Technique, as: technique}]}
    actions:
      - {cast: technique, targets: [b1], pay: true}
      - {resolve: all}
"""


def test_702_144a_demonstrate_line_read() -> None:
    (kw,) = parse_keyword_line("Demonstrate (When you cast this spell, you may copy it. If "
                               "you do, choose an opponent to also copy it. Players may "
                               "choose new targets for their copies.)")
    assert kw.keyword == "demonstrate"


def test_702_144a_both_players_copy_it(solve) -> None:
    """Excavation Technique targets Bob's first Bears; Alice copies it onto his second Bears;
    Bob then copies it onto Alice's Elves. All three are destroyed and each permanent's
    controller creates two Treasures: four for Bob, two for Alice."""
    out = solve(_BOARD + """
    choices: [yes, b2, elves]
    expect:
      b1: {zone: graveyard}
      b2: {zone: graveyard}
      elves: {zone: graveyard}
      Treasure Token: {count: 6}
    """)
    assert out.passed, out.failures
    game = out.game
    treasures = [o for o in game.state.battlefield() if game.name_of(o) == "Treasure Token"]
    assert sorted(game.obj(o).controller for o in treasures) == [0, 0, 1, 1, 1, 1]


def test_702_144a_not_copied_the_opponent_gets_no_copy(solve) -> None:
    out = solve(_BOARD + """
    choices: [no]
    expect:
      b1: {zone: graveyard}
      b2: {zone: battlefield}
      elves: {zone: battlefield}
      Treasure Token: {count: 2}
    """)
    assert out.passed, out.failures
