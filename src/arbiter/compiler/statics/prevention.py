"""Static prevention effects (615.1, 604.1) on a permanent or what it's attached to:

    Prevent all [combat] damage that would be dealt <to | by | to and dealt by>
        <~ | enchanted creature | equipped creature | <permanents>>.

Each becomes a rules part on the object (613.11) that `engine.replacement.damage.prevented` reads as
damage would be dealt: "combat damage" only during combat damage (510.2).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec


def _permanents(t: pp.ParseResults) -> s.Selector:
    n = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "not permanents")
    return n.selector()


_WHO = pp.MatchFirst([
    kw("~").set_parse_action(lambda: s.SELF),
    kws("enchanted creature", "equipped creature").set_parse_action(lambda: s.ATTACHED),
    # "creatures you control", "attacking creatures you control": each, as damage would be
    # dealt to it
    (NOUN.copy().add_parse_action(_permanents) + pp.FollowedBy(lit("."))),
])
_WAY = pp.MatchFirst([
    kw("to and dealt by").set_parse_action(lambda: ("to", "by")),
    kw("to").set_parse_action(lambda: ("to",)),
    kw("by").set_parse_action(lambda: ("by",)),
])


def _static(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    combat = items[0] == "combat"
    ways, who = items[-2], items[-1]
    kind = "combat_damage" if combat else "damage"
    parts = tuple(P.RulesPart(rule=f"prevent_all_{kind}_dealt_{way}") for way in ways)
    return StaticAbility(text="", effects=(EffectSpec(who, parts),))


PREVENTION_LINE = (sup("prevent all") + pp.Optional(kw("combat").set_parse_action(
    lambda: "combat")) + sup("damage that would be dealt") + _WAY + _WHO + lit(".")
                   ).set_parse_action(_static)

__all__ = ["PREVENTION_LINE"]
