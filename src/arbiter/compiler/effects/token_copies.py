"""707.2 and 707.9b: "Create a token that's a copy of <object>[, except <exception> [and
<exception>]]." (Croaking Counterpart):

    <exception> := it's a [<P>/<T>] [<colors>] <creature types>   (replace: 205.1a, 105.3)
                 | it's <P>/<T>
                 | it has <abilities>                               (added: 707.9b)
                 | it isn't legendary / the token isn't legendary          (205.4)

The token's copiable values are the object's copiable values as the effect resolves, with the
exceptions made part of them (707.9b): a copy of the token copies them too. What the token
copies is a target permanent or the ability's source ("this creature"); a line naming anything
else, or an exception not listed, is left unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.compiler.grammar.lexicon import COLOR_WORD, SUBTYPE, kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.compiler.statics.predicates import ABILITY_LIST
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.instructions import objects as I

_PT = pp.Regex(r"(\d+)/(\d+)").set_parse_action(
    lambda t: [("pt", tuple(int(x) for x in t[0].split("/")))])
_COLORS = (COLOR_WORD + pp.ZeroOrMore(pp.Optional(lit(",")) + pp.Optional(sup("and"))
                                      + COLOR_WORD)).set_parse_action(
    lambda t: [("colors", frozenset(t))])
#: "it's a 1/1 green Frog": the creature types given replace the copied ones (205.1a), the
#: colors replace the copied colors (105.3).
_CREATURE_TYPE = SUBTYPE.copy().add_condition(lambda t: t[0] in CREATURE_TYPES)
_END = pp.FollowedBy(lit(".") | lit(",") | kws("and"))
_SETS = (sup("it's") + kws("a", "an").suppress() + pp.Optional(_PT) + pp.Optional(_COLORS)
         + pp.Group(pp.OneOrMore(_CREATURE_TYPE)).set_parse_action(
             lambda t: [("creature_types", frozenset(t[0]))]) + _END)
_SIZE = sup("it's") + pp.Optional(kws("a", "an")).suppress() + _PT + _END
#: 707.9b: "it has haste" (Kiki-Jiki, Mirror Breaker): abilities the copy has besides the
#: copied ones; a keyword the engine doesn't carry out leaves the line unread.
_HAS = (kws("it has", "the token has").suppress() + ABILITY_LIST).set_parse_action(
    lambda t: [("add_abilities", tuple(t[0]))])
#: 205.4: "it isn't legendary" / "the token isn't legendary".
_NOT_LEGENDARY = (kws("it isn't legendary", "the token isn't legendary") + _END
                  ).set_parse_action(lambda: [("remove_supertypes", frozenset({"Legendary"}))])
_ITEM = _SETS | _SIZE | _NOT_LEGENDARY | _HAS


def _exceptions(t: pp.ParseResults) -> CopyExceptions:
    fields: dict[str, object] = {}
    for key, value in t:
        if key in fields or (key == "pt" and "power" in fields):
            raise pp.ParseException("", 0, f"two exceptions setting {key}")
        if key == "pt":
            fields["power"], fields["toughness"] = value
        else:
            fields[key] = value
    return CopyExceptions(**fields)  # type: ignore[arg-type]


_EXCEPTIONS = (_ITEM + pp.ZeroOrMore(pp.Optional(lit(",")) + sup("and") + _ITEM)
               ).set_parse_action(lambda t: [_exceptions(t)])


def token_copy_clause(target: pp.ParserElement) -> pp.ParserElement:
    """The clause, copying `target` (the effects' target phrase), a permanent: a card in
    another zone is left unread."""
    on_battlefield = target.copy().add_condition(
        lambda t: getattr(t[0], "spec", None) is not None and t[0].spec.zone == "battlefield")
    # "a copy of this creature" (~): the ability's source (608.2h: as it last existed on
    # the battlefield if it has left, `engine.zones.tokens.create_token_copy`)
    this = kw("~").set_parse_action(lambda: I.Ref.this()) | kws(
        "equipped creature", "enchanted creature").set_parse_action(lambda: I.Ref.attached())
    # "a copy of it" / "that creature": the triggering event's object (bound by
    # `compiler.grammar.refs.bind`); not after an exile in the same line, where "it" would
    # name the card in exile rather than the permanent as it last existed (608.2h), and
    # only with the whole sentence read as the copy's exceptions
    pronoun = PRONOUN.copy().add_condition(
        lambda s, loc, t: "exile" not in s[:loc].lower().split("create a token")[0])
    full_stop = pp.FollowedBy(lit("."))
    return ((sup("create a token that's a copy of") + (on_battlefield | this)
             + pp.Optional(lit(",") + sup("except") + _EXCEPTIONS))
            | (sup("create a token that's a copy of") + pronoun
               + pp.Optional(lit(",") + sup("except") + _EXCEPTIONS) + full_stop)
            ).set_parse_action(lambda t: [[I.CreateTokenCopy(
                t[0], exceptions=t[1] if len(t) > 1 else None)]])


__all__ = ["token_copy_clause"]
