"""Equip (702.6): which equip abilities the engine carries out, and what each one costs.

702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
Activate only as a sorcery." The ability itself is built in `engine.casting.activation`
(`keyword_activated`); attaching follows 301.5c and 701.3 (`engine.zones.attachments`).

The engine carries out an equip ability whose cost is a mana cost the engine can pay (no
{X}, 107.3), and nothing else after it. Left unread, so that a game stops when it would
matter (principle 5):
    702.6c: "Equip [quality] [cost]" ("Equip legendary creature {3}"): the quality
            restricts the target;
    702.6e: "Equip planeswalker [cost]": attaches to a planeswalker as though a creature;
    costs that aren't mana ("Equip—Pay 3 life.", "Equip—Sacrifice a creature.") and words
            after the cost ("Equip {0}. Activate only once each turn.", "This ability costs
            {1} less ...").
702.6d: a permanent may have several equip abilities; each is activated at its own cost.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.rules.abilities import KeywordAbility

if TYPE_CHECKING:
    from arbiter.rules.abilities import ActivatedAbility

_MANA_ONLY = re.compile(r"(\{[^{}]+\})+")


def equip_mana(kw: KeywordAbility) -> str | None:
    """702.6a: the mana cost of "Equip [cost]" when the cost is exactly a mana cost the
    engine pays; None for any other equip ability (see the module docstring)."""
    param = (kw.param or "").strip()
    if kw.keyword != "equip" or not _MANA_ONLY.fullmatch(param):
        return None
    try:
        cost = ManaCost.of(param)
    except ValueError:
        return None
    return None if cost.variables else param


def instance_mana(chars: object, ability: ActivatedAbility) -> str:
    """702.6d: the mana cost of the equip ability `ability` stands for (the keyword instance
    with its text), among the permanent's equip abilities `chars` lists."""
    for kw in chars.keyword_abilities("equip"):  # type: ignore[attr-defined]
        if kw.text == ability.text:
            return kw.param or ""
    return ""


__all__ = ["equip_mana", "instance_mana"]
