"""Equip (702.6): which equip abilities the engine carries out, and what each one costs.

702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
Activate only as a sorcery." The ability itself is built in `engine.casting.activation`
(`keyword_activated`); attaching follows 301.5c and 701.3 (`engine.zones.attachments`).

The engine carries out an equip ability whose cost is a mana cost the engine can pay (no
{X}, 107.3), and nothing else after it; with 702.6c's quality ("Equip legendary creature
{3}", "Equip Pirate {1}") when the compiler read the quality into an `EquipQuality` (in the
keyword's `extra`): the ability may then target only a creature its controller controls with
that quality. Left unread, so that a game stops when it would matter (principle 5):
    702.6c: a quality the compiler doesn't read ("Equip commander {3}");
    702.6e: "Equip planeswalker [cost]": attaches to a planeswalker as though a creature;
    words after the cost ("Equip {0}. Activate only once each turn.", "This ability costs
            {1} less ..."), a choice of costs ("Equip—Pay {3} or discard a card.").
A cost in words the compiler read ("Equip—Sacrifice a creature.", "Equip—Pay 3 life.",
"Equip—Remove a charge counter from this Equipment."; `rules.keyword_costs.KeywordCosts`) is
the ability's cost (602.2b): its mana part is the instance's mana (`equip_mana`), the rest
the ability's other costs (`other_costs`), paid as any activated ability's are.
702.6d: a permanent may have several equip abilities; each is activated at its own cost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.costs import Cost, CostChoice, ManaPayment
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.keyword_costs import KeywordCosts

if TYPE_CHECKING:
    from arbiter.rules.abilities import ActivatedAbility

_MANA_ONLY = re.compile(r"(\{[^{}]+\})+")
#: 702.6c: "[quality] [mana cost]".
_QUALITY_COST = re.compile(r"(?P<quality>.+?)\s*(?P<cost>(\{[^{}]+\})+)")


@dataclass(frozen=True)
class EquipQuality:
    """702.6c: the quality an "Equip [quality]" ability's target must have (read by the
    compiler; `text` as printed, "legendary creature")."""

    selector: s.Selector
    text: str


def quality_of(kw: KeywordAbility) -> EquipQuality | None:
    """702.6c: the quality of this equip ability, if the compiler read one."""
    return next((x for x in kw.extra if isinstance(x, EquipQuality)), None)


def split_quality(param: str) -> tuple[str, str] | None:
    """702.6c: "legendary creature {3}" -> ("legendary creature", "{3}")."""
    m = _QUALITY_COST.fullmatch(param.strip())
    return (m["quality"].strip(), m["cost"]) if m else None


def equip_target(kw: KeywordAbility) -> TargetSpec:
    """702.6a: "target creature you control"; 702.6c: "... with the quality"."""
    q = quality_of(kw)
    if q is None:
        return TargetSpec("creature", s.And((s.CREATURE, s.YOURS)),
                          description="target creature you control")
    return TargetSpec("creature", s.And((s.CREATURE, s.YOURS, q.selector)),
                      description=f"target {q.text} you control")


def equip_mana(kw: KeywordAbility) -> str | None:
    """702.6a: the mana cost of "Equip [cost]" when the cost is exactly a mana cost the
    engine pays (702.6c: after a quality the compiler read); None for any other equip
    ability (see the module docstring)."""
    param = (kw.param or "").strip()
    if kw.keyword != "equip":
        return None
    words = other_costs(kw)
    if words is not None:
        return "".join(c.mana for c in _read(kw) if isinstance(c, ManaPayment))
    if quality_of(kw) is not None:
        split = split_quality(param)
        param = split[1] if split else ""
    if not _MANA_ONLY.fullmatch(param):
        return None
    try:
        cost = ManaCost.of(param)
    except ValueError:
        return None
    return None if cost.variables else param


def _read(kw: KeywordAbility) -> tuple[Cost, ...]:
    return next((e.costs for e in kw.extra if isinstance(e, KeywordCosts)), ())


def other_costs(kw: KeywordAbility) -> tuple[Cost, ...] | None:
    """702.6a: the costs other than mana of an equip ability whose cost is in words, when
    the engine pays each as an activation cost (602.2b); None when its cost isn't in words
    the compiler read, or holds a part the engine doesn't pay here (a choice of costs).
    107.14: "Equip—Pay {E}{E}." pays energy as any activation cost does."""
    costs = _read(kw)
    if not costs or any(isinstance(c, CostChoice) for c in costs):
        return None
    return tuple(c for c in costs if not isinstance(c, ManaPayment))


def instance_mana(chars: object, ability: ActivatedAbility) -> str:
    """702.6d: the mana cost of the equip ability `ability` stands for (the keyword instance
    with its text), among the permanent's equip abilities `chars` lists."""
    for kw in chars.keyword_abilities("equip"):  # type: ignore[attr-defined]
        if kw.text == ability.text:
            return equip_mana(kw) or ""
    return ""


__all__ = ["EquipQuality", "equip_mana", "equip_target", "instance_mana", "other_costs",
           "quality_of",
           "split_quality"]
