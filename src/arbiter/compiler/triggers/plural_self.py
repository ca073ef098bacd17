"""Trigger conditions of a permanent whose name is plural (201.5: "~" is the object's own
name; "Aang and Katara", "The Neutrinos"), with the verb agreeing with it:

    When ~ enter, ...                           (603.6a: this permanent entering)
    Whenever ~ attack, ...                      (508.1: declared as an attacker)
    Whenever ~ attack or block, ...             (603.2: either declaration)
    Whenever ~ enter or attack, ...
    Whenever ~ deal combat damage to a player, ...   (510.2)

The same triggers as "When ~ enters", "Whenever ~ attacks" ...
(`compiler.triggers.triggers`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit
from arbiter.engine.triggers.conditions import Trigger

PLURAL_SELF_EVENT = (kw("~") + pp.MatchFirst([
    kws("enter the battlefield or attack", "enter or attack").set_parse_action(
        lambda: Trigger("enters_or_attacks")),
    kws("enter the battlefield", "enter").set_parse_action(lambda: Trigger("enters")),
    kws("attack or block", "block or attack").set_parse_action(
        lambda: Trigger("attacks_or_blocks")),
    kw("attack").set_parse_action(lambda: Trigger("attacks")),
    kw("deal combat damage to a player").set_parse_action(
        lambda: Trigger("combat_damage_to_player")),
]) + pp.FollowedBy(lit(","))).set_parse_action(lambda t: t[-1]).set_name("~ <plural verb>")

__all__ = ["PLURAL_SELF_EVENT"]
