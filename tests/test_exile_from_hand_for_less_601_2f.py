"""601.2b, 601.2f, 601.2h: "As an additional cost to cast this spell, you may exile any number
of white cards from your hand. This spell costs {2} less to cast for each card exiled this
way." (March of Otherworldly Light and its cycle), played through the real engine with real
mana payment: the cards are chosen as the spell is cast (never the spell itself, on the stack
by then, 601.2a), the reduction takes generic mana off the total cost, the X included, and
the cards are exiled as the cost is paid."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import AdditionalCost
from arbiter.rules.alternative_costs import ExileFromHandCost
from arbiter.rules.cost_object_reduction import LessPerCardExiled
from arbiter.scenario.errors import ScenarioError

MARCH = ("As an additional cost to cast this spell, you may exile any number of white cards "
         "from your hand. This spell costs {2} less to cast for each card exiled this way.")


def test_601_2b_the_march_line_is_a_cost_and_a_reduction() -> None:
    cost, less = compile_line(MARCH, "March of Otherworldly Light")
    assert isinstance(cost, AdditionalCost) and isinstance(less, LessPerCardExiled)
    (exile,) = cost.costs
    assert isinstance(exile, ExileFromHandCost) and exile.n is None and less.amount == 2


_BOARD = """
    name: march
    battlefield:
      - Plains
      - Plains
      - Plains
      - {card: Grizzly Bears, controller: Bob, as: bears}
    hand: {Alice: [March of Otherworldly Light, {card: Savannah Lions, as: lions},
                   {card: Opt, as: opt}]}
    actions:
      - {cast: March of Otherworldly Light, targets: [bears], pay: true,
         choices: {x: 2, cost: CHOSEN}}
"""


def test_601_2f_one_white_card_exiled_pays_only_w(solve) -> None:
    """X=2: {2}{W} less {2} for Savannah Lions exiled is {W}: one Plains taps, the Bears
    (mana value 2) are exiled, Opt stays in hand."""
    out = solve(_BOARD.replace("CHOSEN", "[lions]") + """
    expect:
      bears: {zone: exile}
      lions: {zone: exile}
      opt: {zone: hand}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum(game.obj(o).tapped for o in game.state.battlefield()) == 1


def test_601_2f_no_card_exiled_pays_the_whole_cost(solve) -> None:
    """No card exiled: {2}{W}, three Plains tap."""
    out = solve(_BOARD.replace("CHOSEN", "[]") + """
    expect:
      bears: {zone: exile}
      lions: {zone: hand}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum(game.obj(o).tapped for o in game.state.battlefield()) == 3


def test_601_2b_only_white_cards_can_be_exiled(solve) -> None:
    """Opt is blue: it can't pay the cost."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_BOARD.replace("CHOSEN", "[opt]"))
