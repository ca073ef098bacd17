"""A legendary character's gendered pronouns for itself: "put a +1/+1 counter on him", "He
gains indestructible until end of turn." Oracle text calls any other object "it" or "they"
(and a player "they"), so "him", "her", "he" and "she" name the object with the ability
(`Ref.this()`). The old "he or she" (a player) isn't read as such."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.rules.instructions.references import Ref

#: "on him", "return her to the battlefield": the object itself.
HIMSELF = kws("him", "her").set_parse_action(lambda: Ref.this())
#: "He gains indestructible", "She loses all abilities" (not "he or she").
HE = (kws("he", "she") + ~kw("or")).set_parse_action(lambda: Ref.this())

__all__ = ["HE", "HIMSELF"]
