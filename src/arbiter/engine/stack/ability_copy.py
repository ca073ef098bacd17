"""Copying an activated or triggered ability on the stack (707.10): "Copy target activated or
triggered ability you control. You may choose new targets for the copy." (707.10c).

707.10: the copy has the ability's text and every decision made for it (modes, X, targets,
the trigger's event), and the same source; it is put on the stack under the control of the
player who copied it. It wasn't activated and didn't trigger (602.1, 603.2: "whenever you
activate an ability" doesn't see it). An ability that has left the stack isn't copied.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.stack.spell_copy import choose_new_targets

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import CopyAbility


def copy_ability(g: Game, item_id: int, controller: int, new_targets: bool) -> None:
    """707.10 / 707.10c: a copy of the stack ability `item_id`, controlled by `controller`."""
    from arbiter.engine.stack.items import StackItem, new_id, push

    original = next((it for it in g.state.stack_items if it.id == item_id
                     and it.kind in ("activated", "triggered")), None)
    if original is None:
        return
    targets = list(original.targets)
    if new_targets:
        targets = choose_new_targets(g, targets, original.target_specs, controller,
                                     original.source)
    push(g, StackItem(new_id(g), original.kind, original.source, original.ability, controller,
                      targets, original.target_specs, dict(original.choices),
                      source_name=original.source_name, source_types=original.source_types))


def do_copy_ability(r: Resolution, step: CopyAbility) -> None:
    """707.10: a copy of each ability `what` names, controlled by the resolving spell's or
    ability's controller."""
    for item_id in r.ref(step.what):
        copy_ability(r.game, item_id, r.item.controller, step.new_targets)
