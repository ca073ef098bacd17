"""Join forces (207.2c, an ability word) with 118.3 and 608.2h: "Starting with you, each player
may pay any amount of mana. Each player draws X cards, where X is the total amount of mana paid
this way." (Minds Aglow, Alliance of Arms): each player in turn order from the caster pays what
they choose (only what they can pay), and X is the total of all players."""

from __future__ import annotations


def test_207_2c_minds_aglow_x_is_the_total_paid_by_all_players(solve) -> None:
    """Alice pays 2, Bob 1, Carol has no mana (asked nothing): X = 3, each player draws 3."""
    out = solve("""
    name: Minds Aglow, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Island, as: i1}
      - {card: Island, as: i2}
      - {card: Forest, controller: Bob, as: bob_forest}
    library:
      Alice: [Plains, Plains, Plains, Plains]
      Bob: [Plains, Plains, Plains, Plains]
      Carol: [Plains, Plains, Plains, Plains]
    hand: {Alice: [Minds Aglow]}
    actions:
      - {cast: Minds Aglow}
    choices: [2, 1]
    expect:
      player Alice: {hand_size: 3}
      player Bob: {hand_size: 3}
      player Carol: {hand_size: 3}
      i1: {tapped: true}
      i2: {tapped: true}
      bob_forest: {tapped: true}
    """)
    assert out.passed, out.failures


def test_118_3_alliance_of_arms_each_player_creates_x_soldiers(solve) -> None:
    """Alice pays 1 of her 2 Plains' mana, Bob 0: X = 1, each player creates one Soldier;
    Alice's second Plains stays untapped."""
    out = solve("""
    name: Alliance of Arms
    battlefield:
      - {card: Plains, as: p1}
      - {card: Plains, as: p2}
      - {card: Forest, controller: Bob, as: f1}
    hand: {Alice: [Alliance of Arms]}
    actions:
      - {cast: Alliance of Arms}
    choices: [1, 0]
    expect:
      f1: {tapped: false}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False  # names as a player sees them
    soldiers = [game.controller_of(o) for o in game.state.battlefield()
                if game.name_of(o) == "Soldier Token"]
    assert sorted(soldiers) == [0, 1]
    assert sorted(game.obj(o).tapped for o in game.state.battlefield()
                  if game.name_of(o) == "Plains") == [False, True]
