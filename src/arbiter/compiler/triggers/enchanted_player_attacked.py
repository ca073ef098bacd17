"""The trigger condition "Whenever enchanted player is attacked" (603.2, 508.1a, 303.4b) with
the sentence after its effect, as a whole line:

    Whenever enchanted player is attacked, create a Gold token. Each opponent attacking that
    player does the same.                                           (Curse of Opulence)
    Whenever enchanted player is attacked, you draw a card. Each opponent attacking that
    player does the same.                                           (Curse of Verbosity)

A player is attacked when creatures are declared attacking that player (508.1a; a
planeswalker or battle they control or protect isn't that player, 506.3): the engine's
"player_attacked" event, once however many creatures attack them, with the player enchanted
by the Aura as the subject (`engine.triggers.triggered`, "enchanted_player"). The second
sentence has each opponent of the controller attacking that player do the first sentence's
instructions as their own (`engine.stack.attacking_opponents`). A first sentence with a
pronoun, a target or a player other than "you" isn't read here (what "the same" would be for
another player is then unclear), nor a second sentence in other words (Curse of Bounty).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.triggers.effect_text import bound_effects
from arbiter.engine.stack.attacking_opponents import AttackingOpponentsDoTheSame
from arbiter.engine.triggers.attacks_a_player import EVENT as PLAYER_ATTACKED
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility

#: Words the first sentence may not hold: references to objects or players, targets.
_REFERENCES = re.compile(r"\b(it|its|they|them|their|that|those|target|each|player|"
                         r"opponent|opponents|if|unless|~)\b", re.I)


def _line(s: str, loc: int, t: pp.ParseResults) -> TriggeredAbility:
    text = t[0]
    if _REFERENCES.search(text):
        raise pp.ParseException(s, loc, "only an effect with no references is done the same")
    body, targets = bound_effects(s, loc, text + ".")
    if targets:
        raise pp.ParseException(s, loc, "a target")
    return TriggeredAbility(text="", trigger=Trigger(PLAYER_ATTACKED, "enchanted_player"),
                            instructions=(*body, AttackingOpponentsDoTheSame(do=body)))


#: 603.2, 608.2c: "Whenever enchanted player is attacked, <effects>. Each opponent attacking
#: that player does the same."
ENCHANTED_PLAYER_ATTACKED_LINE = (
    kws("whenever", "when").suppress() + sup("enchanted player is attacked") + lit(",").suppress()
    + pp.Regex(r"[^.]+") + lit(".").suppress()
    + sup("each opponent attacking that player does the same") + lit(".").suppress()
).set_parse_action(_line)

__all__ = ["ENCHANTED_PLAYER_ATTACKED_LINE"]
