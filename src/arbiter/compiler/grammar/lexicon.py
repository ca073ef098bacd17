"""The words of the templates: numbers, colors, card types, subtypes, counters (pyparsing).

Each element parses one word or fixed phrase and gives back its meaning (an int, a Color, a
type name), so the grammar modules read like the Oracle templates they follow.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.cards.mana import ManaSymbol
from arbiter.cards.plurals import plural
from arbiter.cards.subtypes import ALL_SUBTYPES, MULTI_WORD_SUBTYPES
from arbiter.vocab import Color

# Packrat memoisation is left off: measured on a sample of 2,000 Oracle lines it made
# compiling twice as slow (the grammar backtracks little, and the cache costs more).

CARD_TYPE_WORDS = ("artifact", "battle", "creature", "enchantment", "instant", "kindred",
                   "land", "planeswalker", "sorcery", "tribal")


_IDENT = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$")


def _phrase_pattern(phrase: str) -> str:
    """A phrase as a regular expression: its words in order, whitespace between words that
    need it, and word boundaries at both ends (as pyparsing's CaselessKeyword checks)."""
    words = phrase.split()
    out = re.escape(words[0])
    for prev, word in zip(words, words[1:], strict=False):
        gap = r"\s+" if prev[-1] in _IDENT and word[0] in _IDENT else r"\s*"
        out += gap + re.escape(word)
    return out


def kws(*phrases: str) -> pp.ParserElement:
    """Any one of several fixed phrases (longest first), case-insensitive. Its results are
    the phrase's words as written here ("you control" -> ["you", "control"]), whatever the
    case in the text. One regular expression for all: much faster than a keyword per word."""
    ordered = sorted(phrases, key=len, reverse=True)
    by_text = {" ".join(p.lower().split()): p.split() for p in ordered}
    pattern = "|".join(_phrase_pattern(p) for p in ordered)
    rx = pp.Regex(r"(?<![\w$])(?:" + pattern + r")(?![\w$])", flags=re.IGNORECASE)
    rx.set_name(" | ".join(repr(p) for p in ordered[:3]))
    return rx.set_parse_action(lambda t: list(by_text[" ".join(t[0].lower().split())]))


def kw(phrase: str) -> pp.ParserElement:
    """A fixed phrase, word by word, case-insensitive ("you control")."""
    return kws(phrase)


def sup(phrase: str) -> pp.ParserElement:
    """A phrase that carries no meaning of its own (suppressed from the results)."""
    return kw(phrase).suppress()


def lit(s: str) -> pp.ParserElement:
    return pp.Literal(s).suppress()


PERIOD = lit(".")
COMMA = lit(",")

_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20,
}
#: "two", "3", "a": a count (107.1).
NUMBER_WORD = pp.one_of([w for w in _NUMBER_WORDS if w not in ("a", "an")], caseless=True,
                        as_keyword=True).set_parse_action(lambda t: _NUMBER_WORDS[t[0].lower()])
DIGITS = pp.Regex(r"\d+").set_parse_action(lambda t: int(t[0]))
NUMBER = (DIGITS | NUMBER_WORD).set_name("number")
A_NUMBER = (NUMBER | pp.one_of("a an", caseless=True, as_keyword=True)
            .set_parse_action(lambda t: 1)).set_name("count")
SIGNED = pp.Regex(r"[+-](?:\d+|X)").set_name("+N")

COLOR_WORD = pp.one_of([c.value for c in Color], caseless=True, as_keyword=True
                       ).set_parse_action(lambda t: Color(t[0].lower()))
COLORLESS = kw("colorless")

#: A card type as a word (205.2a), singular or plural, given back capitalized.
_TYPE_FORMS = {w: w.capitalize() for w in CARD_TYPE_WORDS}
_TYPE_FORMS.update({w + "s": w.capitalize() for w in CARD_TYPE_WORDS if w != "sorcery"})
_TYPE_FORMS["sorceries"] = "Sorcery"
_TYPE_FORMS.pop("tribals", None)
CARD_TYPE = pp.one_of(list(_TYPE_FORMS), caseless=True, as_keyword=True
                      ).set_parse_action(lambda t: _TYPE_FORMS[t[0].lower()])
PLURAL_TYPE = {w for w in _TYPE_FORMS if w.endswith("s") and w != "sorceries"} | {"sorceries"}


_SUBTYPE_FORMS: dict[str, str] = {}
for _s in sorted(ALL_SUBTYPES):
    # the card data spells "Urza's" with a straight apostrophe, the CR's list a curly one
    _SUBTYPE_FORMS[_s.replace("\u2019", "'")] = _s.replace("\u2019", "'")
    _SUBTYPE_FORMS.setdefault(plural(_s), _s)
_SUBTYPE_FORMS["Dwarves"] = "Dwarf"
_SUBTYPE_FORMS["Mice"] = "Mouse"
_SUBTYPE_FORMS["Octopi"] = "Octopus"
_SUBTYPE_FORMS["Sorceries"] = "Sorcery"
#: A subtype, singular or plural ("Goblin", "Goblins"), given back in its singular form.
SUBTYPE = pp.one_of(sorted(_SUBTYPE_FORMS, key=len, reverse=True), as_keyword=True
                    ).set_parse_action(lambda t: _SUBTYPE_FORMS[t[0]]).set_name("subtype")
assert all(" " not in s or s in MULTI_WORD_SUBTYPES for s in ALL_SUBTYPES)

SUPERTYPE = pp.one_of("basic legendary snow world", caseless=True, as_keyword=True
                      ).set_parse_action(lambda t: t[0].capitalize())

#: Counter kinds (122.1): "+1/+1", "-1/-1", or a word ("charge", "oil").
COUNTER_KIND = (pp.Regex(r"[+-]\d+/[+-]\d+")
                # 122.1b: the keyword counters of two words
                | kws("first strike", "double strike").add_parse_action(lambda t: " ".join(t))
                | pp.Regex(r"[a-z][a-z-]*")).set_name("kind")

def _mana_symbol(text: str) -> bool:
    """107.4: only mana symbols make a mana cost; {T}, {Q} (107.5, 107.6), {E} (107.14) and
    the other symbols in braces are not mana."""
    try:
        ManaSymbol.parse(text)
    except ValueError:
        return False
    return True


MANA_SYMBOL = pp.Regex(r"\{[^}]+\}").add_condition(lambda t: _mana_symbol(t[0]))
MANA_COST = pp.Combine(pp.OneOrMore(MANA_SYMBOL)).set_name("mana cost")
