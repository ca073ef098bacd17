"""Principle 5 in the reports: an unread line can sit inside an ability that grants it, as
the abilities of a leveler striation (711.2) or of a Class's level section (716.2a) are
granted only at that level. The engine's gate finds such a part when the permanent has it
(`engine.unsupported`); the card is still not fully read, and `arbiter card` and the
coverage report say so."""

from __future__ import annotations

from arbiter.rules.abilities import Ability, StaticAbility, UnsupportedAbility
from arbiter.rules.parts import AddAbilities


def unread_parts(a: Ability) -> list[UnsupportedAbility]:
    """The unread parts of ability `a`: itself, or those its static ability grants."""
    if isinstance(a, UnsupportedAbility):
        return [a]
    out: list[UnsupportedAbility] = []
    if isinstance(a, StaticAbility):
        for spec in a.effects:
            for part in spec.parts:
                if isinstance(part, AddAbilities):
                    for granted in part.abilities:
                        out.extend(unread_parts(granted))
    return out


__all__ = ["unread_parts"]
