"""Issue 14's scenario format additions beyond combat: several permanents entering at once,
`transform` on a daybound permanent (702.145b), the game's day/night (730.1), an activated
ability targeting a player, counting objects with a name and expecting none (111.7), casting
without paying the mana cost (118.9, 107.3b)."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError


def test_702_145b_two_daybound_permanents_enter_at_once_at_night(solve) -> None:
    out = solve("""
name: at night
day_night: night
actions:
  - enter: {cards: [Village Watch, Kessig Naturalist]}
expect:
  Village Reavers: {transformed: true}
  Lord of the Ulvenwald: {transformed: true, power: 3}
  game: {day_night: night}
""")
    assert out.failures == []


def test_702_145d_daybound_entering_when_neither_makes_it_day(solve) -> None:
    out = solve("""
name: neither
actions:
  - enter: {cards: [Village Watch, Kessig Naturalist]}
expect:
  Village Watch: {transformed: false}
  Kessig Naturalist: {transformed: false}
  game: {day_night: day}
""")
    assert out.failures == []


def test_730_1_day_night_expectation_fails_when_wrong(solve) -> None:
    out = solve("""
name: day
day_night: day
expect:
  game: {day_night: night}
""")
    assert out.failures == ["game: day_night is 'day', expected 'night'"]


def test_702_145b_transform_on_a_daybound_permanent_does_nothing(solve) -> None:
    out = solve("""
name: daybound can't transform
day_night: day
battlefield:
  - {card: Village Watch, as: watch}
actions:
  - transform: watch
expect:
  watch: {transformed: false, name: Village Watch}
  game: {day_night: day}
""")
    assert out.failures == []


def test_701_27c_transform_on_a_single_faced_card_is_an_error(solve) -> None:
    with pytest.raises(ScenarioError, match="not a double-faced card"):
        solve("""
name: bears
battlefield: [Grizzly Bears]
actions:
  - transform: Grizzly Bears
""")


def test_602_2b_activated_ability_targets_a_player(solve) -> None:
    out = solve("""
name: ping
battlefield:
  - {card: Prodigal Pyromancer, as: pyro}
actions:
  - activate: {card: pyro, targets: [Bob]}
expect:
  player Bob: {life: 19}
  pyro: {tapped: true}
""")
    assert out.failures == []


def test_111_7_count_tokens_and_a_token_that_died_no_longer_exists(solve) -> None:
    out = solve("""
name: tokens
battlefield:
  - {token: Zombie, as: z1}
  - {token: Zombie}
  - {token: Zombie}
hand:
  Alice: [Lightning Bolt]
actions:
  - {cast: Lightning Bolt, targets: [z1]}
expect:
  Zombie: {count: 2, power: 2, controller: Alice}
  z1: {exists: false}
  Lightning Bolt: {zone: graveyard}
""")
    assert out.failures == []
    out = solve("""
name: tokens
battlefield:
  - {token: Zombie, as: z1}
hand:
  Alice: [Lightning Bolt]
actions:
  - {cast: Lightning Bolt, targets: [z1]}
expect:
  z1: {zone: graveyard}
  Zombie: {count: 1, zone: graveyard}
""")
    assert len(out.failures) == 2
    assert "no longer exists" in out.failures[0] and "111.7" in out.failures[0]
    assert out.failures[1] == "Zombie: count in the graveyard is 0, expected 1"


def test_count_zero_and_exists_false_for_a_name_never_seen(solve) -> None:
    out = solve("""
name: none
battlefield: [Grizzly Bears]
expect:
  Treasure Token: {count: 0}
  Llanowar Elves: {exists: false}
  Grizzly Bears: {count: 1}
""")
    assert out.failures == []
    out = solve("""
name: some
battlefield: [Grizzly Bears]
expect:
  Grizzly Bears: {exists: false}
""")
    assert out.failures == ["Grizzly Bears: exists (in the battlefield), expected no such "
                            "object"]


def test_118_9_cast_without_paying_its_mana_cost(solve) -> None:
    out = solve("""
name: free
hand:
  Alice: [Divination]
library:
  Alice: [Island, Island, Island]
actions:
  - {cast: Divination, alternative: free, pay: true}
expect:
  player Alice: {hand_size: 2}
  Divination: {zone: graveyard}
""")
    assert out.failures == []


def test_118_9d_cost_increase_still_applies_to_a_free_spell(solve) -> None:
    out = solve("""
name: thalia
battlefield:
  - {card: "Thalia, Guardian of Thraben", as: thalia}
  - {card: Mountain, as: m}
hand:
  Alice: [Lightning Bolt, Shock]
actions:
  - {cast: Shock, targets: [Bob], alternative: free, pay: true}
  - {cast: Lightning Bolt, targets: [Bob], alternative: free, pay: true,
     refused: "total cost {1}"}
expect:
  player Bob: {life: 18}
  m: {tapped: true}
  Lightning Bolt: {zone: hand}
""")
    assert out.failures == []


def test_107_3b_x_is_0_when_cast_without_paying(solve) -> None:
    out = solve("""
name: fireball
hand:
  Alice: [Blaze]
actions:
  - {cast: Blaze, targets: [Bob], alternative: free, choices: {x: 3}, refused: "107.3b"}
  - {cast: Blaze, targets: [Bob], alternative: free}
expect:
  player Bob: {life: 20}
  Blaze: {zone: graveyard}
""")
    assert out.failures == []


def test_enter_cards_needs_two_or_more(solve) -> None:
    with pytest.raises(ScenarioError, match="two or more"):
        solve("""
name: one
actions:
  - enter: {cards: [Grizzly Bears]}
""")
