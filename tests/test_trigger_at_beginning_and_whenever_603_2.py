"""603.2: "At the beginning of your upkeep and whenever you cast a red spell, put a charge
counter on this artifact." (Shrine of Burning Rage): one ability with two trigger
conditions, triggering on either; "your upkeep" only in its controller's upkeep, "you cast"
only for its controller's spells (`compiler.triggers.at_beginning_and`)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_603_2_shrine_counts_its_controllers_red_spells(solve) -> None:
    """Alice casts Lightning Bolt (red): a charge counter; Giant Growth (green) and Bob's
    Shock (red, not hers) add none."""
    out = solve("""
        name: shrine red spells
        battlefield:
          - {card: Shrine of Burning Rage, as: shrine}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Lightning Bolt, Giant Growth], Bob: [Shock]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Giant Growth, targets: [bears]}
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          shrine: {counters: {charge: 1}}
          player Bob: {life: 17}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_603_2_shrine_gets_a_counter_at_its_controllers_upkeep(solve) -> None:
    out = solve("""
        name: shrine alice's upkeep
        players: [Bob, Alice]
        turn: {number: 1, phase: end}
        battlefield:
          - {card: Shrine of Burning Rage, controller: Alice, as: shrine}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: upkeep}}
        expect:
          shrine: {counters: {charge: 1}}
    """)
    assert out.passed, out.failures


def test_603_2_shrine_not_at_an_opponents_upkeep(solve) -> None:
    out = solve("""
        name: shrine bob's upkeep
        turn: {number: 1, phase: end}
        battlefield:
          - {card: Shrine of Burning Rage, controller: Alice, as: shrine}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: upkeep}}
        expect:
          shrine: {counters: {}}
    """)
    assert out.passed, out.failures


def test_603_2_at_beginning_and_whenever_is_one_trigger_with_two_conditions() -> None:
    [ab] = compile_line("At the beginning of your upkeep and whenever you cast a blue spell, "
                        "put a charge counter on this artifact.", "Shrine of Piercing Vision")
    assert isinstance(ab, TriggeredAbility) and len(ab.trigger.any_of) == 2


def test_603_2_orcish_mine_line_reads_both_conditions() -> None:
    """Orcish Mine: the upkeep and "enchanted land becomes tapped" (the card stays unread for
    its "When the last ore counter is removed" line)."""
    [ab] = compile_line("At the beginning of your upkeep and whenever enchanted land becomes "
                        "tapped, remove an ore counter from this Aura.", "Orcish Mine")
    assert isinstance(ab, TriggeredAbility)
    assert {(t.event, t.subject) for t in ab.trigger.any_of} == {
        ("becomes_tapped", "enchanted"), ("step", "any")}


def test_112_7a_shrine_sacrificed_counts_its_counters_as_it_last_existed(solve) -> None:
    """Shrine of Loyal Legions with three charge counters, sacrificed to its own ability:
    the number of counters is taken as it last existed on the battlefield (112.7a, 608.2h):
    three Myr."""
    out = solve("""
        name: shrine of loyal legions
        battlefield:
          - {card: Shrine of Loyal Legions, as: shrine, counters: {charge: 3}}
        actions:
          - {activate: {card: shrine, ability: 2}}
        expect:
          shrine: {zone: graveyard}
          Phyrexian Myr Token: {count: 3, power: 1, toughness: 1}
    """)
    assert out.passed, out.failures
