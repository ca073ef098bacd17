"""Playing cards from exile by permission ("impulse draw"): "Exile the top card of your
library. You may play that card this turn." / "Until end of turn, you may cast that card."

The permission is a continuous effect from the resolving ability (611.2a: it lasts as
long as the text says) locked to the exiled card (611.2c), with the rules part
`may_play` (613.11): its detail is "play" (701.18b: play it as a land or cast it as a
spell, whichever is appropriate) or "cast" (a spell only). The effect's controller is the
player who may play the card. The card is a new object once it leaves exile (400.7), so
the permission ends with that, and an "until end of turn" one ends in the cleanup step
(514.2) like every such effect.

Playing the card follows the normal rules (601.3: the permission only lets the player
begin to cast it from exile): timing (117.1a, 307.1), costs (601.2f-h) and, for a land, the
main phase of their own turn with an empty stack and a land play left (305.1-305.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting import graveyard_permissions
from arbiter.engine.casting.cast_from_zones import permitted
from arbiter.rules import instructions as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The rules part's name and its details.
MAY_PLAY = "may_play"
PLAY = "play"
CAST = "cast"
#: 118.9: "you may play / cast that card without paying its mana cost".
PLAY_FREE = "play_free"
CAST_FREE = "cast_free"
_AS = {PLAY_FREE: PLAY, CAST_FREE: CAST}


def permission_effect(what: I.Ref, how: str = PLAY,
                      duration: str = END_OF_TURN) -> I.CreateEffect:
    """The instruction that gives the resolving ability's controller permission to play
    (`how` = "play") or cast ("cast") the card `what` names while it stays in exile."""
    return I.CreateEffect(parts=(RulesPart(MAY_PLAY, how),), affected=what,
                            duration=duration)


def do_exile_top(r: Resolution, step: I.ExileTop) -> None:
    """Exile the top card of the named player's library; `Ref.it()` is that card in exile
    afterwards, or nothing if the library was empty (so "that card" names no card)."""
    g = r.game
    r.it = None
    r.did = False
    for p in r.players(step.who):
        library = g.state.zone_list("library", p)
        if not library:
            continue
        new = g.move(library[0], "exile")
        if new is not None:
            r.it = new.id
            r.did = True


def permission(game: Game, player: int, oid: int, adventure: bool = True) -> str | None:
    """How `player` may play the exiled card `oid` ("play", "cast", or None: not at all);
    a card in a graveyard only by its own permission (`engine.casting.cast_from_zones`).
    `adventure`: counting 715.3d's permission for a card exiled by its Adventure."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone not in ("exile", "graveyard"):
        return None

    if obj.zone == "graveyard":  # 601.3: "You may cast this card from your graveyard."
        # 601.3: "Once during each of your turns, you may cast a creature spell from your
        # graveyard."
        return CAST if permitted(game, player, oid) or graveyard_permissions.allows(
            game, player, oid) or CAST in _details(game, player, oid) else None  # 611.2c
    found = {_AS.get(d, d) for d in _details(game, player, oid)}
    if permitted(game, player, oid):
        found.add(CAST)  # 601.3: "You may cast this card from exile."
    from arbiter.engine.keywords.warp import may_cast_warped

    if may_cast_warped(game, player, oid):
        found.add(CAST)  # 702.185a: a warped card, on a later turn
    from arbiter.engine.casting.faces import may_play_from_adventure

    if adventure and may_play_from_adventure(game, player, oid):
        found.add(PLAY)  # 715.3d: a card exiled by its Adventure spell's resolution
    return PLAY if PLAY in found else (CAST if CAST in found else None)


def _details(game: Game, player: int, oid: int) -> set[str]:
    from arbiter.engine.rules_effects import rules_on

    return {detail for effect, detail in rules_on(game, oid, MAY_PLAY)
            if effect.controller == player}


def free_only(game: Game, player: int, oid: int) -> bool:
    """118.9: every permission `player` has to cast the exiled card `oid` is to cast it
    without paying its mana cost (so it can't be cast paying it)."""
    from arbiter.engine.keywords.warp import may_cast_warped

    found = _details(game, player, oid)
    return bool(found) and found <= {PLAY_FREE, CAST_FREE} and \
        not may_cast_warped(game, player, oid)


def exile_ways(game: Game, player: int, oid: int, ways: list[str | None]) -> list[str | None]:
    """The ways `player` may cast the exiled card `oid` by the permissions of this module:
    `ways` (its mana cost, or an alternative cost of the card), with "free" (118.9) added when
    a permission is to cast it without paying its mana cost, and only "free" when every
    permission is (118.9a: no other alternative cost combines with it)."""
    details = _details(game, player, oid)
    if not details & {PLAY_FREE, CAST_FREE}:
        return ways
    if free_only(game, player, oid):
        return ["free"]
    return [*ways, "free"] if "free" not in ways else ways


def may_cast(game: Game, player: int, oid: int) -> bool:
    """601.3: an effect allows `player` to cast the card from exile (305.9: never a land)."""
    return permission(game, player, oid) is not None and \
        "Land" not in game.chars(oid).types


def may_play_land(game: Game, player: int, oid: int) -> bool:
    """701.18b / 305.1: an effect allows `player` to play the land card from exile."""
    return permission(game, player, oid) == PLAY and "Land" in game.chars(oid).types


def exiled_playable(game: Game, player: int) -> list[int]:
    """The cards in exile `player` has some permission to play, in exile order."""
    return [o for o in game.state.zone_list("exile") if permission(game, player, o)]
