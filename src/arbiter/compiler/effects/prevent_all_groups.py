"""615.1a: prevention effects on groups, as grammar:

    Prevent all [combat | noncombat] damage that would be dealt [this turn]
        [to <recipients>] [by <sources>] [this turn].

Recipients: "you", "players", "you and <permanents>", "<permanents>"; sources: a noun of
permanents or spells ("creatures your opponents control", "instant and sorcery spells") or
"[<color> | colorless | <type> | non-<subtype>] sources [you control | you don't control |
your opponents control | an opponent controls]" (609.7: a source of damage is an object in
any zone). A resolving spell's or ability's effect lasts for its duration (611.2a); the
static form (`compiler.statics.prevention_groups`) for as long as its source is there
(611.3a). Groups named relative to a target, the source or an event ("creatures target
opponent controls", "creatures blocking it") aren't taken here: what they would need fixed
as the spell resolves isn't recorded in the scope, so those lines stay unread.
"""

from __future__ import annotations

import re
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION
from arbiter.compiler.grammar.lexicon import CARD_TYPE, COLOR_WORD, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I
from arbiter.rules.prevention_scope import (
    COMBAT,
    EACH,
    NONCOMBAT,
    PREVENT_DAMAGE_GROUPS,
    YOU,
    PreventionScope,
)

#: Selectors judged from the object and the effect alone (no target, event or source link).
_PLAIN = frozenset({
    "InZone", "And", "Or", "Not", "Anything", "IsType", "IsSubtype", "IsSupertype", "HasColor",
    "IsColorless", "ControlledByYou", "ControlledByOpponent", "OwnedByYou", "IsToken",
    "InCombat", "HasKeyword", "StatCompare", "PowerAtMost", "IsTapped", "HasCounter",
    "HasAnyCounter", "Color"})


def plain(sel: s.Selector) -> bool:
    """Whether a selector reads only the object and the effect's controller ("other" is the
    one link to the source allowed: `Not(IsSource())`)."""
    text = repr(sel).replace("Not(inner=IsSource())", "Anything()")
    return all(name in _PLAIN for name in re.findall(r"([A-Z]\w*)\(", text))


def _noun(kinds: tuple[str, ...]) -> pp.ParserElement:
    def check(t: pp.ParseResults) -> s.Selector:
        n: Noun = t[0]
        sel = n.selector()
        if n.kind not in kinds or not plain(sel):
            raise pp.ParseException("", 0, "not a group judged on its own")
        return sel
    return NOUN.copy().add_parse_action(check)


_PERMANENTS = _noun(("permanent",))
RECIPIENTS = pp.MatchFirst([
    (sup("you and") + _PERMANENTS).set_parse_action(lambda t: [(YOU, t[0])]),
    kw("you").set_parse_action(lambda: [(YOU, None)]),
    kws("players", "each player").set_parse_action(lambda: [(EACH, None)]),
    _PERMANENTS.copy().add_parse_action(lambda t: [(None, t[0])]),
])

_SOURCE_ADJ = pp.MatchFirst([
    COLOR_WORD.copy().add_parse_action(lambda t: s.HasColor(t[0])),
    kw("colorless").set_parse_action(lambda: s.IsColorless()),
    kw("multicolored").set_parse_action(lambda: s.IsColorless(multi=True)),
    CARD_TYPE.copy().add_parse_action(lambda t: s.IsType(t[0])),
    pp.Regex(r"non-?([A-Z][a-z]+)").set_parse_action(lambda t: s.Not(s.IsSubtype(t[0][
        4 if t[0][3] == "-" else 3:]))),
])
_CONTROLLED = pp.MatchFirst([
    kw("you don't control").set_parse_action(lambda: s.Not(s.ControlledByYou())),
    kw("you control").set_parse_action(lambda: s.ControlledByYou()),
    kws("your opponents control", "an opponent controls").set_parse_action(
        lambda: s.ControlledByOpponent()),
])


def _sources(t: pp.ParseResults) -> s.Selector:
    parts = list(t)
    if not parts:
        return s.Anything()
    return parts[0] if len(parts) == 1 else s.And(tuple(parts))


#: 609.7: "<adjectives> sources <controller>", objects of any zone.
SOURCES = pp.MatchFirst([
    (pp.ZeroOrMore(_SOURCE_ADJ) + sup("sources") + pp.Optional(_CONTROLLED)
     ).set_parse_action(_sources),
    _noun(("permanent", "spell")),
])
DAMAGE = (sup("prevent all") + pp.Optional(kws("combat", "noncombat"))
          + sup("damage that would be dealt"))


def scope(items: list[Any]) -> PreventionScope:
    """The scope from the parsed words: the kind of damage, ("to", recipients) and ("by",
    sources) in any order."""
    damage = COMBAT if "combat" in items else NONCOMBAT if "noncombat" in items else None
    players = permanents = sources = None
    for x in items:
        if isinstance(x, tuple) and x[0] == "to":
            players, permanents = x[1]
        elif isinstance(x, tuple) and x[0] == "by":
            sources = x[1]
    return PreventionScope(damage, players, permanents, sources)


TO = (sup("to") + RECIPIENTS).set_parse_action(lambda t: [("to", t[0])])
BY = (sup("by") + SOURCES).set_parse_action(lambda t: [("by", t[0])])
def _effect(t: pp.ParseResults) -> list[list[Any]]:
    items = list(t)
    durations = [x for x in items if isinstance(x, str) and x not in ("combat", "noncombat")]
    if len(durations) != 1 or not any(isinstance(x, tuple) for x in items):
        raise pp.ParseException("", 0, "one duration and a recipient or a source")
    part = P.RulesPart(PREVENT_DAMAGE_GROUPS, scope(items))
    return [[I.CreateEffect(parts=(part,), affected=None, duration=durations[0],
                            rules_only=True)]]


_OPT_DURATION = pp.Optional(DURATION)
#: 615.1a, 611.2a: "Prevent all damage that would be dealt to you this turn by attacking
#: creatures." (a resolving spell's or ability's effect).
PREVENT_ALL_GROUPS = (DAMAGE + _OPT_DURATION + pp.Optional(TO) + _OPT_DURATION
                      + pp.Optional(BY) + _OPT_DURATION + pp.FollowedBy(lit("."))
                      ).set_parse_action(_effect)

__all__ = ["BY", "DAMAGE", "PREVENT_ALL_GROUPS", "RECIPIENTS", "SOURCES", "TO", "plain", "scope"]
