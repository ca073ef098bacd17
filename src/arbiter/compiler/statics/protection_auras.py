"""Auras granting protection that "doesn't remove" them (702.16n):

    Enchanted creature [gets +N/+N and] has protection from <quality>.
        This effect doesn't remove <~ | Auras>.

The first sentence is read as the same line alone would be (`compiler.lines`: a static
ability granting the protection keyword in layer 6); the granted protection keyword then
carries the exception (`engine.zones.attachments.DOESNT_REMOVE_SELF` / `DOESNT_REMOVE_AURAS`), so
the state-based action for Auras (704.5m) doesn't put this Aura (or any Aura) into the
graveyard for that protection instance, while another instance of protection from the same
quality still does. Everything else protection does (702.16b, 702.16e, 702.16f) is unchanged.
White Ward, Tattoo Ward, Spectra Ward ("This effect doesn't remove Auras."); Pledge of Loyalty
("protection from the colors of permanents you control. This effect doesn't remove this
Aura.": each color's protection carries it, `rules.own_color_protection`).
"""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.zones.attachments import DOESNT_REMOVE_AURAS, DOESNT_REMOVE_SELF
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.rules.own_color_protection import FromColorsAmong
from arbiter.rules.parts import AddAbilities
from arbiter.rules.selectors import AttachedBySource
from arbiter.rules.structure import nodes

#: The first sentence, after "Enchanted creature" (read again whole by the line grammar).
_GRANT = pp.Regex(r"(?:gets [+-]\d+/[+-]\d+ and )?has protection from [^.]+\.")
_WHAT = (kw("~").set_parse_action(lambda: [DOESNT_REMOVE_SELF])
         | kw("Auras").set_parse_action(lambda: [DOESNT_REMOVE_AURAS]))


def _with_exception(s: str, loc: int, t: pp.ParseResults) -> StaticAbility:
    from arbiter.compiler.lines import compile_text

    grant, marker = "Enchanted creature " + t[0], t[1]
    found = compile_text(grant, "")
    if not found or len(found) != 1 or not isinstance(found[0], StaticAbility) or \
            len(found[0].effects) != 1:
        raise pp.ParseException(s, loc, "not a single static grant")
    spec = found[0].effects[0]
    if not any(isinstance(n, AttachedBySource) for n in nodes(spec.affected)) \
            or spec.condition is not None:
        raise pp.ParseException(s, loc, "not a grant to the enchanted creature")
    parts, marked = [], 0
    for part in spec.parts:
        if isinstance(part, AddAbilities):
            new = []
            for a in part.abilities:
                if isinstance(a, KeywordAbility) and a.keyword == "protection from":
                    a = dataclasses.replace(a, extra=a.extra + (marker,))
                    marked += 1
                new.append(a)
            part = dataclasses.replace(part, abilities=tuple(new))
        elif isinstance(part, FromColorsAmong):  # "from the colors of permanents you control"
            part = dataclasses.replace(part, extra=part.extra + (marker,))
            marked += 1
        parts.append(part)
    if marked != 1:
        raise pp.ParseException(s, loc, "one protection ability expected")
    return StaticAbility(text="", effects=(dataclasses.replace(spec, parts=tuple(parts)),))


#: 702.16n: "Enchanted creature has protection from white. This effect doesn't remove ~."
PROTECTION_AURA_LINE = (sup("enchanted creature") + _GRANT
                        + sup("this effect doesn't remove") + _WHAT + lit(".")
                        ).set_parse_action(_with_exception)

__all__ = ["PROTECTION_AURA_LINE"]
