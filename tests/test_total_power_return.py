"""608.2d, 608.2h: "When this creature dies, return any number of other creature cards with
total power X or less from your graveyard to the battlefield, where X is this creature's
power. Exile this card." (Moorland Rescuer), and 608.2h for "where X is this creature's power"
in any dies trigger: the power the creature last had on the battlefield."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.total_power_return import ReturnWithTotalPower
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.scenario.errors import ScenarioError

RESCUER = ("When this creature dies, return any number of other creature cards with total "
           "power X or less from your graveyard to the battlefield, where X is this creature's "
           "power. Exile this card.")


@pytest.mark.parametrize(("line", "spell"), [
    (RESCUER, False),
    ("Return any number of creature cards with total power 4 or less from your graveyard to "
     "the battlefield.", True),
])
def test_608_2d_total_power_lines(line: str, spell: bool) -> None:
    abilities = compile_line(line, "Moorland Rescuer", spell=spell)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    assert isinstance(abilities[0].instructions[0], ReturnWithTotalPower)


_RESCUER = """
    battlefield: [{card: Moorland Rescuer, as: rescuer}]
    graveyard: {Alice: [{card: Hill Giant, as: giant}, {card: Grizzly Bears, as: bears},
                        {card: Llanowar Elves, as: elves}]}
"""


def test_608_2d_cards_up_to_its_power_return_together(solve) -> None:
    """A 4/4 Rescuer dies: Hill Giant (3) and Llanowar Elves (1) return; the Rescuer card is
    exiled."""
    out = solve(_RESCUER + """
    name: rescuer four
    choices: [[giant, elves]]
    actions:
      - {move: {card: rescuer, to: graveyard}}
    expect:
      giant: {zone: battlefield}
      elves: {zone: battlefield}
      bears: {zone: graveyard}
      Moorland Rescuer: {zone: exile}
    """)
    assert out.passed, out.failures


def test_608_2d_more_than_its_power_is_refused(solve) -> None:
    """Hill Giant and Grizzly Bears have total power 5, more than 4."""
    with pytest.raises(ScenarioError, match="total power 5 is more than 4"):
        solve(_RESCUER + """
    name: rescuer five
    choices: [[giant, bears]]
    actions:
      - {move: {card: rescuer, to: graveyard}}
    """)


def test_608_2d_other_the_rescuer_card_itself_cant_return(solve) -> None:
    """"other": the Rescuer card in the graveyard isn't among the cards to choose."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_RESCUER + """
    name: rescuer itself
    actions:
      - {move: {card: rescuer, to: graveyard}, choices: {return: [Moorland Rescuer]}}
    """)


def test_608_2h_dies_trigger_x_is_its_last_power(solve) -> None:
    """Raffine's Silencer (1/1) with two +1/+1 counters dies: X is 3, its power as it last
    existed on the battlefield (608.2h), so Bob's Hill Giant gets -3/-3 and dies."""
    out = solve("""
    name: silencer
    battlefield:
      - {card: Raffine's Silencer, as: silencer, counters: {+1/+1: 2}}
      - {card: Hill Giant, controller: Bob, as: giant}
    actions:
      - {move: {card: silencer, to: graveyard}, choices: {targets: [giant]}}
    expect:
      giant: {zone: graveyard}
    """)
    assert out.passed, out.failures
