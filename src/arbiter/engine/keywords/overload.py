"""Overload (702.96): "Overload [cost]" means "You may choose to pay [cost] rather than pay this
spell's mana cost" (an alternative cost, 601.2b, 118.9: `engine.casting.spells` ALTERNATIVES,
`engine.casting.total_cost`) and "If you chose to pay this spell's overload cost, change its
text by replacing all instances of the word 'target' with the word 'each.'" (702.96a; a
text-changing effect, 702.96c, 612).

The compiler reads the changed text of each of the spell's abilities as it reads the card
(`compiler.keywords.overload`) and keeps it with the keyword (`KeywordAbility.extra`); a spell
cast for its overload cost follows those abilities instead, and requires no targets
(702.96b). Only a mana cost is carried out, with {X} (107.3a) when the spell's mana cost
has one too ("Overload {X}{X}{R}{R}", Street Spasm: X is announced as it is cast); any
other, or a spell text whose changed form the compiler doesn't read, leaves the keyword
unread (principle 5)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import SpellAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_MANA = re.compile(r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG])\})+")
_TARGET = re.compile(r"\b([Tt])arget\b")


def overload_cost(param: str | None, allow_x: bool = False) -> str | None:
    """702.96a: the overload cost, when it is a mana cost the engine pays (with {X} only if
    `allow_x`: 107.3a, X announced as the spell is cast, as for its mana cost's X,
    `engine.casting.total_cost`)."""
    text = (param or "").strip()
    if allow_x and "{X}" in text:
        text_without_x = text.replace("{X}", "")
        return text if text_without_x and _MANA.fullmatch(text_without_x) else None
    return text if _MANA.fullmatch(text) else None


def overloaded_text(text: str) -> str:
    """702.96a: the text with every instance of the word "target" replaced with "each"."""
    return _TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", text)


def spell_abilities(game: Game, oid: int, abilities: list[Any]) -> list[Any]:
    """The abilities a spell follows as it resolves: for one cast for its overload cost, its
    spell abilities with their text changed (702.96a), in printed order."""
    if game.obj(oid).cast_with != "overload":
        return abilities
    changed = [a for kw in game.chars(oid).keyword_abilities("overload") for a in kw.extra]
    if not changed:
        raise UnsupportedTextError(game.name_of(oid), "Overload (its changed text, 702.96a)")
    out: list[Any] = []
    spells = iter(changed)
    for a in abilities:
        out.append(next(spells) if isinstance(a, SpellAbility) else a)
    return out
