"""701.23 / 201.4: searching a player's graveyard, hand and library for the cards with a name
and exiling them (`engine.keyword_actions.search_for_name`):

    Choose a nonland card name. Search target player's graveyard, hand, and library for
    <all | any number of | up to N> cards with that name and exile them. Then that player
    shuffles.                              (Cranial Extraction, Memoricide, Ancient Vendetta)
    Search its controller's graveyard, hand, and library for all cards with the same name
    as that <artifact | land | spell | ...> and exile them. Then that player shuffles.
                                                       (Splinter, Counterbore, Sowing Salt)
    ... That player shuffles, then draws a card for each card exiled from their hand this
    way.                                                    (Lost Legacy, Unmoored Ego)

Other wordings ("Then search its owner's ...", "For each card exiled this way, search ...",
a search under a condition, "the graveyard, hand, and library of that spell's controller")
stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.engine.keyword_actions.search_for_name import NameQuality, SearchForName
from arbiter.rules.instructions import Ref


def _quality(words: str, **kw_args: object) -> pp.ParserElement:
    q = NameQuality(words=words, **kw_args)  # type: ignore[arg-type]
    return kw(f"choose {words}").set_parse_action(lambda: [q])


#: 201.4a: "Choose a nonland card name." and the other qualities a name's card must have.
_CHOOSE = pp.MatchFirst([
    _quality("a card name other than a basic land card name", not_basic_land=True),
    _quality("a nonartifact, nonland card name", not_types=("Artifact", "Land")),
    _quality("a nonland card name", not_types=("Land",)),
    _quality("a creature card name", types=("Creature",)),
    _quality("an artifact card name", types=("Artifact",)),
    _quality("a card name"),
]) + lit(".")
_WHOSE = pp.MatchFirst([
    TARGET_PLAYER + lit("'s"),
    kw("its controller's").set_parse_action(lambda: Ref("pronoun_controller")),
    kw("its owner's").set_parse_action(lambda: Ref("pronoun_owner")),
    kw("that player's").set_parse_action(lambda: Ref("pronoun_player")),
])
_HOW_MANY = pp.MatchFirst([
    kw("all").set_parse_action(lambda: "all"),
    kw("any number of").set_parse_action(lambda: -1),
    sup("up to") + NUMBER,
])
#: 201.2a: the name chosen, or the name of the object named before (608.2h).
_NAME = pp.MatchFirst([
    kws("that name", "the chosen name").set_parse_action(lambda: "chosen"),
    (sup("the same name as") + kws("that spell", "that card", "that creature", "that artifact",
                                   "that enchantment", "that land", "that permanent")
     ).set_parse_action(lambda: Ref("pronoun")),
])
_THEN = pp.MatchFirst([
    sup("then that player shuffles").set_parse_action(lambda: False),
    sup("that player shuffles, then draws a card for each card exiled from their hand "
        "this way").set_parse_action(lambda: True),
]) + lit(".")


def _build(t: pp.ParseResults) -> list[tuple[str, list[SearchForName]]]:
    items = list(t)
    quality = items.pop(0) if isinstance(items[0], NameQuality) else None
    whose, how_many, name, draw = items
    if (quality is None) != isinstance(name, Ref):
        raise pp.ParseException("", 0, "'that name' without a name chosen")
    return [("plain", [SearchForName(whose=whose, quality=quality,
                                     same_as=name if quality is None else None,
                                     how_many=None if how_many == "all" else how_many,
                                     draw_for_hand=draw)])]


SEARCH_FOR_NAME = (pp.Optional(_CHOOSE) + sup("search") + _WHOSE
                   + sup("graveyard, hand, and library for") + _HOW_MANY + sup("cards with")
                   + _NAME + sup("and exile them") + lit(".") + _THEN
                   ).set_parse_action(_build)

__all__ = ["SEARCH_FOR_NAME"]
