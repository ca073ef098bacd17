"""508.1b, 102.2, 603.2: "Whenever a creature attacks one of your opponents, that player
loses 1 life." (Calculating Lich): it triggers for each creature attacking a player who is
an opponent of the ability's controller (not a planeswalker that player controls); "that
player" is the player attacked."""

from __future__ import annotations

import pytest
from keyword_play import BOB, CAROL, at, attack, board

from arbiter.compiler.lines import compile_line
from arbiter.engine.triggers.attacked import ATTACKS_AN_OPPONENT
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """  - {card: Calculating Lich, as: lich}
  - {card: Grizzly Bears, as: b1}
  - {card: Grizzly Bears, as: b2}
  - {card: Liliana of the Veil, controller: Bob, as: lili, counters: {loyalty: 3}}
"""


def test_603_2_each_creature_attacking_an_opponent_makes_that_player_lose_1(solve) -> None:
    """Three players: one Bears attacks Bob, the other Carol: each loses 1 as they attack."""
    game, ids = board(solve, _BOARD, players="players: [Alice, Bob, Carol]\n",
                      extra="library: {Alice: [Island], Bob: [Island], Carol: [Island]}\n")
    attack(game, {ids["b1"]: at(BOB), ids["b2"]: at(CAROL)})
    assert (game.state.players[BOB].life, game.state.players[CAROL].life) == (19, 19)


def test_508_1b_a_planeswalker_attacked_is_no_player(solve) -> None:
    """One Bears attacks Bob, the other Bob's Liliana: Bob loses 1, not 2."""
    game, ids = board(solve, _BOARD, extra="library: {Alice: [Island], Bob: [Island]}\n")
    attack(game, {ids["b1"]: at(BOB), ids["b2"]: ("permanent", ids["lili"])})
    assert game.state.players[BOB].life == 19


@pytest.mark.parametrize(("name", "line"), [
    ("Calculating Lich", "Whenever a creature attacks one of your opponents, that player loses "
     "1 life."),
    ("Genestealer Locus", "Whenever a creature attacks one of your opponents, it gets +0/+1 "
     "until end of turn."),
    ("Soulblade Corrupter", "Whenever a creature with a +1/+1 counter on it attacks one of "
     "your opponents, that creature gains deathtouch until end of turn."),
])
def test_102_2_attacks_one_of_your_opponents_read(name: str, line: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.by) == ("attacks_player", ATTACKS_AN_OPPONENT)
