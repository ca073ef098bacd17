"""Keywords given to the spells a player casts (613.1f): keywords that trigger as a spell is
cast (702.85a, 702.40a, 702.144a, 702.60a), work as it resolves (702.88a), or work while its
costs are determined and paid (702.51a, 702.126a, 702.66a, 702.41a):

    Sliver spells you cast have cascade.                       (Maelstrom Nexus's kin)
    Instant and sorcery spells you cast from your hand have cascade.
    Instant and sorcery spells you cast have storm.
    Creature spells you cast have demonstrate.
    Spells you cast have ripple 4.                                      (702.60a)
    Spells you cast with mana value 6 or greater have cascade.          (202.3)
    The first spell you cast from exile each turn has cascade.          (`rules.first_spell`)
    Instant and sorcery spells you control have rebound.                (702.88a)
    Artifact spells you cast have convoke.                              (702.51a)
    Nonartifact spells you cast have improvise.                         (702.126a)
    Spells you cast have delve.                                         (702.66a)
    Spells you cast have affinity for artifacts.                        (702.41a)

702.88a: rebound "functions while the spell is on the stack" and is looked for as the spell
resolves (`engine.keywords.rebound`), so it is given the same way.

601.2a: a spell is on the stack as it becomes cast (601.2i), so the effect gives the spell its
keyword there, and "When you cast this spell" triggers from it (603.2, `engine.triggers`).
601.2a also puts the card on the stack before its costs are determined (601.2f) and paid
(601.2g-h): the engine asks what the card has as that spell (`engine.casting.as_spell`),
so convoke, improvise, delve and affinity for artifacts given to spells are used as it pays.
Other keywords working while the costs are determined (conspire, replicate, casualty, emerge,
affinity for other things ...) are announced or paid by the engine from the card where it
is, so those lines stay unread (principle 5).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.casting.as_spell import COST_KEYWORDS
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.rules.cast_by_you import CastByYou
from arbiter.rules.first_spell import FirstSpellThisTurn
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.spell_selectors import CastFrom
from arbiter.state.effects import EffectSpec

#: The keywords of "When you cast this spell" triggered abilities.
CAST_TRIGGER_KEYWORDS = ("cascade", "storm", "demonstrate", "gravestorm")
#: Keywords that work only once the spell is on the stack (702.88a rebound, as it resolves).
_ON_STACK_KEYWORDS = ("rebound",)


def _keywords(words: list[str]) -> tuple[KeywordAbility, ...]:
    from arbiter.compiler.keywords.enforced import enforced

    abilities: list[KeywordAbility] = []
    for w in words:
        ab = keyword_ability(w[:1].upper() + w[1:])
        if not enforced(ab):
            raise pp.ParseException(w, 0, f"the engine doesn't carry out {w}")
        abilities.append(ab)
    return tuple(abilities)


def _grant(t: pp.ParseResults) -> StaticAbility:
    noun: Noun = t[0]
    # "you cast" (601.2a), the zone cast from, "with mana value 6 or greater" (202.3)
    extra = [x for x in t[1:] if isinstance(x, s.Selector)]
    words: list[str] = [x for x in t[1:] if isinstance(x, str)]
    if noun.kind != "spell":
        raise pp.ParseException("", 0, "spells you cast")
    # "spells you cast" or "spells you control" (the noun's own controller)
    if CastByYou() not in extra and s.YOURS not in noun.preds:
        raise pp.ParseException("", 0, "spells you cast or control")
    affected = s.And((noun.selector(), *extra))
    return StaticAbility(text="", effects=(EffectSpec(affected, (
        P.AddAbilities(_keywords(words)),)),))


def _first(t: pp.ParseResults) -> StaticAbility:
    """601.2i: "The first spell you cast [from exile] each turn has <keyword>"."""
    zones = [x for x in t if isinstance(x, tuple)]
    from_zone, not_from = zones[0] if zones else (None, None)
    words = [x for x in t if isinstance(x, str)]
    affected = FirstSpellThisTurn(from_zone=from_zone, not_from=not_from)
    return StaticAbility(text="", effects=(EffectSpec(affected, (
        P.AddAbilities(_keywords(words)),)),))


#: 601.2a: the zone the spell was cast from.
_FROM = pp.MatchFirst([
    kw("from your hand").set_parse_action(lambda: CastFrom("hand")),
    kw("from exile").set_parse_action(lambda: CastFrom("exile")),
    kw("from your graveyard").set_parse_action(lambda: CastFrom("graveyard")),
])
_KEYWORD = (kws(*CAST_TRIGGER_KEYWORDS, *_ON_STACK_KEYWORDS, *COST_KEYWORDS).add_parse_action(
    lambda t: " ".join(t).lower())
    | (kw("ripple") + NUMBER).set_parse_action(lambda t: f"ripple {t[1]}"))  # 702.60a
#: 202.3: "with mana value 6 or greater" (a spell's mana value on the stack, X included).
_WITH_MANA_VALUE = (sup("with mana value") + NUMBER + kws("or greater", "or less")
                    ).set_parse_action(lambda t: s.StatCompare(
                        "mana_value", ">=" if t[-1].lower() == "greater" else "<=", t[0]))
#: 702.85c: "have \"Cascade, cascade.\"": two instances, each triggering.
_QUOTED = (lit('"') + _KEYWORD + pp.ZeroOrMore(lit(",") + _KEYWORD) + lit('."'))
#: "<spells> you cast [from your hand] [with mana value N or greater] have cascade [and storm]."
_GRANT = (
    NOUN + pp.Optional(kw("you cast").set_parse_action(lambda: CastByYou()))
    + pp.Optional(_FROM) + pp.Optional(_WITH_MANA_VALUE)
    + kws("have", "has").suppress()
    + (_QUOTED | _KEYWORD + pp.ZeroOrMore(sup("and") + _KEYWORD) + lit("."))
).set_parse_action(_grant)
#: 601.2a: "from exile", "from anywhere other than your hand" in "the first spell you cast
#: ... each turn" as (from, not from).
_FIRST_FROM = pp.MatchFirst([
    kw("from exile").set_parse_action(lambda: [("exile", None)]),
    kw("from your graveyard").set_parse_action(lambda: [("graveyard", None)]),
    kw("from your hand").set_parse_action(lambda: [("hand", None)]),
    kw("from anywhere other than your hand").set_parse_action(lambda: [(None, "hand")]),
])
_FIRST = (
    sup("the first spell you cast") + pp.Optional(_FIRST_FROM) + sup("each turn has")
    + _KEYWORD + pp.ZeroOrMore(sup("and") + _KEYWORD) + lit(".")
).set_parse_action(_first)
CAST_TRIGGER_GRANT_LINE = (_GRANT | _FIRST).set_name("cast trigger grant")

__all__ = ["CAST_TRIGGER_GRANT_LINE", "CAST_TRIGGER_KEYWORDS"]
