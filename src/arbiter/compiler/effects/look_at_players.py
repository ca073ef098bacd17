"""701.20e: looking at another player's library or hand (`engine.zones.look_at_hidden`):

    Look at the top card of target player's library. You may put that card on the bottom
    of that player's library.                                    (sentence, Jace +2)
    Look at the top card of target player's library. You may put that card into their
    graveyard.                                                   (sentence, Eye Spy)
    You may look at the top card of target opponent's library. If you do, you may put that
    card on the bottom of that player's library.                 (sentence, Precognition)
    look at the top card of target player's library              (clause, Mishra's Bauble)
    Look at the top card of your library.      (the whole effect, Brutal Deceiver)
    look at target player's hand                                 (clause, Glasses of Urza)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.zones.look_at_hidden import LookAtHand, LookAtTopOf
from arbiter.rules.instructions.objects import MayDo
from arbiter.rules.instructions.references import Ref

_WHOSE = pp.MatchFirst([
    TARGET_PLAYER + lit("'s"),
    kw("defending player's").set_parse_action(lambda: Ref("defending_player")),
    kw("each player's").set_parse_action(lambda: "each_player"),
    kws("each opponent's", "each of your opponents'").set_parse_action(lambda: "each_opponent"),
])
_TOP_OF = sup("look at the top card of") + _WHOSE + sup("library")
_PUT = pp.MatchFirst([
    sup("on the bottom of that player's library").set_parse_action(lambda: "bottom"),
    kws("into their graveyard", "into that player's graveyard").set_parse_action(
        lambda: "graveyard"),
])

#: "Look at the top card of target player's library. You may put that card on the bottom of
#: that player's library." (one player's library: "that player" is the one looked at)
LOOK_TOP_MAY_PUT = (_TOP_OF + lit(".") + sup("you may put that card") + _PUT + lit(".")
                    ).add_condition(lambda t: t[0] != "each_player"
                                    and t[0] != "each_opponent").set_parse_action(
    lambda t: [("plain", [LookAtTopOf(t[0], to=t[1])])]) | (
    # 118.12: "You may look at the top card of target opponent's library. If you do, you may
    # put that card on the bottom of that player's library." (Precognition)
    sup("you may") + _TOP_OF + lit(".") + sup("if you do") + lit(",")
    + sup("you may put that card") + _PUT + lit(".")).add_condition(
    lambda t: t[0] != "each_player" and t[0] != "each_opponent").set_parse_action(
    lambda t: [("plain", [MayDo(do=(LookAtTopOf(t[0], to=t[1]),))])])

#: "Look at the top card of your library." as the whole effect (701.20e: only its controller
#: sees it, nothing moves): a sentence after it that refers to the card ("If it's a land
#: card, you may put it onto the battlefield") would need "it" to be that card, which the
#: clause doesn't give, so the sentence is read only as the last of the ability.
LOOK_TOP_OF_YOURS = (sup("look at the top card of your library") + lit(".")
                     + pp.FollowedBy(pp.StringEnd() | kw("activate"))).set_parse_action(
    lambda: [("plain", [LookAtTopOf("you")])])

LOOK_AT_PLAYER_CLAUSES = [
    _TOP_OF.copy().set_parse_action(lambda t: [[LookAtTopOf(t[0])]]),
    (sup("look at") + _WHOSE + sup("hand")).set_parse_action(lambda t: [[LookAtHand(t[0])]]),
]

__all__ = ["LOOK_AT_PLAYER_CLAUSES", "LOOK_TOP_MAY_PUT", "LOOK_TOP_OF_YOURS"]
