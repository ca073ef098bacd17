"""508.5 / 506.2: which player "defending player" in an ability means, as it resolves.

508.5: if an ability of an attacking creature refers to a defending player, it is the player
the creature is attacking, the controller of the planeswalker it is attacking, or the
protector of the battle it is attacking — also once the creature was removed from combat
(what it was attacking before; the engine's combat record keeps the entry,
`CombatState.removed`, and a
planeswalker that has left is read from its last known information). The attacking
creature is the one the triggering event names ("Whenever a creature you control attacks,
... defending player ..."), else the ability's source. 506.2: in a
two-player game the nonactive player is the defending player during combat. Anything else
(a multiplayer game and a source that isn't an attacking creature) isn't decided by the
rules alone (508.5a), so the engine stops with an error naming the text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


def defending_player(game: Game, item: StackItem) -> int:
    """The defending player the resolving spell or ability `item` refers to (508.5, 506.2)."""
    combat = game.state.combat
    entry = None
    if combat is not None:
        for oid in (item.choices.get("event_obj"), item.source):
            if isinstance(oid, int) and oid in combat.attackers:
                entry = combat.attackers[oid]
                break
            if isinstance(oid, int) and oid in combat.removed:
                entry = combat.removed[oid]  # 508.5: what it attacked before its removal
                break
    if entry is not None:
        kind, ident = entry
        if kind == "player":
            return ident
        obj = game.obj(ident)
        if obj.zone == "battlefield":
            ch = game.chars(ident)
            protector = obj.choices.get("protector")
            if "Battle" in ch.types and isinstance(protector, int):
                return protector  # 310.8
            return ch.controller
        if ident in game.lki:
            return game.lki[ident].controller  # 508.5: the planeswalker it was attacking
    players = [p.index for p in game.state.players]
    if combat is not None and len(players) == 2:
        return next(p for p in players if p != game.state.turn.active)  # 506.2
    raise UnsupportedTextError(item.source_name or game.quick_name(item.source),
                               "'defending player' outside an attack the rules decide (508.5a)")


def attacked_recipient(game: Game, item: StackItem) -> list[object]:
    """506.2, 508.1b: "the player or planeswalker it's attacking" / "that creature is
    attacking" (Hellrider, Raid Bombardment, Scorch Spitter): the player or planeswalker
    the attacking creature the triggering event names (else the ability's source) attacks,
    also once it was removed from combat or left the battlefield (what it attacked, 508.5's
    record); none if it attacks a battle, if that planeswalker has left the battlefield
    (400.7) or that player has left the game (800.4a)."""
    combat = game.state.combat
    entry = None
    if combat is not None:
        for oid in (item.choices.get("event_obj"), item.source):
            if isinstance(oid, int) and (oid in combat.attackers or oid in combat.removed):
                entry = combat.attackers.get(oid) or combat.removed.get(oid)
                break
    if entry is None:
        return []
    kind, ident = entry
    if kind == "player":
        return [] if game.state.players[ident].lost else [("player", ident)]
    obj = game.obj(ident)
    if obj.zone != "battlefield" or "Planeswalker" not in game.chars(ident).types:
        return []
    return [ident]
