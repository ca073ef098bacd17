"""122.6 / 614.1c: a permanent an effect puts onto the battlefield "with a +1/+1 counter on
it" enters with those counters (Persist the sorcery, Luminous Broodmoth, Daydream)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import UnsupportedAbility


def test_122_6_persist_returns_a_creature_with_a_minus_counter(solve) -> None:
    """Persist (sorcery): Hill Giant (3/3) returns from Alice's graveyard with a -1/-1
    counter: a 2/2 (613.4c)."""
    out = solve("""
        name: persist
        graveyard: {Alice: [{card: Hill Giant, as: giant}]}
        hand: {Alice: [Persist]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - {cast: Persist, targets: [giant]}
        expect:
          giant: {zone: battlefield, counters: {-1/-1: 1}, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_122_1b_luminous_broodmoth_returns_it_with_a_flying_counter(solve) -> None:
    """Luminous Broodmoth: Alice's Grizzly Bears (no flying) dies to Lightning Bolt and
    returns with a flying counter, so it has flying (122.1b)."""
    out = solve("""
        name: broodmoth
        battlefield:
          - {card: Luminous Broodmoth}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
        expect:
          Grizzly Bears: {zone: battlefield, counters: {flying: 1}, has: [Flying]}
    """)
    assert out.passed, out.failures


def test_122_6_daydream_flickers_with_a_plus_counter(solve) -> None:
    """Daydream: Alice's Grizzly Bears is exiled and returns with a +1/+1 counter (a new
    object, 400.7: 3/3 with only that counter)."""
    out = solve("""
        name: daydream
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 2}}
        hand: {Alice: [Daydream]}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {cast: Daydream, targets: [bears]}
        expect:
          Grizzly Bears: {zone: battlefield, counters: {+1/+1: 1}, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("text", "counters"), [
    ("Return target nonlegendary creature card from your graveyard to the battlefield with a "
     "-1/-1 counter on it.", (("-1/-1", 1),)),
    ("Return target creature card from your graveyard to the battlefield with an additional "
     "+1/+1 counter on it.", (("+1/+1", 1),)),
    ("Return target creature card from your graveyard to the battlefield with two additional "
     "+1/+1 counters on it.", (("+1/+1", 2),)),
])
def test_122_6_oracle_lines_are_read(catalog, text, counters) -> None:
    (ab,) = compile_line(text, "Persist", spell=True)
    assert not isinstance(ab, UnsupportedAbility), ab
    (back,) = [i for i in ab.instructions if isinstance(i, I.ReturnToBattlefield)]
    assert back.counters == counters

