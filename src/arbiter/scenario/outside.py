"""The scenario keys for what players have outside the game (103.2a-b):

    sideboard: {Alice: [Lurrus of the Dream-Den, Environmental Sciences]}   (100.4, 400.11a)
    companion: {Alice: Lurrus of the Dream-Den}                            (103.2b, 702.139a)

A companion must be a card of its owner's sideboard, and its condition is judged on the
cards that player's `library` entries put into their library (the scenario's starting deck,
702.139b); a condition not fulfilled stops the scenario with an error saying so."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.setup_outside import set_aside
from arbiter.errors import ArbiterError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.scenario.runner import Runner


def set_outside(runner: Runner, game: Game, doc: dict[str, Any]) -> None:
    """Each player's sideboard, then their companion, from the document."""
    n = len(game.state.players)
    sideboards: list[list[str]] = [[] for _ in range(n)]
    companions: list[str | None] = [None] * n
    for key in ("sideboard", "companion"):
        for pname, value in (doc.get(key) or {}).items():
            runner.loc = (key, pname)
            p = runner.player(pname)
            if key == "sideboard":
                sideboards[p] = [runner.card_name(v) for v in value or []]
            else:
                companions[p] = runner.card_name(value)
    runner.loc = ("companion",) if doc.get("companion") else ("sideboard",)
    if not doc.get("sideboard") and not doc.get("companion"):
        runner.loc = ()
        return
    try:
        set_aside(game, sideboards, companions)
    except ArbiterError as e:
        raise runner.fail(str(e)) from None
    runner.loc = ()


__all__ = ["set_outside"]
