"""Modal triggered abilities (700.2b, 603.3c): the controller chooses the mode(s) as the
ability is put on the stack. A mode whose targets can't be chosen can't be chosen; with no
mode chosen the ability is removed. The chosen modes are followed in printed order, their
targets in that order (700.2c, 115.1)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.stack.targeting import legal_targets
from arbiter.rules.instructions.references import shift_slots

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import Mode, TriggeredAbility


def _possible(game: Game, mode: Mode, controller: int, source: int) -> bool:
    """700.2b: a mode needing a target with no legal choice can't be chosen."""
    return all(spec.up_to or spec.x or legal_targets(game, spec, controller, source)
               for spec in mode.targets)


def choose_modes(game: Game, source: int, ab: TriggeredAbility, controller: int
                 ) -> TriggeredAbility | None:
    """The ability with the chosen modes' instructions and targets (None: no mode can be
    chosen, or fewer than it asks for, 603.3c)."""
    assert ab.modes is not None
    least, most = ab.modes
    possible = [i for i, m in enumerate(ab.mode_options)
                if _possible(game, m, controller, source)]
    chosen: list[int] = []
    while len(chosen) < most:
        options = [(f"mode {i + 1}: {ab.mode_options[i].text}", i + 1)
                   for i in possible if i not in chosen]
        if not options:
            break
        pick = game.decide(Decision("mode", f"{game.name_of(source)}: choose a mode",
                                    controller, options, optional=len(chosen) >= least,
                                    key="mode"))
        if pick is None:
            break
        chosen.append(int(pick) - 1)
    if len(chosen) < least:
        return None
    instructions: list = []
    targets: list = []
    for i in sorted(chosen):  # 700.2: the modes in printed order
        mode = ab.mode_options[i]
        offset = sum(max(1, t.count) for t in targets)
        instructions.extend(shift_slots(mode.instructions, offset))  # type: ignore[arg-type]
        targets.extend(mode.targets)
    return dataclasses.replace(ab, instructions=tuple(instructions), targets=tuple(targets),
                               modes=None, mode_options=())
