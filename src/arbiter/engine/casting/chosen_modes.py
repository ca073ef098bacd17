"""700.2: the modes a modal spell follows, as chosen when it was cast (601.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import SpellAbility

if TYPE_CHECKING:
    from arbiter.engine.stack.items import StackItem


def chosen_spell_modes(item: StackItem, abilities: list) -> list[SpellAbility]:
    """700.2: a modal spell follows only the chosen modes, in printed order."""
    out: list[SpellAbility] = []
    modes: tuple | None = None
    mode_list: list[SpellAbility] = []
    for ab in abilities:
        if not isinstance(ab, SpellAbility):
            continue
        if ab.modes:
            from arbiter.engine.casting.conditional_modes import widest

            modes = widest(abilities, ab.modes)  # 601.2b: checked as it was cast
            continue
        if modes is not None:
            mode_list.append(ab)
        else:
            out.append(ab)
    if modes is not None and mode_list:
        from arbiter.engine.casting.optional_costs import all_modes

        if all_modes(item.choices):
            return out + mode_list  # 702.42b: entwined, each mode in the order written
        raw = item.choices.get("mode", item.choices.get("modes"))
        if raw is None:
            if modes[0] == 1 and len(mode_list) == 1:
                raw = 1
            else:
                raise IllegalActionError(
                    f"{item.source_name}: choose a mode (1-{len(mode_list)}) with "
                    "choices: {mode: N}")
        picks = raw if isinstance(raw, list) else [raw]
        if not modes[0] <= len(picks) <= modes[1]:
            raise IllegalActionError(f"{item.source_name}: choose {modes[0]} to {modes[1]} "
                                     "modes")
        numbers = sorted(int(x) for x in picks)
        from arbiter.rules.repeatable_modes import repeatable

        if len(set(numbers)) != len(numbers) and not repeatable(abilities):
            raise IllegalActionError(f"{item.source_name}: a mode can't be chosen more than "
                                     "once (700.2d)")
        for n in numbers:  # 700.2d: a mode chosen again appears again, in sequence
            if not 1 <= n <= len(mode_list):
                raise IllegalActionError(f"{item.source_name} has no mode {n}")
            out.append(mode_list[n - 1])
    return out
