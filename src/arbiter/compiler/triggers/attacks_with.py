"""Trigger conditions on a player's attack as a whole (508.1a, 603.2), as grammar:

    Whenever you attack with three or more creatures, ...        (508.1a: declared attackers)
    Whenever you attack with one or more Elves, ...
    Whenever you attack with one or more other creatures with flying, ...
    Whenever you attack with one or more legendary creatures, ...
    Whenever a player attacks with three or more creatures, ...  (any player's attack)
    Whenever one or more Vampires you control attack, ...        (the same event, 508.1a)

`Trigger("player_attacks_with", "attackers", selector=..., at_least=N)`: it triggers once as
attackers are declared (`engine.triggers.attacks_with`). "Those creatures" (the attackers)
isn't bound, so a line naming them stays unread. "One or more <creatures> you control
attack" is the same trigger condition: the attacking player declares the attackers it
controls (508.1a), all at once, and the ability triggers once (603.2c).

    Whenever you attack a player, ...                                    (Horizon Explorer)
    Whenever one or more Merfolk you control attack a player, ...       (Attuma)
    Whenever two or more creatures you control attack a player, ...     (Horn of the Mark)
    Whenever you attack a player with one or more equipped creatures, ... (Akiri)

trigger once for each player attacked by enough of the creatures (`Trigger("player_attacked",
"attackers_of_player")`, `engine.triggers.attacks_a_player`); "that player" is the player
attacked. "That many", "they" and "those creatures" aren't bound there: such a line stays
unread.
"""

from __future__ import annotations

import re
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


def _any_player(t: pp.ParseResults) -> Trigger:
    """508.1a: "a player | an opponent attacks with N or more <creatures>": any player's
    attack (`by`: an opponent's), at least N of the creatures declared matching."""
    who, n = t[0], t[-1]
    if s.ControlledByYou() in n.preds:
        raise pp.ParseException("", 0, "'you control' after another player's attack")
    return Trigger("player_attacks_with", "any_attackers", selector=_selector(n),
                   at_least=t[1], by="opponent" if who == "opponent" else "any")


#: 508.1a: "you attack with N or more [other] <creatures>"; "a player | an opponent attacks
#: with N or more <creatures>".
ATTACKS_WITH = ((sup("you attack with") + NUMBER + sup("or more") + pp.Optional(kw("other"))
                 + NOUN + pp.FollowedBy(",")).set_parse_action(_build)
                | ((kw("a player attacks with").set_parse_action(lambda: "player")
                    | kw("an opponent attacks with").set_parse_action(lambda: "opponent"))
                   + NUMBER + sup("or more") + NOUN + pp.FollowedBy(",")
                   ).set_parse_action(_any_player))
#: 508.1a, 603.2c: "one or more <creatures> you control attack" (not "... attack a player";
#: after the plain "one or more creatures you control attack", which is "you attack").
CONTROLLED_ATTACK = (sup("one or more") + NOUN + sup("attack") + pp.FollowedBy(",")
                     ).set_parse_action(_controlled)

def _attack_a_player(text: str, _loc: int, t: pp.ParseResults) -> Trigger:
    if _ATTACKERS_NAMED.search(text):
        raise pp.ParseException(text, 0, "the attackers named")
    if not t:
        return Trigger(_ATTACKED, "attackers_of_player")
    n: Noun = t[-1]
    if t[0] != "with" and s.ControlledByYou() not in n.preds:
        raise pp.ParseException("", 0, "not '<creatures> you control'")
    return Trigger(_ATTACKED, "attackers_of_player", selector=_selector(n), at_least=t[1])


_ATTACKED = "player_attacked"  # `engine.triggers.attacks_a_player`
#: Words that would name the attackers or count them (not bound for this event).
_ATTACKERS_NAMED = re.compile(r"\b(that many|that much|they|those|each of them)\b",
                              re.IGNORECASE)
#: 508.1a, 603.2: "you attack a player", "N or more <creatures> you control attack a
#: player": once for each player attacked.
ATTACK_A_PLAYER = pp.MatchFirst([
    sup("you attack a player") + pp.FollowedBy(","),
    # "you attack a player with one or more equipped creatures"
    kw("you attack a player").set_parse_action(lambda: "with") + sup("with") + NUMBER
    + sup("or more") + NOUN + pp.FollowedBy(","),
    pp.Empty().set_parse_action(lambda: "controlled") + NUMBER + sup("or more") + NOUN
    + sup("attack a player") + pp.FollowedBy(","),
]).set_parse_action(_attack_a_player)

__all__ = ["ATTACKS_WITH", "ATTACK_A_PLAYER", "CONTROLLED_ATTACK"]
