"""508.1d / 508.1h: a cost to attack, as grammar:

    Creatures can't attack you unless their controller pays <mana> for each creature they
    control that's attacking you.
    Creatures can't attack you or planeswalkers you control unless their controller pays
    <mana> for each of those creatures.

An "attack_tax" rules effect whose detail is the mana paid per creature attacking the
effect's controller, or (mana, True) when attacks on the planeswalkers they control are
taxed too (`engine.combat.attack_costs` totals, locks in and collects it, 508.1h-j).
Only mana without X is read: nothing announces an X while attackers are declared.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import MANA_COST, lit, sup
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_PLAIN_MANA = re.compile(r"(\{(\d+|[WUBRGC])\})+")


def _tax(t: pp.ParseResults) -> StaticAbility:
    return _build(t[0], False)


def _tax_with_planeswalkers(t: pp.ParseResults) -> StaticAbility:
    return _build(t[0], True)


def _build(mana: str, planeswalkers: bool) -> StaticAbility:
    if not _PLAIN_MANA.fullmatch(mana):
        raise pp.ParseException("", 0, "an attack cost the engine can't total")
    detail = (mana, True) if planeswalkers else mana
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (
        P.RulesPart(rule="attack_tax", detail=detail),)),))


ATTACK_TAX_LINE = pp.MatchFirst([
    (sup("creatures can't attack you unless their controller pays") + MANA_COST
     + sup("for each creature they control that's attacking you") + lit(".")
     ).set_parse_action(_tax),
    # 508.1d: attacks on the player and on the planeswalkers they control (Archon of
    # Absolution, Baird, Steward of Argive)
    (sup("creatures can't attack you or planeswalkers you control unless their controller "
         "pays") + MANA_COST + sup("for each of those creatures") + lit(".") + pp.StringEnd()
     ).set_parse_action(_tax_with_planeswalkers),
])

__all__ = ["ATTACK_TAX_LINE"]
