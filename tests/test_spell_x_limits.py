"""107.3a / 601.2b: an instant's or sorcery's X is announced as it is cast and is that number
everywhere in its text while it's on the stack, so a limit outside a target ("Destroy all
creatures with mana value X or less.", "Search your library for a creature card with mana value
X or less ...") compares with the announced X as the spell resolves; 208.1: "with power X or
less" limits a target as "with mana value X" does (601.2c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_107_3a_forced_march_destroys_each_creature_with_mana_value_x_or_less(solve) -> None:
    """Forced March with X = 2: Llanowar Elves (1) and Grizzly Bears (2), Alice's and Bob's,
    are destroyed; Hill Giant (4) survives."""
    out = solve("""
        name: forced march x 2
        battlefield:
          - {card: Llanowar Elves, as: elves}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Forced March]}
        actions:
          - {cast: Forced March, choices: {x: 2}}
        expect:
          elves: {zone: graveyard}
          bears: {zone: graveyard}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_107_3a_forced_march_with_x_0_destroys_nothing_of_mana_value_1(solve) -> None:
    """X = 0: Llanowar Elves (mana value 1) survives."""
    out = solve("""
        name: forced march x 0
        battlefield: [{card: Llanowar Elves, as: elves}]
        hand: {Alice: [Forced March]}
        actions:
          - {cast: Forced March, choices: {x: 0}}
        expect:
          elves: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_107_3a_green_suns_zenith_finds_a_green_creature_card_of_mana_value_x_or_less(
        solve) -> None:
    """Green Sun's Zenith with X = 2: Grizzly Bears (2) is found and put onto the battlefield,
    and the Zenith is shuffled into Alice's library."""
    out = solve("""
        name: zenith x 2
        hand: {Alice: [{card: Green Sun's Zenith, as: zenith}]}
        library: {Alice: [{card: Craw Wurm, as: wurm}, {card: Grizzly Bears, as: bears}]}
        actions:
          - {cast: zenith, choices: {x: 2, search: bears}}
        expect:
          bears: {zone: battlefield}
          wurm: {zone: library}
          zenith: {zone: library}
    """)
    assert out.passed, out.failures


def test_107_3a_green_suns_zenith_cant_find_a_card_of_greater_mana_value(solve) -> None:
    """X = 2: Craw Wurm (mana value 6) isn't an answer to the search."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: zenith wurm
            hand: {Alice: [{card: Green Sun's Zenith, as: zenith}]}
            library: {Alice: [{card: Craw Wurm, as: wurm}, {card: Grizzly Bears, as: bears}]}
            actions:
              - {cast: zenith, choices: {x: 2, search: wurm}}
        """)


def test_208_1_gang_up_targets_a_creature_with_power_x_or_less(solve) -> None:
    """Gang Up ("Destroy target creature with power X or less."): X = 2 can't target Hill
    Giant (power 3); X = 3 can, and destroys it."""
    out = solve("""
        name: gang up
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [Gang Up, Gang Up]}
        actions:
          - {cast: Gang Up, targets: [giant], choices: {x: 2}, refused: "legal"}
          - {cast: Gang Up, targets: [giant], choices: {x: 3}}
        expect:
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # no X is announced for a triggered ability
    "When this creature enters, destroy each creature with mana value X or less.",
    "Whenever this creature attacks, destroy target creature with power X or less.",
])
def test_107_3a_a_limit_of_x_in_a_triggered_ability_stays_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None
