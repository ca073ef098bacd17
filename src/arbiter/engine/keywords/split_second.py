"""702.61 split second: "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities." (702.61b: mana abilities and
special actions are still allowed.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def spell_with_split_second(game: Game) -> int | None:
    """The first spell on the stack with split second, if any."""
    for item in game.state.stack_items:
        if item.kind == "spell" and game.obj(item.source).zone == "stack" and \
                game.chars(item.source).has_keyword("split second"):
            return item.source
    return None


def forbid(game: Game, what: str) -> None:
    """Raise if a split-second spell is on the stack (the game is left unchanged)."""
    oid = spell_with_split_second(game)
    if oid is not None:
        raise IllegalActionError(f"{game.name_of(oid)} has split second: no one can {what} "
                                 "while it is on the stack (702.61a)")
