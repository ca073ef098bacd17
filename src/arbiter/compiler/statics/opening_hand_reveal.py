"""103.6b / 603.7g: "You may reveal this card from your opening hand. If you do, at the
beginning of the first upkeep, <effects>." (Chancellor of the Spires, Providence; "your first
upkeep": Sphinx of Foresight, "If you do, scry 3 at the beginning of your first upkeep."): an
opening-hand action (`engine.turn.opening_hand`) creating a delayed triggered ability.

The effects are read as the body of an "at the beginning of your upkeep" ability (the
controller of the delayed ability is the revealing player, 603.7g); a body with targets, or
conditions of its own, is left unread."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.rules.abilities import OpeningHandAbility, TriggeredAbility

_REVEAL = "you may reveal ~ from your opening hand. if you do, "
_LEADING = re.compile(_REVEAL.replace(".", r"\.") + r"at the beginning of (the|your) first "
                      r"upkeep, (?P<body>.+\.)$", re.I)
_TRAILING = re.compile(_REVEAL.replace(".", r"\.") + r"(?P<body>[^.]+) at the beginning of "
                       r"your first upkeep\.$", re.I)


def _reading(s: str, loc: int, t: pp.ParseResults) -> OpeningHandAbility:
    from arbiter.compiler.lines import compile_text

    line = t[0]
    m = _LEADING.match(line)
    if m:
        step = "upkeep" if m.group(1).lower() == "the" else "upkeep:controller"
        body = m.group("body")
    else:
        m = _TRAILING.match(line)
        if m is None:
            raise pp.ParseException(s, loc, "not the first upkeep")
        step, body = "upkeep:controller", m.group("body") + "."
    read = compile_text(f"At the beginning of your upkeep, {body}", "")
    if not read or len(read) != 1 or not isinstance(read[0], TriggeredAbility):
        raise pp.ParseException(s, loc, "the delayed ability's effects aren't read")
    ab = read[0]
    if ab.targets or ab.intervening_if is not None or ab.optional or ab.modes:
        raise pp.ParseException(s, loc, "a delayed ability with targets or a condition")
    return OpeningHandAbility(text="", action="reveal", step=step,
                              instructions=ab.instructions)


#: 103.6b: "You may reveal this card from your opening hand. If you do, ..."
OPENING_HAND_REVEAL_LINE = pp.Regex(_REVEAL.replace(".", r"\.") + r".+$", flags=re.I
                                    ).set_parse_action(_reading)

__all__ = ["OPENING_HAND_REVEAL_LINE"]
