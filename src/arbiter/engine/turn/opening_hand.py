"""103.6: actions players take with cards in their opening hands, after the mulligan process
(103.5) and before the starting player's first turn (103.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.rules.abilities import OpeningHandAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The answer that ends a player's opening-hand actions.
DONE = None
#: 103.6b: on a card revealed from its owner's opening hand (only once each card).
_REVEALED = "revealed_from_opening_hand"


def actions_for(game: Game, player: int) -> list[tuple[int, OpeningHandAbility]]:
    """The cards in the player's hand with an opening-hand action, and that action."""
    out: list[tuple[int, OpeningHandAbility]] = []
    res = game.layers()
    for oid in game.state.zone_list("hand", player):
        ch = res.chars.get(oid)
        if ch is None:
            continue
        for a in ch.abilities:
            if isinstance(a.ability, OpeningHandAbility) and not (
                    a.ability.action == "reveal" and game.obj(oid).choices.get(_REVEALED)):
                out.append((oid, a.ability))
                break
    return out


def take_actions(game: Game) -> None:
    """103.6: the starting player may take any such actions in any order, then each other
    player in turn order. Each action is a decision: which card to act with next, or done."""
    for player in game.apnap():
        while True:
            available = actions_for(game, player)
            if not available:
                break
            options: list[tuple[str, int | None]] = [
                (_label(game, oid, ab), oid) for oid, ab in available]
            options.append(("keep the rest in hand", DONE))
            pick = game.decide(Decision(
                "opening_hand", f"{game.player_name(player)}: opening-hand actions (103.6)",
                player, options, key="opening_hand"))
            if pick is DONE:
                break
            ability = dict(available)[pick]
            _do(game, player, pick, ability)
    game.state.opening_hand_actions = False
    game.state.touch()
    from arbiter.engine.keyword_actions.planeswalk import starting_plane

    starting_plane(game)  # 901.5: then the starting plane is turned face up


def _label(game: Game, oid: int, ability: OpeningHandAbility) -> str:
    if ability.action == "begin_on_battlefield":
        return f"begin the game with {game.name_of(oid)}#{oid} on the battlefield"
    return f"{ability.action} {game.name_of(oid)}#{oid}"


def _do(game: Game, player: int, oid: int, ability: OpeningHandAbility) -> None:
    if ability.action == "reveal" and ability.instructions:
        _reveal(game, player, oid, ability)
        return
    if ability.action != "begin_on_battlefield":
        from arbiter.errors import UnsupportedTextError

        raise UnsupportedTextError(game.name_of(oid), ability.text)
    # 103.6a: the player puts the card onto the battlefield.
    new = game.move(oid, "battlefield", controller=player)
    if new is None:
        return
    enter(game, new)
    # 302.6: it has been under its controller's control continuously since before their
    # first turn began.
    new.controlled_since = 0
    game.log(f"{game.player_name(player)} begins the game with {game.quick_name(new.id)} on "
             "the battlefield (103.6a)")


def _reveal(game: Game, player: int, oid: int, ability: OpeningHandAbility) -> None:
    """103.6b: the player reveals the card (each card only once). 603.7g: doing so creates
    the delayed triggered ability; its source is the card, its controller that player; it
    waits for the beginning of the first upkeep (or of their first upkeep, `step`)."""
    game.obj(oid).choices[_REVEALED] = True
    name = game.name_of(oid)
    game.state.delayed.append((ability.step, oid, ability.instructions, [], player, name))
    game.state.touch()
    game.log(f"{game.player_name(player)} reveals {name} from their opening hand (103.6b)")
