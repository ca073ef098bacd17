"""702.28b, 509.1b: "This creature can block creatures with shadow as though it had shadow."
(Wall of Diffusion): the shadow restriction on blocks is lifted for it, and only for it;
it still blocks creatures without shadow. Played through the real declare blockers step."""

from __future__ import annotations


def _run(solve, battlefield: str, actions: str, expect: str) -> None:  # type: ignore[no-untyped-def]
    out = solve("name: diffusion\nturn: {number: 2}\n"
                "library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}\n"
                f"battlefield:\n{battlefield}actions:\n{actions}expect:\n{expect}")
    assert out.passed, out.failures


_BOARD = """\
  - {card: Soltari Foot Soldier, as: soldier}
  - {card: Grizzly Bears, as: bears}
  - {card: Wall of Diffusion, controller: Bob, as: wall}
  - {card: Llanowar Elves, controller: Bob, as: elves}
"""


def test_702_28b_wall_of_diffusion_blocks_a_shadow_creature(solve) -> None:
    """Bob's Elves can't block the Soltari Foot Soldier (shadow); his Wall of Diffusion can,
    and the Soldier deals no damage to Bob. The Bears are unblocked."""
    _run(solve, _BOARD, """\
  - attack: [soldier, bears]
  - {block: {elves: soldier}, refused: "702.28"}
  - block: {wall: soldier}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 18}
  wall: {zone: battlefield}
""")


def test_702_28b_it_still_blocks_creatures_without_shadow(solve) -> None:
    """The Wall blocks the Grizzly Bears as usual: the Soldier's 1 is all Bob takes."""
    _run(solve, _BOARD, """\
  - attack: [soldier, bears]
  - block: {wall: bears}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 19}
""")
