"""Trigger conditions on one creature blocking another (509.3b, 509.3d), as grammar:

    Whenever ~ blocks a <creature>, ...                 (Wall of Tears: "blocks a creature")
    Whenever ~ becomes blocked by a <creature>, ...     (Infernal Medusa)
    Whenever ~ blocks or becomes blocked by a <creature>, ...   (Cockatrice, Thicket Basilisk:
                                                         "a non-Wall creature")

509.3b / 509.3d: each triggers once for each creature this one blocks or is blocked by,
and "that creature" is that other creature (the event's object). 509.3f: the other creature
must have the phrase's characteristics as blockers are declared (the selector is checked on
the event). "blocks or becomes blocked by" is either event (603.2: once for each).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _selector(n: Noun) -> s.Selector:
    preds = list(n.preds)
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _blocking(sel: s.Selector) -> Trigger:
    """509.3b: the event's object is the attacking creature this one blocks."""
    return Trigger("attacker_blocked", "blocking_self", selector=sel)


def _blocked(sel: s.Selector) -> Trigger:
    """509.3d: the event's object is the creature blocking this one."""
    return Trigger("blocks_creature", "blocked_self", selector=sel)


def _both(sel: s.Selector) -> Trigger:
    return Trigger("blocks_creature", "blocked_self", any_of=(_blocking(sel), _blocked(sel)))


_WHICH = pp.MatchFirst([
    kw("blocks or becomes blocked by").set_parse_action(lambda: _both),
    kw("becomes blocked by").set_parse_action(lambda: _blocked),
    kw("blocks").set_parse_action(lambda: _blocking),
])

#: 509.3b, 509.3d: "~ blocks a <creature>" and the like.
BLOCK_PAIR_EVENT = (sup("~") + _WHICH + kws("a", "an").suppress() + NOUN
                    + pp.FollowedBy(",")).set_parse_action(lambda t: t[0](_selector(t[1])))

__all__ = ["BLOCK_PAIR_EVENT"]
