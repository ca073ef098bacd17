"""603.2, 707.10: "Whenever you cast or copy an instant or sorcery spell" (magecraft,
207.2c): it triggers on casting (601.2i) and on copying (a copy isn't cast, 707.10), each
once, and only for its controller's spells and copies. Played with Lightning Bolt and
Twincast on a board."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Archmage Emeritus", "Magecraft — Whenever you cast or copy an instant or sorcery "
     "spell, draw a card."),
    ("Clever Lumimancer", "Magecraft — Whenever you cast or copy an instant or sorcery "
     "spell, this creature gets +2/+2 until end of turn."),
    ("Storm-Kiln Artist", "Magecraft — Whenever you cast or copy an instant or sorcery "
     "spell, create a Treasure token."),
    ("Witherbloom Apprentice", "Magecraft — Whenever you cast or copy an instant or sorcery "
     "spell, each opponent loses 1 life and you gain 1 life."),
    ("Leonin Lightscribe", "Magecraft — Whenever you cast or copy an instant or sorcery "
     "spell, creatures you control get +1/+1 until end of turn."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_603_2_cast_or_copy_lines_read(name: str, line: str) -> None:
    abilities = compile_line(line, name, legendary="," in name)
    assert len(abilities) == 1
    ability = abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert {t.event for t in ability.trigger.any_of} == {"cast", "spell_copied"}


def test_707_10_magecraft_triggers_on_the_spell_and_on_its_copy(solve) -> None:
    """Alice casts Lightning Bolt at Bob and, in response, Twincast copying it: three
    triggers of each magecraft ability (Bolt cast, Twincast cast, the copy). Archmage
    Emeritus draws three cards, Clever Lumimancer (0/1) gets +6/+6; Bob takes 6."""
    out = solve("""
        name: magecraft cast and copy
        battlefield: [{card: Archmage Emeritus}, {card: Clever Lumimancer, as: lumi}]
        hand: {Alice: [Lightning Bolt, Twincast]}
        library: {Alice: [Island, Island, Island, Island]}
        choices: [null]
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true, as: bolt}
          - {cast: Twincast, targets: [bolt]}
        expect:
          lumi: {power: 6, toughness: 7}
          player Alice: {hand_size: 3}
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


def test_707_10_magecraft_not_for_an_opponents_spell_or_copy(solve) -> None:
    """Bob casts Lightning Bolt and copies it with Twincast: neither is Alice's, so Alice's
    Clever Lumimancer doesn't trigger (603.2: "you cast or copy")."""
    out = solve("""
        name: magecraft opponent
        battlefield: [{card: Clever Lumimancer, as: lumi}]
        hand: {Bob: [Lightning Bolt, Twincast]}
        choices: [null]
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true, as: bolt}
          - {cast: Twincast, by: Bob, targets: [bolt]}
        expect:
          lumi: {power: 0, toughness: 1}
          player Alice: {life: 14}
    """)
    assert out.passed, out.failures


def test_707_10_magecraft_not_for_a_creature_spell(solve) -> None:
    """Grizzly Bears is neither an instant nor a sorcery: no trigger."""
    out = solve("""
        name: magecraft creature
        battlefield: [{card: Clever Lumimancer, as: lumi}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears}
        expect:
          lumi: {power: 0, toughness: 1}
    """)
    assert out.passed, out.failures


def test_707_10_whenever_you_copy_an_instant_spell_counts_the_copy_only(solve) -> None:
    """Kalamax, the Stormsire (untapped, so its first-instant copy doesn't happen): Alice
    casts Lightning Bolt and copies it with Twincast. Casting Bolt and Twincast isn't copying
    (601.2i); the copy of Bolt is an instant Alice copied (707.10): one +1/+1 counter."""
    out = solve("""
        name: kalamax copy
        battlefield: [{card: "Kalamax, the Stormsire", as: kalamax}]
        hand: {Alice: [Lightning Bolt, Twincast]}
        choices: [null]
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true, as: bolt}
          - {cast: Twincast, targets: [bolt]}
        expect:
          kalamax: {counters: {+1/+1: 1}}
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


def test_707_10_whenever_you_copy_not_a_sorcery_nor_an_opponents_copy(solve) -> None:
    """Alice copies her Divination (a sorcery) with Reverberate, and Bob copies his Lightning
    Bolt with Twincast: Kalamax ("an instant spell" that *you* copy) gets no counter."""
    out = solve("""
        name: kalamax no copy
        battlefield: [{card: "Kalamax, the Stormsire", as: kalamax}]
        hand: {Alice: [Divination, Reverberate], Bob: [Lightning Bolt, Twincast]}
        library: {Alice: [Island, Island, Island, Island]}
        choices: [null, null]
        actions:
          - {cast: Divination, respond: true, as: div}
          - {cast: Reverberate, targets: [div]}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true, as: bolt}
          - {cast: Twincast, by: Bob, targets: [bolt]}
        expect:
          kalamax: {counters: {}}
          player Alice: {life: 14, hand_size: 4}
    """)
    assert out.passed, out.failures


def test_707_10_you_copy_line_reads_the_copy_event() -> None:
    (ability,) = compile_line("Whenever you copy a spell, put a +1/+1 counter on The Twelfth "
                              "Doctor.", "The Twelfth Doctor", legendary=True)
    assert isinstance(ability, TriggeredAbility)
    assert ability.trigger.event == "spell_copied" and ability.trigger.subject == "you"
