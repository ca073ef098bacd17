"""701.10e: "double the number of <kind> counters on <objects>" and "double the number of each
kind of counter on <objects>": each object gets as many of those counters as it already has;
that is putting counters, so effects that modify putting them apply (614.1a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import DoubleCounters


def test_701_10e_put_one_then_double(solve) -> None:
    """Visions of Dominance on Grizzly Bears with two +1/+1 counters: one more (three), then
    three more: six counters, a 8/8."""
    out = solve("""
        name: put a counter then double
        battlefield: [{card: Grizzly Bears, as: bears, counters: {+1/+1: 2}}]
        hand: {Alice: [Visions of Dominance]}
        actions:
          - {cast: Visions of Dominance, targets: [bears]}
        expect:
          bears: {counters: {+1/+1: 6}, power: 8, toughness: 8}
    """)
    assert out.passed, out.failures


def test_701_10e_doubling_is_putting_counters_hardened_scales(solve) -> None:
    """Hardened Scales, and Kalonian Hydra (it enters with four +1/+1 counters, five with the
    Scales) attacks beside Grizzly Bears with three: each doubled gets its number plus one
    (614.1a, the Scales apply to the counters put): Hydra 5+6 = 11, Bears 3+4 = 7."""
    out = solve("""
        name: doubling with Hardened Scales
        battlefield:
          - Hardened Scales
          - {card: Kalonian Hydra, as: hydra}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 3}}
        actions:
          - {attack: [hydra]}
        expect:
          hydra: {counters: {+1/+1: 11}, power: 11}
          bears: {counters: {+1/+1: 7}, power: 9}
    """)
    assert out.passed, out.failures


def test_701_10e_no_counters_doubles_to_none(solve) -> None:
    """Kalonian Hydra attacks beside Grizzly Bears with no counters: zero doubled is zero;
    Hardened Scales adds nothing, since no counters are put (122.6)."""
    out = solve("""
        name: doubling zero
        battlefield:
          - Hardened Scales
          - {card: Kalonian Hydra, as: hydra}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [hydra]}
        expect:
          bears: {counters: {}, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,kind", [
    ("Whenever this creature attacks, double the number of +1/+1 counters on each creature "
     "you control.", "+1/+1"),  # Kalonian Hydra
    ("At the beginning of your upkeep, double the number of +1/+1 counters on this creature.",
     "+1/+1"),  # Primordial Hydra
    ("{T}: Double the number of each kind of counter on target creature.",
     None),  # Ferrafor, Young Yew
    ("At the beginning of your end step, double the number of growth counters on this "
     "enchantment. Then create a 0/0 green and blue Fractal creature token. Put X +1/+1 "
     "counters on it, where X is the number of growth counters on this enchantment.",
     "growth"),  # Paradox Zone
])
def test_701_10e_oracle_lines(line: str, kind: str | None) -> None:
    abilities = compile_line(line, "Card")
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities), abilities
    steps = [s for a in abilities for s in a.instructions if isinstance(s, DoubleCounters)]
    assert [s.kind for s in steps] == [kind]


def test_701_10e_put_then_double_spell_line() -> None:
    """Visions of Dominance / Growth Curve: the doubling names the same creature ("it",
    "that creature")."""
    for line in ("Put a +1/+1 counter on target creature, then double the number of +1/+1 "
                 "counters on it.",
                 "Put a +1/+1 counter on target creature you control, then double the number "
                 "of +1/+1 counters on that creature."):
        (ability,) = compile_line(line, "Card", spell=True)
        assert not isinstance(ability, UnsupportedAbility), line
        assert [type(s).__name__ for s in ability.instructions] == [
            "PutCounters", "DoubleCounters"]


def test_701_10e_double_on_each_of_them_solidarity_of_heroes(solve) -> None:
    """Solidarity of Heroes ("Choose any number of target creatures. Double the number of
    +1/+1 counters on each of them.") targets Grizzly Bears (two counters) and Savannah Lions
    (one): four and two; the untargeted Bears beside them keeps its three."""
    out = solve("""
        name: solidarity of heroes
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 2}}
          - {card: Savannah Lions, as: lions, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, as: other, counters: {+1/+1: 3}}
        hand: {Alice: [Solidarity of Heroes]}
        actions:
          - {cast: Solidarity of Heroes, targets: [bears, lions]}
        expect:
          bears: {counters: {+1/+1: 4}, power: 6}
          lions: {counters: {+1/+1: 2}, power: 4}
          other: {counters: {+1/+1: 3}}
    """)
    assert out.passed, out.failures


def test_701_10e_biogenic_upgrade_distributes_then_doubles(solve) -> None:
    """Biogenic Upgrade: three +1/+1 counters divided 2 and 1 (601.2d) between Grizzly Bears
    (one counter already) and Savannah Lions, then each target's +1/+1 counters double: the
    Bears 1+2 = 3, doubled 6; the Lions 1, doubled 2."""
    out = solve("""
        name: biogenic upgrade
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
          - {card: Savannah Lions, as: lions}
        hand: {Alice: [Biogenic Upgrade]}
        actions:
          - {cast: Biogenic Upgrade, targets: [bears, lions], choices: {divide: [2, 1]}}
        expect:
          bears: {counters: {+1/+1: 6}}
          lions: {counters: {+1/+1: 2}}
    """)
    assert out.passed, out.failures
