"""201.4, 614.12, 601.3a: "As this creature enters, choose a nonland card name." and "Spells
with the chosen name can't be cast." (Meddling Mage, Nevermore) / "Your opponents can't cast
spells with the chosen name." (Alhammarret's second line): the name is chosen as the
permanent enters; a spell with that name can't be cast (every player's, or the opponents'
only); a name of a land card can't be chosen for "a nonland card name"."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ReplacementAbility, StaticAbility
from arbiter.scenario.errors import ScenarioError


def test_601_3a_meddling_mage_stops_every_players_spells_with_the_name(solve) -> None:
    """Alice's Mage naming Shock: Alice can't cast her Shock and Bob can't cast his; Bob's
    Lightning Bolt (another name) resolves."""
    out = solve("""
        name: meddling mage
        battlefield:
          - {card: Meddling Mage, controller: Alice, choices: {card_name: Shock}}
        hand: {Alice: [Shock], Bob: [{card: Shock, as: bobshock}, Lightning Bolt]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        actions:
          - {cast: Shock, targets: [Bob], refused: "can't cast spells with the chosen name"}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: bobshock, by: Bob, targets: [Alice],
             refused: "can't cast spells with the chosen name"}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 17}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_201_4_a_nonland_card_name_cant_be_a_lands(solve) -> None:
    with pytest.raises(ScenarioError, match="isn.t the name of a nonland card .201.4."):
        solve("""
            name: meddling mage forest
            hand: {Alice: [Meddling Mage]}
            actions:
              - {cast: Meddling Mage, choices: {card_name: Forest}}
        """)


def test_614_12_the_nonland_name_choice_line() -> None:
    [ab] = compile_line("As this creature enters, choose a nonland card name.", "Meddling Mage")
    assert isinstance(ab, ReplacementAbility)
    assert ab.choice == "card_name" and ab.spec == ("nonland",)


@pytest.mark.parametrize(("line", "who"), [
    ("Spells with the chosen name can't be cast.", "each"),
    ("Your opponents can't cast spells with the chosen name.", "opponents"),
])
def test_601_3a_chosen_name_ban_lines(line: str, who: str) -> None:
    [ab] = compile_line(line, "Nevermore")
    assert isinstance(ab, StaticAbility)
    [spec] = ab.effects
    [part] = spec.parts
    assert part.detail.chosen == "name" and part.detail.who == who


def test_201_4_other_choices_of_a_name_stay_unread() -> None:
    """"a noncreature, nonland card name" (Council of the Absolute) isn't read here."""
    [choice, *_] = Catalog().abilities("Council of the Absolute", 0)
    assert type(choice).__name__ == "UnsupportedAbility"
