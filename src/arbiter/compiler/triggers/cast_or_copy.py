"""The trigger condition "Whenever you cast or copy <a spell>" (magecraft, 207.2c):

    Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.
                                                            (Archmage Emeritus)

603.2: the ability triggers on either event. 601.2i: a spell becomes cast once its costs are
paid; 707.10: a copy of a spell isn't cast, it is put on the stack by the player who copied
it (`engine.stack.spell_copy`, the "spell_copied" event), so copying a spell is the other
event. The spell or copy must match the phrase; "that spell" in the effect is it, and "that
player" the player who cast or copied it (`compiler.lines`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.triggers.conditions import Trigger

_SPELL = NOUN.copy().add_condition(lambda t: t[0].kind == "spell")


def _cast_or_copy(t: pp.ParseResults) -> Trigger:
    selector = t[0].selector()
    return Trigger("cast_or_copy", "you", selector=selector, any_of=(
        Trigger("cast", "you", selector=selector),
        Trigger("spell_copied", "you", selector=selector)))


#: 603.2, 601.2i, 707.10: "you cast or copy a/an <spell>".
YOU_CAST_OR_COPY = (sup("you cast or copy") + kws("a", "an").suppress() + _SPELL
                    ).set_parse_action(_cast_or_copy)

__all__ = ["YOU_CAST_OR_COPY"]
