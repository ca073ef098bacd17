"""Triggered mana abilities (605.1b, 106.12a) as whole lines, and the trigger conditions
about a permanent tapped for mana:

    Whenever enchanted land is tapped for mana, its controller adds an additional {G}.
    Whenever a Forest is tapped for mana, its controller adds an additional {G}.
    Whenever a player taps a land for mana, that player adds one mana of any type that land
    produced.
    Whenever you tap a land for mana, add one mana of any type that land produced.

"Its controller" and "that player" are the player who tapped the permanent: only a
permanent's controller can activate its mana abilities (602.2), so the mana goes to the
tapping player's pool (`AddMana.to`, `engine.mana.triggered_mana`). "Any type that land
produced" is one of the types of mana the mana ability that triggered it added (106.1b; none
added, none: 106.12a). The trigger conditions are offered to every triggered ability too
("Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.").
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.effects.mana import MANA_WORDS, TAPPED_FOR_MANA
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

_EVENT = "tapped_for_mana"


def _noun_trigger(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.other:
        raise pp.ParseException("", 0, "'another' in a tapped-for-mana trigger")
    preds = tuple(n.preds)
    return Trigger(_EVENT, "any", selector=preds[0] if len(preds) == 1 else s.And(preds))


def _enchanted(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.other:
        raise pp.ParseException("", 0, "'another' after 'enchanted'")
    preds = tuple(n.preds)
    return Trigger(_EVENT, "enchanted", selector=preds[0] if len(preds) == 1 else s.And(preds))


#: 106.12a: "enchanted land / Forest is tapped for mana" (the permanent this Aura is attached
#: to, if it is such a permanent then, 603.2).
_ENCHANTED = (sup("enchanted") + NOUN + sup("is tapped for mana")).set_parse_action(_enchanted)
#: 106.12a: "a Forest is tapped for mana", "a player taps a land for mana" (any player).
_A_PERMANENT = (kws("a", "an").suppress() + NOUN + sup("is tapped for mana")
                ).set_parse_action(_noun_trigger)
_A_PLAYER_TAPS = (sup("a player taps") + kws("a", "an").suppress() + NOUN + sup("for mana")
                  ).set_parse_action(_noun_trigger)

#: The trigger conditions, for `compiler.triggers.triggers.EVENT`.
TAPPED_FOR_MANA_EVENTS = pp.MatchFirst([_ENCHANTED, _A_PLAYER_TAPS, _A_PERMANENT])

_PRODUCED = kws("one mana of any type that land produced",
                "one mana of any type that permanent produced").set_parse_action(
    lambda: [[I.AddMana(produced=True)]])
_RECIPIENT = pp.MatchFirst([
    sup("add").set_parse_action(lambda: "you"),
    kws("its controller adds", "that player adds").set_parse_action(lambda: "event_player"),
])


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    trigger, to, adds = t[0], t[1], t[2]
    return TriggeredAbility(text="", trigger=trigger,
                            instructions=tuple(replace(i, to=to) for i in adds))


#: 605.1b: the whole line of a triggered mana ability.
TRIGGERED_MANA_LINE = (
    kws("whenever", "when").suppress()
    + (TAPPED_FOR_MANA_EVENTS | TAPPED_FOR_MANA) + lit(",").suppress()
    + _RECIPIENT + (_PRODUCED | MANA_WORDS) + lit(".").suppress()
).set_parse_action(_ability)

__all__ = ["TAPPED_FOR_MANA_EVENTS", "TRIGGERED_MANA_LINE"]
