"""Conditions about commanders (903.3), as grammar:

    you control your commander                (lieutenant, 207.2c)

903.3: "your commander" is a commander you own (the designation is an attribute of the card,
`rules.commander_selectors.IsCommander`); the condition holds while a permanent that is one of
your commanders is on the battlefield under your control. Whoever owns it, a copy of a
commander isn't one.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.commander_selectors import IsCommander

#: 903.3: "you control your commander" (lieutenant).
YOUR_COMMANDER_CONDITION = kw("you control your commander").set_parse_action(
    lambda: C.Compare(V.CountOf(s.And((s.InZone(("battlefield",)), IsCommander(),
                                       s.OwnedByYou(), s.YOURS))), ">=", 1))

__all__ = ["YOUR_COMMANDER_CONDITION"]
