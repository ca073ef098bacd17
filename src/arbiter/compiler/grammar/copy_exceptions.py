"""707.9b: the exceptions a copy effect makes as part of copying ("..., except <exception>
[, <exception>] [, and <exception>]"), shared by the copy templates (token copies, "becomes a
copy of", copies of spells):

    <exception> := <it> isn't legendary | <it>'s not legendary               (205.4)
                 | <it>'s <P>/<T>                                         (the copy's P/T)
                 | <it>'s black                                   (105.3: colors replaced)
                 | <it>'s a [<P>/<T>] [<colors>] <creature types>
                                       (205.1a / 105.3: creature types and colors replaced)
                 | <it>'s a [<P>/<T>] [<colors>] <types> in addition to its other types
                 | <it>'s a ... in addition to its other colors and types   (105.3: added)
                 | <it> has <abilities> [and this ability] | <it> has this ability
                 | its name is ~                    (the name of the object with the ability)
                 | it doesn't copy that creature's color      (707.9c: its own colors kept)
    <it> := it | he | she | the token | the copy | (nothing, after the first exception)

Each exception becomes one of the copy's copiable values (707.9b), so a copy of the copy has
it too. "This ability" is the ability whose effect makes the copy (707.9b: Cryptoplasm); "~"
in "its name is ~" is the name of the object the ability belongs to. Both are filled in as the
effect starts (`CopyExceptions.this_ability`, `CopyExceptions.own_name`). An exception this
grammar doesn't list ("it enters with ...", one with a condition) leaves the line unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.compiler.grammar.lexicon import COLOR_WORD, SUBTYPE, SUPERTYPE, kw, kws, lit, sup
from arbiter.compiler.statics.predicates import ABILITY_LIST
from arbiter.rules.copiable import CopyExceptions

_PT = pp.Regex(r"(\d+)/(\d+)").set_parse_action(
    lambda t: [("pt", tuple(int(x) for x in t[0].split("/")))])
_COLOR_LIST = COLOR_WORD + pp.ZeroOrMore(pp.Optional(lit(",")) + pp.Optional(sup("and"))
                                         + COLOR_WORD)
_COLORS = _COLOR_LIST.copy().set_parse_action(lambda t: [("colors", frozenset(t))])
#: What ends one exception: the line's period, the next exception, or the sentence going on.
_END = pp.FollowedBy(lit(".") | lit(",") | kw("and"))

_IS = kws("it's", "he's", "she's", "it is", "the token is", "the copy is", "is").suppress()
_ISNT = kws("it isn't", "it's not", "he isn't", "he's not", "she isn't", "she's not",
            "the token isn't", "the token's not", "the copy isn't", "isn't").suppress()
_HAS = kws("it has", "he has", "she has", "the token has", "the copy has", "has").suppress()

_TYPE_WORD = (kws("artifact", "creature", "enchantment", "land").set_parse_action(
    lambda t: ("type", t[0].capitalize()))
    | SUBTYPE.copy().add_parse_action(lambda t: ("sub", t[0]))
    | SUPERTYPE.copy().add_parse_action(lambda t: ("super", t[0].capitalize())))
_TYPE_WORDS = pp.Group(_TYPE_WORD + pp.ZeroOrMore(pp.Optional(sup("and")) + _TYPE_WORD))


def _described(t: pp.ParseResults, how: str) -> list[tuple[str, object]]:
    """The fields of "<it>'s a [P/T] [colors] <types> [in addition to ...]"."""
    out: list[tuple[str, object]] = []
    words: list[tuple[str, str]] = []
    for x in t:
        if isinstance(x, tuple) and x[0] in ("pt", "colors"):
            out.append(x)
        else:
            words = [tuple(w) for w in x]
    if how == "replace":
        # 205.1a: "it's a 4/4 black Zombie": the creature types given replace the copied
        # ones; a card type or supertype named without "in addition" isn't read here.
        if any(kind != "sub" or word not in CREATURE_TYPES for kind, word in words):
            raise pp.ParseException("", 0, "a replacing description with other than creature "
                                    "types")
        out.append(("creature_types", frozenset(w for _k, w in words)))
        return out
    if how == "colors_and_types":
        out = [("add_colors", v) if k == "colors" else (k, v) for k, v in out]
    for kind, field in (("type", "add_types"), ("sub", "add_subtypes"),
                        ("super", "add_supertypes")):
        found = frozenset(w for k, w in words if k == kind)
        if found:
            out.append((field, found))
    return out


_DESCRIPTION = pp.Optional(kws("a", "an")).suppress() + pp.Optional(_PT) \
    + pp.Optional(_COLORS) + _TYPE_WORDS
_SETS = pp.MatchFirst([
    (_IS + _DESCRIPTION + sup("in addition to its other colors and types")).set_parse_action(
        lambda t: _described(t, "colors_and_types")),
    (_IS + _DESCRIPTION + sup("in addition to its other") + pp.Optional(kw("creature"))
     .suppress() + sup("types")).set_parse_action(lambda t: _described(t, "add")),
    (_IS + kws("a", "an").suppress() + pp.Optional(_PT) + pp.Optional(_COLORS) + _TYPE_WORDS
     + _END).set_parse_action(lambda t: _described(t, "replace")),
])
_SIZE = (_IS + pp.Optional(kws("a", "an")).suppress() + _PT + _END)
_COLORED = (_IS + _COLORS + _END)
_NOT_LEGENDARY = (_ISNT + kw("legendary") + _END).set_parse_action(
    lambda: [("remove_supertypes", frozenset({"Legendary"}))])
_THIS_ABILITY = kw("this ability").set_parse_action(lambda: [("this_ability", True)])
_HAS_ITEMS = _HAS + pp.MatchFirst([
    _THIS_ABILITY,
    ABILITY_LIST.copy().add_parse_action(lambda t: [("add_abilities", tuple(t[0]))])
    + pp.Optional(sup("and") + _THIS_ABILITY),
])
_NAMED = (kws("its name is", "his name is", "her name is").suppress() + kw("~")
          ).set_parse_action(lambda: [("own_name", True)])
#: 707.9c: "it doesn't copy that creature's color" (Vesuvan Doppelganger)
_KEEPS_COLOR = (kws("it doesn't copy that creature's color") + _END).set_parse_action(
    lambda: [("keep_colors", True)])
_ITEM = _NOT_LEGENDARY | _SETS | _SIZE | _COLORED | _HAS_ITEMS | _NAMED | _KEEPS_COLOR


def exceptions_of(t: pp.ParseResults) -> CopyExceptions:
    """The `CopyExceptions` the items name; an item setting a field twice isn't read."""
    fields: dict[str, object] = {}
    for key, value in t:
        if key == "pt":
            key, value = "power", value
        if key in fields:
            raise pp.ParseException("", 0, f"two exceptions setting {key}")
        if key == "power":
            fields["power"], fields["toughness"] = value  # type: ignore[misc]
        else:
            fields[key] = value
    return CopyExceptions(**fields)  # type: ignore[arg-type]


#: "<exception>[, <exception>][, and <exception>]"
EXCEPTIONS = (_ITEM + pp.ZeroOrMore(pp.Optional(lit(",")) + pp.Optional(sup("and")) + _ITEM)
              ).set_parse_action(lambda t: [exceptions_of(t)])
#: ", except <exceptions>"
EXCEPT = lit(",").suppress() + sup("except") + EXCEPTIONS

__all__ = ["EXCEPT", "EXCEPTIONS", "exceptions_of"]
