"""122.6: counters whose number is a count taken as the ability resolves (608.2h): "put a
number of +1/+1 counters on it equal to your devotion to green" (Reverent Hunter), "Put a
number of +1/+1 counters on this creature equal to the sacrificed creature's toughness"
(Scourge of Skola Vale), "Put X +1/+1 counters on Vish Kal, where X is the sacrificed
creature's toughness"."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import UnsupportedAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Reverent Hunter", "When this creature enters, put a number of +1/+1 counters on it equal "
     "to your devotion to green."),
    ("Scourge of Skola Vale", "{T}, Sacrifice another creature: Put a number of +1/+1 counters "
     "on this creature equal to the sacrificed creature's toughness."),
    ("Vish Kal, Blood Arbiter", "Sacrifice a creature: Put X +1/+1 counters on Vish Kal, where "
     "X is the sacrificed creature's power."),
])
def test_122_6_counter_amounts_of_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert not isinstance(ab, UnsupportedAbility)
    (put,) = [i for i in ab.instructions if isinstance(i, I.PutCounters)]
    assert put.kind == "+1/+1" and not isinstance(put.n, int)


def test_122_6_a_number_about_an_object_of_the_sentence_stays_unread() -> None:
    """"equal to its power" would need "its" bound to the target: not read here."""
    (ab,) = compile_line("{T}: Put a number of +1/+1 counters on target creature equal to its "
                         "power.", "Test Card")
    assert isinstance(ab, UnsupportedAbility)


def test_122_6_reverent_hunter_counts_devotion_as_the_trigger_resolves(solve) -> None:
    """Reverent Hunter ({2}{G}, 1/1) with Llanowar Elves ({G}) already out: devotion to
    green 2 as the trigger resolves (the Hunter's own {G} counts, 700.5), a 3/3."""
    out = solve("""
        name: reverent hunter
        battlefield: [{card: Llanowar Elves}]
        hand: {Alice: [{card: Reverent Hunter, as: hunter}]}
        actions:
          - {cast: hunter}
        expect:
          hunter: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_122_6_scourge_of_skola_vale_grows_by_the_sacrificed_toughness(solve) -> None:
    """Scourge of Skola Vale enters with two +1/+1 counters (a 2/2); sacrificing Wall of
    Stone (0/8) puts eight more: a 10/10."""
    out = solve("""
        name: scourge
        battlefield:
          - {card: Scourge of Skola Vale, as: scourge}
          - {card: Wall of Stone, as: wall}
        actions:
          - activate: {card: scourge, ability: 3, choices: {sacrifice: wall}}
        expect:
          wall: {zone: graveyard}
          scourge: {power: 10, toughness: 10}
    """)
    assert out.passed, out.failures
