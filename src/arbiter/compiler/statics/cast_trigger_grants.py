"""Keywords that trigger as a spell is cast, given to the spells a player casts (613.1f,
702.85a, 702.40a, 702.144a, 702.60a):

    Sliver spells you cast have cascade.                       (Maelstrom Nexus's kin)
    Instant and sorcery spells you cast from your hand have cascade.
    Instant and sorcery spells you cast have storm.
    Creature spells you cast have demonstrate.

601.2a: a spell is on the stack as it becomes cast (601.2i), so the effect gives the spell its
keyword there, and "When you cast this spell" triggers from it (603.2, `engine.triggers`).
Only these keywords are read here: a keyword that works while the spell's costs are being
determined (convoke, improvise, delve, affinity, replicate, casualty ...) is used by the
engine before the spell moves to the stack, where no such grant reaches it yet, so those
lines stay unread (principle 5).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.rules.cast_by_you import CastByYou
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.spell_selectors import CastFrom
from arbiter.state.effects import EffectSpec

#: The keywords of "When you cast this spell" triggered abilities.
CAST_TRIGGER_KEYWORDS = ("cascade", "storm", "demonstrate", "gravestorm")


def _grant(t: pp.ParseResults) -> StaticAbility:
    noun: Noun = t[0]
    origin = [x for x in t[1:] if isinstance(x, CastFrom)]
    words: list[str] = [x for x in t[1:] if isinstance(x, str)]
    if noun.kind != "spell":
        raise pp.ParseException("", 0, "spells you cast")
    from arbiter.compiler.keywords.enforced import enforced

    abilities: list[KeywordAbility] = []
    for w in words:
        ab = keyword_ability(w[:1].upper() + w[1:])
        if not enforced(ab):
            raise pp.ParseException(w, 0, f"the engine doesn't carry out {w}")
        abilities.append(ab)
    affected = s.And((noun.selector(), CastByYou(), *origin))
    return StaticAbility(text="", effects=(EffectSpec(affected, (
        P.AddAbilities(tuple(abilities)),)),))


#: 601.2a: the zone the spell was cast from.
_FROM = pp.MatchFirst([
    kw("from your hand").set_parse_action(lambda: CastFrom("hand")),
    kw("from exile").set_parse_action(lambda: CastFrom("exile")),
    kw("from your graveyard").set_parse_action(lambda: CastFrom("graveyard")),
])
_KEYWORD = kws(*CAST_TRIGGER_KEYWORDS).add_parse_action(lambda t: t[0].lower())
#: "<spells> you cast [from your hand] have cascade [and storm]."
CAST_TRIGGER_GRANT_LINE = (
    NOUN + sup("you cast") + pp.Optional(_FROM) + kws("have", "has").suppress()
    + _KEYWORD + pp.ZeroOrMore(sup("and") + _KEYWORD) + lit(".")
).set_parse_action(_grant).set_name("cast trigger grant")

__all__ = ["CAST_TRIGGER_GRANT_LINE", "CAST_TRIGGER_KEYWORDS"]
