"""702.139a: "Companion—[Condition]", a keyword ability that functions outside the game: the
condition (`rules.deck_conditions`) is read into data, one template per wording of the
printed companions; a condition no template reads exactly ("Your starting deck contains at
least twenty cards more than the minimum deck size": a format's minimum deck size, 100.2a,
which a game doesn't know; expansion symbols; "nostalgic cards") keeps the whole line an
explicit unsupported part (principle 5).

    Companion — Each <permanent|nonland|creature> card in your starting deck has mana value
                N or less.
    Companion — Your starting deck contains only cards with mana value N or greater and
                land cards.
    Companion — Your starting deck contains only cards with <even|odd> mana values[ and
                land cards].
    Companion — Each nonland card in your starting deck has a different name.
    Companion — Each nonland card in your starting deck shares a card type.
    Companion — No card in your starting deck has more than one of the same mana symbol in
                its mana cost.
    Companion — Each creature card in your starting deck is a <subtype>, ... or <subtype>
                card.
"""

from __future__ import annotations

import re

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.rules.abilities import Ability, KeywordAbility
from arbiter.rules.deck_conditions import COMPANION, DeckCondition
from arbiter.rules.keywords import strip_reminder

_LINE = re.compile(r"^Companion\s*[\u2014-]\s*(?P<condition>.+)$")
_DECK = "in your starting deck"
_ONLY = "Your starting deck contains only cards with"
_SUBTYPE_LIST = re.compile(r"^(?:an? )?(?P<first>.+?)(?:,? or (?P<last>\w+))? card$")


def _subtypes(words: str) -> tuple[str, ...] | None:
    """"a Cat, Elemental, Nightmare, Dinosaur, or Beast card": creature types only."""
    m = _SUBTYPE_LIST.match(words)
    if m is None:
        return None
    names = [w.strip() for w in m.group("first").split(",") if w.strip()]
    if m.group("last"):
        names.append(m.group("last"))
    if not names or any(n not in CREATURE_TYPES for n in names):
        return None
    return tuple(names)


def condition(text: str) -> DeckCondition | None:
    """702.139a: the condition of a companion ability; None for a wording not read."""
    if m := re.fullmatch(rf"Each (permanent|nonland|creature) card {_DECK} has mana value "
                         r"(\d+) or less\.", text):
        return DeckCondition(m.group(1), "mana_value_at_most", int(m.group(2)))
    if m := re.fullmatch(rf"{_ONLY} mana value (\d+) or greater and land cards\.", text):
        return DeckCondition("nonland", "mana_value_at_least", int(m.group(1)))
    if m := re.fullmatch(rf"{_ONLY} (even|odd) mana values( and land cards)?\.", text):
        return DeckCondition("nonland" if m.group(2) else "card", f"{m.group(1)}_mana_value")
    if text == f"Each nonland card {_DECK} has a different name.":
        return DeckCondition("nonland", "different_names")
    if text == f"Each nonland card {_DECK} shares a card type.":
        return DeckCondition("nonland", "shared_card_type")
    if text == (f"No card {_DECK} has more than one of the same mana symbol in its mana "
                "cost."):
        return DeckCondition("card", "no_repeated_mana_symbol")
    if m := re.fullmatch(rf"Each creature card {_DECK} is (.+)\.", text):
        subtypes = _subtypes(m.group(1))
        if subtypes is not None:
            return DeckCondition("creature", "subtype_among", subtypes=subtypes)
    return None


def companion_line(line: str) -> list[Ability] | None:
    """702.139a: a companion ability whose condition is read; None for any other line."""
    text = strip_reminder(line)
    m = _LINE.match(text)
    if m is None:
        return None
    found = condition(m.group("condition").strip())
    if found is None:
        return None
    return [KeywordAbility(text=text, keyword=COMPANION, param=m.group("condition").strip(),
                           extra=(found,))]


__all__ = ["companion_line", "condition"]
