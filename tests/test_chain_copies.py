"""707.10 / 118.12: the chain spells (Chain Lightning: "Then that player or that permanent's
controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new
target for that copy."), through the engine: the player dealt damage may pay, copy the spell
(they control the copy, 707.10) and aim it anywhere (707.10c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1

_BOARD = """
    name: chain lightning {name}
    battlefield:
      - {{card: Mountain, controller: Bob}}
      - {{card: Mountain, controller: Bob}}
    hand: {{Alice: [Chain Lightning]}}
    library: {{Alice: [Mountain], Bob: [Mountain]}}
    actions:
      - {{cast: Chain Lightning, targets: [Bob], choices: {choices}}}
"""


def _life(out) -> tuple[int, int]:
    return out.game.state.players[ALICE].life, out.game.state.players[BOB].life


def test_707_10_bob_pays_and_sends_a_copy_back(solve) -> None:
    """Bob is dealt 3, pays {R}{R} with his Mountains and copies Chain Lightning, choosing
    Alice as the copy's new target: she is dealt 3. The copy's chain stops with Alice, who
    has no red mana (118.3: she can't pay)."""
    out = solve(_BOARD.format(name="paid", choices="{pay: true, copy_spell: true, "
                                                   "new_target: Alice}"))
    assert out.passed, out.failures
    assert _life(out) == (17, 17)


def test_118_12_bob_declines_to_pay(solve) -> None:
    """Bob doesn't pay: no copy; only Bob is dealt damage."""
    out = solve(_BOARD.format(name="declined", choices="{pay: false}"))
    assert out.passed, out.failures
    assert _life(out) == (20, 17)


def test_707_10_bob_pays_but_copies_nothing(solve) -> None:
    """"they may copy": having paid, Bob may still decline the copy."""
    out = solve(_BOARD.format(name="no copy", choices="{pay: true, copy_spell: false}"))
    assert out.passed, out.failures
    assert _life(out) == (20, 17)
    mountains = [o for o in out.game.state.battlefield() if out.game.obj(o).controller == BOB]
    assert all(out.game.obj(o).tapped for o in mountains)


@pytest.mark.parametrize("text", [
    "Chain Lightning deals 3 damage to any target. Then that player or that permanent's "
    "controller may pay {R}{R}. If the player does, they may copy this spell and may choose "
    "a new target for that copy.",
    "Destroy target noncreature permanent. Then that permanent's controller may copy this "
    "spell and may choose a new target for that copy.",
])
def test_707_10_oracle_lines_are_read(catalog, text) -> None:
    (ab,) = compile_line(text, "Chain Lightning", spell=True)
    assert not isinstance(ab, UnsupportedAbility), ab
    assert "MayCopyThisSpell" in repr(ab.instructions)
    assert isinstance(ab.instructions[-1], (I.MayPay, I.MayCopyThisSpell))
