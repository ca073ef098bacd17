"""601.2b-c: X is announced before targets are chosen. Detonate ("Destroy target artifact with
mana value X. It can't be regenerated. Detonate deals X damage to that artifact's
controller.") with only a mana value 1 artifact on the battlefield: announcing X = 0 or 2
would leave the target with no legal choice and make the cast illegal (601.2c, the game set
back by 732.1-732.2), so the announcement offers X = 1 alone; the random agents' games had it
refused again and again. Played through the public API."""

from __future__ import annotations

from casting_play import kind, labels, pass_until_empty, take

_BOARD = """
    name: detonate {name}
    battlefield:
      - {{card: Mountain, controller: Alice}}
      - {{card: Mountain, controller: Alice}}
      - {{card: Mountain, controller: Alice}}
      - {{card: Sol Ring, controller: Bob, as: ring}}
{more}
    hand: {{Alice: [Detonate]}}
"""


def test_601_2b_only_an_x_with_a_legal_target_is_offered(board) -> None:
    """The one X left (1) is taken without a question; the cast completes (before, a random
    X could be announced and the cast refused)."""
    game = board(_BOARD.format(name="one", more=""))
    take(game, "cast Detonate")
    while kind(game) != "priority":
        assert kind(game) != "x", labels(game)
        take(game, labels(game)[0])
    assert [game.name_of(i.source) for i in game.state.stack_items] == ["Detonate"]
    assert game.state.stack_items[0].choices["x"] == 1
    pass_until_empty(game)
    assert "Sol Ring" not in {game.name_of(o) for o in game.state.battlefield()}
    assert game.state.players[1].life == 19


def test_601_2b_each_mana_value_among_the_artifacts_is_offered(board) -> None:
    """With a mana value 2 artifact too, X = 1 and X = 2 (both affordable with three
    Mountains: {X}{R}) are offered, and X = 2 destroys the mana value 2 one and deals 2
    damage to its controller."""
    more = "      - {card: Mind Stone, controller: Bob, as: stone}"
    game = board(_BOARD.format(name="two", more=more))
    take(game, "cast Detonate")
    assert sorted(o.split()[-1] for o in labels(game)) == ["1", "2"], labels(game)
    take(game, "~2")
    while kind(game) != "priority":
        take(game, labels(game)[0])
    pass_until_empty(game)
    names = {game.name_of(o) for o in game.state.battlefield()}
    assert "Mind Stone" not in names and "Sol Ring" in names
    assert game.state.players[1].life == 18
