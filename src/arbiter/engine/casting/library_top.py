"""The top card of a library (401.5, 401.6, 601.3, 305.1): looking at it, playing with it
revealed, and playing lands and casting spells from it by an effect's permission.

Each is a rules effect (613.11) of a static ability, for the ability's controller:

- ``look_at_library_top``: "You may look at the top card of your library any time." The
  player may know the card (`engine.observation` shows it to them); nothing else changes.
- ``library_top_revealed``: "Play with the top card of your library revealed." (701.18c:
  "play" means play the game): every player may know the card.
- ``play_lands_from`` with detail "library" (`engine.turn.land_permissions`): "You may play
  lands from the top of your library." Only the top card, with the usual timing and land
  plays (305.2-305.3).
- ``cast_from_library_top`` with detail (kinds, excluded): "You may cast creature spells from
  the top of your library." The top card may be cast if the spell it would become has one of
  `kinds` (card types or subtypes; empty: any spell) and none of `excluded` (601.3e: judged on the
  spell's characteristics as it would be cast: a card cast face down for its morph or
  disguise cost is a creature spell, 702.37c/702.168a). Casting follows the normal rules
  (timing 307.1, costs 601.2f-h).

The permission lets the player cast the card for its mana cost (or as a face-down spell for
its morph/disguise cost, 601.3e's example); casting it from the library with other
alternative costs, and casting one half of a split card or an Adventure (709.3, 715.3) from
the library, are not offered yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting import graveyard_permissions
from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

LOOK = "look_at_library_top"
REVEALED = "library_top_revealed"
CAST_FROM_TOP = "cast_from_library_top"
#: 702.37c, 702.168a: a face-down spell is a 2/2 creature spell with no other types.
FACE_DOWN_ALTERNATIVES = ("morph", "disguise")


def top_card(game: Game, player: int) -> int | None:
    """The top card of `player`'s library (None: the library is empty)."""
    # not `zone_list`, which would add an empty entry to the state's zone order
    library = game.state.order.get(game.state.zone_key("library", player))
    return library[0] if library else None


def may_look(game: Game, viewer: int, owner: int) -> bool:
    """May `viewer` know the top card of `owner`'s library (401.5)? Their own, when an effect
    lets them look at it; anyone's, when an effect has it revealed ("Play with the top card
    of your library revealed.": the controller's; "Players play with the top card of their
    libraries revealed.": every player's, detail "each")."""
    for _ts, detail, controller in rules_effects(game, REVEALED):
        if controller == owner or detail == "each":
            return True
    return viewer == owner and any(
        controller == owner for _ts, _d, controller in rules_effects(game, LOOK))


def spell_types(game: Game, oid: int, alternative: str | None) -> frozenset[str]:
    """601.3e: the card types and subtypes of the spell `oid` would be, cast with
    `alternative` (a face-down spell has none but creature, 708.2a)."""
    if alternative in FACE_DOWN_ALTERNATIVES:
        return frozenset({"Creature"})
    ch = game.chars(oid)
    return frozenset(ch.types) | frozenset(ch.subtypes)


def may_cast_from_top(game: Game, player: int, oid: int, alternative: str | None) -> bool:
    """601.3: does an effect let `player` cast `oid`, their library's top card, as a spell
    with `alternative` (None: for its mana cost)? ("Once each turn, you may cast an instant
    or sorcery spell from the top of your library.": `engine.casting.graveyard_permissions`)"""
    return by_static(game, player, oid, alternative) or (
        alternative is None and graveyard_permissions.allows(game, player, oid))


def by_static(game: Game, player: int, oid: int, alternative: str | None) -> bool:
    """Whether a "You may cast <kind> spells from the top of your library." effect (with no
    limit of times) lets `player` cast `oid` with `alternative`."""
    if oid != top_card(game, player) or (alternative is not None
                                         and alternative not in FACE_DOWN_ALTERNATIVES):
        return False
    types = spell_types(game, oid, alternative)
    if "Land" in types and alternative is None:
        return False  # 305.9: a land is never cast
    for _ts, detail, controller in rules_effects(game, CAST_FROM_TOP):
        if controller != player or not detail:
            continue
        kinds, excluded = detail
        if (not kinds or types & set(kinds)) and not types & set(excluded):
            return True
    return False


def top_castable(game: Game, player: int) -> list[int]:
    """The player's top library card when some effect may let them cast it (the caller
    checks each way of casting it with `may_cast_from_top`)."""
    top = top_card(game, player)
    if top is None:
        return []
    if any(controller == player for _ts, _d, controller in rules_effects(game, CAST_FROM_TOP)):
        return [top]
    return [top] if graveyard_permissions.allows(game, player, top) else []


__all__ = ["CAST_FROM_TOP", "LOOK", "REVEALED", "by_static", "may_cast_from_top", "may_look",
           "spell_types", "top_card", "top_castable"]
