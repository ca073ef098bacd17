"""309.7: "you've completed a dungeon" (`rules.dungeons.HasCompletedDungeon`), in "as long
as ..." and "if ..."."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules.dungeons import HasCompletedDungeon

COMPLETED_DUNGEON_CONDITION = kw("you've completed a dungeon").set_parse_action(
    lambda: HasCompletedDungeon())

__all__ = ["COMPLETED_DUNGEON_CONDITION"]
