"""701.21a: sacrificing several of your own permanents at once, as a clause that "that many"
can count after it (608.2c, `engine.stack.counted`):

    Sacrifice any number of artifacts, enchantments, and/or tokens, then draw that many cards.
    Sacrifice all creatures you control, then create that many 4/4 red Hellion creature tokens.

"Any number": the player chooses as the instruction is followed (608.2d; none is a legal
choice), then the chosen permanents are sacrificed at once (`SacrificeUpTo` without a cap).
"All <permanents> you control": each one, at once. Only permanents the player controls can
be sacrificed (701.21a); a noun naming other players' permanents isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.sacrifice_up_to import SacrificeUpTo
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I


def _yours(noun: Noun) -> bool:
    """A permanent phrase whose objects the player can sacrifice: permanents, and no words
    about who controls them beyond "you control"."""
    return noun.kind == "permanent" and not noun.other


def _any_number(t: pp.ParseResults) -> list[list[I.Instruction]]:
    noun: Noun = t[0]
    return [[SacrificeUpTo(n=None, selector=noun.selector())]]


def _all_yours(t: pp.ParseResults) -> list[list[I.Instruction]]:
    noun: Noun = t[0]
    selector = noun.selector()
    if not any(isinstance(p, s.ControlledByYou) for p in _parts(selector)):
        raise pp.ParseException("", 0, "'sacrifice all <permanents>' not 'you control'")
    return [[I.Sacrifice(what=selector, by="you")]]


def _parts(selector: s.Selector) -> tuple[s.Selector, ...]:
    return selector.parts if isinstance(selector, s.And) else (selector,)


#: "sacrifice any number of <permanents>"
SACRIFICE_ANY_NUMBER = (sup("sacrifice any number of")
                        + NOUN.copy().add_condition(lambda t: _yours(t[0]))
                        ).set_parse_action(_any_number)
#: "sacrifice all <permanents> you control"
SACRIFICE_ALL_YOURS = (kw("sacrifice all").suppress()
                       + NOUN.copy().add_condition(lambda t: _yours(t[0]))
                       ).set_parse_action(_all_yours)
SACRIFICE_GROUPS = (SACRIFICE_ANY_NUMBER, SACRIFICE_ALL_YOURS)

__all__ = ["SACRIFICE_ANY_NUMBER", "SACRIFICE_ALL_YOURS", "SACRIFICE_GROUPS"]
