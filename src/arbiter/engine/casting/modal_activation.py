"""700.2 / 601.2b / 602.2b: a modal activated ability's modes are chosen as it is activated
("Remove a charge counter from Umezawa's Jitte: Choose one — • ... • ..."), before its
targets (601.2c): a mode needing a target with no legal choice can't be chosen (700.2a), and
the ability can't be activated when no mode can be. The chosen modes are followed in printed
order, their targets in that order (700.2c, 115.1; `engine.triggers.modes`).

A `choices["mode"]` entry (a mode's number from 1, or a list of them) answers the choice
first; otherwise the player is asked (a `mode` decision, one per mode chosen)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.stack.targeting import legal_targets
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, Mode
from arbiter.rules.instructions.references import shift_slots

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def possible(game: Game, oid: int, player: int, mode: Mode) -> bool:
    """700.2a: a mode needing a target with no legal choice can't be chosen."""
    return all(spec.up_to or spec.x or legal_targets(game, spec, player, oid)
               for spec in mode.targets)


def any_possible(game: Game, oid: int, player: int, ability: ActivatedAbility) -> bool:
    """Could the ability be activated as far as its modes go (117.1)?"""
    assert ability.modes is not None
    return sum(possible(game, oid, player, m) for m in ability.mode_options) >= ability.modes[0]


def _pick(game: Game, oid: int, player: int, ability: ActivatedAbility) -> list[int]:
    """601.2b: the player chooses the modes (numbers from 1), among those possible."""
    assert ability.modes is not None
    least, most = ability.modes
    can = [i + 1 for i, m in enumerate(ability.mode_options) if possible(game, oid, player, m)]
    picks: list[int] = []
    while len(picks) < most:
        options = [(f"mode {i}: {ability.mode_options[i - 1].text}", i)
                   for i in can if i not in picks]
        if not options:
            break
        pick = game.decide(Decision("mode", f"{game.name_of(oid)}: choose a mode", player,
                                    options, optional=len(picks) >= least, key="mode"))
        if pick is None:
            break
        picks.append(int(pick))
    if len(picks) < least:
        raise IllegalActionError(f"{game.name_of(oid)}: no mode of the ability can be "
                                 "chosen (700.2a)")
    return picks


def chosen(game: Game, oid: int, player: int, ability: ActivatedAbility,
           choices: dict[str, Any]) -> ActivatedAbility:
    """The ability with the chosen modes' instructions and targets (its text unchanged, so
    its restrictions still count it, 602.5b); the modes are kept in `choices["mode"]`."""
    assert ability.modes is not None
    if choices.get("mode") is None:
        choices["mode"] = _pick(game, oid, player, ability)
    given = choices["mode"]
    picks = list(given) if isinstance(given, list | tuple) else [given]
    least, most = ability.modes
    n = len(ability.mode_options)
    if not all(isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= n for p in picks) \
            or len(set(picks)) != len(picks) or not least <= len(picks) <= most:
        raise IllegalActionError(f"{game.name_of(oid)}: {given!r} isn't a choice of modes "
                                 "(700.2)")
    if not all(possible(game, oid, player, ability.mode_options[p - 1]) for p in picks):
        raise IllegalActionError(f"{game.name_of(oid)}: a mode chosen has no legal target "
                                 "(700.2a)")
    instructions: list = []
    targets: list = []
    for p in sorted(picks):  # 700.2: the modes in printed order
        mode = ability.mode_options[p - 1]
        offset = sum(max(1, t.count) for t in targets)
        instructions.extend(shift_slots(mode.instructions, offset))  # type: ignore[arg-type]
        targets.extend(mode.targets)
    return dataclasses.replace(ability, instructions=tuple(instructions),
                               targets=tuple(targets), modes=None, mode_options=())


__all__ = ["any_possible", "chosen", "possible"]
