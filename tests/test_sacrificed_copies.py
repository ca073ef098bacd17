"""707.2 with 608.2h: "Create two tokens that are copies of the sacrificed creature." (Cleaver
Skaab): the copiable values the sacrificed creature had as it last existed; counters and
other effects on it aren't copied (707.2)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.sacrificed_copies import CopySacrificed


def test_707_2_two_copies_of_the_sacrificed_zombie(solve) -> None:
    """Cleaver Skaab sacrifices Diregraf Ghoul (a 2/2 Zombie with two +1/+1 counters): two
    Diregraf Ghoul tokens, 2/2 with no counters; the card is in the graveyard."""
    out = solve("""
        name: cleaver skaab
        battlefield:
          - {card: Cleaver Skaab, as: skaab}
          - {card: Diregraf Ghoul, as: ghoul, counters: {+1/+1: 2}}
        actions:
          - {activate: {card: skaab, ability: 1, choices: {sacrifice: ghoul}}}
        expect:
          ghoul: {zone: graveyard}
          Diregraf Ghoul: {count: 2, power: 2, toughness: 2, counters: {}}
          skaab: {tapped: true}
    """)
    assert out.passed, out.failures


def test_707_2_only_another_zombie_can_be_sacrificed(solve) -> None:
    """Grizzly Bears isn't a Zombie: the cost can't be paid with it; nothing changes."""
    out = solve("""
        name: not a zombie
        battlefield:
          - {card: Cleaver Skaab, as: skaab}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {activate: {card: skaab, ability: 1, choices: {sacrifice: bears}}, refused: "Zombie"}
        expect:
          bears: {zone: battlefield}
          skaab: {tapped: false}
    """)
    assert out.passed, out.failures


def test_707_2_sacrificed_copy_line() -> None:
    (ability,) = compile_line("{3}, {T}, Sacrifice another Zombie: Create two tokens that are "
                              "copies of the sacrificed creature.", "Cleaver Skaab")
    assert ability.instructions == (CopySacrificed(2, "Creature"),)
