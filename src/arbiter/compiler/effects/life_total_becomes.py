"""119.5: a life total set to a number (the player gains or loses the difference,
`engine.players.life.do_set_life`):

    Your life total becomes 4.                              (Captive Audience, Form of the Dragon)
    Target player's life total becomes 20.                  (Blessed Wind, Magister Sphinx)
    Target opponent's life total becomes 10.                (Sorin Markov)
    Each player's life total becomes 1.                     (Worldfire)
    that player's life total becomes 1                      (Master of Cruelties)
    Your life total becomes X.                              (Welcome the Darkness, 107.3a)
    Your life total becomes equal to your starting life total.      (Oketra's Last Mercy, 103.4)
    your life total becomes half your starting life total, rounded up.         (The Endstone)

Each player's own starting life total (103.4); "half ..., rounded up/down" rounds as written
(107.1a). Other numbers ("the number of creatures they control", "the lowest life total among
all players") stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I

#: Whose life total: "your", "target player's", "each player's", "that player's".
_WHOSE = pp.MatchFirst([
    kw("your").set_parse_action(lambda: "you"),
    kw("each player's").set_parse_action(lambda: "each_player"),
    kws("each opponent's", "each of your opponents'").set_parse_action(lambda: "each_opponent"),
    TARGET_PLAYER + lit("'s").suppress(),
    PLAYER_PRONOUN + lit("'s").suppress(),
])
_STARTING = kws("your starting life total", "their starting life total").suppress()
#: The new life total: a number, X, the starting life total or half of it.
_NEW_TOTAL = pp.MatchFirst([
    (sup("equal to") + _STARTING).set_parse_action(lambda: ("starting", "")),
    (sup("half") + _STARTING + lit(",") + sup("rounded") + kws("up", "down")).set_parse_action(
        lambda t: ("starting", f"half_{t[0].lower()}")),
    NUMBER.copy().set_parse_action(lambda t: (int(t[0]), "")),
    kw("X").set_parse_action(lambda: (V.ChosenX(), "")),
])
#: "<whose> life total becomes <new total>" (followed by the sentence's end).
LIFE_TOTAL_BECOMES = (_WHOSE + sup("life total becomes") + _NEW_TOTAL
                      + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[I.SetLife(t[1][0] if t[1][0] != "starting" else 0, who=t[0],
                          starting=t[1][1] or ("all" if t[1][0] == "starting" else ""))]])

__all__ = ["LIFE_TOTAL_BECOMES"]
