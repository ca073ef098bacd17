"""Mutate (702.140): a spell cast for its mutate cost is a mutating creature spell targeting a
non-Human creature with the same owner (702.140a, `engine.casting.spells`). 702.140b: "As a
mutating creature spell begins resolving, if its target is illegal, it ceases to be a
mutating creature spell and continues resolving as a creature spell and will be put onto the
battlefield under the control of the spell's controller" (it isn't removed by 608.2b); with
its target legal it merges with it (702.140c, 729.2: `engine.casting.spells`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


def begins_resolving(game: Game, item: StackItem) -> None:
    """702.140b: a mutating creature spell whose target is illegal becomes a creature spell
    with no target (it then resolves and enters the battlefield)."""
    from arbiter.engine.stack.items import target_legal

    if item.kind != "spell":
        return
    spell = game.obj(item.source)
    if spell.cast_with != "mutate" or not item.target_specs:
        return
    target = item.targets[0] if item.targets else None
    if target is not None and target_legal(game, item, item.target_specs[0], target):
        return
    game.log(f"{item.describe()}: its target is illegal; it resolves as a creature spell "
             "(702.140b)")
    spell.cast_with = "cast"
    item.targets = []
    item.target_specs = ()
    game.state.touch()
