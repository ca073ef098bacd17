"""702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total
power N or greater: ...". The player chooses the creatures (601.2h, 602.2b): one at a time,
"done" offered once their total power is N or more; crew isn't offered when the other untapped
creatures can't reach N (118.3), and a given crew that isn't the player's other untapped
creatures is refused. Before, the engine tapped the first creature it found (a Vehicle with
crew 3 beside a 1/1 and a 2/2 couldn't be crewed, and crew was offered with no creature at
all). Played through the real engine and the public API."""

from __future__ import annotations

from casting_play import labels

_BOARD = """
    name: crew {name}
    battlefield:
      - {{card: Cultivator's Caravan, controller: Alice, as: caravan}}
{more}
"""
_BIG = ("      - {card: Savannah Lions, controller: Alice, as: lions}\n"
        "      - {card: Grizzly Bears, controller: Alice, as: bears}")


def test_702_122a_crew_3_the_player_chooses_the_creatures(board) -> None:
    """Cultivator's Caravan (Crew 3) with Savannah Lions (2/1), Grizzly Bears (2/2) and
    Memnite (1/1): after the Lions "done" isn't offered (total 2); after Memnite it is (3);
    the Lions and Memnite are tapped, not the Bears, and the Caravan is a 5/5 artifact
    creature until end of turn (702.122a)."""
    game = board(_BOARD.format(name="chosen", more=_BIG + (
        "\n      - {card: Memnite, controller: Alice, as: memnite}")))
    game.apply(next(a for a in labels(game) if a.startswith("activate Cultivator's Caravan")
                    and "Crew" in a))
    assert "done" not in labels(game)
    game.apply(next(a for a in labels(game) if a.startswith("Savannah Lions")))
    assert "done" not in labels(game)
    game.apply(next(a for a in labels(game) if a.startswith("Memnite")))
    assert labels(game)[0] == "done" and any(a.startswith("Grizzly Bears") for a in labels(game))
    game.apply("done")
    while game.state.stack_items:
        game.apply("pass")
    tapped = {game.name_of(o) for o in game.state.battlefield() if game.obj(o).tapped}
    assert tapped == {"Savannah Lions", "Memnite"}
    caravan = next(o for o in game.state.battlefield()
                   if game.name_of(o) == "Cultivator's Caravan")
    ch = game.chars(caravan)
    assert "Creature" in ch.types and (ch.power, ch.toughness) == (5, 5)


def test_118_3_crew_not_offered_when_the_power_is_short(board) -> None:
    """Only Savannah Lions (power 2) beside the Caravan: Crew 3 can't be paid, not offered."""
    game = board(_BOARD.format(
        name="short", more="      - {card: Savannah Lions, controller: Alice, as: lions}"))
    assert not any("Crew" in a for a in labels(game))


def test_702_122a_an_opponents_creature_cant_crew(solve) -> None:
    """Crewing with Bob's Grizzly Bears is refused naming the rule; nothing is tapped."""
    out = solve(_BOARD.format(name="theirs", more=_BIG.replace(
        "Grizzly Bears, controller: Alice", "Grizzly Bears, controller: Bob")) + """
    actions:
      - activate: {card: caravan, ability: crew, choices: {crew: [lions, bears]}}
        refused: "702.122a"
    expect:
      lions: {tapped: false}
      bears: {tapped: false}
    """)
    assert out.passed, out.failures
