"""701.21a: a player sacrifices permanents of their own choice (the "edicts"):

    Target player sacrifices a creature of their choice.         (Diabolic Edict)
    Each player sacrifices two creatures of their choice.        (Barter in Blood)
    ... each opponent sacrifices a creature of their choice.     (Butcher of Malakir)
    Target player sacrifices an attacking creature of their choice.
    ... you may sacrifice another creature.                     (Heart-Piercer Manticore)

A player can sacrifice only permanents they control (701.21a), so the player who sacrifices
chooses among their own; one with fewer sacrifices all they have. The engine's
`SacrificeChosen` (`engine.keyword_actions.sacrifice_choice`) asks each player in APNAP order
(101.4) and sacrifices everything chosen at once. "of their choice" (today's wording) says
what 701.21a already implies, so the older wording without it reads the same.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen

_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent")
#: "another creature": one permanent, the noun's own determiner (other than the source).
_ANOTHER = (pp.FollowedBy(kw("another")) + pp.Empty().set_parse_action(lambda: 1))


def _edict(who: Any, n: Any, noun: Noun) -> list[Any]:
    if noun.other and who != "you":
        # "another creature" / "a creature other than ~" is the source's controller's own
        # sacrifice in a permanent's ability (Lord of the Pit); another player's isn't read
        raise pp.ParseException("", 0, "another player sacrifices 'another' permanent")
    return [SacrificeChosen(who=who, n=n, selector=noun.selector())]


def edict_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """701.21a: "sacrifices a creature [of their choice]" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("sacrifice", "sacrifices").suppress() + (AMOUNT | _ANOTHER) + _PERMANENTS
              + pp.Optional(sup("of their choice") | sup("of your choice")), _edict)


__all__ = ["edict_verb"]
