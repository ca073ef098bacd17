"""Conditions about an object named earlier in the effect (608.2c), offered to the "if" and
"instead" sentences of `compiler.effects.sentences`:

    it's a Human / it's a <noun>                   ("If it's a Human, instead it gets ...")
    that target is a creature or planeswalker      ("... instead if that target is ...")

The object is a pronoun that `compiler.grammar.refs.bind` points at the last object named."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.object_conditions import ObjectIs

_THAT = kw("that target").set_parse_action(lambda: Ref("pronoun")) | PRONOUN
OBJECT_CONDITION = (_THAT + (lit("'s") | sup("is")) + kws("a", "an").suppress() + NOUN
                    ).set_parse_action(lambda t: ObjectIs(t[0], t[1].selector())
                                       ).set_name("object condition")

__all__ = ["OBJECT_CONDITION"]
