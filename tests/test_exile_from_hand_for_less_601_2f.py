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


TORGAAR = ("As an additional cost to cast this spell, you may sacrifice any number of "
           "creatures. This spell costs {2} less to cast for each creature sacrificed this way.")


def test_601_2b_torgaars_line_is_a_sacrifice_and_a_reduction() -> None:
    from arbiter.rules.costs import SacrificePermanents

    cost, less = compile_line(TORGAAR, "Torgaar, Famine Incarnate", legendary=True)
    assert isinstance(cost, AdditionalCost) and isinstance(less, LessPerCardExiled)
    (sac,) = cost.costs
    assert isinstance(sac, SacrificePermanents) and sac.n is None and less.amount == 2


def test_601_2f_torgaar_two_creatures_sacrificed_costs_2bb(solve) -> None:
    """Torgaar ({6}{B}{B}) with two Grizzly Bears sacrificed costs {2}{B}{B}: four Swamps pay
    it; the Bears die; its trigger sets Bob's life total to half his starting life (10)."""
    out = solve("""
    name: torgaar
    battlefield: [{card: Grizzly Bears, as: b1}, {card: Grizzly Bears, as: b2},
                  Swamp, Swamp, Swamp, Swamp]
    hand: {Alice: ["Torgaar, Famine Incarnate"]}
    actions:
      - {cast: "Torgaar, Famine Incarnate", pay: true, choices: {cost: [b1, b2]}}
    choices: [Bob]
    expect:
      "Torgaar, Famine Incarnate": {zone: battlefield}
      b1: {zone: graveyard}
      b2: {zone: graveyard}
      player Bob: {life: 10}
    """)
    assert out.passed, out.failures


def test_601_2f_torgaar_one_creature_is_not_enough_with_four_swamps(solve) -> None:
    """One Bears sacrificed: {4}{B}{B}; four Swamps can't pay it, the cast is refused and
    nothing is sacrificed."""
    out = solve("""
    name: torgaar refused
    battlefield: [{card: Grizzly Bears, as: b1}, Swamp, Swamp, Swamp, Swamp]
    hand: {Alice: ["Torgaar, Famine Incarnate"]}
    actions:
      - {cast: "Torgaar, Famine Incarnate", pay: true, choices: {cost: [b1]},
         refused: "total cost"}
    expect:
      b1: {zone: battlefield}
    """)
    assert out.passed, out.failures
