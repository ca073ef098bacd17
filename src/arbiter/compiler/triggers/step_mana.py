"""A step's triggered ability that adds mana to the player whose step it is (106.4, 503.1,
505.1):

    At the beginning of each player's first main phase, that player adds {G}{G}.
                                                        (Eladamri's Vineyard)

"That player" is the active player, whose step or phase began (the step event's player);
the mana goes into their pool (`AddMana.to == "event_player"`, `engine.mana.triggered_mana.
item_recipient`). Such an ability isn't a mana ability (605.1b: it doesn't trigger from a
mana ability), so it uses the stack. Only fixed mana symbols are read here: "{C} for each
artifact they control" names the player again and stays unread.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.effects.mana import MANA_WORDS
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    trigger: Trigger = t[0]
    adds = list(t[1])
    if trigger.event != "step" or trigger.whose == "you" or not adds or not all(
            isinstance(a, I.AddMana) and a.to == "you" for a in adds):
        raise pp.ParseException("", 0, "not a step's mana for that player")
    return TriggeredAbility(text="", trigger=trigger,
                            instructions=tuple(replace(a, to="event_player") for a in adds))


def step_mana_line(at_beginning: pp.ParserElement) -> pp.ParserElement:
    """"At the beginning of <a step of each player / each opponent>, that player adds
    <mana symbols>." (`at_beginning`: the step trigger grammar)."""
    symbols = pp.FollowedBy(pp.Regex(r"(\{[WUBRGC]\})+\.$"))
    return (at_beginning + lit(",").suppress() + sup("that player adds") + symbols
            + MANA_WORDS + lit(".").suppress()).set_parse_action(_ability)


__all__ = ["step_mana_line"]
