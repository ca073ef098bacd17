"""114: emblems. 114.1: an emblem is a marker in the command zone with one or more abilities
and no other characteristics; 114.2: an effect puts it there ("You get an emblem with
..."), and the player who gets it owns and controls it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.abilities import Ability
    from arbiter.rules.instructions import CreateEmblem


def create_emblem(game: Game, player: int, abilities: tuple[Ability, ...],
                  source_name: str) -> int:
    """114.2: the player puts an emblem with the abilities into the command zone; they own
    and control it. 613.7d: it gets a timestamp as it enters the zone, and its static
    abilities' effects share it (613.7a)."""
    from arbiter.state.objects import EmblemDef

    emblem = EmblemDef(abilities=tuple(abilities), source_name=source_name)
    obj = game.state.add_object({"owner": player, "controller": player, "emblem": emblem},
                                "command")
    game.log(f"{game.player_name(player)} gets an emblem ({source_name})")
    return obj.id


def do_create_emblem(r: Resolution, step: CreateEmblem) -> None:
    """114.2: the resolving spell's or ability's controller gets an emblem; `Ref.it()` is
    then the emblem."""
    g = r.game
    r.it = create_emblem(g, r.item.controller, step.abilities, g.quick_name(r.item.source))
