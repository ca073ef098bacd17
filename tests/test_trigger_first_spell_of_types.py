"""601.2i, 603.2: "Whenever you cast your first enchantment spell each turn" (Tuvasa the
Sunlit) and "Whenever an opponent casts their first noncreature spell each turn" (Shadow in
the Warp) trigger only on the caster's first spell this turn with those card types, counting
the spells cast before the ability's source was on the battlefield."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_TUVASA = """
        name: tuvasa
        battlefield:
          - {card: Tuvasa the Sunlit, as: tuvasa}
        library: {Alice: [Island, Island, Island]}
        hand: {Alice: [Lightning Bolt, Glorious Anthem, Glorious Anthem]}
        actions:
"""


def test_601_2i_the_first_enchantment_spell_draws_once(solve) -> None:
    """Alice casts Lightning Bolt (no enchantment), then two Glorious Anthems: the first
    Anthem is her first enchantment spell this turn (one card), the second isn't."""
    out = solve(_TUVASA + """
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Glorious Anthem}
          - {cast: Glorious Anthem}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_601_2i_an_enchantment_cast_before_the_source_arrived_counts(solve) -> None:
    """Alice casts a Glorious Anthem before Tuvasa is on the battlefield; the next Anthem
    isn't her first enchantment spell this turn: no card."""
    out = solve("""
        name: tuvasa late
        library: {Alice: [Island, Island, Island]}
        hand: {Alice: [Glorious Anthem, Glorious Anthem, Tuvasa the Sunlit]}
        actions:
          - {cast: Glorious Anthem}
          - {enter: {card: Tuvasa the Sunlit}}
          - {cast: Glorious Anthem}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_603_2_an_opponents_first_noncreature_spell(solve) -> None:
    """Bob casts Ambush Viper (a creature spell with flash), then two Shocks: Shadow in the
    Warp deals him 2 damage for the first Shock only."""
    out = solve("""
        name: shadow in the warp
        battlefield:
          - {card: Shadow in the Warp}
        hand: {Bob: [Ambush Viper, Shock, Shock]}
        actions:
          - {cast: Ambush Viper, by: Bob}
          - {cast: Shock, by: Bob, targets: [Alice]}
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          player Bob: {life: 18}
          player Alice: {life: 16}
    """)
    assert out.passed, out.failures


def test_603_2_the_controllers_own_spells_dont_count(solve) -> None:
    """Alice (the Shadow's controller) casts Shock: she isn't an opponent, nothing."""
    out = solve("""
        name: shadow in the warp own
        battlefield:
          - {card: Shadow in the Warp}
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
        expect:
          player Bob: {life: 18}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # qualities other than card types aren't kept for the spells cast earlier
    "Whenever you cast your first multicolored spell each turn, draw a card.",
    "Whenever you cast your first spell with {X} in its mana cost each turn, draw a card.",
    "Whenever you cast your second instant or sorcery spell each turn, draw a card.",
])
def test_601_2i_near_variants_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Some Card")
    assert not isinstance(ab, TriggeredAbility)
