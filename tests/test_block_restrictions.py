"""509.1b: "This creature can't block creatures with power 2 or greater." (Ironclaw Orcs),
"... with power 2 or less" (Cyclops Tyrant): the blocker's restriction, judged on the
attacker's power as blockers are declared."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

_BOARD = """
name: {name}
turn: {{number: 2}}
battlefield:
  - {{card: {attacker}, as: attacker}}
  - {{card: {blocker}, controller: Bob, as: blocker}}
actions:
  - {{attack: [attacker]}}
  - {{block: {{blocker: attacker}}{refused}}}
{more}
"""


def test_509_1b_ironclaw_orcs_cant_block_power_two(solve) -> None:
    """Ironclaw Orcs can't block Grizzly Bears (power 2): refused, nothing changes; Bob
    declares no blocks and takes 2."""
    out = solve(_BOARD.format(name="orcs", attacker="Grizzly Bears", blocker="Ironclaw Orcs",
                              refused=', refused: "can\'t block"',
                              more="  - {block: {}}\n  - {pass: end_of_turn}\n"
                                   "expect:\n  player Bob: {life: 18}\n"))
    assert out.passed, out.failures


def test_509_1b_ironclaw_orcs_block_power_one(solve) -> None:
    """Ironclaw Orcs (2/2) blocks Mons's Goblin Raiders (1/1): the Raiders die, Bob takes
    nothing."""
    out = solve(_BOARD.format(name="orcs block", attacker="Mons's Goblin Raiders",
                              blocker="Ironclaw Orcs", refused="",
                              more="  - {pass: end_of_turn}\nexpect:\n  player Bob: {life: 20}"
                                   "\n  attacker: {zone: graveyard}\n"))
    assert out.passed, out.failures


def test_509_1b_power_counted_as_blockers_are_declared(solve) -> None:
    """Mons's Goblin Raiders pumped by Giant Growth after attacking (4/4): Ironclaw Orcs can
    no longer block it."""
    out = solve("""
        name: orcs pumped
        turn: {number: 2}
        battlefield:
          - {card: Mons's Goblin Raiders, as: attacker}
          - {card: Ironclaw Orcs, controller: Bob, as: blocker}
        hand: {Alice: [Giant Growth]}
        actions:
          - {attack: [attacker]}
          - {cast: Giant Growth, targets: [attacker]}
          - {block: {blocker: attacker}, refused: "can't block"}
    """)
    assert out.passed, out.failures


def test_509_1b_cyclops_tyrant_cant_block_small_creatures(solve) -> None:
    """Cyclops Tyrant can't block Grizzly Bears (power 2 or less)."""
    out = solve(_BOARD.format(name="cyclops", attacker="Grizzly Bears",
                              blocker="Cyclops Tyrant", refused=', refused: "can\'t block"',
                              more=""))
    assert out.passed, out.failures


LINES = [
    ("Ironclaw Orcs", "This creature can't block creatures with power 2 or greater.", True),
    ("Zurgo Bellstriker", "Zurgo can't block creatures with power 2 or greater.", True),
    ("Sunweb", "This creature can't block creatures with power 2 or less.", True),
    # A cost to block (509.1d) and a comparison with another object's power: not read.
    ("Hipparion", "This creature can't block creatures with power 3 or greater unless you "
     "pay {1}.", False),
    ("Spitfire Handler", "This creature can't block creatures with power greater than this "
     "creature's power.", True),  # rules.source_stat_selectors (tests/test_stat_vs_source.py)
]


@pytest.mark.parametrize(("card", "line", "read"), LINES)
def test_509_1b_cant_block_creatures_lines(catalog: Catalog, card: str, line: str,
                                           read: bool) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1
    assert isinstance(mine[0], StaticAbility if read else UnsupportedAbility)
