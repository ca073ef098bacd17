"""615.1 / 611.2a: a resolving spell's or ability's prevention effect on one object, for a
while (Maze of Ith, Ebony Horse):

    [<duration>,] Prevent all [combat] damage that would be dealt
        <to and dealt by | to | by> <object> [<duration>].
    Prevent all [combat] damage that would be dealt <duration> by|to <object>.
    Prevent all [combat] damage <object> would deal <duration>.

Each becomes a rules part on the object (613.11) that `engine.replacement.damage.prevented`
reads as damage would be dealt ("combat damage": only combat damage, 510.2). "Prevent all
damage that would be dealt to <object>" alone is `compiler.effects.object_actions`.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I

_WAY = pp.MatchFirst([
    kw("to and dealt by").set_parse_action(lambda: [("to", "by")]),
    kw("to").set_parse_action(lambda: [("to",)]),
    kw("by").set_parse_action(lambda: [("by",)]),
])
_COMBAT = pp.Optional(kw("combat").set_parse_action(lambda: "combat"))


def _build(t: pp.ParseResults) -> list[list[Any]]:
    items = list(t)
    durations = [x for x in items if isinstance(x, str) and x != "combat"]
    if len(durations) != 1:
        raise pp.ParseException("", 0, "a prevention effect needs one duration")
    kind = "combat_damage" if "combat" in items else "damage"
    ways = next(x for x in items if isinstance(x, tuple))
    what = next(x for x in items if not isinstance(x, str | tuple))
    parts = tuple(P.RulesPart(rule=f"prevent_all_{kind}_dealt_{way}") for way in ways)
    return [[I.CreateEffect(parts=parts, affected=what, duration=durations[0])]]


#: "Untap target attacking creature. Prevent all combat damage that would be dealt to and
#: dealt by that creature this turn." (Maze of Ith).
PREVENT_ALL_OBJECT = pp.MatchFirst([
    (pp.Optional(DURATION + lit(",")) + sup("prevent all") + _COMBAT
     + sup("damage that would be dealt") + _WAY + OBJECT + pp.Optional(DURATION)),
    (sup("prevent all") + _COMBAT + sup("damage that would be dealt") + DURATION + sup("by")
     + pp.Empty().set_parse_action(lambda: [("by",)]) + OBJECT),
    # "Prevent all combat damage target creature would deal this turn." (Azorius Ploy,
    # Resistance Fighter; "this creature would deal": Loafing Giant)
    (sup("prevent all") + _COMBAT + sup("damage") + pp.Empty().set_parse_action(
        lambda: [("by",)]) + OBJECT + sup("would deal") + DURATION),
    # "Prevent all damage that would be dealt this turn to another target creature with a
    # +1/+1 counter on it." (Kurbis, Harvest Celebrant)
    (sup("prevent all") + _COMBAT + sup("damage that would be dealt") + DURATION + sup("to")
     + pp.Empty().set_parse_action(lambda: [("to",)]) + OBJECT),
]).set_parse_action(_build)

__all__ = ["PREVENT_ALL_OBJECT"]
