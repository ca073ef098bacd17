"""Principle 5, the gate: a game that needs a part of a card Arbiter can't read stops with an
error naming the card and the text; nothing silently does nothing.

Each unread line is an `UnsupportedAbility` that says what kind of ability it is and in which
zones it functions (113.6; classified by `compiler.unread`). Where the gate lives, so that no
path into the engine can forget it:

1. **The layer system's answer** (`Game.layers`). Every question about what an object is now
   goes through it (principle 1), after every change of the game state and before anything
   reads the new state. `require_supported` runs on each new answer: an object that has an
   unread spell, triggered, static, replacement or cost ability in a zone where that ability
   functions stops the game, whatever put it there (a spell cast or copied onto the stack, a
   permanent entering, a card put into a graveyard, a setup entry, an API action, a simulated
   game). An object that lost the ability (613.1f, Humility) no longer has it. Cards in
   libraries are judged on their printed abilities (the layer system skips libraries).
2. **Activating** (`engine.casting.activation.find_ability`, the one place an ability to activate is
   chosen, 602.2a): an unread activated ability matters only when activated (602.1). It is
   offered among the legal actions (`unread_activations`), so no one is silently denied it,
   and choosing it stops the game.
3. **Determining a cost** (`engine.casting.total_cost.total_cost`, the one place a spell's total
cost is worked out, 601.2f): the spell's own unread cost-changing ability stops the game
   (`require_cost_read`), also while the engine checks what a player could cast.
4. **Casting** (`engine.casting.spells.cast`, the one function every cast goes through): the spell
   is judged as it will be on the stack before targets are checked (`require_castable`), so
   the error names the unread text, not a consequence of it.
"""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.dungeons import ROOM_ABILITY

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.catalog import CardCatalog
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.layers import LayerResult

def unread(ch: Characteristics, zone: str, kinds: frozenset[str] | None = None
           ) -> UnsupportedAbility | None:
    """The first unread ability (of these kinds, if given) that functions in `zone` by being
    there (113.6); an activated ability is needed only when activated (602.1), a
    deck-construction rule not in the game (113.6n), a dungeon's room ability only as the
    venture marker moves into its room (309.4c, `require_room_read`)."""
    for inst in ch.abilities:
        a = inst.ability
        if isinstance(a, UnsupportedAbility) and zone in a.zones and (
                a.kind in kinds if kinds is not None else a.kind != ROOM_ABILITY):
            return a
    return None


def require_room_read(game: Game, dungeon: int, room: str) -> None:
    """309.4c: a room ability triggers as the venture marker moves into its room; an unread
    one stops the game then, before the marker moves."""
    prefix = f"{room} \u2014 "
    for inst in game.chars(dungeon).abilities:
        a = inst.ability
        if isinstance(a, UnsupportedAbility) and a.kind == ROOM_ABILITY and \
                a.text.startswith(prefix):
            raise UnsupportedTextError(game.chars(dungeon).name or a.card, a.text)


def require_supported(game: Game, res: LayerResult | None = None) -> None:
    """Raise UnsupportedTextError for the first object with an unread ability that functions
    where the object is (113.6; 114.4: an emblem's abilities work in the command zone as a
    permanent's do on the battlefield). Without `res`, the game's current answer (which
    `Game.layers` has gated already)."""
    if res is None:
        game.layers()
        return
    from arbiter.engine.keyword_actions.rooms import require_exact

    require_exact(game, res)  # 709.5, 709.5b: a copy of a Room
    if _none_unread(game, res):
        return
    # Something is unread: the objects in order, so that the first one is named.
    in_library: dict[tuple[str | None, int], UnsupportedAbility | None] = {}
    for oid, obj in game.state.objects.items():
        zone = obj.zone
        if zone == "library":
            key = (obj.card, obj.face)
            if key in in_library:
                found = in_library[key]
            else:
                found = in_library[key] = (_library_unread(game.catalog, obj.card, obj.face)
                                           if obj.card else None)
            name = obj.card or ""
        else:
            ch = res.chars.get(oid)
            if ch is None:
                continue
            found = unread(ch, "battlefield" if obj.emblem is not None else zone)
            name = ch.name or ""
        if found is not None:
            raise UnsupportedTextError(name or found.card, found.text)


def _none_unread(game: Game, res: LayerResult) -> bool:
    """Whether no object has an unread ability where it is, as `require_supported` judges:
    the computed objects with abilities, then each distinct card and face in the libraries
    (the zones' order lists hold every object in a library). Most objects in a game are in
    libraries or have left their zone (400.7), and this runs on every new layer answer."""
    objects = game.state.objects
    for oid, ch in res.chars.items():
        if not ch.abilities:
            continue
        obj = objects.get(oid)
        if obj is None or obj.zone == "library":
            continue  # a library card is judged on its printed abilities, below
        if unread(ch, "battlefield" if obj.emblem is not None else obj.zone) is not None:
            return False
    cards: set[tuple[str | None, int]] = set()
    for key, ids in game.state.order.items():
        if type(key) is tuple and key[1] == "library":
            cards.update(map(_CARD_FACE, map(objects.__getitem__, ids)))
    catalog = game.catalog
    return all(_library_unread(catalog, card, face) is None for card, face in cards if card)


_CARD_FACE = attrgetter("card", "face")


@lru_cache(maxsize=4096)
def _library_unread(catalog: CardCatalog, card: str, face: int) -> UnsupportedAbility | None:
    """A library card's printed unread ability that functions in the library."""
    for a in catalog.abilities(card, face):
        if isinstance(a, UnsupportedAbility) and "library" in a.zones:
            return a
    return None


def require_castable(game: Game, oid: int) -> None:
    """601.2a-c: a spell about to be cast is judged as it will be on the stack: an unread
    ability that functions there (a spell ability, 113.3a; "when you cast", 113.6k; its own
    cost or "can't be countered", 113.6d-g) stops the game before anything changes."""
    found = unread(game.chars(oid), "stack")
    if found is not None:
        raise UnsupportedTextError(game.chars(oid).name or found.card, found.text)


def require_cost_read(game: Game, oid: int) -> None:
    """601.2f / 113.6d-e: the total cost of a spell can't be determined while one of its own
    cost-changing abilities is unread."""
    ch = game.chars(oid)
    found = unread(ch, "stack", frozenset({"cost"}))
    if found is not None:
        raise UnsupportedTextError(ch.name or found.card, found.text)


def unread_activated(ch: Characteristics, zone: str) -> list[tuple[int, UnsupportedAbility]]:
    """The unread activated abilities (and special actions, 116.2) that could be taken from
    `zone` (113.6j), with their 1-based ability numbers."""
    return [(i, inst.ability) for i, inst in enumerate(ch.abilities, 1)
            if isinstance(inst.ability, UnsupportedAbility)
            and zone in inst.ability.activated_from]
