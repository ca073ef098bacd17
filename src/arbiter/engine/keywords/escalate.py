"""Escalate (702.120a): "Escalate [cost]" means "For each mode you choose beyond the first as
you cast this spell, you pay an additional [cost]" (a static ability of a modal spell, 700.2;
paid with its total cost, 601.2f-h: `engine.casting.optional_costs.extra_mana`). Only a mana
cost without {X} is carried out; any other ("Escalate—Discard a card.") leaves the keyword
unread (principle 5)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_MANA = re.compile(r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG])\})+")


def escalate_cost(param: str | None) -> str | None:
    """702.120a: the escalate cost, when it is a mana cost without {X}."""
    text = (param or "").strip()
    return text if _MANA.fullmatch(text) else None


def escalate_mana(game: Game, oid: int, choices: dict[str, Any]) -> str:
    """601.2f: the mana escalate adds to the total cost: its cost once for each mode chosen
    beyond the first (none when the modes aren't chosen yet)."""
    raw = choices.get("mode", choices.get("modes"))
    chosen = len(raw) if isinstance(raw, list) else 1 if raw is not None else 0
    if chosen < 2:
        return ""
    out = ""
    for kw in game.chars(oid).keyword_abilities("escalate"):
        cost = escalate_cost(kw.param)
        if cost is None:
            from arbiter.errors import UnsupportedTextError

            raise UnsupportedTextError(game.name_of(oid), kw.text)
        out += cost * (chosen - 1)
    return out
