"""Bargain (702.166) played through the real engine: "As an additional cost to cast this
spell, you may sacrifice an artifact, enchantment, or token" (702.166a, paid as 601.2b and
601.2f-h say); a spell whose bargain cost was announced is "bargained" (702.166b), read by its
linked abilities (702.166c), its own cost reduction included (601.2f)."""

from __future__ import annotations

import pytest
from casting_play import kind, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.scenario.errors import ScenarioError

_GRAPPLE = """
    name: bargain
    battlefield: [Swamp, Swamp, {{card: Hill Giant, controller: Bob, as: giant}}{extra}]
    hand: {{Alice: [{{card: Candy Grapple, as: grapple}}]}}
"""


def test_702_166a_bargained_candy_grapple_sacrifices_and_gives_minus_five(board) -> None:
    """Candy Grapple bargained by sacrificing a Treasure token (601.2h): Bob's 3/3 Hill Giant
    gets -5/-5 instead of -3/-3; it dies either way, so a 3/5 would show the difference: the
    Giant is given +0/+2 by a counter. The Treasure is gone."""
    game = board(_GRAPPLE.format(extra=", {token: Treasure, as: treasure}")
                 .replace("as: giant}", "as: giant, counters: {+1/+1: 2}}"))
    take(game, "cast Candy Grapple")
    assert labels(game) == [
        "don't pay bargain Sacrifice an artifact, enchantment, or token",
        "pay bargain Sacrifice an artifact, enchantment, or token"]
    take(game, "pay bargain")
    pass_until_empty(game)
    assert not any(o.alias == "treasure" and o.zone == "battlefield"
                   for o in game.state.objects.values())
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"  # 5/5 with -5/-5


def test_702_166a_not_bargained_only_minus_three(board) -> None:
    game = board(_GRAPPLE.format(extra=", {token: Treasure, as: treasure}")
                 .replace("as: giant}", "as: giant, counters: {+1/+1: 2}}"))
    take(game, "cast Candy Grapple", "don't pay bargain")
    pass_until_empty(game)
    giant = obj_id(game, "giant")
    assert game.obj(giant).zone == "battlefield"
    assert (game.chars(giant).power, game.chars(giant).toughness) == (2, 2)
    assert game.obj(obj_id(game, "treasure")).zone == "battlefield"


def test_702_166a_bargain_not_offered_with_nothing_to_sacrifice(board) -> None:
    """Only an artifact, enchantment or token can be sacrificed: with a land and a creature
    only, no announcement is asked."""
    game = board(_GRAPPLE.format(extra=", {card: Grizzly Bears, as: bears}"))
    take(game, "cast Candy Grapple")
    assert not any("bargain" in label for label in labels(game))


def test_702_166a_bargain_announced_with_nothing_to_sacrifice_is_refused(solve) -> None:
    with pytest.raises(ScenarioError, match="bargain"):
        solve("""
            name: bargain refused
            battlefield: [{card: Hill Giant, controller: Bob, as: giant}, Grizzly Bears]
            hand: {Alice: [Candy Grapple]}
            actions:
              - {cast: Candy Grapple, targets: [giant], choices: {bargain: yes}}
        """)


def test_702_166b_601_2f_hamlet_glutton_costs_two_less_bargained(board) -> None:
    """Hamlet Glutton ({5}{G}{G}) "costs {2} less to cast if it's bargained": with five
    Forests and Glorious Anthem to sacrifice, Alice can cast it bargained (the
    total cost {3}{G}{G}, 601.2f) but not otherwise."""
    game = board("""
        name: bargain cost
        battlefield: [Forest, Forest, Forest, Forest, Forest, {card: Glorious Anthem, as: ga}]
        hand: {Alice: [{card: Hamlet Glutton, as: glutton}]}
    """)
    take(game, "cast Hamlet Glutton")  # bargained: the one announcement she can pay
    assert kind(game) == "priority"
    pass_until_empty(game)
    assert game.obj(obj_id(game, "glutton")).zone == "battlefield"
    assert game.obj(obj_id(game, "ga")).zone == "graveyard"
    assert game.state.players[0].life == 23


def test_702_166c_troublemaker_ouphe_if_it_was_bargained(solve) -> None:
    """603.4: "When this creature enters, if it was bargained, exile target artifact or
    enchantment an opponent controls."""
    out = solve("""
        name: ouphe
        battlefield: [{token: Treasure, as: t}, {card: Ornithopter, controller: Bob, as: o}]
        hand: {Alice: [{card: Troublemaker Ouphe, as: ouphe}]}
        actions:
          - {cast: ouphe, choices: {bargain: yes}}
        expect:
          o: {zone: exile}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: ouphe not bargained
        battlefield: [{token: Treasure, as: t}, {card: Ornithopter, controller: Bob, as: o}]
        hand: {Alice: [{card: Troublemaker Ouphe, as: ouphe}]}
        actions:
          - {cast: ouphe, choices: {bargain: no}}
        expect:
          o: {zone: battlefield}
          t: {zone: battlefield}
    """)
    assert out.passed, out.failures
