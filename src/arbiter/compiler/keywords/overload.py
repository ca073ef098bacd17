"""702.96a: a card with overload is read with the changed text its overload cost gives: each
of its spell abilities read again with "target" replaced by "each"
(`engine.keywords.overload.overloaded_text`), kept in printed order on the overload keyword
(`KeywordAbility.extra`), where the engine finds them for a spell cast for its overload cost.
702.96b: the changed abilities require no targets; when one doesn't read exactly (or still
names a target), the overload keyword is left unread (principle 5)."""

from __future__ import annotations

import dataclasses

from arbiter.compiler.lines import compile_line
from arbiter.compiler.unread import unsupported
from arbiter.engine.keywords.overload import overloaded_text
from arbiter.rules.abilities import Ability, KeywordAbility, SpellAbility


def link_overload(abilities: list[Ability], name: str, legendary: bool = False
                  ) -> list[Ability]:
    """The abilities of one face, each overload keyword given the changed spell abilities."""
    if not any(isinstance(a, KeywordAbility) and a.keyword == "overload" for a in abilities):
        return abilities
    changed: list[SpellAbility] | None = []
    for a in abilities:
        if not isinstance(a, SpellAbility):
            continue
        got = compile_line(overloaded_text(a.text), name, True, False, legendary)
        if len(got) != 1 or not isinstance(got[0], SpellAbility) or got[0].targets or \
                got[0].modes:
            changed = None
            break
        changed.append(got[0])  # type: ignore[union-attr]
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, KeywordAbility) and a.keyword == "overload":
            out.append(dataclasses.replace(a, extra=tuple(changed)) if changed else
                       unsupported(a.text, name, True, False, legendary))
        else:
            out.append(a)
    return out


__all__ = ["link_overload"]
