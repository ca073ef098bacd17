"""Trigger conditions on a player's attack as a whole (508.1a, 603.2), as grammar:

    Whenever you attack with three or more creatures, ...        (508.1a: declared attackers)
    Whenever you attack with one or more Elves, ...
    Whenever you attack with one or more other creatures with flying, ...

`Trigger("player_attacks_with", "attackers", selector=..., at_least=N)`: it triggers once as
attackers are declared (`engine.triggers.attacks_with`). "Those creatures" (the attackers)
isn't bound, so a line naming them stays unread.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _build(t: pp.ParseResults) -> Trigger:
    n: Noun = t[-1]
    if len(t) == 3:
        n = replace(n, other=True)
    preds = list(n.preds)
    if n.other:
        preds.append(s.OTHER)
    if not any(p == s.IsType("Creature") or isinstance(p, s.IsSubtype) for p in preds):
        raise pp.ParseException("", 0, "not creatures")
    sel = preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return Trigger("player_attacks_with", "attackers", selector=sel, at_least=t[0])


#: 508.1a: "you attack with N or more [other] <creatures>".
ATTACKS_WITH = (sup("you attack with") + NUMBER + sup("or more")
                + pp.Optional(kw("other")) + NOUN + pp.FollowedBy(",")).set_parse_action(_build)

__all__ = ["ATTACKS_WITH"]
