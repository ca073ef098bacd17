"""Object phrases' post-modifier "that was put there [from the battlefield] this turn" (404.1,
400.7; `rules.put_there_this_turn`), after a graveyard zone ("creature cards in your graveyard
that were put there from the battlefield this turn", Twilight Shepherd; "target creature card
from a graveyard that was put there this turn", Abyssal Harvester), and the form naming the
graveyard itself ("creature cards that were put into your graveyard from the battlefield this
turn", Fell Shepherd).

"that wasn't put there this combat" (Storrev) and "that you cycled or discarded this turn"
(Shadow of the Grave) are other qualities, not read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.noun_items import Item
from arbiter.rules import selectors as s
from arbiter.rules.put_there_this_turn import PutThereThisTurn

_THAT_WAS = sup("that") + kws("was", "were").suppress()
_FROM_BATTLEFIELD = kw("from the battlefield").set_parse_action(lambda: "battlefield")
_FROM_ANYWHERE = kw("from anywhere").set_parse_action(lambda: "anywhere")


def _put_there(t: pp.ParseResults) -> Item:
    return Item("sel", PutThereThisTurn("battlefield" if "battlefield" in list(t) else None))


PUT_THERE = pp.MatchFirst([
    # 404.1: "that was put there [from the battlefield | from anywhere] this turn"
    (_THAT_WAS + sup("put there") + pp.Optional(_FROM_BATTLEFIELD | _FROM_ANYWHERE)
     + sup("this turn")).set_parse_action(_put_there),
    # "that were put into your graveyard from the battlefield this turn": in your graveyard
    (_THAT_WAS + sup("put into your graveyard") + _FROM_BATTLEFIELD + sup("this turn")
     ).set_parse_action(lambda: [Item("zone", "graveyard"), Item("sel", s.OwnedByYou()),
                                 Item("sel", PutThereThisTurn("battlefield"))]),
])

__all__ = ["PUT_THERE"]
