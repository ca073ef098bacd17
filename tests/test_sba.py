"""State-based actions (704.5), checked simultaneously and repeated until none apply."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine import sba


def test_704_5c_ten_poison_counters_lose(board) -> None:
    game = board("name: poison\nlibrary: {Alice: [Plains], Bob: [Plains]}\n")
    game.state.players[1].poison = 10
    sba.run(game)
    assert game.state.players[1].lost and game.is_over and game.winner == 0


def test_704_5i_a_planeswalker_with_no_loyalty_goes_to_the_graveyard(board) -> None:
    game = board("""
        name: walker
        battlefield: [{card: "Oko, Thief of Crowns", as: oko}]
    """)
    oko = obj_id(game, "oko")
    game.remove_counters(oko, "loyalty", game.obj(oko).counters["loyalty"])
    sba.run(game)
    assert game.obj(oko).zone == "left:battlefield"
    assert any(game.quick_name(o) == "Oko, Thief of Crowns"
               for o in game.state.zone_list("graveyard", 0))


def test_704_5n_equipment_attached_to_a_noncreature_becomes_unattached(board) -> None:
    """704.5n: Vraska's -2 makes the equipped creature a Treasure artifact: the Beatstick
    stays on the battlefield, unattached."""
    game = board("""
        name: equipment
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Beamtown Beatstick, attached_to: bears, as: stick}
          - {card: "Vraska, Betrayal's Sting", as: vraska}
        actions:
          - activate: {card: vraska, ability: "-2", targets: [bears]}
    """)
    stick = obj_id(game, "stick")
    assert game.obj(stick).zone == "battlefield" and game.obj(stick).attached_to is None


def test_704_5q_plus_and_minus_counters_annihilate(board) -> None:
    game = board("""
        name: counters
        battlefield: [{card: Grizzly Bears, as: bears, counters: {+1/+1: 2, -1/-1: 3}}]
    """)
    sba.run(game)
    assert game.obj(obj_id(game, "bears")).counters == {"-1/-1": 1}


def test_111_7_a_token_that_leaves_the_battlefield_ceases_to_exist(solve) -> None:
    out = solve("""
        name: token
        battlefield: [{token: Zombie, as: zombie}]
        actions:
          - move: {card: zombie, to: hand}
    """)
    game = out.game
    assert not [o for o in game.state.zone_list("hand", 0)]


def test_702_168a_casting_face_down_with_disguise(solve) -> None:
    """702.168a: cast face down for {3} as a 2/2 with ward {2}, no name, no mana cost."""
    out = solve("""
        name: disguise cast
        battlefield: [Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Pyrotechnic Performer, as: perf}]}
        actions:
          - {cast: Pyrotechnic Performer, alternative: disguise, pay: true}
        expect:
          perf: {zone: battlefield, face_down: true, name: "", power: 2, toughness: 2,
                 has: ["Ward {2}"], colors: []}
    """)
    assert out.passed, out.failures
