"""303.4f-g: an Aura put onto the battlefield by anything but resolving as an Aura spell, by
an effect that doesn't say what it will enchant (Replenish, "return target enchantment card
from your graveyard to the battlefield", reveal-until and look-at-the-top effects): the
player under whose control it enters chooses, as it enters, a legal object or player for it
to enchant (its enchant abilities and other effects, protection included: 702.16c; it isn't
targeted, so hexproof and shroud don't matter, 115.1). With nothing legal, the Aura stays in
its current zone (303.4g).

An effect that names what the Aura enters attached to (303.4f's "specify", 303.4i) attaches it
itself (`engine.zones.entering_as`, `engine.keywords.aura_swap`, ...), and says so to
`Game.move`; a resolving Aura spell comes from the stack and is attached by its resolution
(303.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

#: `choose` found nothing the Aura could enchant (303.4g).
NOTHING = ("nothing",)


def is_aura(game: Game, oid: int) -> bool:
    return "Aura" in game.chars(oid).subtypes


def choose(game: Game, oid: int, player: int) -> tuple[str, int] | tuple[str]:
    """303.4f: ("object", id) or ("player", index) chosen by `player`, or NOTHING."""
    from arbiter.engine.keywords.enchant_player import can_enchant
    from arbiter.engine.zones.attachments import aura_may_enchant

    if _enchants_players(game, oid):
        kind = "player"
        options = [(game.player_name(p.index), p.index) for p in game.state.players
                   if not p.lost and can_enchant(game, oid, p.index)]
    else:
        kind = "object"
        options = [(f"{game.name_of(h)}#{h}", h) for h in game.state.battlefield()
                   if aura_may_enchant(game, oid, h)]
    if not options:
        return NOTHING
    pick = game.decide(Decision("player" if kind == "player" else "choose_object",
                                f"{game.name_of(oid)} enters the battlefield: choose what it "
                                "enchants (303.4f)", player, options, key="aura_host"))
    return (kind, pick)


def _enchants_players(game: Game, oid: int) -> bool:
    from arbiter.engine.keywords.enchant_player import PLAYER_WORDS

    return any((kw.param or "").strip().lower() in PLAYER_WORDS
               for kw in game.chars(oid).keyword_abilities("enchant"))


def attach(game: Game, new: GameObject, host: tuple) -> None:
    """It enters attached to what was chosen (before it finishes entering, 303.4f)."""
    from arbiter.engine.keywords.enchant_player import attach_to_player

    if host[0] == "player":
        attach_to_player(game, new.id, host[1])
    else:
        new.attached_to = host[1]
        game.state.touch()


__all__ = ["NOTHING", "attach", "choose", "is_aura"]
