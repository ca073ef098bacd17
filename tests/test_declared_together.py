"""508.1c / 509.1b: restrictions that depend on the other creatures declared with it, played
through the real engine's declarations: Orcish Conscripts ("can't attack unless at least two
other creatures attack"), Scarred Puma ("can't attack unless a black or green creature also
attacks"), Okk ("can't block unless a creature with greater power also blocks")."""

from __future__ import annotations


def _run(solve, battlefield: str, actions: str, expect: str) -> None:  # type: ignore[no-untyped-def]
    out = solve("name: together\nturn: {number: 2}\n"
                "library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}\n"
                f"battlefield:\n{battlefield}actions:\n{actions}expect:\n{expect}")
    assert out.passed, out.failures


def test_508_1c_orcish_conscripts_needs_two_other_attackers(solve) -> None:
    """With only the Bears beside it the Conscripts' attack is refused; with the Bears and
    the Elves it attacks (2 + 2 + 1 damage)."""
    _run(solve, """\
  - {card: Orcish Conscripts, as: conscripts}
  - {card: Grizzly Bears, as: bears}
  - {card: Llanowar Elves, as: elves}
""", """\
  - {attack: [conscripts, bears], refused: "508.1c"}
  - attack: [conscripts, bears, elves]
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 15}
""")


def test_508_1c_scarred_puma_needs_a_black_or_green_attacker(solve) -> None:
    """The Puma with a white Savannah Lions is refused; with the green Bears it attacks."""
    _run(solve, """\
  - {card: Scarred Puma, as: puma}
  - {card: Savannah Lions, as: lions}
  - {card: Grizzly Bears, as: bears}
""", """\
  - {attack: [puma], refused: "508.1c"}
  - {attack: [puma, lions], refused: "508.1c"}
  - attack: [puma, bears]
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 16}
  lions: {tapped: false}
""")


def test_509_1b_okk_blocks_only_beside_a_bigger_blocker(solve) -> None:
    """Bob's Okk (4/4) can't block beside his Grizzly Bears (power 2); beside his Craw Wurm
    (power 6) it can: Okk and the Wurm block Alice's two Hill Giants."""
    _run(solve, """\
  - {card: Hill Giant, as: giant1}
  - {card: Hill Giant, as: giant2}
  - {card: Okk, controller: Bob, as: okk}
  - {card: Grizzly Bears, controller: Bob, as: bears}
  - {card: Craw Wurm, controller: Bob, as: wurm}
""", """\
  - attack: [giant1, giant2]
  - {block: {okk: giant1}, refused: "509.1b"}
  - {block: {okk: giant1, bears: giant2}, refused: "509.1b"}
  - block: {okk: giant1, wurm: giant2}
  - pass: {to: end_of_combat}
""", """\
  giant1: {zone: graveyard}
  giant2: {zone: graveyard}
  player Bob: {life: 20}
""")


def test_508_1d_a_requirement_it_cant_meet_is_waived(solve) -> None:
    """Heckling Fiends makes the Conscripts attack this turn if able; with only the Fiends
    beside them no declaration lets them attack, so declaring no attackers is legal."""
    _run(solve, """\
  - {card: Heckling Fiends, as: fiends}
  - {card: Orcish Conscripts, as: conscripts}
  - Mountain
  - Mountain
  - Mountain
""", """\
  - activate: {card: fiends, ability: 1, targets: [conscripts]}
  - attack: []
""", """\
  conscripts: {tapped: false}
""")


def test_508_1d_the_requirement_brings_two_others_along(solve) -> None:
    """With the Bears too, the Conscripts can attack beside two others: declaring no
    attackers disobeys the requirement (508.1d); all three attack (2 + 2 + 2)."""
    _run(solve, """\
  - {card: Heckling Fiends, as: fiends}
  - {card: Orcish Conscripts, as: conscripts}
  - {card: Grizzly Bears, as: bears}
  - Mountain
  - Mountain
  - Mountain
""", """\
  - activate: {card: fiends, ability: 1, targets: [conscripts]}
  - {attack: [], refused: "508.1d"}
  - attack: [conscripts, fiends, bears]
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 14}
""")
