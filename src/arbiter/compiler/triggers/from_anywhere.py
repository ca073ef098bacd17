""""When ~ is put into a graveyard from anywhere, ..." as grammar (603.6c; the engine's side is
`engine.triggers.from_anywhere`):

    When ~ is put into a graveyard from anywhere, shuffle it into its owner's library.
                                                        (Serra Avatar, Worldspine Wurm)
    When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into
    their library.                                      (Emrakul, the Aeons Torn)
    When ~ is put into your graveyard from your library, shuffle your graveyard into your
    library.                                            (Gaea's Blessing)

The ability works in the graveyard (113.6) and triggers on its own card being put there.
There its controller is the card's owner (108.4a), so "its owner shuffles their graveyard"
is the ability's controller shuffling (701.24a), and "it" is the card in the graveyard.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules.abilities import TriggeredAbility

_WHERE = pp.MatchFirst([
    kws("a graveyard from anywhere", "your graveyard from anywhere").set_parse_action(
        lambda: "anywhere"),
    kws("your graveyard from your library").set_parse_action(lambda: "library"),
])
_EFFECT = pp.MatchFirst([
    kws("shuffle it into its owner's library").set_parse_action(
        lambda: I.ShuffleInto(I.Ref.this())),
    kws("its owner shuffles their graveyard into their library",
        "shuffle your graveyard into your library").set_parse_action(
        lambda: I.ShuffleIntoLibrary(("graveyard",))),
])


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    where, step = t[0], t[1]
    trigger = Trigger("put_into_graveyard", "new_self", zone="graveyard",
                      from_zone=None if where == "anywhere" else where)
    return TriggeredAbility(text="", trigger=trigger, instructions=(step,))


#: 603.6c: the whole line.
FROM_ANYWHERE_LINE = (sup("when ~ is put into") + _WHERE + lit(",") + _EFFECT + lit(".")
                      ).set_parse_action(_ability)

__all__ = ["FROM_ANYWHERE_LINE"]
