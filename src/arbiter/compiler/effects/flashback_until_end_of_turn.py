"""702.34a, 611.2c: flashback given until end of turn by a resolving spell or ability
(`engine.casting.flashback_until_end_of_turn`):

    Target instant or sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost.                        (Snapcaster Mage)
    Each instant and sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost.                        (Past in Flames)

The cards are one target card in a graveyard or every card of a description in a graveyard;
a flashback cost of another kind, or more sentences about "that card", leave the line
unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.granted_flashback import FLASHBACK_OF_MANA_COST
from arbiter.engine.casting.flashback_until_end_of_turn import GraveyardCardsGain


def _one_card_in_a_graveyard(t: pp.ParseResults) -> bool:
    spec = t[0].spec
    return (spec.kind == "card" and spec.zone == "graveyard" and spec.count == 1
            and not spec.up_to and not spec.x)


def _each(t: pp.ParseResults) -> object:
    noun: Noun = t[0]
    if noun.kind != "card" or noun.zones != ("graveyard",):
        raise pp.ParseException("", 0, "flashback is given to cards in a graveyard")
    return noun.selector()


_CARDS = (TARGET_OBJECT.copy().add_condition(_one_card_in_a_graveyard)
          | (sup("each") + NOUN).set_parse_action(_each))

#: 702.34a: "<cards> gains flashback until end of turn. The flashback cost is equal to
#: <its | that card's> mana cost."
FLASHBACK_UNTIL_END_OF_TURN = (
    _CARDS + sup("gains flashback until end of turn") + lit(".")
    + sup("the flashback cost is equal to") + kws("its", "that card's").suppress()
    + sup("mana cost") + lit(".")
).set_parse_action(lambda t: [("plain", [GraveyardCardsGain(
    t[0], abilities=(FLASHBACK_OF_MANA_COST,))])])

__all__ = ["FLASHBACK_UNTIL_END_OF_TURN"]
