"""700.13: committing a crime. A player commits a crime as they cast a spell, activate an
ability, or put a triggered ability on the stack that targets at least one opponent, a
permanent, spell or ability an opponent controls, or a card in an opponent's graveyard. The
engine emits a "crime" event naming the player (once for the spell or ability, however many
such targets it has); "Whenever you commit a crime" triggers on it
(`compiler.triggers.triggers`). A copy of a spell put on the stack isn't cast (707.10): no
crime.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


def _criminal_target(game: Game, item: StackItem, spec: Any, t: Any) -> bool:
    opponents = set(game.opponents(item.controller))
    if isinstance(t, tuple) and t and t[0] == "player":
        return t[1] in opponents
    if getattr(spec, "kind", None) == "player":
        return isinstance(t, int) and t in opponents
    if not isinstance(t, int) or isinstance(t, bool):
        return False
    if t in game.state.objects:
        obj = game.obj(t)
        if obj.zone in ("battlefield", "stack"):
            return game.controller_of(t) in opponents
        if obj.zone == "graveyard":
            return obj.owner in opponents
        return False
    target_item = next((it for it in game.state.stack_items if it.id == t), None)
    return target_item is not None and target_item.controller in opponents


def check(game: Game, item: StackItem) -> None:
    """700.13: emit the crime of `item`'s controller if its targets make it one."""
    from arbiter.engine.stack.items import _expand

    if item.kind == "spell" and getattr(game.state.objects.get(item.source), "spell_copy",
                                        False):
        return  # 707.10: a copy isn't cast
    specs = _expand(list(item.target_specs), len(item.targets), item.kind == "spell")
    if any(t is not None and _criminal_target(game, item, spec, t)
           for t, spec in zip(item.targets, specs, strict=False)):
        crimes = game.state.turn.crimes
        if item.controller not in crimes:
            crimes.append(item.controller)  # "as long as you've committed a crime this turn"
            game.state.touch()
        game.emit(Event("crime", None, player=item.controller))


__all__ = ["check"]
