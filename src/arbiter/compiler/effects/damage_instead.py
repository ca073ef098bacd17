"""608.2c / 614.1a: a damage sentence changed by the sentence after it, written with its
condition last:

    ~ deals X damage to any target. It deals X plus 1 damage instead if that target is a
    creature or planeswalker.                                       (Light Up the Night)
    ~ deals 1 damage to target creature or planeswalker. It deals 5 damage instead if that
    target is <a kind>.

"It" is the spell (its source); "that target" the one the earlier sentence named. As with
"If <condition>, <effect> instead." (`compiler.effects.sentences.INSTEAD`), the condition is
checked as the spell resolves (608.2c) and decides which damage is dealt."""

from __future__ import annotations

from arbiter.compiler.conditions.objects import OBJECT_CONDITION
from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import NUMBER, lit, sup
from arbiter.rules.instructions import objects as I
from arbiter.rules.x_values import XPlus

#: "X plus 1" (107.3a) or an amount
_AMOUNT = (sup("X plus") + NUMBER).set_parse_action(lambda t: XPlus(t[0])) | AMOUNT

#: "It deals <amount> damage instead if that target is <kind>."
DAMAGE_INSTEAD_IF = (sup("it deals") + _AMOUNT + sup("damage instead if") + OBJECT_CONDITION
                     + lit(".")).set_parse_action(
    lambda t: [("instead", t[1], [I.DealDamage(t[0], to=I.Ref("pronoun"),
                                               source=I.Ref.this())])])

__all__ = ["DAMAGE_INSTEAD_IF"]
