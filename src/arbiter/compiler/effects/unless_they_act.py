"""118.12 / 101.4: "<effect> unless <player> <action> [or <action>]", the payer another
player and the cost an action of theirs, paid as the effect resolves:

    Whenever an opponent casts a spell, that player loses 5 life unless they discard a card.
    At the beginning of each opponent's upkeep, Mogis deals 2 damage to that player unless
    they sacrifice a creature of their choice.
    When this creature enters, target opponent loses 3 life unless they sacrifice a nonland
    permanent of their choice or discard a card.
    Each opponent loses 3 life unless that player sacrifices a nonland permanent of their
    choice or discards a card.                         (each of them in turn, 101.4)

The payer chooses whether to pay, and with "or" which of the costs they can pay
(`engine.stack.payments`, 118.3: only a cost they can pay is offered); the effect happens if
they don't. Sacrificing ("of their choice": the payer's own permanents, 701.21a) and
discarding (701.9a) are the actions read; "another" (other than which object?) isn't.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.unless_actions import discard_cards_cost, sacrifice_cost
from arbiter.compiler.grammar.lexicon import A_NUMBER, NUMBER, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, located
from arbiter.rules import costs as K

_NOUN_TEXT = located(NOUN, lambda toks, text: replace(toks[0], text=text))

_ACTION = pp.MatchFirst([
    (kws("sacrifices", "sacrifice").suppress()
     + (kws("a", "an").set_parse_action(lambda: "a") | NUMBER) + _NOUN_TEXT
     + pp.Optional(sup("of their choice"))).set_parse_action(sacrifice_cost),
    kws("discards a card", "discard a card").set_parse_action(lambda: [(K.DiscardCard(),)]),
    (kws("discards", "discard").suppress() + A_NUMBER + _NOUN_TEXT
     ).set_parse_action(discard_cards_cost),  # 701.9a
])


def _costs(t: pp.ParseResults) -> list[tuple[str, Any, tuple[Any, ...]]]:
    payer, actions = t[0], list(t[1:])
    if len(actions) == 1:
        return [("unless", payer, actions[0])]
    if any(len(a) != 1 for a in actions):
        raise pp.ParseException("", 0, "an option of several costs")
    return [("unless", payer, (K.CostChoice(tuple(a[0] for a in actions)),))]


def unless_they_act(payer: pp.ParserElement) -> pp.ParserElement:
    """"unless <payer> <action> [or <action>]" before the sentence's period; `payer`: the
    player phrase (not "you", `compiler.effects.unless_actions`)."""
    return (sup("unless") + payer + _ACTION + pp.Optional(sup("or") + _ACTION)
            + pp.FollowedBy(".")).set_parse_action(_costs)


__all__ = ["unless_they_act"]
