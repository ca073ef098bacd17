"""118.12, 400.3: the processors' optional cost paid as the ability resolves
(`engine.stack.resolution_object_costs`):

    You may put a card an opponent owns from exile into that player's graveyard. If you do,
    <effect>. [Otherwise, <effect>.]                      (Wasteland Strangler, Mind Raker)
    You may put two cards your opponents own from exile into their owners' graveyards. If
    you do, <effect>.                                     (Ulamog's Nullifier, Blight Herder)

Read as "You may pay <cost>." (`I.MayPay`): the player may do it only if enough such cards
are in exile (118.3), chooses them, and what follows "If you do" happens only if they did.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules.object_costs import PutFromExileIntoGraveyard

_COST = pp.MatchFirst([
    kw("a card an opponent owns from exile into that player's graveyard").set_parse_action(
        lambda: PutFromExileIntoGraveyard(None, True, "a card an opponent owns from exile")),
    kw("two cards your opponents own from exile into their owners' graveyards"
       ).set_parse_action(lambda: PutFromExileIntoGraveyard(
           None, True, "two cards your opponents own from exile", n=2)),
])

#: 118.12: "You may put <cards an opponent owns> from exile into <their owner's> graveyard."
MAY_PROCESS = (sup("you may put") + _COST + lit(".")).set_parse_action(
    lambda t: [("may_pay", (t[0],))])

__all__ = ["MAY_PROCESS"]
