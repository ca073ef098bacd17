"""602.2b / 601.2b-c: an activated ability with {X} in its cost whose target must have mana
value X ("{X}{X}{1}: Destroy target noncreature artifact with mana value X."): X is announced
before targets are chosen, so the target must have the announced mana value; {X}{X} is paid
as twice X (107.3a). Plus the Oracle lines of real cards, read or left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility

ALICE = 0

_SHAMAN = """
    name: gorilla shaman
    battlefield:
      - {{card: Gorilla Shaman, as: shaman}}
      - {{card: Mind Stone, as: stone, controller: Bob}}
      - {{card: Sol Ring, as: ring, controller: Bob}}
    actions:
      - {{activate: {{card: shaman, ability: 1, targets: [{target}], choices: {{x: {x}}}}}{rest}}}
"""


def test_602_2b_gorilla_shaman_destroys_an_artifact_with_mana_value_x(solve) -> None:
    """X = 2: Mind Stone (mana value 2) is destroyed; Sol Ring stays."""
    out = solve(_SHAMAN.format(target="stone", x=2, rest="") + """
    expect:
      stone: {zone: graveyard}
      ring: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_601_2c_a_target_of_another_mana_value_is_refused(solve) -> None:
    """X = 2: Sol Ring (mana value 1) isn't a legal target; nothing happens."""
    out = solve(_SHAMAN.format(target="ring", x=2, rest=", refused: \"isn't a legal\"") + """
    expect:
      stone: {zone: battlefield}
      ring: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_107_3a_xx_is_paid_twice(board) -> None:
    """{X}{X}{1} with X = 1 costs {3}: with three Mountains, Alice pays by tapping all three
    and Sol Ring is destroyed; with X = 2 ({5}) she can't pay, and nothing changes."""
    game = board("""
        name: gorilla shaman paid
        battlefield:
          - {card: Gorilla Shaman, as: shaman}
          - {card: Sol Ring, as: ring, controller: Bob}
          - {card: Mind Stone, as: stone, controller: Bob}
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
          - {card: Mountain, as: m3}
    """)
    shaman, ring, stone = (obj_id(game, a) for a in ("shaman", "ring", "stone"))
    lands = [obj_id(game, a) for a in ("m1", "m2", "m3")]
    with pytest.raises(IllegalActionError):
        activate(game, shaman, ALICE, 1, [stone], {"x": 2}, pay=True)
    assert not any(game.obj(m).tapped for m in lands) and game.state.stack_items == []
    activate(game, shaman, ALICE, 1, [ring], {"x": 1}, pay=True)
    assert all(game.obj(m).tapped for m in lands)
    steps.resolve_all(game)
    assert game.obj(ring).zone != "battlefield" and game.obj(stone).zone == "battlefield"


@pytest.mark.parametrize(("name", "line"), [
    ("Gorilla Shaman", "{X}{X}{1}: Destroy target noncreature artifact with mana value X."),
    ("Deepfire Elemental", "{X}{X}{1}: Destroy target artifact or creature with mana value X."),
    ("Plaguebearer", "{X}{X}{B}: Destroy target nonblack creature with mana value X."),
    ("Hearth Kami", "{X}, Sacrifice this creature: Destroy target artifact with mana value X."),
    ("Linessa, Zephyr Mage", "{X}{U}{U}, {T}: Return target creature with mana value X to its "
     "owner's hand."),
])
def test_602_2b_activated_x_target_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility)
    (spec,) = ab.targets
    assert "ManaValueX(op='==', target=True)" in repr(spec.selector)


@pytest.mark.parametrize(("name", "line"), [
    # X isn't announced for a triggered ability (nothing defines it there)
    ("Test", "When this creature enters, destroy target creature with mana value X."),
])
def test_107_3_a_limit_of_x_without_an_announced_x_stays_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)
