"""508.1m / 603.2: "Whenever a creature attacks you" and "Whenever a creature attacks you or
a planeswalker you control" (Thantis, the Warweaver): what the creature attacks must be the
ability's controller, or a planeswalker that player controls (a battle that player protects,
506.2, isn't one). "Whenever this creature attacks a player" (506.3, 508.1b): what it attacks
is a player, not a planeswalker or battle; "Whenever a creature attacks one of your
opponents" (Calculating Lich, 102.2): a player who is an opponent of the ability's
controller. The "attacks" event names what was attacked (`extra`: ("player", index) or
("permanent", id))."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: `Trigger.by` values: the controller only, or the controller and their planeswalkers.
ATTACKS_YOU = "attacked_you"
ATTACKS_YOU_OR_PLANESWALKER = "attacked_you_or_planeswalker"
ATTACKS_A_PLAYER = "attacked_a_player"
ATTACKS_AN_OPPONENT = "attacked_an_opponent"


def attacked_ok(game: Game, by: str, ev: Any, controller: int) -> bool:
    defender = ev.extra if isinstance(ev.extra, tuple) and len(ev.extra) == 2 else None
    if defender is None:
        return False
    kind, ident = defender
    if by == ATTACKS_A_PLAYER:
        return kind == "player"  # 508.1b: the player attacked, whoever it is
    if by == ATTACKS_AN_OPPONENT:  # 102.2: a player who is an opponent of the controller
        return kind == "player" and ident in game.opponents(controller)
    if kind == "player":
        return ident == controller
    if by != ATTACKS_YOU_OR_PLANESWALKER or ident not in game.state.objects:
        return False
    obj = game.obj(ident)
    return obj.zone == "battlefield" and "Planeswalker" in game.chars(ident).types and \
        game.controller_of(ident) == controller


__all__ = ["ATTACKS_AN_OPPONENT", "ATTACKS_A_PLAYER", "ATTACKS_YOU", "ATTACKS_YOU_OR_PLANESWALKER",
           "attacked_ok"]
