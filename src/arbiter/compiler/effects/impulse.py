"""Impulse draw: exiling the top card of a library and the permission to play it
(`engine.casting.impulse`):

    exile the top card of [your | that player's | target player's] library
    you may play that card this turn                  (701.18b: as a land or a spell)
    until end of turn, you may cast that card          (601.3: as a spell only)
    until end of turn, you may play that card without paying its mana cost    (118.9)
    you may play the exiled card this turn
    until end of turn, you may cast that card and you may spend mana as though it were mana
        of any color to cast that spell                          (609.4b: `spend_suffix`)
    shuffle your library, then exile the top card      (701.24a: the top card of that library)

"that card" after "exile the top card" is that card in exile (`compiler.grammar.refs.bind` points
the pronoun at it); "the exiled card" is the card the previous instruction exiled.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.effects.impulse_durations import MAY_PLAY_FOR
from arbiter.compiler.effects.spend_suffix import SPEND_SUFFIX, with_spend
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN, PRONOUN
from arbiter.engine.casting.impulse import CAST, CAST_FREE, PLAY, PLAY_FREE, permission_effect
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary
from arbiter.engine.zones.exile_face_down import ExileTopFaceDown
from arbiter.rules.instructions import objects as I

_LIBRARY = pp.MatchFirst([
    kw("your library").set_parse_action(lambda: "you"),
    (PLAYER_PRONOUN + lit("'s") + sup("library")),
    (TARGET_PLAYER + lit("'s") + sup("library")),  # "target player's library" (115.1)
])
#: "exile the top card of your library", "... of that player's library".
EXILE_TOP = (sup("exile the top card of") + _LIBRARY).set_parse_action(
    lambda t: [[I.ExileTop(t[0])]])
#: 701.24a: "Shuffle your library, then exile the top card." (Urza, Lord High Artificer): the
#: top card of the library just shuffled.
SHUFFLE_THEN_EXILE_TOP = (sup("shuffle your library, then exile the top card")
                          + pp.FollowedBy(lit("."))).set_parse_action(
    lambda: [[ShuffleLibrary(who="you"), I.ExileTop("you")]])
#: 406.3: "exile the top card of your library face down" (`engine.zones.exile_face_down`).
EXILE_TOP_FACE_DOWN = (sup("exile the top card of your library face down")).set_parse_action(
    lambda: [[ExileTopFaceDown(who="you")]])

_THE_CARD = (PRONOUN | kw("the exiled card").set_parse_action(lambda: I.Ref.it()))
_THIS_TURN = sup("this turn")
_UNTIL_EOT = sup("until end of turn") + lit(",")
#: "You may play that card this turn." / "Until end of turn, you may cast that card."
_FREE = pp.Optional(kw("without paying its mana cost").set_parse_action(lambda: "free"))


def _permission(t: pp.ParseResults) -> list[list[I.Instruction]]:
    how = PLAY if t[0].lower() == "play" else CAST
    rest = list(t[2:])
    if "free" in rest:  # 118.9: "without paying its mana cost"
        how = PLAY_FREE if how == PLAY else CAST_FREE
    spend = next((x for x in rest if x in ("color", "type")), None)
    return [[with_spend(permission_effect(t[1], how), spend)]]  # 609.4b


_SPEND = pp.Optional(SPEND_SUFFIX)  # `compiler.effects.spend_suffix`
MAY_PLAY = pp.MatchFirst([
    sup("you may") + kws("play", "cast") + _THE_CARD + _FREE + _THIS_TURN + _SPEND,
    _UNTIL_EOT + sup("you may") + kws("play", "cast") + _THE_CARD + _FREE + _SPEND,
]).set_parse_action(_permission)

IMPULSE_CLAUSES: list[pp.ParserElement] = [SHUFFLE_THEN_EXILE_TOP, EXILE_TOP_FACE_DOWN, EXILE_TOP,
                                           MAY_PLAY,
                                           MAY_PLAY_FOR]  # compiler.effects.impulse_durations

__all__ = ["IMPULSE_CLAUSES"]
