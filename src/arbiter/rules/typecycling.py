"""702.29e: typecycling. "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
library for a [type] card, reveal it, and put it into your hand. Then shuffle your library."
The type is usually a subtype (mountaincycling, slivercycling) but can be any card type,
subtype, supertype or combination of them (basic landcycling, artifact landcycling).

702.29f: typecycling abilities are cycling abilities and typecycling costs are cycling
costs, so a typecycling keyword is the keyword "cycling" (`KeywordAbility.keyword`), with
the type it searches for carried in `extra` as a `CyclingType`:

    Plainscycling {2}            IsSubtype("Plains")
    Basic landcycling {1}{B}     IsSupertype("Basic") and IsType("Land")
    Wizardcycling {3}            IsSubtype("Wizard")

Words that aren't types ("Affinitycycling {2}": a card with affinity) are not read here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.cards.subtypes import ALL_SUBTYPES
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.selectors import And, IsSubtype, IsSupertype, IsType, Selector
from arbiter.vocab import CARD_TYPES, SUPERTYPES

_WORD = re.compile(r"(?i)^(?P<words>(?:[a-z'-]+ )?[a-z'-]+?)cycling(?:\s+(?P<cost>.+))?$")
_CARD_TYPES = {t.lower(): t for t in CARD_TYPES}
_SUPERTYPES = {t.lower(): t for t in SUPERTYPES}
_SUBTYPES = {t.lower(): t for t in ALL_SUBTYPES if " " not in t}


@dataclass(frozen=True)
class CyclingType:
    """702.29e: what a typecycling ability searches for: `words` as printed ("basic land"),
    `selector` the card they describe."""

    words: str
    selector: Selector


def _selector(words: str) -> Selector | None:
    """The card a type phrase describes: each word a supertype, card type or subtype."""
    preds: list[Selector] = []
    for word in words.lower().split():
        if word in _SUPERTYPES:
            preds.append(IsSupertype(_SUPERTYPES[word]))
        elif word in _CARD_TYPES:
            preds.append(IsType(_CARD_TYPES[word]))
        elif word in _SUBTYPES:
            preds.append(IsSubtype(_SUBTYPES[word]))
        else:
            return None
    if not preds:
        return None
    return preds[0] if len(preds) == 1 else And(tuple(preds))


def cycling_type(kw: KeywordAbility) -> CyclingType | None:
    """The type a typecycling keyword searches for (None for plain cycling)."""
    return next((e for e in kw.extra if isinstance(e, CyclingType)), None)


def typecycling(text: str) -> KeywordAbility | None:
    """ "Plainscycling {2}" -> the keyword cycling with the type it searches for; None when
    the text isn't typecycling of a type the rules name (205)."""
    m = _WORD.match(text.strip())
    if m is None or not m.group("words"):
        return None
    words = m.group("words").strip()
    selector = _selector(words)
    if selector is None:
        return None
    cost = (m.group("cost") or "").strip().lstrip("\u2014").strip() or None
    return KeywordAbility(text=text.strip(), keyword="cycling", param=cost,
                          extra=(CyclingType(words.lower(), selector),))


__all__ = ["CyclingType", "cycling_type", "typecycling"]
