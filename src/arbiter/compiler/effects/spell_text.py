"""The last steps of reading an instant's or sorcery's spell ability (113.3a):

- 608.2c: its "other <objects>" excludes the one target named before
  (`compiler.effects.spell_other`);
- 107.3a, 601.2b: a "with mana value X [or less]" / "with power X or less" limit outside a
  target takes the X announced as the spell was cast, as a target's limit does
  (`rules.announced_x`): it is compared with that number as the spell resolves
  (`engine.casting.spell_resolution`).
"""

from __future__ import annotations

from typing import Any

from arbiter.compiler.effects.spell_other import spell_other
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.activated_x import has_x_limit
from arbiter.rules.announced_x import ManaValueX


def spell_text(ability: SpellAbility) -> SpellAbility:
    """The spell ability with its "other" bound and its X limits marked as announced (raises
    a ParseException where "other" names no one target)."""
    return _announced(spell_other(ability))


def _announced(x: Any) -> Any:
    """`x` with each ManaValueX marked as taking the announced X (only what holds one is
    rebuilt)."""
    import dataclasses

    if isinstance(x, ManaValueX):
        return dataclasses.replace(x, target=True)
    if isinstance(x, tuple):
        return tuple(_announced(y) for y in x) if has_x_limit(x) else x
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and has_x_limit(x):
        return dataclasses.replace(x, **{f.name: _announced(getattr(x, f.name))
                                         for f in dataclasses.fields(x) if f.init})
    return x


__all__ = ["spell_text"]
