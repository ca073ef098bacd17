"""506.4: "you may untap it and remove it from combat" (Gustcloak Runner): the creature stops
being an attacking and blocked creature, so it deals and is dealt no combat damage (510.1),
and the creature blocking it deals none either (510.1d). Played through real combat."""

from __future__ import annotations

_BOARD = """
    name: gustcloak runner
    battlefield:
      - {card: Gustcloak Runner, as: runner}
      - {card: Grizzly Bears, controller: Bob, as: bears}
    actions:
      - {attack: [runner]}
      - {block: {bears: runner}}
      - {pass: {to: end_of_combat}}
"""


def test_506_4_runner_removed_from_combat_survives(solve) -> None:
    """Alice chooses to untap the Runner and remove it from combat: it isn't dealt the
    Bears' 2 damage, is untapped, and deals none."""
    out = solve(_BOARD + """
    choices: [true]
    expect:
      runner: {zone: battlefield, tapped: false}
      bears: {zone: battlefield}
      player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    from conftest import obj_id

    assert out.game.obj(obj_id(out.game, "bears")).damage == 0  # 510.1c: none assigned


def test_506_4_declining_leaves_it_in_combat(solve) -> None:
    """Alice declines: the Runner (1/1) is dealt 2 damage by the Bears and dies."""
    out = solve(_BOARD + """
    choices: [false]
    expect:
      runner: {zone: graveyard}
      bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
