"""120.3b/d: damage from a source with infect (702.90b-c) or wither (702.80a) — poison
counters for players, -1/-1 counters for creatures — in combat and outside it."""

from __future__ import annotations

from test_combat import BOB, BOB_P, attack, block, board, damage, zone

from arbiter.engine.counters import player_counters
from arbiter.engine.replacement.damage import deal


def test_702_90b_infect_gives_poison_instead_of_life_loss(solve) -> None:
    """Glistener Elf (1/1, infect) unblocked: Bob gets a poison counter, loses no life."""
    game, ids = board(solve, '  - {card: "Glistener Elf", as: elf}\n')
    attack(game, {ids["elf"]: BOB_P})
    damage(game)
    assert game.state.players[BOB].life == 20
    assert player_counters(game.state.players[BOB]) == {"poison": 1}


def test_702_90c_infect_puts_minus_counters_on_a_blocker(solve) -> None:
    """Glistener Elf blocked by Grizzly Bears: the Bears get a -1/-1 counter (no marked
    damage) and survive as a 1/1; the Bears' 2 damage kills the Elf."""
    game, ids = board(solve, """
  - {card: "Glistener Elf", as: elf}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["elf"]: BOB_P})
    block(game, {ids["bears"]: [ids["elf"]]})
    damage(game)
    bears = game.obj(ids["bears"])
    assert (bears.counters.get("-1/-1", 0), bears.damage) == (1, 0)
    assert (game.chars(ids["bears"]).power, game.chars(ids["bears"]).toughness) == (1, 1)
    assert zone(game, ids["elf"]) == "graveyard"


def test_702_80a_wither_counters_kill_a_blocker_but_not_life(solve) -> None:
    """Boggart Ram-Gang (3/3 wither) blocked by Hill Giant (3/3): three -1/-1 counters make
    the Giant 0/0 (704.5f); unblocked, wither changes nothing for a player (120.3a)."""
    game, ids = board(solve, """
  - {card: "Boggart Ram-Gang", as: gang}
  - {card: Hill Giant, as: giant, controller: Bob}
""")
    attack(game, {ids["gang"]: BOB_P})
    block(game, {ids["giant"]: [ids["gang"]]})
    damage(game)
    assert zone(game, ids["giant"]) == "graveyard"
    game2, ids2 = board(solve, '  - {card: "Boggart Ram-Gang", as: gang}\n')
    attack(game2, {ids2["gang"]: BOB_P})
    damage(game2)
    assert game2.state.players[BOB].life == 17
    assert player_counters(game2.state.players[BOB]) == {}


def test_702_90e_infect_works_outside_combat(solve) -> None:
    """702.90e: non-combat damage from a source with infect is also poison / counters."""
    game, ids = board(solve, """
  - {card: "Glistener Elf", as: elf}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    assert deal(game, ids["elf"], BOB_P, 2) == 2
    assert deal(game, ids["elf"], ("permanent", ids["bears"]), 1) == 1
    assert game.state.players[BOB].life == 20
    assert player_counters(game.state.players[BOB]) == {"poison": 2}
    assert game.obj(ids["bears"]).counters.get("-1/-1", 0) == 1
