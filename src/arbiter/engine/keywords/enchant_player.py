"""Auras that enchant players (303.4, 702.5d): "Enchant player" / "Enchant opponent".

An Aura attached to a player keeps the player's index in `GameObject.attached_player`
(`attached_to` stays for objects; 303.4d: one object or player, never both). The old object
of an Aura that left the battlefield keeps it: "enchanted player" is then the player it
last enchanted (608.2h).

    targeting: an Aura spell with enchant player targets a player (303.4a, 702.5d)
    704.5m: an Aura attached to an illegal player, or to a player who left the game (303.4c),
            is put into its owner's graveyard
    704.5n / 704.5p: an Equipment, creature, battle or other non-Aura attached to a player
            becomes unattached
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import TargetSpec
from arbiter.rules.selectors import ControlledByOpponent

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem
    from arbiter.rules.characteristics import Characteristics

#: The enchant keyword's parameters naming players (702.5a).
PLAYER_WORDS = ("player", "opponent")


def enchant_player_spec(what: str) -> TargetSpec:
    """303.4a: the target an Aura spell with "Enchant player/opponent" requires."""
    if what == "opponent":
        return TargetSpec("player", ControlledByOpponent(), description="target opponent")
    return TargetSpec("player", description="target player")


def player_of(target: Any) -> int | None:
    """A player chosen as a target: its index (scenarios name players as ("player", i))."""
    if isinstance(target, tuple) and len(target) == 2 and target[0] == "player":
        return int(target[1])
    return target if isinstance(target, int) else None


def enchants_players(game: Game, oid: int) -> tuple[str, ...]:
    """The player words of the Aura's enchant abilities (702.5c: all of them apply)."""
    words = []
    for kw in game.chars(oid).keyword_abilities("enchant"):
        words.append((kw.param or "").strip().lower())
    return tuple(words)


def can_enchant(game: Game, oid: int, player: int) -> bool:
    """702.5a / 702.5c-d / 303.4c: whether the permanent can be attached to `player` now:
    an Aura whose every enchant ability names players the player is (an opponent: of the
    Aura's controller), a player still in the game, without protection from everything
    (702.16c: can't be enchanted)."""
    from arbiter.engine.rules_effects import player_has

    words = enchants_players(game, oid)
    if not words or any(w not in PLAYER_WORDS for w in words):
        return False
    if game.state.players[player].lost:
        return False
    if "opponent" in words and player == game.chars(oid).controller:
        return False
    return not player_has(game, player, "player_protection")


def attach_to_player(game: Game, oid: int, player: int) -> None:
    """701.3a / 613.7e: the Aura becomes attached to the player, with a new timestamp."""
    obj = game.obj(oid)
    obj.attached_to = None
    obj.attached_player = player
    obj.timestamp = game.state.new_timestamp()
    game.state.touch()
    game.log(f"{game.quick_name(oid)} is attached to {game.player_name(player)}")


def attach_resolving_aura(game: Game, oid: int, item: StackItem) -> bool:
    """608.3c / 303.4a: a resolving Aura spell whose target is a player becomes attached to
    that player as it enters. Whether its target was a player."""
    specs = item.target_specs
    if not specs or specs[0].kind != "player" or not item.targets:
        return False
    player = player_of(item.targets[0])
    if player is not None:
        attach_to_player(game, oid, player)
    return True


def enchanted_player(game: Game, oid: int) -> int | None:
    """303.4b / 608.2h: the player the object is attached to (or was, as it last existed
    on the battlefield)."""
    if oid not in game.state.objects:
        return None
    return game.obj(oid).attached_player


def sba(game: Game, oid: int, ch: Characteristics) -> str | None:
    """704.5m / 704.5n / 704.5p for a permanent attached to a player: "graveyard",
    "unattach" or None (legally attached)."""
    if "Aura" not in ch.subtypes or "Creature" in ch.types or "Battle" in ch.types:
        return "unattach"  # 704.5n / 704.5p (303.4d: an Aura that's a creature)
    player = game.obj(oid).attached_player
    if player is None or not can_enchant(game, oid, player):
        return "graveyard"  # 704.5m, 303.4c
    return None


def unattach(game: Game, oid: int) -> None:
    game.obj(oid).attached_player = None
    game.state.touch()


def as_transforms(game: Game, oid: int) -> None:
    """712.20: an "As this permanent transforms into ~, attach it to a player." ability of
    the face it transformed into applies while it transforms: its controller chooses a
    player it can legally enchant (303.4f, 303.4j; it isn't targeted) and it becomes
    attached to that player. With no such player it stays unattached (704.5m follows)."""
    from arbiter.engine.decisions import Decision
    from arbiter.rules.abilities import ReplacementAbility

    ch = game.chars(oid)
    if not any(isinstance(a.ability, ReplacementAbility)
               and a.ability.kind == "as_transforms_attach_player" for a in ch.abilities):
        return
    options = [(game.player_name(p.index), p.index) for p in game.state.players
               if can_enchant(game, oid, p.index)]
    if not options:
        return
    pick = game.decide(Decision("player", f"{ch.name}: attach it to a player", ch.controller,
                                options, key="attach_player"))
    if pick is not None:
        attach_to_player(game, oid, pick)
