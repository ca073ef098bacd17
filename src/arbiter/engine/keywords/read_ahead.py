"""702.155 read ahead (a keyword of Sagas, 714).

- 702.155b: as a Saga with read ahead enters, its controller chooses a number from one to its
  final chapter number (714.2d); it enters with that many lore counters (614.1c). A
  scenario or caller gives the number as the entering choice `read_ahead`, else the
  controller is asked.
- 702.155a: "Chapter abilities of this Saga can't trigger the turn it entered the battlefield
  unless it has exactly the number of lore counters on it specified in the chapter symbol of
  that ability." (`blocks`, asked as triggered abilities are collected, 603.2; the turn it
  entered is recorded on the permanent.)
- 702.155c: several instances are redundant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.sagas import ChapterAbility, final_chapter

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

KEYWORD = "read ahead"
#: The entering choice: the number of lore counters chosen.
CHOICE = "read_ahead"
#: In the permanent's `choices`: the turn it entered (702.155a).
ENTERED = "read_ahead_entered"


def enters_with(game: Game, obj: GameObject) -> None:
    """702.155b: it enters with the chosen number of lore counters."""
    final = final_chapter(game.chars(obj.id))
    if final < 1:
        return
    chosen = obj.choices.get(CHOICE)
    if chosen is None:
        chosen = game.decide(Decision(
            CHOICE, f"{game.quick_name(obj.id)}: read ahead to which chapter? (702.155b)",
            obj.controller, [(str(n), n) for n in range(1, final + 1)], key=CHOICE))
    n = int(chosen)
    if not 1 <= n <= final:
        raise IllegalActionError(f"{game.quick_name(obj.id)}: read ahead chooses a number "
                                 f"from 1 to {final} (702.155b), not {n}")
    obj.choices[CHOICE] = n
    obj.choices[ENTERED] = game.state.turn.number
    game.put_counters(obj.id, "lore", n)


def blocks(game: Game, source: Any, ability: Any) -> bool:
    """702.155a: True if this chapter ability can't trigger now: its Saga has read ahead,
    entered this turn, and hasn't exactly the chapter's number of lore counters."""
    if source is None or not isinstance(ability, ChapterAbility):
        return False
    obj = game.state.objects.get(source)
    if obj is None or obj.choices.get(ENTERED) != game.state.turn.number:
        return False
    if obj.zone != "battlefield" or not game.chars(source).has_keyword(KEYWORD):
        return False
    return obj.counters.get("lore", 0) != ability.chapter


__all__ = ["CHOICE", "ENTERED", "KEYWORD", "blocks", "enters_with"]
