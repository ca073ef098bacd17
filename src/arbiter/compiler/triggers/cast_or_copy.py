"""The trigger conditions "Whenever you cast or copy <a spell>" (magecraft, 207.2c) and
"Whenever you copy <a spell>":

    Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.
                                                            (Archmage Emeritus)
    Whenever you copy a spell, put a +1/+1 counter on The Twelfth Doctor.
    Whenever you copy an instant spell, put a +1/+1 counter on Kalamax.

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


def _copy(t: pp.ParseResults) -> Trigger:
    # 707.10: the copy is put on the stack by the player who copied it; the copy (not the
    # spell copied) must match the phrase, with the spell's copiable values (707.2)
    return Trigger("spell_copied", "you", selector=t[0].selector())


#: 603.2, 601.2i, 707.10: "you cast or copy a/an <spell>"; 707.10: "you copy a/an <spell>".
YOU_CAST_OR_COPY = pp.MatchFirst([
    (sup("you cast or copy") + kws("a", "an").suppress() + _SPELL
     ).set_parse_action(_cast_or_copy),
    (sup("you copy") + kws("a", "an").suppress() + _SPELL).set_parse_action(_copy),
])

__all__ = ["YOU_CAST_OR_COPY"]
