"""Trigger conditions on one creature blocking another (509.3b, 509.3d), as grammar:

    Whenever ~ blocks a <creature>, ...                 (Wall of Tears: "blocks a creature")
    Whenever ~ becomes blocked by a <creature>, ...     (Infernal Medusa)
    Whenever ~ blocks or becomes blocked by a <creature>, ...   (Cockatrice, Thicket Basilisk:
                                                         "a non-Wall creature")
    Whenever equipped creature blocks or becomes blocked by a <creature>, ...  (Barrow-Blade:
                              the permanent this Equipment or Aura is attached to, 301.5, 303.4)

509.3b / 509.3d: each triggers once for each creature this one blocks or is blocked by,
and "that creature" is that other creature (the event's object). 509.3f: the other creature
must have the phrase's characteristics as blockers are declared (the selector is checked on
the event). "blocks or becomes blocked by" is either event (603.2: once for each).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _selector(n: Noun) -> s.Selector:
    preds = list(n.preds)
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _blocking(sel: s.Selector, whose: str = "self") -> Trigger:
    """509.3b: the event's object is the attacking creature this one blocks."""
    return Trigger("attacker_blocked", f"blocking_{whose}", selector=sel)


def _blocked(sel: s.Selector, whose: str = "self") -> Trigger:
    """509.3d: the event's object is the creature blocking this one."""
    return Trigger("blocks_creature", f"blocked_{whose}", selector=sel)


def _both(sel: s.Selector, whose: str = "self") -> Trigger:
    return Trigger("blocks_creature", f"blocked_{whose}",
                   any_of=(_blocking(sel, whose), _blocked(sel, whose)))


_WHICH = pp.MatchFirst([
    kw("blocks or becomes blocked by").set_parse_action(lambda: _both),
    kw("becomes blocked by").set_parse_action(lambda: _blocked),
    kw("blocks").set_parse_action(lambda: _blocking),
])
#: ~ itself, or the creature this Equipment or Aura is attached to (`engine.triggers
#: .block_pair_hosts`).
_WHOSE = pp.MatchFirst([
    kw("~").set_parse_action(lambda: "self"),
    kws("equipped creature", "enchanted creature").set_parse_action(lambda: "attached"),
])

#: 509.3b, 509.3d: "~ blocks a <creature>" and the like.
BLOCK_PAIR_EVENT = (_WHOSE + _WHICH + kws("a", "an").suppress() + NOUN
                    + pp.FollowedBy(",")).set_parse_action(
    lambda t: t[1](_selector(t[2]), t[0]))

__all__ = ["BLOCK_PAIR_EVENT"]
