"""Static prevention of damage from some sources (615.1, 604.1), as grammar:

    Prevent all damage that would be dealt to ~ by creatures.            (Champion Lancer)
    Prevent all damage that would be dealt to ~ by artifact sources.     (Argothian Treefolk)
    Prevent all combat damage that would be dealt to ~ by Walls.         (Marble Priest)
    Prevent all damage that would be dealt to enchanted creature by artifact sources.

The protected permanent gets a rules part (613.11) that `engine.replacement.
prevention_by_source` reads as damage would be dealt to it. "<type> sources" are objects of
that type wherever they are (a source of damage needn't be a permanent, 609.7). Phrases that
name something relative to the ability's source ("creatures blocking it", "creatures it's
blocking") are read only after "~" (509.1g-h: the creatures in its block as the damage would
be dealt, Wall of Vapor); phrases whose words mean another thing here than in "enchanted
creature" ("enchanted creatures": creatures with an Aura attached, not the one this
enchants) stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.replacement.prevention_by_source import PREVENT_DAMAGE_TO_BY_SOURCES
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.blocking_selectors import BlockedBySource, BlockingObject
from arbiter.rules.instructions import Ref
from arbiter.state.effects import EffectSpec

_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
          "land": "Land", "planeswalker": "Planeswalker"}


def _permanents(t: pp.ParseResults) -> s.Selector:
    n: Noun = t[0]
    sel = n.selector()
    text = repr(sel)
    if n.kind != "permanent" or n.zones != ("battlefield",) or "Ref(" in text \
            or "AttachedBySource" in text or "IsSource" in text:
        raise pp.ParseException("", 0, "not a kind of permanent judged on its own")
    return sel


_SOURCES = pp.MatchFirst([
    # 609.7: "artifact sources": objects of the type, in any zone
    (kws(*_TYPES) + sup("sources")).set_parse_action(lambda t: s.IsType(_TYPES[t[0]])),
    NOUN.copy().add_parse_action(_permanents) + pp.FollowedBy(lit(".")),
])
_TO = pp.MatchFirst([
    kw("~").set_parse_action(lambda: s.SELF),
    kws("enchanted creature", "equipped creature").set_parse_action(lambda: s.ATTACHED),
])


def _static(t: pp.ParseResults) -> StaticAbility:
    combat = t[0] == "combat"
    to, sources = t[-2], t[-1]
    part = P.RulesPart(rule=PREVENT_DAMAGE_TO_BY_SOURCES, detail=(sources, combat))
    return StaticAbility(text="", effects=(EffectSpec(to, (part,)),))


#: 509.1g-h: relative to the permanent itself ("~" only: "it" is the ability's source).
_IN_ITS_BLOCK = pp.MatchFirst([
    kw("creatures it's blocking").set_parse_action(
        lambda: s.And((s.IsType("Creature"), BlockedBySource()))),
    kw("creatures blocking it").set_parse_action(
        lambda: s.And((s.IsType("Creature"), BlockingObject(Ref.this())))),
])
_COMBAT = pp.Optional(kw("combat").set_parse_action(lambda: "combat"))
#: 615.1: "Prevent all [combat] damage that would be dealt to <~ | enchanted creature> by
#: <sources>." / "Prevent all damage that would be dealt to ~ by creatures it's blocking."
#: (Wall of Vapor)
PREVENTION_BY_SOURCE_LINE = (
    (sup("prevent all") + _COMBAT + sup("damage that would be dealt to") + _TO + sup("by")
     + _SOURCES + lit(".")).set_parse_action(_static)
    | (sup("prevent all") + _COMBAT + sup("damage that would be dealt to")
       + kw("~").set_parse_action(lambda: s.SELF) + sup("by") + _IN_ITS_BLOCK + lit(".")
       ).set_parse_action(_static))

__all__ = ["PREVENTION_BY_SOURCE_LINE"]
