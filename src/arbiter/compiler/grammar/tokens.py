"""Token descriptions (111.4, 111.10): "a 2/2 black Zombie creature token with decayed",
"two Treasure tokens", 'a 1/1 red Devil creature token with "When this creature dies, ..."'.

Each gives back (TokenDef or predefined name, count, tapped)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import (
    A_NUMBER,
    CARD_TYPE,
    COLOR_WORD,
    SUBTYPE,
    SUPERTYPE,
    kw,
    kws,
    lit,
    sup,
)
from arbiter.compiler.grammar.token_keywords import TOKEN_KEYWORDS
from arbiter.compiler.grammar.token_text import token_text_read
from arbiter.engine.zones.tokens import PREDEFINED as ENGINE_PREDEFINED
from arbiter.rules import values as V
from arbiter.state.objects import TokenDef
from arbiter.vocab import COLOR_ORDER

#: 111.10: predefined tokens by name (each defined by the engine, `engine.zones.tokens`).
PREDEFINED = ("Treasure", "Food", "Clue", "Blood", "Gold", "Powerstone", "Map", "Junk",
              "Incubator", "Shard", "Walker", "Lander", "Mutagen", "Vibranium")


def _defined(name: str) -> None:
    """111.10: the engine's definition of a predefined token, its text read in full
    (`compiler.grammar.token_text`); otherwise the line creating it is left unread."""
    token = ENGINE_PREDEFINED.get(name.lower())
    if token is None or not token_text_read(token):
        raise pp.ParseException("", 0, f"a {name} token the engine doesn't define or read")

_COUNT = (A_NUMBER | kw("X").set_parse_action(lambda: "X")
          | kw("twice that many").set_parse_action(lambda: V.Scaled(V.ThatMany(), 2))
          | kw("that many").set_parse_action(lambda: V.ThatMany()))
_PT = pp.Regex(r"(\d+|X)/(\d+|X)")
_COLORS = pp.Group(pp.Optional(
    kw("colorless").suppress()
    | (COLOR_WORD + pp.ZeroOrMore(pp.Optional(pp.Literal(",")).suppress()
                                  + pp.Optional(kw("and")).suppress() + COLOR_WORD))))
_TYPES = pp.Group(pp.OneOrMore(SUPERTYPE.copy().add_parse_action(lambda t: "super:" + t[0])
                               | SUBTYPE.copy().add_parse_action(lambda t: "sub:" + t[0])
                               | CARD_TYPE))
#: 702: "with flying and haste", "with toxic 1" (`compiler.grammar.token_keywords`).
_KEYWORDS = TOKEN_KEYWORDS
_QUOTED = pp.QuotedString('"', unquote_results=False)
#: 111.4: what the token is created with: keywords and quoted abilities in a list ('with
#: flying and "..."', 'with "..." and equip {2}', 'with "..." and "..."', 'with indestructible,
#: "...," and equip {0}').
_WITH_ITEM = _KEYWORDS | _QUOTED
_WITH = kw("with").suppress() + pp.Group(_WITH_ITEM + pp.ZeroOrMore(
    ((pp.Literal(",") + pp.Optional(kw("and"))) | kw("and")).suppress() + _WITH_ITEM))
_TAPPED = kws("that's tapped", "that are tapped", "tapped").set_parse_action(lambda: "tapped")
#: 111.4: "a 1/1 colorless Insect artifact creature token with flying named Wasp": the name
#: the effect gives the token (capitalised words).
_NAMED = (kw("named").suppress() + pp.Regex(r"[A-Z][A-Za-z'-]*(?: (?:of |the )?[A-Z][A-Za-z'-]*)*")
          ).set_parse_action(lambda t: "name:" + t[0])


#: 111.2: "create a tapped 2/2 black Zombie creature token" (today's wording puts "tapped"
#: before the token's description).
_TAPPED_FIRST = kw("tapped").set_parse_action(lambda: "tapped_first")


def _without_tapped_first(t: pp.ParseResults) -> tuple[list, bool]:
    items = list(t)
    if len(items) > 1 and items[1] == "tapped_first":
        return [items[0], *items[2:]], True
    return items, False


def _made(t: pp.ParseResults) -> tuple[TokenDef, int | str, bool]:
    return _build(t, True)


def _sentence(text: str) -> str:
    """A quoted ability inside a list is printed without its period ('with "This token can't
    block" and "..."') or with the list's comma ('"...double strike," and equip {0}')."""
    text = text.rstrip(",").rstrip()
    return text if text.endswith((".", "'")) else text + "."


def _build(t: pp.ParseResults | list, check: bool) -> tuple[TokenDef, int | str, bool]:
    t, first = _without_tapped_first(t)  # type: ignore[assignment]
    n = t[0]
    pt = t[1] if isinstance(t[1], str) and "/" in t[1] else None
    rest = list(t[2:] if pt else t[1:])
    colors, types = rest[0], rest[1]
    abilities = next((list(w) for w in rest[2:] if isinstance(w, pp.ParseResults)), [])
    tapped = first or "tapped" in rest
    cards = tuple(w for w in types if not w.startswith(("sub:", "super:")))
    subs = tuple(w[4:] for w in types if w.startswith("sub:"))
    supers = tuple(w[6:] for w in types if w.startswith("super:"))
    lines: list[str] = []
    for a in abilities:
        if a.startswith('"'):
            lines.append(_sentence(a.strip('"')))
        else:
            lines.extend(k.strip().capitalize() for k in
                         a.replace(", and ", ", ").replace(" and ", ", ").split(","))
    p = q = None
    if pt:
        a, b = pt.split("/")
        p = None if a == "X" else int(a)
        q = None if b == "X" else int(b)
    cols = tuple(c for c in COLOR_ORDER if c in set(colors))
    # 111.4: the name the effect gives it, else its subtypes followed by "Token".
    named = [w[5:] for w in rest if isinstance(w, str) and w.startswith("name:")]
    if named and pt is None and "Creature" in (cards or ("Creature",)):
        raise pp.ParseException("", 0, "a named creature token needs its power and toughness")
    token = TokenDef(name=named[0] if named else " ".join(subs) + " Token" if subs else "Token",
                     types=cards or
                     ("Creature",), subtypes=subs, supertypes=supers, colors=cols, power=p,
                     toughness=q, text="\n".join(lines))
    return (_read(token) if check else token, n, tapped)


def _read(token: TokenDef) -> TokenDef:
    """Principle 5: a token made with an ability the compiler doesn't read (its quoted
    text) leaves the line unread (`compiler.grammar.token_text`)."""
    if not token_text_read(token):
        raise pp.ParseException("", 0, "a token ability that isn't read")
    return token


#: 111.4: "create Ragavan, a legendary 2/1 red Monkey creature token": the name the effect
#: gives it first (a name may hold a comma: "Voja, Friend to Elves, a legendary ...").
_LEGENDARY_NAME = pp.Regex(r"[A-Z][^,.\"]*?(?:, [A-Z][^,.\"]*?)?(?=, an? legendary )")


def _legendary_named(t: pp.ParseResults) -> tuple[TokenDef, int, bool]:
    """One legendary token with the name given (111.4, 205.4a); a creature token needs its
    power and toughness (one defined by a quoted ability isn't read here)."""
    name, *rest = list(t)
    token, n, tapped = _build([1, *rest], False)
    if "Creature" in token.types and (token.power is None or token.toughness is None):
        raise pp.ParseException("", 0, "a named creature token needs its power and toughness")
    token = dataclasses.replace(token, name=name,
                                supertypes=("Legendary", *token.supertypes))
    return (_read(token), 1, tapped)


_CREATURE_REST = (pp.Optional(_TAPPED_FIRST) + pp.Optional(_PT) + _COLORS + _TYPES
                  + kws("token", "tokens")
                  .suppress() + pp.Optional(_NAMED) + pp.Optional(_TAPPED) + pp.Optional(_WITH)
                  + pp.Optional(_NAMED) + pp.Optional(_TAPPED))
_CREATURE_TOKEN = (_COUNT + _CREATURE_REST).set_parse_action(_made)
#: 508.4: "create a tapped and attacking 1/1 red Devil creature token" (today's wording puts
#: "tapped and attacking" first; `compiler.effects.attacking_tokens`): (token, count, True).
def _attacking_first(t: pp.ParseResults) -> list[tuple[TokenDef, int | str, bool]]:
    token, n, _tapped = _made(t)
    return [(token, n, True)]


ATTACKING_FIRST_TOKEN = (_COUNT + sup("tapped and attacking") + _CREATURE_REST
                         ).set_parse_action(_attacking_first)
_PREDEFINED_REST = (pp.Optional(_TAPPED_FIRST) + pp.one_of(PREDEFINED, as_keyword=True)
                    + kws("token", "tokens").suppress() + pp.Optional(_TAPPED))


def _predefined(t: pp.ParseResults) -> tuple[str, object, bool]:
    items, first = _without_tapped_first(t)
    _defined(items[1])
    return (items[1], items[0], first or len(items) > 2)


_PREDEFINED_TOKEN = (_COUNT + _PREDEFINED_REST).set_parse_action(_predefined)
#: 111.2 / 107.1: "a number of 1/1 black Harpy creature tokens with flying" (how many is
#: said after: "equal to ...", `compiler.effects.tokens_equal_to`); its count is "a number".
_A_NUMBER_OF = kw("a number of").set_parse_action(lambda: "a number")
A_NUMBER_OF_TOKENS = ((_A_NUMBER_OF + _PREDEFINED_REST).set_parse_action(_predefined)
                      | (_A_NUMBER_OF + _CREATURE_REST).set_parse_action(_made)
                      ).set_parse_action(lambda t: [t[0]])
def x_sized(token: TokenDef | str) -> bool:
    """Whether a creature token's power or toughness is X ("an X/X ... token", 111.3): the
    token is made with X counted as it is created (`CreateToken.x`). 301.7a: so is a Vehicle
    token's ("an X/X colorless Vehicle artifact token"): its printed power and toughness."""
    return isinstance(token, TokenDef) and (
        "Creature" in token.types or "Vehicle" in token.subtypes) and (
        token.power is None or token.toughness is None)


_LEGENDARY_TOKEN = (_LEGENDARY_NAME + lit(",") + kws("a", "an").suppress() + sup("legendary")
                    + _CREATURE_REST).set_parse_action(_legendary_named)
#: A created token: (token, count, tapped).
TOKEN_SPEC = (_PREDEFINED_TOKEN | _CREATURE_TOKEN | _LEGENDARY_TOKEN).set_parse_action(
    lambda t: [t[0]])
