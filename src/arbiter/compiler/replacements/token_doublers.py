"""614.1a: lines replacing a token-creation event (the engine is
`engine.replacement.token_creation`):

    If one or more tokens would be created under your control, twice that many of those
    tokens are created instead.                                      (Mondrak, Adrix and Nev)
    If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead.                           (Anointed Procession's wording)
    If one or more creature tokens would be created under your control, three times that
    many of those tokens are created instead.                                    (Ojer Taq)
    If one or more tokens would be created, twice that many ... instead.      (Primal Vigor)
    ..., those tokens plus a Clue token are created instead.  (and "plus an additional")
    If you would create one or more [Treasure] tokens, instead create those tokens plus an
    additional Treasure token.                                        (Xorn, Tippy-Toe)
    ..., those tokens plus that many 1/1 green Squirrel creature tokens are created instead.
    ..., that many 4/4 white Angel creature tokens with flying and vigilance are created
    instead.                                                           (Divine Visitation)

As a static ability (604.1) or, after "Until end of turn,", a resolved effect (611.2a; Kaya,
Geist Hunter's −2). "An effect would create" reads as any creation: tokens are created only
by effects (111.1).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.tokens import TOKEN_SPEC
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.token_changes import TOKENS_INSTEAD, TokenChange
from arbiter.state.effects import END_OF_TURN, EffectSpec

_TYPES = pp.Optional(kws("creature", "artifact").set_parse_action(lambda t: ("types",
                                                                            t[0].capitalize())))
_YOURS = pp.Optional(kw("under your control").set_parse_action(lambda: ("yours",)))
#: "Treasure tokens": the tokens of one artifact subtype (205.3g)
_SUBTYPE = kws("Treasure", "Food", "Clue", "Blood").set_parse_action(
    lambda t: ("subtypes", t[0].capitalize()))
_EVENT = pp.MatchFirst([
    sup("if one or more") + _TYPES + sup("tokens would be created") + _YOURS,
    sup("if an effect would create one or more") + _TYPES + sup("tokens") + _YOURS,
    # 111.2: the player who creates a token is the one under whose control it enters
    (sup("if you would create one or more") + pp.Optional(_SUBTYPE) + _TYPES + sup("tokens")
     + pp.Empty().set_parse_action(lambda: ("yours",))),
])


def _token(words: str) -> tuple[Any, Any]:
    """A token phrase read by the token grammar: (token, count)."""
    try:
        made = (TOKEN_SPEC + pp.StringEnd()).parse_string(words)[0]
    except pp.ParseException as e:
        raise pp.ParseException("", 0, "not a token") from e
    if made[2]:
        raise pp.ParseException("", 0, "a tapped token")  # not in these lines' wording
    return made[0], made[1]


def _plus(t: pp.ParseResults) -> tuple[str, int, Any]:
    words = t[0]
    if words.startswith("an additional "):
        words = "a " + words[len("an additional "):]
    token, count = _token(words)
    if count == 1:
        return ("plus", 1, token)
    if type(count).__name__ == "ThatMany":
        return ("plus_each", 1, token)
    raise pp.ParseException("", 0, "another count")


def _each(t: pp.ParseResults) -> tuple[str, int, Any]:
    token, count = _token(t[0])
    if type(count).__name__ != "ThatMany":
        raise pp.ParseException("", 0, "not 'that many'")
    return ("instead_each", 1, token)


_WORDS = pp.Regex(r"[^,.]+?(?= are created instead)")
_RESULT = pp.MatchFirst([
    (kws("twice", "three times") + sup("that many of those tokens are created instead")
     ).set_parse_action(lambda t: ("times", 2 if t[0] == "twice" else 3, None)),
    (sup("it creates") + kws("twice", "three times") + sup("that many of those tokens instead")
     ).set_parse_action(lambda t: ("times", 2 if t[0] == "twice" else 3, None)),
    (sup("those tokens plus") + _WORDS + sup("are created instead")).set_parse_action(_plus),
    (sup("instead create those tokens plus") + pp.Regex(r"[^,.]+?(?=\.)")
     ).set_parse_action(_plus),
    (pp.FollowedBy(kw("that many")) + _WORDS + sup("are created instead")
     ).set_parse_action(_each),
])


def _change(items: list[Any]) -> TokenChange:
    op, n, token = next(x for x in items if isinstance(x, tuple) and len(x) == 3)
    types = tuple(x[1] for x in items if isinstance(x, tuple) and x[0] == "types")
    subtypes = tuple(x[1] for x in items if isinstance(x, tuple) and x[0] == "subtypes")
    anyone = not any(isinstance(x, tuple) and x[0] == "yours" for x in items)
    return TokenChange(op, n, token, types, anyone, subtypes)


def _static(t: pp.ParseResults) -> StaticAbility:
    part = RulesPart(rule=TOKENS_INSTEAD, detail=_change(list(t)))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (part,)),))


def _until_end_of_turn(t: pp.ParseResults) -> list[list[Any]]:
    part = RulesPart(rule=TOKENS_INSTEAD, detail=_change(list(t)))
    return [[I.CreateEffect(parts=(part,), affected=None, duration=END_OF_TURN,
                            rules_only=True)]]


#: 614.1a, 604.1: the static line.
TOKEN_DOUBLER_LINE = (_EVENT + lit(",") + _RESULT + lit(".") + pp.StringEnd()
                      ).set_parse_action(_static).set_name("token replacement")
#: 614.1a, 611.2a: "Until end of turn, if one or more tokens would be created ..., ...
#: instead." as an effect.
TOKEN_DOUBLER_THIS_TURN = (sup("until end of turn") + lit(",") + _EVENT + lit(",") + _RESULT
                           + pp.FollowedBy(lit("."))).set_parse_action(_until_end_of_turn)

__all__ = ["TOKEN_DOUBLER_LINE", "TOKEN_DOUBLER_THIS_TURN"]
