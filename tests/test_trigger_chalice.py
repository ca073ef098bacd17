"""603.2, 601.2i, 701.6a: "Whenever a player casts a spell with mana value equal to the
number of charge counters on this artifact, counter that spell." (Chalice of the Void): the
mana value (202.3) is compared as the spell becomes cast; "that spell" is the spell cast."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.counter_selectors import ManaValueEqualsSourceCounters
from arbiter.rules.instructions import objects as I


def test_701_6a_chalice_on_one_counters_lightning_bolt(solve) -> None:
    """Chalice of the Void with one charge counter: Bob's Lightning Bolt (mana value 1) is
    countered, Alice stays at 20 and the Bolt is in Bob's graveyard."""
    out = solve("""
        name: chalice one
        battlefield: [{card: Chalice of the Void, as: chalice, counters: {charge: 1}}]
        hand: {Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 20}
          bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_202_3_chalice_on_one_lets_a_two_drop_resolve(solve) -> None:
    """Grizzly Bears (mana value 2) isn't countered by a Chalice on one, and Alice's own Bolt
    (mana value 1) is: any player's spell."""
    out = solve("""
        name: chalice two drop
        battlefield: [{card: Chalice of the Void, as: chalice, counters: {charge: 1}}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}, {card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Grizzly Bears}
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          bears: {zone: battlefield}
          bolt: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_701_6a_oracle_line() -> None:
    [ab] = compile_line("Whenever a player casts a spell with mana value equal to the number "
                        "of charge counters on this artifact, counter that spell.",
                        "Chalice of the Void")
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert ManaValueEqualsSourceCounters("charge") in ab.trigger.selector.parts
    assert ab.instructions == (I.CounterTarget(I.Ref.event()),)
