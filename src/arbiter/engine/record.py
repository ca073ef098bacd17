"""A game's outcome and its record (for agents and researchers).

`outcome`: whether the game is still going, won (104.2), a draw (104.4) or truncated (the
simulation's turn limit stopped it unfinished: no one won, and it is not a draw).

`record`: how `Game.new` made the game and every action taken through the step API since
(player, index among the legal actions, text form); `rebuild` makes the same game again from
it, checking at each step that the action is legal and has the recorded text, so a record
that doesn't fit the game is refused with the step named."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.catalog import CardCatalog


def outcome(game: Game) -> dict[str, Any]:
    """{"status": "ongoing" | "win" | "draw" | "truncated", "winner": index or None,
    "turn": the turn number}."""
    from arbiter.engine import api
    from arbiter.engine.turn import loop

    turn = game.state.turn.number
    if loop.is_over(game):
        result = loop.outcome(game)
        status = "draw" if result["draw"] else "win"
        return {"status": status, "winner": result["winner"], "turn": turn}
    if api.turn_limit(game):
        return {"status": "truncated", "winner": None, "turn": turn}
    return {"status": "ongoing", "winner": None, "turn": turn}


def record(game: Game) -> dict[str, Any]:
    """The game's setup and history as plain data (JSON-ready)."""
    if game.state.setup is None:
        raise ValueError("this game wasn't made by Game.new (a scenario's game has no setup "
                         "to rebuild it from)")
    return {"setup": dict(game.state.setup),
            "history": [[p, i, label] for p, i, label in game.state.history]}


def rebuild(data: dict[str, Any], catalog: CardCatalog | None = None) -> Game:
    """The game a `record` describes, replayed action by action."""
    from arbiter.engine.game import Game

    try:
        setup, history = data["setup"], data["history"]
        game = Game.new(setup["decks"], players=setup["players"], seed=setup["seed"],
                        catalog=catalog, max_turns=setup["max_turns"], first=setup["first"],
                        mulligans=setup["mulligans"], sideboards=setup.get("sideboards"),
                        companions=setup.get("companions"), dungeons=setup.get("dungeons"),
                        attractions=setup.get("attractions"), schemes=setup.get("schemes"),
                        conspiracies=setup.get("conspiracies"),
                        planar_decks=setup.get("planar_decks"),
                        commanders=setup.get("commanders"))
    except (KeyError, TypeError) as e:
        raise ValueError(f"not a game record: missing or malformed {e}") from None
    for step, entry in enumerate(history, 1):
        player, index, label = entry
        actions = game.legal_actions()
        if not 0 <= index < len(actions) or actions[index].label != label:
            raise IllegalActionError(f"record step {step}: {label!r} (action {index}) isn't "
                                     "a legal action of the rebuilt game there")
        game.apply(actions[index], player)
    return game


__all__ = ["outcome", "rebuild", "record"]
