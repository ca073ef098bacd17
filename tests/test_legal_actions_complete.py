"""Issue 17 item 1: the step API offers every legal answer. Declining where it is legal
("up to N" targets, "you may", 701.23b: a player searching for a card with a stated quality
may fail to find it), and each text unique within a decision (two copies of a card in hand
are two distinct actions)."""

from __future__ import annotations

from arbiter.engine.api import choices
from arbiter.engine.decisions import Decision
from arbiter.engine.game import Game


def test_choices_add_declining_where_nothing_is_legal() -> None:
    d = Decision("search", "search for a basic land card", 0, [("Forest#3", 3)], optional=True)
    assert choices(d) == [("Forest#3", 3), ("find nothing (701.23b)", None)]
    d = Decision("target", "up to one target creature", 0, [("Bears#4", 4)], optional=True)
    assert choices(d)[-1] == ("no more targets", None)
    d = Decision("target", "target creature", 0, [("Bears#4", 4)])
    assert choices(d) == [("Bears#4", 4)]  # not optional: no declining


def test_an_option_that_already_means_none_is_not_doubled() -> None:
    d = Decision("amplify", "reveal", 0, [("Bears#4", 4), ("done", None)], optional=True)
    assert choices(d) == [("Bears#4", 4), ("done", None)]


def test_repeated_texts_are_made_unique() -> None:
    d = Decision("discard", "discard a card", 0,
                 [("Glorious Anthem", 7), ("Glorious Anthem", 9), ("Forest", 11)])
    assert [label for label, _ in choices(d)] == [
        "Glorious Anthem (1 of 2)", "Glorious Anthem (2 of 2)", "Forest"]


def test_701_23b_the_api_offers_failing_to_find(catalog) -> None:
    """Rampant Growth through the step API: the search offers 'find nothing', and taking it
    leaves the library's Forests where they are."""
    decks = [["Rampant Growth"] * 20 + ["Forest"] * 20, ["Forest"] * 40]
    game = Game.new(decks, seed=4, catalog=catalog, max_turns=8)
    for _ in range(3000):
        actions = game.legal_actions()
        if not actions:
            break
        if actions[0].kind == "search":
            labels = [str(a) for a in actions]
            assert labels[-1] == "find nothing (701.23b)" and len(labels) > 1
            player = game.current_player
            forests = len(game.state.zone_list("library", player))
            game.apply("find nothing (701.23b)")
            assert len(game.state.zone_list("library", player)) == forests
            return
        cast = [a for a in actions if str(a).startswith("cast Rampant Growth")]
        land = [a for a in actions if str(a).startswith("play Forest")]
        game.apply((land or cast or actions)[0])  # a land, else Rampant Growth, else pass
    raise AssertionError("no search came up")
