"""Revolt (207.2c, an ability word) and its kin: "if a permanent left the battlefield under
your control this turn", judged by each permanent as it last existed on the battlefield
(608.2h): its controller then, not its owner; wherever it went (a hand, a graveyard, exile);
603.4 as an intervening "if", 614.1c for "enters with", 601.2f for a cost reduction."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility

SILKWEAVER = """
name: revolt
battlefield:
  - Forest
  - Forest
  - Forest
  - Island
  - {card: Grizzly Bears, as: bears%s}
hand:
  Alice: [Silkweaver Elite, Unsummon]
library:
  Alice: [Plains, Plains]
actions:
%s
  - {cast: Silkweaver Elite, pay: true}
expect:
  player Alice: {hand_size: %d}
"""


def test_207_2c_revolt_a_permanent_returned_to_hand_draws_a_card(solve) -> None:
    """Alice Unsummons her own Bears, then casts Silkweaver Elite: a permanent left the
    battlefield under her control this turn, the enters trigger draws her a card (hand: the
    Bears and the card drawn)."""
    out = solve(SILKWEAVER % ("", "  - {cast: Unsummon, targets: [bears], pay: true}", 2))
    assert out.passed, out.failures


def test_603_4_revolt_nothing_left_no_trigger(solve) -> None:
    """Nothing left the battlefield: no card (hand: Unsummon alone)."""
    out = solve(SILKWEAVER % ("", "", 1))
    assert out.passed, out.failures


def test_608_2h_revolt_counts_the_controller_not_the_owner(solve) -> None:
    """Bob's Bears under Alice's control go back to Bob's hand: it left the battlefield under
    Alice's control, so her Silkweaver Elite draws (hand: the card drawn alone)."""
    out = solve(SILKWEAVER % (", owner: Bob",
                              "  - {cast: Unsummon, targets: [bears], pay: true}", 1 + 0))
    assert out.passed, out.failures
    alice = out.game.state.zone_list("hand", 0)
    assert [out.game.obj(o).card for o in alice] == ["Plains"]


def test_608_2h_revolt_another_players_permanent_doesnt_count(solve) -> None:
    """Alice's Bears under Bob's control leave: not under Alice's control as they left; no
    card for her (hand: the Bears, back to their owner, and nothing drawn)."""
    out = solve(SILKWEAVER % (", controller: Bob, owner: Alice",
                              "  - {cast: Unsummon, targets: [bears], pay: true}", 1))
    assert out.passed, out.failures
    alice = out.game.state.zone_list("hand", 0)
    assert [out.game.obj(o).card for o in alice] == ["Grizzly Bears"]


def test_614_1c_revolt_enters_with_counters(solve) -> None:
    """Greenwheel Liberator after Alice's Bears died to her own Shock: two +1/+1 counters, a
    4/3 (and a 2/1 without)."""
    out = solve("""
name: greenwheel liberator
battlefield: [Mountain, Forest, Forest, {card: Grizzly Bears, as: bears}]
hand:
  Alice: [Shock, Greenwheel Liberator]
actions:
  - {cast: Shock, targets: [bears], pay: true}
  - {cast: Greenwheel Liberator, pay: true}
expect:
  Greenwheel Liberator: {power: 4, toughness: 3, counters: {+1/+1: 2}}
""")
    assert out.passed, out.failures


def test_601_2f_tale_of_momo_costs_2_less_after_a_creature_left(solve) -> None:
    """Tale of Momo ({2}{W}) costs {W} once a creature left the battlefield under Alice's
    control this turn: one Plains pays it (it is on the stack, Alice to respond)."""
    out = solve("""
name: tale of momo
battlefield: [Plains, Mountain, {card: Grizzly Bears, as: bears}]
hand:
  Alice: [Shock, Tale of Momo]
library:
  Alice: [Plains]
actions:
  - {cast: Tale of Momo, pay: true, refused: "total cost {2}{W}"}
  - {cast: Shock, targets: [bears], pay: true}
  - {cast: Tale of Momo, pay: true, respond: true}
expect:
  game: {stack: 1}
  Plains: {tapped: true}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Revolt — When this creature enters, if a permanent left the battlefield under your "
    "control this turn, you gain 5 life.",
    "At the beginning of your end step, if a permanent you controlled left the battlefield "
    "this turn, you get an experience counter.",
    "Revolt — This creature enters with a +1/+1 counter on it if a permanent left the "
    "battlefield under your control this turn.",
])
def test_207_2c_revolt_lines_are_read(line: str) -> None:
    assert not any(isinstance(a, UnsupportedAbility) for a in compile_line(line, "X"))
