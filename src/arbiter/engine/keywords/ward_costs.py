"""702.21a: the costs a ward keyword names after its dash, beyond one mana cost, one life
payment or one discard (`engine.keywords.triggered.ward_cost`):

    Ward—{2}, Pay 2 life.                 (118.12: each part paid, in the order printed)
    Ward—Discard a card at random.        (701.9b)
    Ward—Sacrifice a creature.            (701.21a: a permanent the paying player controls)
    Ward—Sacrifice a Food.
    Ward—Sacrifice three nonland permanents.

"That player" (the controller of the spell or ability that targeted the permanent) pays, as
the ward ability resolves (118.12); a player who can't pay all of it can't pay (118.3), and
the spell or ability is countered. A part this module doesn't know ("Sacrifice a legendary
artifact or legendary creature", "Pay life equal to ...", "Discard a card or pay {2}") makes
the whole cost None: the keyword stays an unread part (principle 5)."""

from __future__ import annotations

import re

from arbiter.cards.subtypes import subtype_kind
from arbiter.rules import selectors as s
from arbiter.rules.costs import Cost, DiscardCard, ManaPayment, PayLife, SacrificePermanents
from arbiter.rules.random_discard_cost import DiscardCardAtRandom

_MANA = re.compile(r"(?:\{(?:[0-9]+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG])\})+")
_LIFE = re.compile(r"pay (\d+) life", re.IGNORECASE)
_SACRIFICE = re.compile(r"sacrifice (a|an|one|two|three|four|five) (nonland )?(\w+?)s?",
                        re.IGNORECASE)
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
#: 205.2a: the card types a permanent may have, and "permanent" itself (110.1)
_TYPES = {"creature": s.CREATURE, "artifact": s.ARTIFACT, "enchantment": s.ENCHANTMENT,
          "land": s.LAND, "permanent": s.PERMANENT,
          "planeswalker": s.And((s.PERMANENT, s.IsType("Planeswalker")))}


def parse(text: str) -> tuple[Cost, ...] | None:
    """The costs of a ward keyword's text ("{2}, Pay 2 life"), or None when a part of it
    isn't one the engine can ask for as the ability resolves."""
    parts = [p.strip() for p in text.strip().rstrip(".").split(",")]
    out: list[Cost] = []
    for part in parts:
        cost = _one(part)
        if cost is None:
            return None
        out.append(cost)
    return tuple(out) if out else None


def _one(part: str) -> Cost | None:
    if _MANA.fullmatch(part):
        return ManaPayment(mana=part)
    if m := _LIFE.fullmatch(part):
        return PayLife(amount=int(m.group(1)))  # 119.4
    if part.lower() == "discard a card":
        return DiscardCard()  # 701.9a
    if part.lower() == "discard a card at random":
        return DiscardCardAtRandom()  # 701.9b
    if m := _SACRIFICE.fullmatch(part):
        word = m.group(3)
        n = _COUNTS[m.group(1).lower()]
        if (n == 1) == part.endswith("s"):
            return None  # "a creatures", "two creature": not a phrase of a card
        selector = _selector(word)
        if selector is None:
            return None
        if m.group(2):  # "nonland"
            selector = s.And((selector, s.Not(s.IsType("Land"))))
        return SacrificePermanents(selector=selector, n=n,
                                   description=part.split(" ", 1)[1])  # 701.21a
    return None


def _selector(word: str) -> s.Selector | None:
    if word.lower() in _TYPES:
        return _TYPES[word.lower()]
    if word[:1].isupper() and subtype_kind(word) is not None:
        # 205.3: an artifact, creature, ... subtype ("a Food"): a permanent with it
        return s.And((s.PERMANENT, s.IsSubtype(word)))
    return None


__all__ = ["parse"]
