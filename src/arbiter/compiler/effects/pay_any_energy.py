"""107.14, 118.12, 608.2c: energy paid in an amount chosen as the effect resolves, and the
sentence right after it, which counts what was paid:

    [<clauses>, then | Then] [you may] pay <any amount of {E} | one or more {E}>.
        <sentence>              ~ deals that much damage to that creature.  (Harnessed Lightning)
                                The creature gets -1/-1 until end of turn for each {E} paid
                                this way.                                   (Die Young)
        If you do, <clauses>.   If you do, put that many +1/+1 counters on this creature.
                                                                            (Rampaging Aetherhood)

The payment is `engine.energy_payments.PayAnyEnergy`. In the sentence after it "that much",
"for each {E} paid this way" and "the amount of {E} paid this way" are the energy paid
(`EnergyPaidThisWay`), and so is "that many" when nothing in that sentence counts something
else (608.2c); anywhere else those phrases stay unread. "When you do, ..." (a reflexive
ability, 603.12, that would need the amount carried to it) isn't read here."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.energy_payments import EnergyPaidThisWay, PayAnyEnergy
from arbiter.engine.stack.counted import counted
from arbiter.rules import instructions as I
from arbiter.rules import values as V
from arbiter.rules.structure import nodes, rebuild

#: "the amount of {E} paid this way" as a count (`compiler.statics.quantities`), left
#: unread (`EnergyPaidThisWay.bound`) unless the sentence before pays energy.
ENERGY_PAID_COUNT = kw("the amount of {E} paid this way").set_parse_action(
    lambda: EnergyPaidThisWay())
#: "for each {E} paid this way" (107.1: the amount paid).
FOR_EACH_ENERGY_PAID = kw("for each {E} paid this way").set_parse_action(
    lambda: EnergyPaidThisWay())

_PAY = (pp.Optional(sup("you may")) + sup("pay") + kws("any amount of {E}", "one or more {E}")
        ).set_parse_action(lambda: PayAnyEnergy())


def _bound(body: list[Any]) -> list[Any]:
    """The sentence after the payment, its counts of the energy paid bound to it; "that
    many" too, unless an instruction of the sentence counts something itself (608.2c)."""
    steps = [n for n in nodes(tuple(body)) if isinstance(n, I.Instruction)]
    own_count = any(counted(n) for n in steps)

    def bind(n: Any) -> Any:
        if isinstance(n, EnergyPaidThisWay | V.ThatMuch):
            return EnergyPaidThisWay(bound=True)
        if isinstance(n, V.ThatMany) and not own_count:
            return EnergyPaidThisWay(bound=True)
        return n

    return list(rebuild(tuple(body), bind))


def pay_any_energy_sentences(clauses: pp.ParserElement, plain: pp.ParserElement,
                             if_you_do: pp.ParserElement) -> pp.ParserElement:
    """The payment's sentence and the sentence after it (`clauses`, `plain`, `if_you_do`:
    the effect grammar of `compiler.effects.sentences`)."""
    def read(t: pp.ParseResults) -> list[Any]:
        items = list(t)
        kind, body = items.pop()
        pay = items.pop()
        lead = [x for group in items for x in group]  # "<clauses>, then"
        if kind == "plain":
            after = _bound(list(body))
        elif kind == "if_you_do":
            after = [I.IfDid(then=tuple(_bound(list(body))))]
        else:
            raise pp.ParseException("", 0, "not a sentence the payment's count reads")
        return [("plain", [*lead, pay, *after])]

    lead = (clauses + sup(", then")) | pp.Optional(sup("then"))
    return (lead + _PAY + lit(".") + (if_you_do | plain)).set_parse_action(read)


__all__ = ["ENERGY_PAID_COUNT", "FOR_EACH_ENERGY_PAID", "pay_any_energy_sentences"]
