"""Exiling cards from the top of a library until a card of a quality is exiled, then casting
it now or later (`engine.casting.exile_until`), as one group of sentences:

    Exile cards from the top of your library until you exile a nonland card. You may cast
    that card without paying its mana cost.                       (608.2g, 118.9)
    Target opponent exiles cards from the top of their library until they exile an instant
    or sorcery card. You may cast that card without paying its mana cost. Then put the
    exiled cards that weren't cast this way on the bottom of that library in a random order.
    That player exiles cards ... Then that player puts the exiled cards that weren't cast
    this way on the bottom of their library in a random order.
    Target opponent exiles cards from the top of their library until they exile a nonland
    card. Until end of turn, you may cast that card without paying its mana cost.
    Exile cards from the top of your library until you exile a nonland card. You may cast
    that card this turn.             (601.3: a permission, `compiler.effects.impulse` MAY_PLAY)

A card quality with anything more ("with lesser mana value", "that shares a card type with
it") or a condition on the cast ("if the spell's mana value is ...") isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.effects.impulse import MAY_PLAY
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN
from arbiter.engine.casting.exile_until import ExileUntil

_THEIR = sup("exiles cards from the top of their library until they exile")
_WHO = pp.MatchFirst([
    kw("exile cards from the top of your library until you exile").set_parse_action(
        lambda: "you"),
    TARGET_PLAYER + _THEIR,  # "target opponent" (115.1)
    PLAYER_PRONOUN.copy().add_condition(lambda t: not isinstance(t[0], str)) + _THEIR,
])
_A_CARD = (kws("a", "an").suppress() + NOUN.copy().add_condition(
    lambda t: t[0].kind == "card")).set_parse_action(lambda t: t[0].selector())
_CAST_NOW = kw("you may cast that card without paying its mana cost").set_parse_action(
    lambda: "now")
_REST = pp.MatchFirst([
    sup("then put the exiled cards that weren't cast this way on the bottom of")
    + kws("that library", "your library"),
    sup("then that player puts the exiled cards that weren't cast this way on the bottom of "
        "their library"),
    sup("put the rest on the bottom of your library"),
]).suppress() + sup("in a random order") + lit(".")
_LATER = MAY_PLAY.copy()  # "Until end of turn, you may cast that card [without paying ...]"


def _build(t: pp.ParseResults) -> list[tuple[str, list[object]]]:
    who, selector, then = t[0], t[1], t[2]
    if then == "now":
        rest = "bottom_random" if len(t) > 3 else None
        return [("plain", [ExileUntil(who, selector, cast_free=True, rest=rest)])]
    return [("plain", [ExileUntil(who, selector), *then])]


EXILE_UNTIL_SENTENCES = (
    _WHO + _A_CARD + lit(".") + pp.MatchFirst([
        _CAST_NOW + lit(".") + pp.Optional(_REST.copy().set_parse_action(lambda: "rest")),
        _LATER + lit("."),
    ])).set_parse_action(_build)

__all__ = ["EXILE_UNTIL_SENTENCES"]
