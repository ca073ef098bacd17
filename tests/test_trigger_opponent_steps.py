"""603.1 with 102.3 and 503.1/513.1: "At the beginning of each opponent's upkeep" triggers
only at the upkeep of an opponent of its controller, "each player's end step" at every
player's; "that player" is the player whose step it is (the active player)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_603_1_sheoldred_at_each_opponents_upkeep_that_player_sacrifices(solve) -> None:
    """Alice's Sheoldred, Whispering One; Bob's Grizzly Bears. Bob's upkeep: he sacrifices
    it."""
    out = solve("""
        name: sheoldred opponent upkeep
        battlefield:
          - {card: "Sheoldred, Whispering One", as: sheoldred}
          - {card: Grizzly Bears, as: his, controller: Bob}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: next_turn}
          - {pass: {to: draw}}
        expect:
          his: {zone: graveyard}
          sheoldred: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_102_3_not_at_its_controllers_own_upkeep(solve) -> None:
    """Alice's own upkeep: Sheoldred's "each opponent's upkeep" ability doesn't trigger;
    Alice's and Bob's Grizzly Bears stay."""
    out = solve("""
        name: sheoldred own upkeep
        turn: {number: 1, phase: untap}
        battlefield:
          - {card: "Sheoldred, Whispering One", as: sheoldred}
          - {card: Grizzly Bears, as: mine}
          - {card: Grizzly Bears, as: his, controller: Bob}
        actions:
          - {pass: {to: precombat_main}}
        expect:
          mine: {zone: battlefield}
          his: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_513_1_stoneshaker_shaman_each_players_end_step(solve) -> None:
    """Stoneshaker Shaman: at Alice's end step Alice sacrifices an untapped land, Bob's stays;
    at Bob's end step Bob sacrifices his."""
    board = """
        name: stoneshaker
        battlefield:
          - {card: Stoneshaker Shaman, as: shaman}
          - {card: Forest, as: forest}
          - {card: Mountain, as: mountain, controller: Bob}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
    """
    out = solve(board + """
          - {pass: end_of_turn}
        expect:
          forest: {zone: graveyard}
          mountain: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve(board + """
          - {pass: end_of_turn}
          - {pass: end_of_turn}
        expect:
          forest: {zone: graveyard}
          mountain: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "step", "whose"), [
    ("Sheoldred, Whispering One", "At the beginning of each opponent's upkeep, that player "
     "sacrifices a creature of their choice.", "upkeep", "opponent"),
    ("Abhorrent Oculus", "At the beginning of each opponent's upkeep, manifest dread.",
     "upkeep", "opponent"),
    ("Goblin Spymaster", "At the beginning of each opponent's end step, that player creates a "
     "1/1 red Goblin creature token with \"Creatures you control attack each combat if "
     "able.\"", "end", "opponent"),
    ("Stoneshaker Shaman", "At the beginning of each player's end step, that player "
     "sacrifices an untapped land of their choice.", "end", "any"),
    ("Lorehold, the Historian", "At the beginning of each opponent's upkeep, you may discard "
     "a card. If you do, draw a card.", "upkeep", "opponent"),
])
def test_603_1_oracle_lines(name: str, line: str, step: str, whose: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.step, ab.trigger.whose) == ("step", step, whose)
