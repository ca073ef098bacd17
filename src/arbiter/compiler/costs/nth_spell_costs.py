"""601.2f: "The first <type> spell you cast each turn costs {N} less to cast." / "The second
spell you cast each turn costs {N} less to cast." (Conduit of Ruin, Alisaie Leveilleur,
Artificer Class): a cost change of the controller's spells (`engine.casting.total_cost`)
applying to a spell that will be their first (second) such spell this turn, counting the
spells they cast this turn before it, also those cast before the ability's source was on the
battlefield (`rules.first_spell.NthSpellBeingCast`).

Only card types name the spells ("creature", "artifact", "instant or sorcery",
"noncreature"): "legendary creature", "face-down creature", "kicked", "with flying", "during
each of your turns" and colored amounts stay unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.casting.total_cost import CostChange
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.first_spell import NthSpellBeingCast
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker",
          "battle")
#: The card types of the spells counted, as (any of, none of) (205.2a).
_KIND = pp.Optional(pp.MatchFirst([
    kw("instant or sorcery").set_parse_action(lambda: [(("Instant", "Sorcery"), ())]),
    kws(*(f"non{t}" for t in _TYPES)).set_parse_action(
        lambda t: [((), (t[0][3:].capitalize(),))]),
    kws(*_TYPES).set_parse_action(lambda t: [((t[0].capitalize(),), ())]),
]), default=((), ()))
_ORDINAL = kws("first", "second").set_parse_action(lambda t: 1 if t[0].lower() == "first"
                                                    else 2)
_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))


def _line(t: pp.ParseResults) -> StaticAbility:
    n, (any_of, none_of), amount, more = t[0], t[1], t[2], t[3].lower() == "more"
    change = CostChange(amount if more else -amount, NthSpellBeingCast(n, any_of, none_of),
                        "you")
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (RulesPart(
        rule="cost_increase", detail=change),)),))


NTH_SPELL_COST_LINE = (sup("the") + _ORDINAL + _KIND + sup("spell you cast each turn costs")
                       + _GENERIC + kws("less", "more") + sup("to cast") + lit(".")
                       + pp.StringEnd()).set_parse_action(_line)

__all__ = ["NTH_SPELL_COST_LINE"]
