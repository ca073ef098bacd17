"""701.21a: an activation cost sacrificing permanents of several kinds in one phrase
(`rules.sacrifice_costs.SacrificeEach`, paid by `engine.casting.sacrifice_each`):

    Sacrifice a Swamp and a Forest
    Sacrifice ~ and another green creature / Sacrifice ~ and a creature named Spitting Drake
    Sacrifice a green creature, a white creature, and a blue creature
    Sacrifice two lands and ~ / Sacrifice ~ and thirteen Blood tokens

Each part is "~", "a"/"another" and one permanent, or a number and permanents, all of them
permanents the payer controls (701.21a). "Sacrifice another creature or an artifact" (one
permanent of either kind) is `compiler.costs.compound_costs`'s."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules.sacrifice_costs import SacrificeEach, SacrificePart

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _one(t: pp.ParseResults) -> SacrificePart:
    noun = t[0]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or noun.plural:
        raise pp.ParseException("", 0, "not one permanent")
    words = noun.text if noun.other else ("an " if noun.text[:1].lower() in "aeiou"
                                          else "a ") + noun.text
    return SacrificePart(noun.selector(), 1, words)


def _several(t: pp.ParseResults) -> SacrificePart:
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or n < 2:
        raise pp.ParseException("", 0, "not permanents")
    return SacrificePart(noun.selector(), n, f"{n} {noun.text}")


_PART = pp.MatchFirst([
    kw("~").set_parse_action(lambda: SacrificePart()),
    (pp.FollowedBy(kw("another")) + _NOUN).set_parse_action(_one),
    (kws("a", "an").suppress() + _NOUN).set_parse_action(_one),
    (NUMBER + _NOUN).set_parse_action(_several),
])


def _each(t: pp.ParseResults) -> SacrificeEach:
    parts = tuple(t)
    if sum(1 for p in parts if p.selector is None) > 1:
        raise pp.ParseException("", 0, "~ twice")
    return SacrificeEach(parts)


#: "Sacrifice A and B" / "Sacrifice A, B, and C"
SACRIFICE_EACH = (sup("sacrifice") + _PART + (
    (sup("and") + _PART)
    | (pp.OneOrMore(lit(",") + _PART + ~kw("and")) + lit(",") + sup("and") + _PART))
    ).set_parse_action(_each)

__all__ = ["SACRIFICE_EACH"]
