"""Static abilities that replace or prevent the damage spells would deal (614.1a, 615.1;
`rules.spell_damage`, carried out by `engine.replacement.spell_damage`):

    If a spell would deal damage to <recipients>, prevent that damage.
    If a spell would deal damage to <recipients>, it deals that much damage plus N instead.

    recipients := (you | an opponent) [or <permanents>] | <permanents>
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.rules.spell_damage import PLUS, PREVENT, Recipients
from arbiter.state.effects import EffectSpec

_PLAYER = (kw("you").set_parse_action(lambda: "you")
           | kw("an opponent").set_parse_action(lambda: "opponents"))


def _permanents(t: pp.ParseResults) -> Noun:
    n: Noun = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "damage to something other than permanents")
    return n


_PERMANENTS = (pp.Optional(kws("a", "an")).suppress() + NOUN).add_parse_action(_permanents)


def _recipients(t: pp.ParseResults) -> Recipients:
    player = next((x for x in t if isinstance(x, str)), None)
    noun = next((x for x in t if isinstance(x, Noun)), None)
    return Recipients(player, None if noun is None else noun.selector())


_RECIPIENTS = ((_PLAYER + pp.Optional(sup("or") + _PERMANENTS)) | _PERMANENTS
               ).set_parse_action(_recipients)
_IF = sup("if a spell would deal damage to") + _RECIPIENTS + lit(",")


def _static(rule: str, detail: object) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(rule, detail),)),))


#: 615.1: "If a spell would deal damage to you or another permanent you control, prevent
#: that damage."
PREVENT_SPELL_DAMAGE = (_IF + sup("prevent that damage") + lit(".")).set_parse_action(
    lambda t: _static(PREVENT, t[0]))
#: 614.1a: "If a spell would deal damage to an opponent or a permanent an opponent controls,
#: it deals that much damage plus 1 instead."
SPELL_DAMAGE_PLUS = (_IF + sup("it deals that much damage plus") + NUMBER + sup("instead")
                     + lit(".")).set_parse_action(lambda t: _static(PLUS, (t[1], t[0])))

SPELL_DAMAGE_LINES = [PREVENT_SPELL_DAMAGE, SPELL_DAMAGE_PLUS]

__all__ = ["SPELL_DAMAGE_LINES"]
