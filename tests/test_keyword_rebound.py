"""702.88 rebound played through the real engine over turns: the spell cast from the hand
exiled as it resolves, the delayed trigger at its controller's next upkeep (603.7), the card
cast from exile without paying its mana cost (118.9), then put into the graveyard."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line


def _zone_of(game, card: str) -> list[str]:
    return [o.zone for o in game.state.objects.values()
            if o.card == card and not o.zone.startswith("left:")]


def test_702_88a_rebound_exiles_and_casts_again_at_your_next_upkeep(solve) -> None:
    """Staggershock at Bob (18), exiled; on Bob's turn nothing happens; at Alice's next
    upkeep she casts it again without paying, at Bob (16), and it goes to her graveyard."""
    out = solve("""
        name: rebound
        hand: {Alice: [Staggershock]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Staggershock, targets: [Bob]}
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          player Bob: {life: 18}
          Staggershock: {zone: exile}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: rebound again
        hand: {Alice: [Staggershock]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        choices: [true, Bob]
        actions:
          - {cast: Staggershock, targets: [Bob]}
          - pass: next_turn
          - pass: next_turn
          - pass: {to: draw}
        expect:
          player Bob: {life: 16}
          Staggershock: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 3


def test_702_88a_rebound_may_decline_the_cast(solve) -> None:
    out = solve("""
        name: rebound declined
        hand: {Alice: [Staggershock]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        choices: [false]
        actions:
          - {cast: Staggershock, targets: [Bob]}
          - pass: next_turn
          - pass: next_turn
          - pass: {to: draw}
        expect:
          player Bob: {life: 18}
          Staggershock: {zone: exile}
    """)
    assert out.passed, out.failures


def test_702_88a_rebound_only_as_it_resolves_not_when_countered(solve) -> None:
    """A countered rebound spell goes to the graveyard (no rebound)."""
    out = solve("""
        name: rebound countered
        hand: {Alice: [Staggershock], Bob: [Counterspell]}
        actions:
          - {cast: Staggershock, targets: [Bob], respond: true, as: shock}
          - {cast: Counterspell, by: Bob, targets: [shock]}
        expect:
          player Bob: {life: 20}
          Staggershock: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_88a_rebound_only_for_a_spell_cast_from_the_hand(solve) -> None:
    """Staggershock cast from exile by Bloodbraid Elf's cascade (702.85a) goes to the
    graveyard as it resolves."""
    out = solve("""
        name: rebound from exile
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Staggershock]}
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: true, cascade_target: Bob}
        expect:
          player Bob: {life: 18}
          Staggershock: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_88a_rebound_sorcery_cast_in_the_upkeep_creates_tokens(solve) -> None:
    """Trumpeting Herd (a sorcery) is cast again during the upkeep (608.2g: the effect's
    timing): two Elephants by Alice's second turn."""
    out = solve("""
        name: rebound sorcery
        hand: {Alice: [Trumpeting Herd]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        choices: [true]
        actions:
          - cast: Trumpeting Herd
          - pass: next_turn
          - pass: next_turn
          - pass: {to: draw}
        expect:
          Trumpeting Herd: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    elephants = [o for o in game.state.battlefield() if "Elephant" in game.chars(o).subtypes]
    assert len(elephants) == 2


@pytest.mark.parametrize("line", [
    "Rebound (If you cast this spell from your hand, exile it as it resolves. At the beginning "
    "of your next upkeep, you may cast this card from exile without paying its mana cost.)",
    "Rebound",
])
def test_702_88_rebound_keyword_lines_are_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "rebound" and enforced(kw)
