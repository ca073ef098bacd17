"""702.50 Epic.

702.50a: epic represents two spell abilities, followed as the spell resolves (after its
other text, where the keyword is printed): "For the rest of the game, you can't cast spells"
(the player's designation `EPIC`, read by `engine.casting.spell_limits`) and "At the
beginning of each of your upkeeps for the rest of the game, copy this spell except for its
epic ability. If the spell has any targets, you may choose new targets for the copy." (a
delayed triggered ability that triggers again and again, 603.7b; the copy is made from the
spell as it last existed on the stack, 608.2h, 707.10, with the exception 707.9b).
702.50b: the player can't cast spells, but effects (the epic ability itself) still put
copies of spells onto the stack. A copy of the spell has no epic ability, so it does
neither.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.delayed import DelayedAbility
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.stack.resolve import Resolution

KEYWORD = "epic"
#: The player's designation: "For the rest of the game, you can't cast spells."
EPIC = "epic"


@dataclass(frozen=True)
class CopyEpicSpell(Instruction):
    """702.50a: "copy this spell except for its epic ability. If the spell has any targets,
    you may choose new targets for the copy." (`spell`: the spell, as it last existed)."""

    spell: int = 0


def upkeep_ability(spell: int) -> TriggeredAbility:
    return TriggeredAbility(
        text="At the beginning of each of your upkeeps for the rest of the game, copy this "
             "spell except for its epic ability. If the spell has any targets, you may "
             "choose new targets for the copy.",
        trigger=Trigger("step", "any", step="upkeep", whose="you"),
        instructions=(CopyEpicSpell(spell),))


def resolve(game: Game, item: StackItem) -> None:
    """702.50a: the spell's epic abilities, as it resolves."""
    if item.kind != "spell" or game.obj(item.source).spell_copy:
        return
    ch = game.chars(item.source)
    for _ in ch.keyword_abilities(KEYWORD):
        player = game.state.players[item.controller]
        player.designations.add(EPIC)
        game.log(f"{player.name} can't cast spells for the rest of the game (702.50a)")
        state = game.state
        state.delayed_abilities.append(DelayedAbility(
            upkeep_ability(item.source), item.source, item.controller, ch.name or "",
            once=False, since=len(state.events)))  # 603.7b: for the rest of the game
        state.touch()


def why_not(game: Game, player: int) -> str | None:
    """702.50a-b: a player who resolved a spell with epic can't cast spells."""
    if EPIC in game.state.players[player].designations:
        return f"{game.player_name(player)} can't cast spells for the rest of the game " \
               "(702.50a epic)"
    return None


def do_copy_epic_spell(r: Resolution, step: CopyEpicSpell) -> None:
    """702.50a / 707.10c: the copy, without epic (707.9b), its targets changeable."""
    from arbiter.engine.stack.spell_copy import copy_spell
    from arbiter.rules.copiable import CopyExceptions

    copy_spell(r.game, step.spell, r.item.controller, True,
               CopyExceptions(remove_keywords=frozenset({KEYWORD})))


__all__ = ["EPIC", "KEYWORD", "CopyEpicSpell", "do_copy_epic_spell", "resolve",
           "upkeep_ability", "why_not"]
