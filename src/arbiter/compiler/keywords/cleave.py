"""702.148a: a card with cleave is read twice where its text has square brackets: each such
line with the brackets' words (the printed text, 702.148a: they are part of its rules text)
and without them (its text once the cleave cost was paid). Both readings go on the keyword
(`rules.cleave`); when a bracketed line doesn't read exactly either way, the keyword and the
line stay unread (principle 5)."""

from __future__ import annotations

import dataclasses

from arbiter.compiler.lines import compile_line
from arbiter.compiler.unread import unsupported
from arbiter.rules.abilities import Ability, KeywordAbility, SpellAbility
from arbiter.rules.cleave import KEYWORD, cleave_ability, cleaved_text, printed_text


def _read(text: str, name: str, legendary: bool) -> SpellAbility | None:
    got = compile_line(text, name, True, False, legendary)
    if len(got) != 1 or type(got[0]) is not SpellAbility:
        return None
    return got[0]


def link_cleave(abilities: list[Ability], name: str, legendary: bool = False
                ) -> list[Ability]:
    """The abilities of one face, each bracketed line read both ways and the cleave keyword
    given the pairs."""
    if not any(isinstance(a, KeywordAbility) and a.keyword == KEYWORD for a in abilities):
        return abilities
    pairs: list[tuple[Ability, Ability]] = []
    out: list[Ability] = []
    for a in abilities:
        if "[" not in a.text:
            out.append(a)
            continue
        full = _read(printed_text(a.text), name, legendary)
        cut = _read(cleaved_text(a.text), name, legendary)
        if full is None or cut is None:
            return [unsupported(a.text, name, True, False, legendary)
                    if isinstance(a, KeywordAbility) and a.keyword == KEYWORD else a
                    for a in abilities]
        full = dataclasses.replace(full, text=a.text)
        pairs.append((full, cut))
        out.append(full)
    if not pairs:
        return out
    return [cleave_ability(a, tuple(pairs))
            if isinstance(a, KeywordAbility) and a.keyword == KEYWORD else a for a in out]


__all__ = ["link_cleave"]
