"""Conditions about what the source is attached to (603.4, 602.5b; `rules.attached_conditions`):

    if enchanted creature is a Wolf or Werewolf, <effects>     (Howl of the Hunt)
    if enchanted creature is untapped / red, ...               (Narcolepsy, Ray of Frost)
    if enchanted creature has flying, ...                      (Earthbind; 702: a keyword)

In the effect that follows, "it" / "that creature" is that permanent (`lines`: the pronoun's
first meaning is `Ref.attached()`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.attached_conditions import AttachedIs
from arbiter.rules.keywords import SIMPLE

_HOST = kws("enchanted creature", "equipped creature", "enchanted permanent",
            "enchanted land", "enchanted artifact").suppress()


def _single(t: pp.ParseResults) -> AttachedIs:
    """"is untapped", "is red": one description (an "and"/"or" series without an article
    would read as alternatives, which "white and untapped" isn't)."""
    n: Noun = t[0]
    if isinstance(n.preds[0], s.Or):
        raise pp.ParseException("", 0, "a series of adjectives")
    return AttachedIs(n.selector())


#: 702: "enchanted creature has flying" (a keyword without a parameter).
_HAS_KEYWORD = (_HOST + sup("has") + kws(*sorted(SIMPLE, key=len, reverse=True))
                + pp.FollowedBy(pp.Literal(",") | pp.StringEnd())).set_parse_action(
    lambda t: AttachedIs(s.HasKeyword(t[0].lower())))

#: "enchanted creature is a Wolf or Werewolf" / "... is untapped" / "... has flying".
ATTACHED_CONDITION = pp.MatchFirst([
    _HAS_KEYWORD,
    (_HOST + sup("is") + kws("a", "an").suppress() + NOUN).set_parse_action(
        lambda t: AttachedIs(t[0].selector())),
    (_HOST + sup("is") + NOUN).set_parse_action(_single),
]).set_name("attached condition")

__all__ = ["ATTACHED_CONDITION"]
