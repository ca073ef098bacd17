"""601.2b, 601.2f, 607.2q: "As an additional cost to cast this spell, you may exile any number
of creature cards from your graveyard. This spell costs {2} less to cast for each card exiled
this way." and "Whenever Gorex attacks or dies, choose a card at random exiled with Gorex and
put that card into its owner's hand." (Gorex, the Tombshell), played through the real engine
with real mana payment."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import AdditionalCost, UnsupportedAbility
from arbiter.rules.cost_object_reduction import LessPerCardExiled
from arbiter.rules.costs import ExileFromGraveyard
from arbiter.scenario.errors import ScenarioError

GOREX = ("As an additional cost to cast this spell, you may exile any number of creature "
         "cards from your graveyard. This spell costs {2} less to cast for each card exiled "
         "this way.")


def test_601_2b_601_2f_line_read_as_cost_and_reduction() -> None:
    cost, less = compile_line(GOREX, "Gorex, the Tombshell", legendary=True)
    assert isinstance(cost, AdditionalCost) and isinstance(less, LessPerCardExiled)
    assert less.amount == 2
    exile = cost.costs[0]
    assert isinstance(exile, ExileFromGraveyard) and exile.n is None


@pytest.mark.parametrize("line", [
    # a cost exiling from both zones, or naming permanents: not read by this template
    "As an additional cost to cast this spell, you may exile any number of green cards from "
    "your hand or graveyard. This spell costs {2} less to cast for each card exiled this way.",
])
def test_601_2b_other_exile_costs_stay_unread(line: str) -> None:
    abilities = compile_line(line, "March of Burgeoning Life")
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)


_GRAVEYARD = """
    graveyard: {Alice: [{card: Grizzly Bears, as: c1}, {card: Hill Giant, as: c2},
                        {card: Lightning Bolt, as: bolt}]}
    hand: {Alice: ["Gorex, the Tombshell"]}
"""


def test_601_2f_two_cards_exiled_costs_2bb(solve) -> None:
    """Two creature cards exiled: {6}{B}{B} - {4} = {2}{B}{B}, paid with four Swamps."""
    out = solve(_GRAVEYARD + """
    name: gorex two
    battlefield: [{card: Swamp, as: s1}, {card: Swamp, as: s2}, {card: Swamp, as: s3},
                  {card: Swamp, as: s4}, {card: Swamp, as: s5}]
    actions:
      - {cast: "Gorex, the Tombshell", pay: true, choices: {cost: [c1, c2]}}
    expect:
      "Gorex, the Tombshell": {zone: battlefield}
      c1: {zone: exile}
      c2: {zone: exile}
      bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum(game.obj(o).tapped for o in game.state.battlefield()) == 4


def test_601_2f_too_few_cards_exiled_is_refused(solve) -> None:
    """Three Swamps and one card exiled ({4}{B}{B}): the cast is refused, nothing exiled."""
    out = solve(_GRAVEYARD + """
    name: gorex refused
    battlefield: [Swamp, Swamp, Swamp]
    actions:
      - {cast: "Gorex, the Tombshell", pay: true, choices: {cost: [c1]},
         refused: "total cost"}
    expect:
      "Gorex, the Tombshell": {zone: hand}
      c1: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_2b_only_creature_cards_can_be_exiled(solve) -> None:
    """Lightning Bolt isn't a creature card: it isn't among the cards that can pay it."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_GRAVEYARD + """
    name: gorex bolt
    battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
    actions:
      - {cast: "Gorex, the Tombshell", pay: true, choices: {cost: [bolt]}}
    """)


def test_607_2q_dies_returns_a_card_exiled_with_it(solve) -> None:
    """Gorex exiled Grizzly Bears paying its cost; Hill Giant was in exile already. Gorex dies:
    the card chosen at random among those exiled with it is Grizzly Bears."""
    out = solve("""
    name: gorex dies
    battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
    graveyard: {Alice: [{card: Grizzly Bears, as: c1}]}
    exile: {Alice: [{card: Hill Giant, as: other}]}
    hand: {Alice: ["Gorex, the Tombshell"]}
    actions:
      - {cast: "Gorex, the Tombshell", pay: true, choices: {cost: [c1]}}
      - {move: {card: "Gorex, the Tombshell", to: graveyard}}
    expect:
      Grizzly Bears: {zone: hand}
      other: {zone: exile}
      player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_607_2q_cards_exiled_for_an_earlier_cast_are_not_exiled_with_it(solve) -> None:
    """Gorex cast from the command zone exiling Grizzly Bears, put back into the command zone,
    and cast again exiling nothing: the new Gorex has no card exiled with it (607.2q: only
    the cost of the spell that became that permanent)."""
    out = solve("""
    name: gorex again
    battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
    command: {Alice: [{card: "Gorex, the Tombshell", commander: true, as: gorex}]}
    graveyard: {Alice: [{card: Grizzly Bears, as: c1}]}
    actions:
      - {cast: "Gorex, the Tombshell", from: command, choices: {cost: [c1]}}
      - {move: {card: gorex, to: exile}, choices: {command_zone: true}}
      - {cast: "Gorex, the Tombshell", from: command, choices: {cost: []}}
      - {move: {card: "Gorex, the Tombshell", to: graveyard}, choices: {command_zone: false}}
    expect:
      c1: {zone: exile}
      player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures
