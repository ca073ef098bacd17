"""106.6: "Spend this mana only to cast <kinds of> spells [or activate abilities of <kinds of>
sources]." read as one `rules.mana_spend_only` restriction:

    to cast an Ally spell                                 to cast legendary spells
    to cast a Dragon creature spell                       to cast Mount or Vehicle spells
    to cast a Cleric, Rogue, Warrior, or Wizard spell     to cast Aura and/or Equipment spells
    to cast a Dragon spell or an Omen spell               to cast blue creature spells
    ... or [to] activate an ability of an Ally source     ... or activate abilities of Dragons
    ... or activate an ability                            to activate abilities of land sources
    to activate an ability or cast an artifact spell

Each kind is card types, supertypes, subtypes and color words, all of which the spell (or
the ability's source) must have (205.2-205.4, 105.2). "<kind> spell of the chosen type" adds
the source's chosen creature type to the kind (`rules.mana_riders.CHOSEN`). A wording with
anything else ("a spell with devoid") isn't read here; "and that spell can't be countered" is
`compiler.effects.mana_riders`'."""

from __future__ import annotations

import pyparsing as pp

from arbiter.cards.subtypes import ALL_SUBTYPES
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules.mana_riders import CHOSEN
from arbiter.rules.mana_spend_only import COLOR_COUNTS, encode

_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
          "planeswalker", "sorcery")
_SUPERTYPES = ("legendary", "snow", "basic")
_COLORS = ("white", "blue", "black", "red", "green")


def _plurals(word: str) -> list[str]:
    out = [word + "s"]
    if word.endswith("y"):
        out.append(word[:-1] + "ies")
    if word.endswith("f"):
        out.append(word[:-1] + "ves")
    if word.endswith(("ch", "sh", "x", "s")):
        out.append(word + "es")
    return out


def _forms() -> dict[str, str]:
    """Each word (singular and plural) to the quality it names."""
    forms: dict[str, str] = {}
    for w in _TYPES + _SUPERTYPES:
        for f in (w, *_plurals(w)):
            forms[f] = w.capitalize()
    for w in (*_COLORS, *COLOR_COUNTS):
        forms[w] = w
    for sub in ALL_SUBTYPES:
        if not sub[:1].isupper() or "\u2019" in sub:
            continue
        for f in (sub, *_plurals(sub)):
            forms.setdefault(f, sub)
    return forms


_FORMS = _forms()
_WORD = pp.Regex("|".join(rf"(?:{pp.re.escape(f)})" for f in sorted(_FORMS, key=len,
                                                                      reverse=True))
                 + r"(?![\w-])").set_parse_action(lambda t: _FORMS[t[0]])
#: 205.2-205.4: the qualities of one kind, all of which it must have ("blue creature").
_KIND = pp.Group(pp.OneOrMore(~kws("spell", "spells", "source", "sources") + _WORD)
                 ).set_parse_action(lambda t: frozenset(t[0]))
_ART = pp.Optional(kws("a", "an").suppress())
_SEP = pp.MatchFirst([lit(",") + (sup("and/or") | sup("or") | sup("and")), lit(","),
                      sup("and/or"), sup("or")]).suppress()
_KINDS = _ART + _KIND + pp.ZeroOrMore(_SEP + _ART + _KIND)
#: "of the chosen type": the creature type the mana's source chose (`rules.mana_riders`)
_OF_CHOSEN = kw("of the chosen type").set_parse_action(lambda: CHOSEN)


def _chosen(t: pp.ParseResults) -> list[frozenset[str]]:
    kinds = list(t)
    if kinds and kinds[-1] == CHOSEN:
        return [k | {CHOSEN} for k in kinds[:-1]]
    return kinds


_SPELL_KINDS = (_KINDS + kws("spell", "spells").suppress() + pp.Optional(_OF_CHOSEN)
                ).set_parse_action(_chosen)
_SPELLS = _SPELL_KINDS + pp.ZeroOrMore(sup("or") + _SPELL_KINDS)
#: "of an Ally source" / "of Elemental sources" / "of Dragons" / "of colorless Eldrazi"
_SOURCES = (_KINDS + pp.Optional(kws("source", "sources", "permanent", "permanents")
                                 ).suppress() + pp.Optional(_OF_CHOSEN)).set_parse_action(_chosen)
_ANY = object()
_ACTIVATE = sup("activate") + pp.MatchFirst([
    (sup("an ability of") + pp.Group(_SOURCES)),
    (sup("abilities of") + pp.Group(_SOURCES)),
    kws("an ability", "abilities").set_parse_action(lambda: [_ANY]),
])


def _side(x: object) -> tuple[frozenset[str], ...] | None:
    return None if x is _ANY else tuple(x)  # type: ignore[arg-type]


def _cast_first(t: pp.ParseResults) -> str:
    spells = tuple(t[0])
    sources = _side(t[1]) if len(t) > 1 else ()
    return encode(spells, sources)


def _activate_first(t: pp.ParseResults) -> str:
    sources = _side(t[0])
    spells = tuple(t[1]) if len(t) > 1 else ()
    return encode(spells, sources)


#: What follows "Spend this mana only to" (before the period).
SPEND_ONLY = pp.MatchFirst([
    (sup("cast") + pp.Group(_SPELLS)
     + pp.Optional(pp.Optional(lit(",")).suppress() + sup("or") + pp.Optional(sup("to"))
                   + _ACTIVATE)).set_parse_action(_cast_first),
    (_ACTIVATE + pp.Optional(sup("or cast") + pp.Group(_SPELLS))
     ).set_parse_action(_activate_first),
])

__all__ = ["SPELL_KINDS", "SPEND_ONLY"]

#: "<kinds of> spell(s) [or <kinds of> spell(s)]" (the alternatives, 106.6)
SPELL_KINDS = pp.Group(_SPELLS)
