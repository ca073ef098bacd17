"""115.7: changing the targets of a spell or ability on the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.stack.targeting import is_legal_target, legal_targets, stack_item_of

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import ChangeTarget, TargetSpec


def change_target(game: Game, target: Any, chooser: int) -> bool:
    """115.7a: "change the target" of the spell or ability `target` names: `chooser` picks
    another target that is legal for it (as its controller would choose, 115.7e); if there is
    none, the original target stays, even if it is illegal by then. Returns whether the
    target changed. The spell or ability has a single target (checked as it was targeted)."""
    item = stack_item_of(game, target)
    if item is None or len(item.targets) != 1:
        return False
    spec = _spec_of(item)
    if spec is None:
        return False
    current = item.targets[0]
    options = other_legal_targets(game, item, spec, current)
    if not options:
        game.log(f"{item.describe()}: no other legal target; the target is unchanged (115.7a)")
        return False
    pick = game.decide(Decision(
        "target", f"change the target of {item.describe()} ({spec.description})", chooser,
        [(_label(game, t, spec), t) for t in options], key="new_target"))
    if pick not in options:
        from arbiter.errors import IllegalActionError

        raise IllegalActionError(f"{pick!r} is not another legal target for "
                                 f"{item.describe()} (115.7a)")
    item.targets[0] = pick
    game.state.touch()
    from arbiter.engine.keywords.triggered import emit_becomes_target

    emit_becomes_target(game, item, pick)  # 115.7: the new target becomes its target
    game.log(f"{item.describe()} now targets {_label(game, pick, spec)}")
    return True


def other_legal_targets(game: Game, item: StackItem, spec: TargetSpec,
                        current: Any) -> list[Any]:
    """The targets the spell or ability could have instead of `current`: legal for it and
    its controller (115.7a), never itself (115.5)."""
    own = item.source if item.kind == "spell" else item.id
    return [t for t in legal_targets(game, spec, item.controller, item.source)
            if t != current and t != own
            and is_legal_target(game, spec, t, item.controller, item.source)]


def _spec_of(item: StackItem) -> TargetSpec | None:
    specs = list(item.target_specs)
    return specs[0] if specs else None


def _label(game: Game, target: Any, spec: TargetSpec) -> str:
    from arbiter.engine.turn.player_actions import _target_label

    return _target_label(game, target, spec.kind)


def do_change_target(r: Resolution, step: ChangeTarget) -> None:
    """115.7a: the resolving spell's or ability's controller changes the target of what
    `what` names."""
    for t in r.ref(step.what):
        change_target(r.game, t, r.item.controller)
