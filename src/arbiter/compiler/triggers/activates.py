"""Trigger conditions on a player activating an ability (602.2b, 603.2):

    Whenever you activate an exhaust ability, ...                         (702.177a)
    Whenever you activate a boast ability, ...                            (702.142a)
    Whenever you activate a loyalty ability of a Chandra planeswalker, ... (606.3)
    Whenever you activate this creature's outlast ability, ...            (702.107a)
    Whenever a player activates an ability that isn't a mana ability, ...
    Whenever an opponent activates an ability of an artifact, creature, or land that
    isn't a mana ability, ...

`Trigger("ability_activated", ...)` with the kind of ability in `what`
(`engine.triggers.activations`); "that player" in the effect is the player who activated it
(`compiler.triggers.event_players`). "An ability of <permanents>" is an ability of such a
permanent (109.2: not of a card in a hand or a graveyard), judged as it last existed if it
was sacrificed to pay the cost (603.10a). "It" / "that ability" name no object the engine
follows: such a line stays unread ("copy that ability").

The engine announces only abilities that aren't mana abilities, so only conditions that
exclude mana abilities are read: "Whenever you activate an ability of an Elemental" (mana
abilities too) stays unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.activations import ACTIVATED, KEYWORDS, LOYALTY, NOT_MANA
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s

#: Who activates: (subject, by).
_WHO = pp.MatchFirst([
    sup("you activate").set_parse_action(lambda: ("you", "any")),
    sup("a player activates").set_parse_action(lambda: ("any_player", "any")),
    sup("an opponent activates").set_parse_action(lambda: ("any_player", "opponent")),
])

_NOT_MANA = sup("that isn't a mana ability")


def _permanents(t: pp.ParseResults) -> tuple[str, s.Selector]:
    """"of an artifact or creature": the source is such a permanent (109.2)."""
    n: Noun = t[0]
    if n.kind != "permanent" or n.other or "battlefield" not in n.zones:
        raise pp.ParseException("", 0, "an ability of a permanent")
    preds = list(n.preds)
    if not preds:
        return ("battlefield", s.Anything())
    return ("battlefield", preds[0] if len(preds) == 1 else s.And(tuple(preds)))


_OF_PERMANENTS = (sup("of") + kws("a", "an").suppress() + NOUN).set_parse_action(_permanents)

def _named(words: str, keyword: str) -> pp.ParserElement:
    return kw(words).set_parse_action(lambda: keyword)


_KEYWORD = pp.MatchFirst([_named(f"{'an' if k[0] in 'aeiou' else 'a'} {k} ability", k)
                          for k in sorted(KEYWORDS)])

#: What kind of ability: (what, (zone, selector) | None).
_KIND = pp.MatchFirst([
    (_KEYWORD).set_parse_action(lambda t: (t[0], None)),
    (sup("a loyalty ability") + pp.Optional(_OF_PERMANENTS)).set_parse_action(
        lambda t: (LOYALTY, t[0] if len(t) else None)),
    (sup("an ability") + _OF_PERMANENTS + _NOT_MANA).set_parse_action(
        lambda t: (NOT_MANA, t[0])),
    (sup("an ability") + _NOT_MANA).set_parse_action(lambda: (NOT_MANA, None)),
])


def _build(t: pp.ParseResults) -> Trigger:
    (subject, by), (what, source) = t[0], t[1]
    if source is None:
        return Trigger(ACTIVATED, subject, by=by, what=what)
    zone, selector = source
    return Trigger(ACTIVATED, subject, by=by, what=what, from_zone=zone,
                   selector=None if isinstance(selector, s.Anything) else selector)


#: 702.107a: "you activate this creature's outlast ability": its own (the event's object is
#: the source).
_OWN_KEYWORD = (sup("you activate ~'s") + pp.MatchFirst(
    [_named(f"{k} ability", k) for k in sorted(KEYWORDS)])
                ).set_parse_action(lambda t: Trigger(ACTIVATED, "self", by="you", what=t[0]))

ACTIVATES = (_OWN_KEYWORD | (_WHO + _KIND).set_parse_action(_build)).set_name("activates")

__all__ = ["ACTIVATES"]
