"""603.2, 603.6a: "Whenever this creature or another creature you control enters, that
creature gets +2/+2 until end of turn." (Ambuscade Shaman): it triggers for the permanent
itself entering and for another matching permanent entering, once for each, and "that
creature" is the one that entered."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_603_6a_ambuscade_shaman_itself_entering(solve) -> None:
    """Ambuscade Shaman (2/2) is cast and enters: it gets +2/+2."""
    out = solve("""
        name: ambuscade shaman enters
        hand: {Alice: [Ambuscade Shaman]}
        actions:
          - {cast: Ambuscade Shaman, as: shaman}
        expect:
          shaman: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_603_2_ambuscade_shaman_another_creature_you_control(solve) -> None:
    """Bob's Grizzly Bears entering on his turn triggers nothing (Alice's Bears' bonus has
    ended with her turn, 514.2)."""
    out = solve("""
        name: ambuscade shaman another
        battlefield:
          - {card: Ambuscade Shaman, as: shaman}
        hand: {Alice: [Grizzly Bears], Bob: [Grizzly Bears]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Grizzly Bears, as: mine}
          - {pass: end_of_turn}
          - {pass: {to: precombat_main}}
          - {cast: Grizzly Bears, by: Bob, as: his}
        expect:
          mine: {power: 2, toughness: 2}
          his: {power: 2, toughness: 2}
          shaman: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_603_2_ambuscade_shaman_bears_bonus(solve) -> None:
    out = solve("""
        name: ambuscade shaman bears
        battlefield:
          - {card: Ambuscade Shaman, as: shaman}
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, as: bears}
        expect:
          bears: {power: 4, toughness: 4}
          shaman: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Ambuscade Shaman", "Whenever this creature or another creature you control enters, "
     "that creature gets +2/+2 until end of turn."),
    ("Bojuka Brigand", "Whenever this creature or another Ally you control enters, you may "
     "put a +1/+1 counter on this creature."),
    ("Dragonspark Reactor", "Whenever this artifact or another artifact you control enters, "
     "put a charge counter on this artifact."),
    ("Noxious Ghoul", "Whenever this creature or another Zombie enters, all non-Zombie "
     "creatures get -1/-1 until end of turn."),
    ("Ganax, Astral Hunter", "Whenever Ganax or another Dragon you control enters, create a "
     "Treasure token."),
])
def test_603_2_oracle_lines(name: str, line: str) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert [(t.event, t.subject) for t in ab.trigger.any_of] == [("enters", "self"),
                                                                 ("enters", "any")]
