"""115.1: "... that targets <objects or players>" after a spell or ability phrase:

    Counter target spell that targets a permanent you control.          (Turn Aside)
    Counter target spell that targets you.                              (Dawn Charm)
    Counter target spell that targets you or a creature you control.
    Counter target spell or ability that targets a creature.            (Diplomatic Escort)

The alternatives joined by "or" are players ("you", "a player") and object phrases; the
selector is `rules.spell_targets.TargetsMatching`. "That targets ~" is left to the triggers
that read it (heroic, `compiler.triggers.triggers`)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.rules import selectors as s
from arbiter.rules.spell_targets import TargetsMatching


def _build(t: pp.ParseResults) -> TargetsMatching:
    players = ""
    objects: list[Any] = []
    for x in t:
        if x == "you":
            players = players or "you"
        elif x == "any player":
            players = "any"
        else:
            objects.append(x.selector())
    sel = None if not objects else objects[0] if len(objects) == 1 else s.Or(tuple(objects))
    return TargetsMatching(sel, players)


def that_targets(noun: pp.ParserElement) -> pp.ParserElement:
    """The clause, with `noun` the object-phrase grammar (`compiler.grammar.nouns.NOUN`)."""
    one = pp.MatchFirst([
        kw("you").set_parse_action(lambda: "you"),
        kw("a player").set_parse_action(lambda: "any player"),
        kws("a", "an").suppress() + noun,
    ])
    return (sup("that targets") + one + pp.ZeroOrMore(sup("or") + one)
            ).set_parse_action(_build)


__all__ = ["that_targets"]
