"""712.20 / 707.9b / 607.2a: a face that becomes a copy of a linked exiled card as the
permanent transforms into it, whole lines:

    As this creature transforms into Olag, Ludevic's Hubris, it becomes a copy of a creature
    card exiled with it, except its name is Olag, Ludevic's Hubris, it's 4/4, and it's a
    legendary blue and black Zombie in addition to its other colors and types. Put a number
    of +1/+1 counters on Olag equal to the number of creature cards exiled with it.

712.20: an "As [this permanent] transforms ..." ability of the face it transforms into is
applied while it transforms. Its controller chooses one of the cards exiled with it by its
linked ability (607.2a, also printed on its other face); it becomes a copy of that card with
the exceptions, which are part of the copying (707.9b: its name, its P/T, and the supertype,
colors and subtype added to the copied ones, 105.3). No such card: it copies nothing. The
counters are put on it as it transforms. The engine: `engine.replacement.as_transforms`.
"""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.layer_templates import _COLORS, _PT, _TYPE_WORD, _exceptions
from arbiter.engine.replacement.as_transforms import KIND, OWN_NAME
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.linked_exile import ExiledWithSource
from arbiter.rules.selectors import And, InZone


def _exiled_with_it(t: pp.ParseResults) -> And:
    """607.2a: "<card> exiled with it": a card in exile its linked ability exiled."""
    sel = t[0].selector()
    parts = tuple(p for p in getattr(sel, "parts", (sel,)) if not isinstance(p, InZone))
    return And(parts=(InZone(names=("exile",)), *parts, ExiledWithSource()))


_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_EXILED = (_CARDS + sup("exiled with it")).set_parse_action(_exiled_with_it)

_DESCRIPTION = (kws("a", "an").suppress() + pp.Optional(_TYPE_WORD) + pp.Optional(_COLORS)
                + pp.OneOrMore(_TYPE_WORD))


def _adding(t: pp.ParseResults) -> CopyExceptions:
    """105.3: "in addition to its other colors and types": added to the copied values."""
    x = _exceptions(t)
    return dataclasses.replace(x, colors=None, add_colors=x.colors or frozenset())


_NAME = sup("its name is ~").set_parse_action(lambda: ("name", OWN_NAME))
_SIZE = sup("it's") + _PT
_TYPES = (sup("it's") + _DESCRIPTION + sup("in addition to its other colors and types")
          ).set_parse_action(lambda t: ("adding", _adding(t)))
_ITEM = _NAME | _TYPES | _SIZE


def _except(t: pp.ParseResults) -> CopyExceptions:
    fields: dict[str, object] = {}
    adding = CopyExceptions()
    for x in t:
        if isinstance(x, tuple) and x[0] == "name":
            fields["name"] = x[1]
        elif isinstance(x, tuple) and x[0] == "adding":
            adding = x[1]
        elif isinstance(x, tuple) and len(x) == 2 and all(isinstance(v, int) for v in x):
            fields["power"], fields["toughness"] = x
        else:
            raise pp.ParseException("", 0, "an exception not read")
    return dataclasses.replace(adding, **fields)  # type: ignore[arg-type]


_EXCEPTIONS = (_ITEM + pp.ZeroOrMore(lit(",") + pp.Optional(sup("and")) + _ITEM)
               ).set_parse_action(lambda t: [_except(t)])


def _line(t: pp.ParseResults) -> ReplacementAbility:
    copied, exceptions, counted = t
    if counted != copied:
        raise pp.ParseException("", 0, "the cards counted aren't the cards copied from")
    return ReplacementAbility(text="", kind=KIND,
                              spec=(copied, exceptions, "+1/+1"))


#: 712.20 / 707.9b / 122.6: the whole line.
AS_TRANSFORMS_COPY_LINE = (
    sup("as ~ transforms into ~") + lit(",") + sup("it becomes a copy of")
    + kws("a", "an").suppress() + _EXILED + lit(",") + sup("except") + _EXCEPTIONS + lit(".")
    + sup("put a number of +1/+1 counters on ~ equal to the number of") + _EXILED + lit(".")
).set_parse_action(_line)

__all__ = ["AS_TRANSFORMS_COPY_LINE"]
