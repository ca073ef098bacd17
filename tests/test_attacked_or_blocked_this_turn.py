"""603.4 with 508.1a / 509.1g: the intervening "if this creature attacked or blocked this
turn" (Inferno Hellion: "At the beginning of each end step, if this creature attacked or
blocked this turn, its owner shuffles it into their library."), played through the real
engine: declared as an attacker or as a blocker this turn."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.attacked import SourceAttackedThisTurn


def _run(solve, battlefield: str, actions: str, expect: str) -> None:  # type: ignore[no-untyped-def]
    out = solve("name: hellion\nturn: {number: 2}\n"
                "library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}\n"
                f"battlefield:\n{battlefield}actions:\n{actions}expect:\n{expect}")
    assert out.passed, out.failures


def test_508_1a_inferno_hellion_that_attacked_is_shuffled_away(solve) -> None:
    """The Hellion (7/3 trample) attacks Bob: at the end step Alice shuffles it into her
    library."""
    _run(solve, """\
  - {card: Inferno Hellion, as: hellion}
""", """\
  - attack: [hellion]
  - block: {}
  - pass: end_of_turn
""", """\
  player Bob: {life: 13}
  hellion: {zone: library}
""")


def test_603_4_inferno_hellion_that_stayed_home_stays(solve) -> None:
    """It didn't attack or block: the ability doesn't trigger (603.4)."""
    _run(solve, """\
  - {card: Inferno Hellion, as: hellion}
  - {card: Grizzly Bears, as: bears}
""", """\
  - attack: [bears]
  - block: {}
  - pass: end_of_turn
""", """\
  hellion: {zone: battlefield}
""")


def test_509_1g_bobs_hellion_that_blocked_goes_to_bobs_library(solve) -> None:
    """Bob's Hellion blocks Alice's Grizzly Bears: at the end of Alice's turn ("each end
    step") Bob shuffles it into his library."""
    _run(solve, """\
  - {card: Grizzly Bears, as: bears}
  - {card: Inferno Hellion, controller: Bob, as: hellion}
""", """\
  - attack: [bears]
  - block: {hellion: bears}
  - pass: end_of_turn
""", """\
  bears: {zone: graveyard}
  hellion: {zone: library}
""")


def test_reading() -> None:
    [trig] = compile_line("At the beginning of each end step, if ~ attacked or blocked this "
                          "turn, its owner shuffles it into their library.", "Inferno Hellion")
    assert isinstance(trig, TriggeredAbility)
    assert trig.intervening_if == SourceAttackedThisTurn(or_blocked=True)
