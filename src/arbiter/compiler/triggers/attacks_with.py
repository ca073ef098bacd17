"""Trigger conditions on a player's attack as a whole (508.1a, 603.2), as grammar:

    Whenever you attack with three or more creatures, ...        (508.1a: declared attackers)
    Whenever you attack with one or more Elves, ...
    Whenever you attack with one or more other creatures with flying, ...
    Whenever you attack with one or more legendary creatures, ...
    Whenever one or more Vampires you control attack, ...        (the same event, 508.1a)

`Trigger("player_attacks_with", "attackers", selector=..., at_least=N)`: it triggers once as
attackers are declared (`engine.triggers.attacks_with`). "Those creatures" (the attackers)
isn't bound, so a line naming them stays unread. "One or more <creatures> you control
attack" is the same trigger condition: the attacking player declares the attackers it
controls (508.1a), all at once, and the ability triggers once (603.2c). "... attack a
player" (once for each player attacked) isn't read here.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _names_creatures(pred: s.Selector) -> bool:
    """Whether `pred` alone says the object is a creature or has a creature type: "legendary
    creatures" (an `And` holding `IsType('Creature')`), "Goblins and/or Orcs" (an `Or` of
    creature types). A negation ("non-Gnome") says nothing of the kind."""
    if pred == s.IsType("Creature") or isinstance(pred, s.IsSubtype):
        return True
    if isinstance(pred, s.And):
        return any(_names_creatures(p) for p in pred.parts)
    if isinstance(pred, s.Or):
        return all(_names_creatures(p) for p in pred.parts)
    return False


def _selector(n: Noun) -> s.Selector:
    preds = [p for p in n.preds if p != s.ControlledByYou()]
    if n.other:
        preds.append(s.OTHER)
    if not any(_names_creatures(p) for p in preds):
        raise pp.ParseException("", 0, "not creatures")
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _build(t: pp.ParseResults) -> Trigger:
    n: Noun = t[-1]
    if len(t) == 3:
        n = replace(n, other=True)
    return Trigger("player_attacks_with", "attackers", selector=_selector(n), at_least=t[0])


def _controlled(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if s.ControlledByYou() not in n.preds:
        raise pp.ParseException("", 0, "not '<creatures> you control'")
    return Trigger("player_attacks_with", "attackers", selector=_selector(n), at_least=1)


#: 508.1a: "you attack with N or more [other] <creatures>".
ATTACKS_WITH = (sup("you attack with") + NUMBER + sup("or more") + pp.Optional(kw("other"))
                + NOUN + pp.FollowedBy(",")).set_parse_action(_build)
#: 508.1a, 603.2c: "one or more <creatures> you control attack" (not "... attack a player";
#: after the plain "one or more creatures you control attack", which is "you attack").
CONTROLLED_ATTACK = (sup("one or more") + NOUN + sup("attack") + pp.FollowedBy(",")
                     ).set_parse_action(_controlled)

__all__ = ["ATTACKS_WITH", "CONTROLLED_ATTACK"]
