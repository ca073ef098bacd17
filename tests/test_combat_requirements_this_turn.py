"""One-shot combat requirements and permissions lasting the turn, from activated abilities
played through the real engine: "Target creature attacks this turn if able." (508.1d),
"Target creature blocks this turn if able." and "Target creature blocks this creature this
turn if able." (509.1c), "Target creature can't block this creature this turn." (509.1b),
"This creature can block an additional creature this turn."
(509.1a). Plus real lines read and near-variants left unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility


def _run(solve, battlefield: str, actions: str, expect: str = "", extra: str = "") -> None:
    out = solve("name: requirements\nturn: {number: 2}\n" + extra + "battlefield:\n" + battlefield
                + "actions:\n" + actions + (("expect:\n" + expect) if expect else ""))
    assert out.passed, out.failures


def test_508_1d_heckling_fiends_target_creature_attacks_this_turn_if_able(solve) -> None:
    """Heckling Fiends' ability on Alice's Grizzly Bears: declaring no attackers is refused;
    the Bears attack, and Bob takes 2."""
    _run(solve, """\
  - {card: Heckling Fiends, as: fiends}
  - {card: Grizzly Bears, as: bears}
  - Mountain
  - Mountain
  - Mountain
""", """\
  - activate: {card: fiends, ability: 1, targets: [bears]}
  - {attack: [], refused: "508.1d"}
  - {attack: [bears]}
  - {pass: end_of_turn}
""", """\
  player Bob: {life: 18}
""")


def test_508_1d_the_requirement_ends_with_the_turn(solve) -> None:
    """The Fiends' effect on Alice's Bears lasts the turn: on her next turn they needn't
    attack (the Fiends attack alone, the Bears stay untapped)."""
    _run(solve, """\
  - {card: Heckling Fiends, as: fiends}
  - {card: Grizzly Bears, as: bears}
  - Mountain
  - Mountain
  - Mountain
""", """\
  - activate: {card: fiends, ability: 1, targets: [bears]}
  - {pass: next_turn}
  - {pass: next_turn}
  - {attack: [fiends]}
""", """\
  bears: {tapped: false}
  fiends: {tapped: true}
""", "library: {Alice: [Plains], Bob: [Plains]}\n")


def test_509_1c_nacatl_hunt_pride_target_creature_blocks_this_turn_if_able(solve) -> None:
    """Nacatl Hunt-Pride's ability makes Bob's Savannah Lions block this turn if able: no
    block is refused; the Lions block the Bears."""
    _run(solve, """\
  - {card: Nacatl Hunt-Pride, as: pride}
  - {card: Grizzly Bears, as: bears}
  - Forest
  - {card: Savannah Lions, controller: Bob, as: lions}
""", """\
  - activate: {card: pride, ability: "{G}, {T}:", targets: [lions]}
  - {attack: [bears]}
  - {block: {}, refused: "509.1c"}
  - {block: {lions: bears}}
  - {pass: end_of_turn}
""", """\
  player Bob: {life: 20}
  lions: {zone: graveyard}
""")


def test_509_1c_matsu_tribe_decoy_target_blocks_this_creature(solve) -> None:
    """Matsu-Tribe Decoy makes Bob's Savannah Lions block it this turn if able: blocking the
    other attacker instead is refused (it obeys fewer requirements), blocking the Decoy is
    legal."""
    _run(solve, """\
  - {card: Matsu-Tribe Decoy, as: decoy}
  - {card: Grizzly Bears, as: bears}
  - Forest
  - Forest
  - Forest
  - {card: Savannah Lions, controller: Bob, as: lions}
""", """\
  - activate: {card: decoy, ability: 1, targets: [lions]}
  - {attack: [decoy, bears]}
  - {block: {lions: bears}, refused: "509.1c"}
  - {block: {}, refused: "509.1c"}
  - {block: {lions: decoy}}
""")


def test_509_1a_coastline_chimera_blocks_one_more_creature_per_activation(solve) -> None:
    """Coastline Chimera activated twice during Bob's turn can block three attackers; once
    it could block two (a third is refused)."""
    out = solve("""\
name: chimera
players: [Bob, Alice]
turn: {number: 2}
battlefield:
  - {card: Coastline Chimera, controller: Alice, as: chimera}
  - {card: Plains, controller: Alice}
  - {card: Plains, controller: Alice}
  - {card: Plains, controller: Alice}
  - {card: Plains, controller: Alice}
  - {card: Grizzly Bears, controller: Bob, as: b1}
  - {card: Savannah Lions, controller: Bob, as: b2}
  - {card: Llanowar Elves, controller: Bob, as: b3}
actions:
  - activate: {card: chimera, ability: "{1}{W}:", by: Alice}
  - {attack: [b1, b2, b3]}
  - {block: {chimera: [b1, b2, b3]}, refused: "509.1a"}
  - activate: {card: chimera, ability: "{1}{W}:", by: Alice}
  - {block: {chimera: [b1, b2, b3]}}
""")
    assert out.passed, out.failures


def test_509_1b_duct_crawler_target_creature_cant_block_it_this_turn(solve) -> None:
    """Duct Crawler's ability on Bob's Savannah Lions: the Lions can't block the Crawler
    (refused) but may still block the Bears."""
    _run(solve, """\
  - {card: Duct Crawler, as: crawler}
  - {card: Grizzly Bears, as: bears}
  - Mountain
  - Mountain
  - {card: Savannah Lions, controller: Bob, as: lions}
""", """\
  - activate: {card: crawler, ability: 1, targets: [lions]}
  - {attack: [crawler, bears]}
  - {block: {lions: crawler}, refused: "509.1b"}
  - {block: {lions: bears}}
  - {pass: end_of_turn}
""", """\
  player Bob: {life: 19}
""")


@pytest.mark.parametrize(("line", "name"), [
    ("{R}: Target creature attacks this turn if able.", "Basandra, Battle Seraph"),
    ("{1}{U}, {T}: Creatures your opponents control attack this turn if able.",
     "Bident of Thassa"),
    ("{2}, {T}: This artifact deals 1 damage to target creature. That creature attacks this "
     "turn if able.", "Bullwhip"),
    ("{1}: Target artifact creature blocks this creature this turn if able.",
     "Auriok Siege Sled"),
    ("{2}: This creature can block an additional creature this turn.", "Luminous Guardian"),
    ("{1}{R}: Creatures without defender can't block this creature this turn.",
     "Sabertooth Alley Cat"),
])
def test_508_1d_509_1c_real_lines_read(line: str, name: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility), line


@pytest.mark.parametrize(("line", "name"), [
    # the player it must attack isn't known as the line is read
    ("{T}: Target creature an opponent controls attacks you this turn if able.",
     "Alluring Siren"),
    ("{U}, {T}: Target creature attacks target opponent this turn if able.", "Dulcet Sirens"),
    # two targets: the blocker and the creature it must block
    ("{2}{S}: Target creature blocks target creature this turn if able.", "Rimehorn Aurochs"),
    # the controller choosing how those creatures block
    ("{3}{R/W}{R/W}: Creatures your opponents control block this turn if able, and you "
     "choose how those creatures block.", "Brutal Hordechief"),
])
def test_near_variants_stay_unread(line: str, name: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility), line
