"""The scenario keys for what players have outside the game (103.2a-b):

    sideboard: {Alice: [Lurrus of the Dream-Den, Environmental Sciences]}   (100.4, 400.11a)
    companion: {Alice: Lurrus of the Dream-Den}                            (103.2b, 702.139a)
    dungeons: {Alice: [Lost Mine of Phandelver, Tomb of Annihilation]}     (309.2)
    attractions: {Alice: [{card: Information Booth, lights: [2, 6]}]}      (717.1-717.2)
    schemes: {Alice: [Behold the Power of Destruction]}                    (904.3)
    conspiracies: {Alice: [{card: Brago's Favor, name: Lightning Bolt}]}   (905.4, 702.106a)
    planar_decks: {Alice: [Llanowar, Naya], Bob: [Turri Island]}          (901.3, 901.5)

A scenario states the board as it is: scheme decks and Attraction decks keep the order
given, and the archenemy's life and turn are the scenario's (`set`, `players`). Planar
decks keep the order given too, and the scenario's active player turns the top card of their
planar deck face up as the starting plane, becoming the planar controller (901.5-901.6).

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
    """Each player's sideboard and dungeons, then their companion, from the document."""
    keys = [k for k in ("sideboard", "dungeons", "attractions", "schemes", "conspiracies",
                        "companion", "planar_decks") if doc.get(k)]
    if not keys:
        return
    n = len(game.state.players)
    lists: dict[str, list[Any]] = {"sideboard": [[] for _ in range(n)],
                                   "dungeons": [[] for _ in range(n)],
                                   "attractions": [None] * n, "schemes": [None] * n,
                                   "planar_decks": [None] * n,
                                   "conspiracies": [[] for _ in range(n)],
                                   "companion": [None] * n}
    for key in keys:
        for pname, value in doc[key].items():
            runner.loc = (key, pname)
            p = runner.player(pname)
            if key == "conspiracies":
                lists[key][p] = [(runner.card_name(e["card"]), e.get("name"))
                                 for e in value or []]
                continue
            if key == "attractions":
                lists[key][p] = [(runner.card_name(e["card"]), e["lights"])
                                 for e in value or []]
                continue
            lists[key][p] = runner.card_name(value) if key == "companion" else \
                [runner.card_name(v) for v in value or []]
    runner.loc = (keys[-1],)
    try:
        set_aside(game, lists["sideboard"], lists["companion"], lists["dungeons"],
                  lists["attractions"], schemes=lists["schemes"],
                  conspiracies=lists["conspiracies"], planar_decks=lists["planar_decks"])
        if doc.get("planar_decks"):
            from arbiter.engine.keyword_actions.planeswalk import starting_plane

            starting_plane(game)  # 901.5
    except ArbiterError as e:
        raise runner.fail(str(e)) from None
    runner.loc = ()


__all__ = ["set_outside"]
