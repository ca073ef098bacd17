"""608.2h: "Put X +1/+1 counters on target creature you control, where X is the mana value of
the permanent exiled this way." (Ruinous Intrusion): the mana value the exiled permanent had
as it last existed on the battlefield; nothing exiled, no counters."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.last_known import ExiledThisWayManaValue


def test_608_2h_counters_equal_to_the_exiled_mana_value(solve) -> None:
    """Bob's Darksteel Ingot (mana value 3) exiled: Grizzly Bears get three counters."""
    out = solve("""
        name: ruinous intrusion
        battlefield:
          - {card: Darksteel Ingot, controller: Bob, as: ingot}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Ruinous Intrusion]}
        actions:
          - {cast: Ruinous Intrusion, targets: [ingot, bears]}
        expect:
          ingot: {zone: exile}
          bears: {counters: {+1/+1: 3}, power: 5}
    """)
    assert out.passed, out.failures


def test_608_2h_copy_uses_the_battlefield_mana_value(solve) -> None:
    """Bob's Copy Enchantment (mana value 3 as a card) entered as a copy of Intangible Virtue (mana
    value 2): exiled, it last existed as a 2-mana permanent, so the Bears get two counters
    (707.2: a copy's mana cost is the copied one's)."""
    out = solve("""
        name: exiled copy
        battlefield:
          - {card: Intangible Virtue, controller: Bob}
          - {card: Copy Enchantment, controller: Bob, as: copy, choices: {copy: Intangible Virtue}}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Ruinous Intrusion]}
        actions:
          - {cast: Ruinous Intrusion, targets: [copy, bears]}
        expect:
          copy: {zone: exile}
          bears: {counters: {+1/+1: 2}}
    """)
    assert out.passed, out.failures


def test_608_2h_ruinous_intrusion_line() -> None:
    (ability,) = compile_line(
        "Exile target artifact or enchantment. Put X +1/+1 counters on target creature you "
        "control, where X is the mana value of the permanent exiled this way.", "Card",
        spell=True)
    steps = ability.instructions
    assert [type(s).__name__ for s in steps] == ["Exile", "PutCounters"]
    assert steps[1].n == ExiledThisWayManaValue()
    assert len(ability.targets) == 2
