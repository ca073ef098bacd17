"""702.26a, 702.26c, 603.2: "Whenever this creature phases in": Shimmering Efreet phases out
in Alice's third turn's untap step and in again in her fifth; its ability then phases out
Bob's Grizzly Bears (the target Alice chooses)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def test_702_26c_shimmering_efreet_phases_in(board) -> None:
    game = board("""
        name: shimmering efreet
        battlefield: [Shimmering Efreet, {card: Grizzly Bears, controller: Bob, as: bears}]
        library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
        choices: [bears]
        actions:
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
    """)
    names = [game.name_of(o) for o in game.state.battlefield()]
    assert names == ["Grizzly Bears"]  # turn 3: the Efreet phased out, nothing triggered
    game = board("""
        name: shimmering efreet, in again
        battlefield: [Shimmering Efreet, {card: Grizzly Bears, controller: Bob, as: bears}]
        library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
        choices: [bears]
        actions:
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
    """)
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Shimmering Efreet"]


def test_702_26c_phases_in_line() -> None:
    [ability] = compile_text("Whenever this creature phases in, put a +1/+1 counter on it.",
                             "Warping Wurm") or [None]
    assert (ability.trigger.event, ability.trigger.subject) == ("phased_in", "self")
