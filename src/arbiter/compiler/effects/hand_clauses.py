"""Clauses about a whole hand and about the spell a cast trigger names:

    discard your hand                                   (701.9a;
    `engine.keyword_actions.discard_hand`)
    <player> reveals their hand and discards all <cards>                (701.20a, 701.9a)
    draw a card for each of that spell's colors                  (105.1, 603.2, 608.2h)

"that spell" is read only in a line whose trigger is casting a spell ("Whenever you cast a
spell, ..."): anywhere else it names nothing the ability knows and the line stays unread."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.discard_hand import DiscardHand, RevealDiscardAll
from arbiter.rules.instructions import objects as I
from arbiter.rules.spell_event_values import ThatSpellColors

_CAST_TRIGGER = re.compile(r"^Whenever (you|a player|an opponent) casts? (a|an) [^,]*spell, ")


def _after_cast_trigger(s: str, loc: int, t: pp.ParseResults) -> None:
    if not _CAST_TRIGGER.match(s):
        raise pp.ParseException(s, loc, "'that spell' without a cast trigger")


#: 701.9a: "discard your hand" / "discard all the cards in your hand".
DISCARD_HAND = kws("discard your hand", "discard all the cards in your hand").set_parse_action(
    lambda: [[DiscardHand()]])
#: 701.20a / 701.9a: "Target player reveals their hand and discards all nonland cards."
#: (Amnesia, Trapfinder's Trick, Shatter Assumptions): cards in the hand only.
REVEAL_DISCARD_ALL = (PLAYER + sup("reveals their hand and discards all")
                      + NOUN.copy().add_condition(lambda t: "hand" in t[0].zones)
                      + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[RevealDiscardAll(who=t[0], selector=t[1].selector())]])
#: "draw a card for each of that spell's colors".
DRAW_PER_SPELL_COLOR = (sup("draw a card for each of that spell's colors")
                        ).add_parse_action(_after_cast_trigger).add_parse_action(
    lambda: [[I.Draw(ThatSpellColors())]])

HAND_CLAUSES = [DISCARD_HAND, REVEAL_DISCARD_ALL, DRAW_PER_SPELL_COLOR]

__all__ = ["HAND_CLAUSES"]
