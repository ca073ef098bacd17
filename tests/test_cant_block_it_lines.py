"""509.1b: "<creatures> can't block it" is a restriction on blocking the source, the same as
"it can't be blocked by <creatures>": Silumgar Assassin ("Creatures with power greater than
this creature's power can't block it.") and Kraken of the Straits ("Creatures with power less
than the number of Islands you control can't block this creature."), through the real
engine's declare blockers step."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def _run(solve, battlefield: str, actions: str, expect: str) -> None:  # type: ignore[no-untyped-def]
    out = solve("name: cant block it\nturn: {number: 2}\n"
                "library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}\n"
                f"battlefield:\n{battlefield}actions:\n{actions}expect:\n{expect}")
    assert out.passed, out.failures


_ASSASSIN = """\
  - {card: Silumgar Assassin, as: assassin}
  - {card: Grizzly Bears, controller: Bob, as: bears}
  - {card: Llanowar Elves, controller: Bob, as: elves}
"""


def test_509_1b_silumgar_assassin_restriction(solve) -> None:
    """Silumgar Assassin (2/1) attacks; Bob's Grizzly Bears have power 2, not greater, so
    they may block it (and it dies)."""
    _run(solve, _ASSASSIN, """\
  - attack: [assassin]
  - block: {bears: assassin}
  - pass: {to: end_of_combat}
""", """\
  assassin: {zone: graveyard}
  player Bob: {life: 20}
""")


def test_509_1b_a_bigger_creature_is_refused(solve) -> None:
    """Bob's Hill Giant (power 3, greater than the Assassin's 2) can't block it; the
    Assassin deals 2."""
    _run(solve, """\
  - {card: Silumgar Assassin, as: assassin}
  - {card: Hill Giant, controller: Bob, as: giant}
""", """\
  - attack: [assassin]
  - {block: {giant: assassin}, refused: "509.1b"}
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  assassin: {zone: battlefield}
  player Bob: {life: 18}
""")


def test_509_1b_kraken_counts_islands_as_blockers_are_declared(solve) -> None:
    """Kraken of the Straits with two Islands: Bob's 1/1 Llanowar Elves (power less than 2)
    can't block it; his Grizzly Bears (power 2) can."""
    _run(solve, """\
  - {card: Kraken of the Straits, as: kraken}
  - Island
  - Island
  - {card: Llanowar Elves, controller: Bob, as: elves}
  - {card: Grizzly Bears, controller: Bob, as: bears}
""", """\
  - attack: [kraken]
  - {block: {elves: kraken}, refused: "509.1b"}
  - block: {bears: kraken}
  - pass: {to: end_of_combat}
""", """\
  bears: {zone: graveyard}
  player Bob: {life: 20}
""")


def test_509_1b_near_variants_stay_unread() -> None:
    for line in ("Other creatures can't block this creature.",
                 "Creature cards in graveyards can't block it."):
        [ability] = compile_line(line, "Test Card")
        assert isinstance(ability, UnsupportedAbility), line
