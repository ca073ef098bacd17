""""<instruction>, then you may put a land card from your hand onto the battlefield [tapped]":
the "may" inside the sentence is the player's choice as that clause is followed (608.2d),
after the instructions before it (608.2c: in the order written); the card enters under its
controller's control and isn't a land played (305.4). Played through the engine with real
cards (Braulios of Pheres Band, H.E.R.B.I.E. Scout Unit, Chulane, Teller of Tales)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility
from arbiter.rules.instructions import Draw, MayDo
from arbiter.rules.instructions.hand_to_battlefield import PutCardFromHand

_BRAULIOS = """
    name: braulios {may}
    turn: {{number: 3}}
    battlefield: [{{card: Braulios of Pheres Band, as: braulios}}, {{card: Forest}}]
    hand: {{Alice: [{{card: Plains, as: plains}}]}}
    library: {{Alice: [{{card: Island, as: island}}, Mountain], Bob: [Swamp]}}
    actions:
      - {{attack: [braulios], choices: {{may: {may}, put: {pick}}}}}
"""


def test_608_2c_braulios_draws_then_may_put_the_drawn_land(solve) -> None:
    """Braulios attacks: Alice draws the Island first, then may put a land card from her hand
    onto the battlefield; the card just drawn can be chosen (608.2c, in order). It enters
    untapped and isn't a land played (305.4)."""
    out = solve(_BRAULIOS.format(may="true", pick="island") + """
    expect:
      island: {zone: battlefield, controller: Alice, tapped: false}
      plains: {zone: hand}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.lands_played == 0


def test_608_2d_braulios_may_decline_after_drawing(solve) -> None:
    out = solve(_BRAULIOS.format(may="false", pick="plains") + """
    expect:
      island: {zone: hand}
      plains: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "tapped"), [
    ("Chulane, Teller of Tales", "Whenever you cast a creature spell, draw a card, then you "
     "may put a land card from your hand onto the battlefield.", False),
    ("H.E.R.B.I.E. Scout Unit", "When this creature enters, draw a card, then you may put a "
     "land card from your hand onto the battlefield tapped.", True),
])
def test_608_2d_then_you_may_put_a_land_card_reads(name: str, line: str, tapped: bool) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    draw, may = ab.instructions
    assert isinstance(draw, Draw) and isinstance(may, MayDo)
    (put,) = may.do
    assert isinstance(put, PutCardFromHand) and put.tapped is tapped


@pytest.mark.parametrize(("name", "line"), [
    # "a creature card and/or a land card": two cards, not one
    ("Yuna's Decision", "Sacrifice a creature. If you do, draw a card, then you may put a "
     "creature card and/or a land card from your hand onto the battlefield."),
    # "where X is ...": an amount this clause doesn't read
    ("Jhoira, Ageless Innovator", "{T}: Put two ingenuity counters on Jhoira, then you may put "
     "an artifact card with mana value X or less from your hand onto the battlefield, where X "
     "is the number of ingenuity counters on Jhoira."),
])
def test_608_2d_then_you_may_put_more_stays_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, spell=name == "Yuna's Decision")
    assert isinstance(ab, UnsupportedAbility)
