"""122.1, 608.2h: "the number of <kind> counters on it" where "it" names an object the text
named before (the source, a target): counted as the instruction is carried out, on the object
as it last existed when it has left the battlefield (Heliophial and Time Bomb are sacrificed
to pay for their abilities)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.scenario.errors import ScenarioError


def test_608_2h_heliophial_deals_damage_equal_to_the_counters_it_had(solve) -> None:
    """Sacrificed as the cost with three charge counters: 3 damage to Bob."""
    out = solve("""
        name: heliophial
        battlefield: [{card: Heliophial, counters: {charge: 3}, as: phial}]
        actions:
          - {activate: {card: phial, ability: 2, targets: [Bob]}}
        expect:
          player Bob: {life: 17}
          phial: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2h_time_bomb_deals_its_time_counters_to_each_creature_and_player(solve) -> None:
    out = solve("""
        name: time bomb
        battlefield:
          - {card: Time Bomb, counters: {time: 2}, as: bomb}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, as: giant}
        actions:
          - {activate: {card: bomb, ability: 2}}
        expect:
          player Alice: {life: 18}
          player Bob: {life: 18}
          bears: {zone: graveyard}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_122_1_study_the_classics_gains_life_for_the_counters_on_that_creature(solve) -> None:
    """One counter, one more, then doubled: four +1/+1 counters, 4 life."""
    out = solve("""
        name: study the classics
        battlefield: [{card: Grizzly Bears, counters: {"+1/+1": 1}, as: bears}]
        hand: {Alice: [Study the Classics]}
        actions:
          - {cast: Study the Classics, targets: [bears]}
        expect:
          bears: {power: 6, toughness: 6}
          player Alice: {life: 24}
    """)
    assert out.passed, out.failures


def test_122_1_aria_of_flame_counts_its_verse_counters_after_adding_one(solve) -> None:
    """Two verse counters, a third put on as it resolves: 3 damage to Bob."""
    out = solve("""
        name: aria of flame
        battlefield:
          - {card: Aria of Flame, counters: {verse: 2}}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
        choices: [Bob]
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_counters_on_a_pronoun_naming_nothing_before_stays_unread() -> None:
    # 608.2h: a creature that died: its counters as it last existed aren't read here
    assert compile_text("When this creature dies, draw cards equal to the number of oil "
                        "counters on it.", "Watchful Blisterzoa") is None


def test_608_2h_engineered_explosives_counts_its_charge_counters_as_it_last_existed(
        solve) -> None:
    """Sacrificed with two charge counters: each nonland permanent with mana value 2 is
    destroyed (both players' Bears), the Hill Giant (4) and the land stay."""
    out = solve("""
        name: engineered explosives
        battlefield:
          - {card: Engineered Explosives, counters: {charge: 2}, as: ee}
          - {card: Grizzly Bears, as: bears}
          - {card: Grizzly Bears, controller: Bob, as: bobbears}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Forest, as: forest}
        actions:
          - {activate: {card: ee, ability: 2}}
        expect:
          bears: {zone: graveyard}
          bobbears: {zone: graveyard}
          giant: {zone: battlefield}
          forest: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_208_1_legacys_allure_takes_a_creature_no_bigger_than_its_counters(solve) -> None:
    """Three treasure counters: a 3-power creature may be the target; a 6-power one can't."""
    text = """
        name: legacy's allure
        battlefield:
          - {card: Legacy's Allure, counters: {treasure: 3}, as: allure}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Craw Wurm, controller: Bob, as: wurm}
    """
    out = solve(text + """
        actions:
          - {activate: {card: allure, ability: 2, targets: [giant]}}
        expect:
          giant: {controller: Alice}
    """)
    assert out.passed, out.failures
    with pytest.raises(ScenarioError):
        solve(text + """
        actions:
          - {activate: {card: allure, ability: 2, targets: [wurm]}}
        """)
