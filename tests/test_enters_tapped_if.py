"""614.1c: "If you control two or more other lands, this land enters tapped." (Cave of the
Frost Dragon and the other creature lands of its cycle): a replacement effect that taps the
land as it enters when the condition holds then. The land is played through the real engine
(305.1); the judge's answer is whether it is tapped."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ReplacementAbility


@pytest.mark.parametrize("name", ["Cave of the Frost Dragon", "Hall of Storm Giants",
                                  "Lair of the Hydra"])
def test_614_1c_enters_tapped_if_line(name: str) -> None:
    line = "If you control two or more other lands, this land enters tapped."
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, ReplacementAbility) and ability.kind == "enters_tapped"


def test_614_1c_starting_player_variant_stays_unread() -> None:
    """"If you were the starting player" is a condition the engine doesn't read."""
    assert compile_text("If you were the starting player, this land enters tapped.",
                        "Desert Cenote") is None


@pytest.mark.parametrize(("lands", "tapped"), [
    ("", False),
    ("Swamp", False),
    ("Swamp, Mountain", True),  # two other lands
    ("Swamp, Llanowar Elves", False),  # a creature is no land
    ("Swamp, {card: Island, controller: Bob}", False),  # Bob's land isn't yours
])
def test_614_1c_cave_of_the_frost_dragon_counts_your_other_lands(solve, lands: str,
                                                                 tapped: bool) -> None:
    out = solve(f"""
        name: cave of the frost dragon
        battlefield: [{lands}]
        hand: {{Alice: [Cave of the Frost Dragon]}}
        library: {{Alice: [Swamp], Bob: [Swamp]}}
        actions:
          - play: Cave of the Frost Dragon
            as: played
    """)
    assert out.passed, out.failures
    obj = next(o for o in out.game.state.objects.values() if o.alias == "played")
    assert obj.zone == "battlefield"
    assert obj.tapped is tapped
