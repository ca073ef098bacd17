"""709.5f-g: unlocking and locking the doors of a Room, as grammar.

    unlock a locked door of up to one target Room you control     (Ghostly Keybearer)
    lock or unlock a door of target Room you control              (Keys to the House)

The player instructed (the controller of the resolving spell or ability) chooses the half
as it resolves (`rules.instructions.UnlockDoor`, `engine.keyword_actions.rooms`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.instructions import UnlockDoor


def door_clauses(obj: pp.ParserElement) -> list[pp.ParserElement]:
    """The clauses, with `obj` the one-object grammar of `compiler.effects.effects`."""
    return [
        # 709.5f: a locked half chosen, and unlocked
        (sup("unlock a locked door of") + obj).set_parse_action(
            lambda t: [[UnlockDoor(t[0])]]),
        # 709.5f-g: any half chosen: a locked one unlocked, an unlocked one locked
        (sup("lock or unlock a door of") + obj).set_parse_action(
            lambda t: [[UnlockDoor(t[0], or_lock=True)]]),
    ]


__all__ = ["door_clauses"]
