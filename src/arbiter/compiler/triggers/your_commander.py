"""Trigger conditions about "your commander" (903.3: a card designated as its owner's
commander; "your commander" is one you own, whoever controls it, 903.3d):

    Whenever your commander enters or attacks, ...       (603.2: either event)
    Whenever your commander enters, ...
    Whenever your commander attacks, ...
    Whenever your commander deals combat damage to a player, ...   (510.2)

The object the event happened to must be a commander its ability's controller owns
(`rules.commander_selectors.IsCommander`, `rules.selectors.OwnedByYou`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.commander_selectors import IsCommander

_YOURS = s.And((IsCommander(), s.OwnedByYou()))


def _on(event: str) -> Trigger:
    return Trigger(event, "any", selector=_YOURS)


YOUR_COMMANDER_EVENT = (sup("your commander") + pp.MatchFirst([
    kws("enters or attacks", "enters the battlefield or attacks").set_parse_action(
        lambda: Trigger("any_of", "any", any_of=(_on("enters"), _on("attacks")))),
    kws("enters the battlefield", "enters").set_parse_action(lambda: _on("enters")),
    kw("attacks").set_parse_action(lambda: _on("attacks")),
    kw("deals combat damage to a player").set_parse_action(
        lambda: _on("combat_damage_to_player")),
]) + pp.FollowedBy(",")).set_name("your commander <event>")

__all__ = ["YOUR_COMMANDER_EVENT"]
