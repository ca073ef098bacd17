"""118.3, 122.8, 608.2h: an activation cost "Remove all <kind> counters from ~" removes every
counter of that kind the source has as the cost is paid (none, if it has none: the cost is
still paid), and "the number of <kind> counters removed this way" / "for each <kind> counter
removed this way" / "that much" in its effect is the number removed then, however the source's
counters change afterwards."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility


def test_118_3_essence_bottle_gains_2_life_for_each_counter_removed(solve) -> None:
    out = solve("""
    name: essence bottle
    battlefield:
      - {card: Essence Bottle, as: bottle, counters: {elixir: 3}}
    actions:
      - {activate: {card: bottle, ability: "{T}, Remove"}}
    expect:
      bottle: {tapped: true, counters: {}}
      player Alice: {life: 26}
    """)
    assert out.passed, out.failures


def test_118_3_essence_bottle_without_counters_is_activated_for_nothing(solve) -> None:
    """All of no counters: the ability can be activated; Alice gains no life."""
    out = solve("""
    name: empty essence bottle
    battlefield:
      - {card: Essence Bottle, as: bottle}
    actions:
      - {activate: {card: bottle, ability: "{T}, Remove"}}
    expect:
      bottle: {tapped: true}
      player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2h_molten_hydra_deals_damage_equal_to_the_counters_removed(solve) -> None:
    """Molten Hydra (1/1) with two +1/+1 counters: 2 damage to Bob, and it is 1/1 again."""
    out = solve("""
    name: molten hydra
    battlefield:
      - {card: Molten Hydra, as: hydra, counters: {+1/+1: 2}}
    actions:
      - {activate: {card: hydra, ability: "{T}, Remove", targets: [Bob]}}
    expect:
      hydra: {power: 1, toughness: 1}
      player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_608_2h_vish_kal_minus_one_for_each_counter_removed(solve) -> None:
    """Vish Kal with three +1/+1 counters: Bob's Hill Giant (3/3) gets -3/-3 and dies."""
    out = solve("""
    name: vish kal
    battlefield:
      - {card: "Vish Kal, Blood Arbiter", as: vish, counters: {+1/+1: 3}}
      - {card: Hill Giant, as: giant, controller: Bob}
    actions:
      - {activate: {card: vish, ability: "Remove all", targets: [giant]}}
    expect:
      vish: {power: 5, toughness: 5}
      giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2h_relic_amulet_that_much_damage(solve) -> None:
    """Two charge counters: 2 damage to Bob's Grizzly Bears (2/2), which die."""
    out = solve("""
    name: relic amulet
    battlefield:
      - {card: Relic Amulet, as: amulet, counters: {charge: 2}}
      - {card: Grizzly Bears, as: bears, controller: Bob}
      - {card: Plains}
      - {card: Plains}
    actions:
      - {activate: {card: amulet, ability: "{2}, {T}, Remove", targets: [bears]}}
    expect:
      bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2h_removed_this_way_needs_the_cost() -> None:
    """"counters removed this way" with no cost removing counters, or counters of another kind,
    or after an instruction removing counters, stays unread."""
    for line in (
            "{T}: You gain 2 life for each elixir counter removed this way.",
            "{T}, Remove all charge counters from ~: You gain 2 life for each elixir counter "
            "removed this way.",
            "{T}, Remove all charge counters from ~: Remove a counter from target permanent. "
            "You gain 2 life for each charge counter removed this way."):
        (a,) = compile_line(line, "Bottle")
        assert isinstance(a, UnsupportedAbility), line
    (a,) = compile_line("{T}, Remove all charge counters from ~: You gain 2 life for each "
                        "charge counter removed this way.", "Bottle")
    assert isinstance(a, ActivatedAbility)
