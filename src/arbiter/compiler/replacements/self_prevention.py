"""A permanent's prevention of damage to itself, with counters as the rest of the effect
(615.1, 615.5; `rules.self_prevention`, carried out by `engine.replacement.self_prevention`):

    If damage would be dealt to ~ [while it has a +1/+1 counter on it], prevent that damage
        and remove <that many +1/+1 counters | a +1/+1 counter> from it.
    If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter from it.
    If [noncombat] damage would be dealt to ~, prevent that damage. <Remove a +1/+1 counter
        from ~ | Put a <kind> counter on ~ for each 1 damage prevented this way>.
    For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a
        +1/+1 counter from it and prevent that 1 damage.                  (Rock Hydra)
    If damage would be dealt to ~, put that many <+1/+1 | -1/-1> counters on it instead.
                                            (Phytohydra, Lichenthrope: 614.1a, a replacement)
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.self_prevention import PREVENT_DAMAGE_TO_SELF, SelfPrevention
from arbiter.state.effects import EffectSpec


def _static(detail: SelfPrevention) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=PREVENT_DAMAGE_TO_SELF, detail=detail),)),))


def _build(t: pp.ParseResults) -> StaticAbility:
    items: list[Any] = list(t)
    then = next((x for x in items if isinstance(x, tuple)), None)
    return _static(SelfPrevention(needs_counter="needs_counter" in items, then=then,
                                  noncombat="noncombat" in items))


_IF = pp.MatchFirst([
    (sup("if") + pp.Optional(kw("noncombat").set_parse_action(lambda: "noncombat"))
     + sup("damage would be dealt to ~")
     + pp.Optional(kw("while it has a +1/+1 counter on it").set_parse_action(
         lambda: "needs_counter"))),
    sup("if ~ would be dealt damage"),
]) + lit(",") + sup("prevent that damage")
_AND_REMOVE = sup("and remove") + pp.MatchFirst([
    kw("that many +1/+1 counters").set_parse_action(lambda: [("remove", "+1/+1", "that_many")]),
    kw("a +1/+1 counter").set_parse_action(lambda: [("remove", "+1/+1", "one")]),
]) + sup("from") + kws("it", "~").suppress()  # "from it" / "from this creature"
_THEN = lit(".") + pp.MatchFirst([
    kw("remove a +1/+1 counter from ~").set_parse_action(
        lambda: [("remove", "+1/+1", "one")]),
    (sup("put a") + kws("+1/+1", "-1/-1") + sup("counter on ~ for each 1 damage prevented "
                                                 "this way")).set_parse_action(
        lambda t: [("put", t[0], "prevented")]),
])

#: 615.1 / 615.5 (Protean Hydra, Polukranos, the Phantoms, Phyrexian Hydra).
SELF_PREVENTION_LINE = pp.MatchFirst([
    (_IF + (_AND_REMOVE | _THEN) + lit(".")).set_parse_action(_build),
    # 614.1a: Phytohydra, Lichenthrope
    (sup("if damage would be dealt to ~") + lit(",") + sup("put that many")
     + kws("+1/+1", "-1/-1") + sup("counters on it instead") + lit(".")).set_parse_action(
        lambda t: _static(SelfPrevention(then=("put", t[0], "that_many"), instead=True))),
    # Rock Hydra
    (kw("for each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove "
        "a +1/+1 counter from it and prevent that 1 damage") + lit(".")).set_parse_action(
        lambda: _static(SelfPrevention(per_counter=True))),
])

__all__ = ["SELF_PREVENTION_LINE"]
