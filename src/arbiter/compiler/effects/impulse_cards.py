"""Impulse draw of several cards, and the permissions' durations (601.3, 611.2a;
`engine.casting.impulse_cards`, `engine.casting.impulse`):

    Exile the top two cards of your library. Until the end of your next turn, you may play
    those cards.                                                     (Light Up the Stage)
    Exile the top three cards of your library. You may play them this turn.
    Exile the top seven cards of your library. Until end of turn, you may cast spells from
    among them.                                  (601.3: spells only, each of them, 305.9)
    Exile that many cards from the top of your library. Until end of turn, you may cast
    spells from among those exiled cards.                                 (Dream Pillager)
    Exile the top three cards of your library. Until end of turn, you may play cards exiled
    this way.
    until the end of your next turn, you may play that card       (one card, a clause)
    you may play it until the end of your next turn
    Exile the top card of each player's library. Until the end of your next turn, you may
    play those cards, and mana of any type can be spent to cast them.   (Lidless Gaze)
    Exile the top X cards of your library, where X is ~'s power. You may play those cards
    this turn.                                                     (Jessica Jones, 107.3a)
    Exile the top three cards of target opponent's library. You may play those cards this
    turn.                                        (Korvold and the Noble Thief, chapter III)
    Exile the top card of each opponent's library. Until end of turn, you may cast spells
    from among those exiled cards, and you may spend mana as though it were mana of any color
    to cast those spells.                        (609.4b: `compiler.effects.spend_suffix`)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, TARGET_PLAYER
from arbiter.compiler.effects.impulse_durations import NEXT_END_STEP
from arbiter.compiler.effects.spend_suffix import SPEND_SUFFIX, with_spend
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.casting.impulse import CAST, PLAY, permission_effect
from arbiter.engine.casting.impulse_cards import ExileTopMayPlay
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN, UNTIL_END_OF_YOUR_NEXT_TURN

_NEXT_TURN = kw("until the end of your next turn").set_parse_action(
    lambda: UNTIL_END_OF_YOUR_NEXT_TURN)
_EOT = kw("until end of turn").set_parse_action(lambda: END_OF_TURN)
_THIS_TURN = kw("this turn").set_parse_action(lambda: END_OF_TURN)
_THOSE = kws("them", "those cards", "those exiled cards", "cards exiled this way").suppress()
#: "you may play <them>" (701.18b: lands and spells) / "you may cast spells from among
#: <them>" (601.3: spells only)
_MAY_VERB = pp.MatchFirst([
    (sup("you may play") + _THOSE).set_parse_action(lambda: PLAY),
    (sup("you may cast spells from among") + _THOSE).set_parse_action(lambda: CAST),
])

#: "you may play those cards this turn" / "until the end of your next turn, you may play
#: them" / "you may play them until the end of your next turn": the duration, then how.
_MAY_PLAY_THOSE = pp.MatchFirst([
    ((_NEXT_TURN | _EOT | NEXT_END_STEP) + lit(",") + _MAY_VERB),
    (_MAY_VERB + (_THIS_TURN | _NEXT_TURN | NEXT_END_STEP)).set_parse_action(
        lambda t: [t[1], t[0]]),
])

#: "Exile the top N cards of your library. <You may play them ...>." / "Exile that many cards
#: from the top of your library. <...>" (401.1: the same cards)
def _exile_top_may_play(t: pp.ParseResults) -> list[tuple[str, list[ExileTopMayPlay]]]:
    who, n, duration, how, *spend = t
    return [("plain", [ExileTopMayPlay(n, how, duration, who=who,
                                       spend=spend[0] if spend else None)])]


#: Whose library: yours, or the top card of each player's / each opponent's (101.4: in APNAP
#: order; the cards are those exiled, whoever owns them, 108.3).
_TOP_CARD_OF_EACH = (sup("exile the top card of") + pp.MatchFirst([
    kw("each player's library").set_parse_action(lambda: "each_player"),
    kw("each opponent's library").set_parse_action(lambda: "each_opponent"),
]) + pp.Empty().set_parse_action(lambda: 1))
_YOURS = pp.Empty().set_parse_action(lambda: "you")
#: "Exile the top three cards of target opponent's library." (115.1: the cards are theirs,
#: the permission the controller's, 108.3)
_TOP_OF_TARGETS = (sup("exile the top") + AMOUNT + sup("cards of") + TARGET_PLAYER + lit("'s")
                   + sup("library")).set_parse_action(lambda t: [t[1], t[0]])
EXILE_TOP_MAY_PLAY = (
    ((_YOURS + sup("exile the top") + AMOUNT + sup("cards of your library"))
     | (_YOURS + sup("exile") + AMOUNT + sup("cards from the top of your library"))
     | _TOP_CARD_OF_EACH | _TOP_OF_TARGETS) + lit(".")
    + _MAY_PLAY_THOSE + pp.Optional(SPEND_SUFFIX) + lit(".")).set_parse_action(
    _exile_top_may_play)


def exile_top_may_play(where_x: pp.ParserElement) -> pp.ParserElement:
    """`EXILE_TOP_MAY_PLAY`, and "Exile the top X cards of your library, where X is <a
    number>. You may play those cards this turn." (107.3a, 608.2h: the number counted as it
    resolves; `where_x` is `compiler.effects.sentences.WHERE_X`)."""
    where = (_YOURS + sup("exile the top X cards of your library") + where_x + lit(".")
             + _MAY_PLAY_THOSE + pp.Optional(SPEND_SUFFIX) + lit(".")).set_parse_action(
        _exile_top_may_play)
    return EXILE_TOP_MAY_PLAY | where


_THAT_CARD = sup("that card")
#: "... you may play that card": the duration, before or after.
_MAY_PLAY_THAT = pp.MatchFirst([
    (_NEXT_TURN | _EOT | NEXT_END_STEP) + lit(",") + sup("you may play") + _THAT_CARD,
    sup("you may play") + _THAT_CARD + (_THIS_TURN | _NEXT_TURN | NEXT_END_STEP),
])
#: 608.2d: "Exile the top N cards of your library. Choose one of them. <Until the end of
#: your next turn, you may play that card.>" / "..., then choose one of them. You may play
#: that card this turn."
EXILE_TOP_CHOOSE_ONE = (
    sup("exile the top") + AMOUNT + sup("cards of your library")
    + ((lit(".") + sup("choose")) | (lit(",") + sup("then choose"))) + sup("one of them")
    + lit(".") + _MAY_PLAY_THAT + lit(".")).set_parse_action(
    lambda t: [("plain", [ExileTopMayPlay(t[0], PLAY, t[1], choose_one=True)])])

_THE_CARD = PRONOUN | kw("the exiled card").set_parse_action(lambda: I.Ref.it())
#: One card, until the end of the controller's next turn (`compiler.effects.impulse` reads
#: the turn's permissions).
_PLAY_OR_CAST = kws("play", "cast").set_parse_action(
    lambda t: PLAY if t[0].lower() == "play" else CAST)
MAY_PLAY_NEXT_TURN = (pp.MatchFirst([
    _NEXT_TURN + lit(",") + sup("you may") + _PLAY_OR_CAST + _THE_CARD,
    (sup("you may") + _PLAY_OR_CAST + _THE_CARD + _NEXT_TURN).set_parse_action(
        lambda t: [t[2], t[0], t[1]]),
]) + pp.Optional(SPEND_SUFFIX)).set_parse_action(  # 609.4b
    lambda t: [[with_spend(permission_effect(t[2], t[1], t[0]), t[3] if len(t) > 3 else None)]])

__all__ = ["EXILE_TOP_CHOOSE_ONE", "EXILE_TOP_MAY_PLAY", "MAY_PLAY_NEXT_TURN",
           "exile_top_may_play"]
