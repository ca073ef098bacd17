"""701.21a / 603.6a: "Each player exiles all creature cards from their graveyard, then sacrifices
all creatures they control, then puts all cards they exiled this way onto the battlefield."
(Living Death): the creatures that were on the battlefield end in the graveyards, the creature
cards that were in the graveyards on the battlefield under their owners' control."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.graveyard_swap import ExileSacrificeReturn


def test_701_21a_living_death_swaps_creatures_and_graveyards(solve) -> None:
    out = solve("""
        name: living death
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves, controller: Bob}
          - {card: Forest, as: forest}
        graveyard: {Alice: [Hill Giant, Island], Bob: [Serra Angel]}
        hand: {Alice: [Living Death]}
        actions:
          - {cast: Living Death}
        expect:
          bears: {zone: graveyard}
          elves: {zone: graveyard}
          forest: {zone: battlefield}
          Hill Giant: {zone: battlefield, controller: Alice}
          Serra Angel: {zone: battlefield, controller: Bob}
          Island: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sorted(game.chars(o).name for o in game.state.zone_list("graveyard", 0)) == \
        ["Grizzly Bears", "Island", "Living Death"]


@pytest.mark.parametrize(("line", "card_type"), [
    ("Each player exiles all creature cards from their graveyard, then sacrifices all "
     "creatures they control, then puts all cards they exiled this way onto the battlefield.",
     "Creature"),
    ("Each player exiles all artifact cards from their graveyard, then sacrifices all "
     "artifacts they control, then puts all cards they exiled this way onto the battlefield.",
     "Artifact"),
])
def test_701_21a_exile_sacrifice_return_lines(line: str, card_type: str) -> None:
    (ability,) = compile_line(line, "Living Death", spell=True)
    (step,) = ability.instructions
    assert isinstance(step, ExileSacrificeReturn)
    assert card_type in str(step.cards) and card_type in str(step.permanents)
