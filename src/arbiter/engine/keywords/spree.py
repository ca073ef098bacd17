"""Spree (702.172a): "Choose one or more modes. As an additional cost to cast this spell, pay
the costs associated with those modes." (700.2h). The compiler reads the spell as "choose one
or more" with each mode's cost kept on the keyword (`compiler.keywords.spree`); the costs of
the chosen modes join the total cost (601.2f: `engine.casting.optional_costs.extra_mana`).
Only mana costs without {X} are carried out."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from arbiter.errors import UnsupportedTextError

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_MANA = re.compile(r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG])\})+")


def mode_cost(text: str) -> str | None:
    """700.2h: a mode's additional cost the engine pays: mana without {X}."""
    return text if _MANA.fullmatch(text.strip()) else None


def spree_mana(game: Game, oid: int, choices: dict[str, Any]) -> str:
    """601.2f / 702.172a: the costs of the chosen modes (none before they are chosen);
    702.183a: likewise the cost of a tiered spell's chosen mode."""
    kws = _keywords(game, oid)
    if not kws:
        return ""
    raw = choices.get("mode", choices.get("modes"))
    if raw is None:
        return ""
    picks = raw if isinstance(raw, list) else [raw]
    costs = kws[0].extra
    if not costs:
        raise UnsupportedTextError(game.name_of(oid), f"{kws[0].text} (its modes' costs, "
                                   "702.172a, 702.183a)")
    return "".join(str(costs[int(n) - 1]) for n in picks if 1 <= int(n) <= len(costs))


def one_mode_costs(game: Game, oid: int) -> list[str]:
    """601.2f / 700.2: what one chosen mode adds to a spree spell's total cost, for each
    mode (at least one mode is chosen); [""] for a spell without spree (or tiered,
    702.183a). Used to judge whether it can be cast at all."""
    kws = _keywords(game, oid)
    if not kws or not kws[0].extra:
        return [""]
    return [str(c) for c in kws[0].extra]


def _keywords(game: Game, oid: int) -> list[Any]:
    """The spell's spree (702.172a) or tiered (702.183a) keyword: its modes' costs."""
    ch = game.chars(oid)
    return list(ch.keyword_abilities("spree")) or list(ch.keyword_abilities("tiered"))
