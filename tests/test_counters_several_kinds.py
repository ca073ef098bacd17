"""122.1 / 122.1b / 122.6: one instruction putting counters of several kinds on an object
("Put a +1/+1 counter and a lifelink counter on target creature."), and the keyword counters
of two words (first strike, double strike). 613.1f / 613.7c: a keyword counter grants its
keyword in layer 6 with the timestamp of the moment it was put on."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I


def test_122_6_unexpected_fangs_puts_a_plus_one_and_a_lifelink_counter(solve) -> None:
    out = solve("""
        name: unexpected fangs
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Unexpected Fangs]}
        actions:
          - {cast: Unexpected Fangs, targets: [bears]}
        expect:
          bears: {power: 3, toughness: 3, counters: {+1/+1: 1, lifelink: 1}, has: [Lifelink]}
    """)
    assert out.passed, out.failures


def test_122_1b_heightened_reflexes_first_strike_counter(solve) -> None:
    """Heightened Reflexes: "Target creature gets +1/+0 until end of turn. Put a first
    strike counter on it." The counter stays after the turn ends; the +1/+0 doesn't."""
    out = solve("""
        name: heightened reflexes
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Heightened Reflexes]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Heightened Reflexes, targets: [bears]}
          - {pass: next_turn}
        expect:
          bears: {power: 2, toughness: 2, counters: {first strike: 1}, has: [First strike]}
    """)
    assert out.passed, out.failures


def test_613_7c_abigales_counters_outlast_the_loss_of_abilities(solve) -> None:
    """Abigale enters targeting Bob's Serra Angel (flying, vigilance): it loses all
    abilities, then gets a flying, a first strike and a lifelink counter. The counters are
    newer than the ability-removing effect (613.7b-c), so in layer 6 the Angel ends up with
    flying, first strike and lifelink, and without vigilance."""
    out = solve("""
        name: abigale
        battlefield: [{card: Serra Angel, as: angel, controller: Bob}]
        actions:
          - {enter: {card: "Abigale, Eloquent First-Year", controller: Alice},
             choices: {target: angel}}
        expect:
          angel: {counters: {flying: 1, first strike: 1, lifelink: 1},
                  has: [Flying, First strike, Lifelink], lacks: [Vigilance]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "spell", "kinds"), [
    ("Unexpected Fangs", "Put a +1/+1 counter and a lifelink counter on target creature.",
     True, ["+1/+1", "lifelink"]),
    ("Kheru Goldkeeper", "Renew — {2}{B}{G}{U}, Exile this card from your graveyard: Put two "
     "+1/+1 counters and a flying counter on target creature. Activate only as a sorcery.",
     False, ["+1/+1", "flying"]),
    ("Abigale, Eloquent First-Year", "When Abigale enters, up to one other target creature "
     "loses all abilities. Put a flying counter, a first strike counter, and a lifelink "
     "counter on that creature.", False, ["flying", "first strike", "lifelink"]),
    ("Nezumi Prowler", "When Nezumi Prowler enters, put a deathtouch counter and a lifelink "
     "counter on target creature you control.", False, ["deathtouch", "lifelink"]),
    ("Avenging Huntbonder", "Whenever this creature attacks, put a double strike counter on "
     "another target attacking creature.", False, ["double strike"]),
])
def test_122_6_counter_lines(name: str, line: str, spell: bool, kinds: list[str]) -> None:
    abilities = compile_line(line, name, spell=spell, legendary=True)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities), line
    puts = [i for a in abilities for i in getattr(a, "instructions", ())
            if isinstance(i, I.PutCounters)]
    assert [p.kind for p in puts] == kinds
