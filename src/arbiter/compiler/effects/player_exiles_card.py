"""608.2d: a player exiles a card of their choice from their own graveyard or hand, chosen as
the effect resolves (not a target, 115.10):

    Target player exiles a card from their graveyard.     (Scrabbling Claws, Merrow Bonegnawer)
    Target opponent exiles a card from their hand.        (Mindmelter)
    Each player exiles a creature card from their graveyard.

Each player named chooses one matching card there (in APNAP order, 101.4) and it is exiled
(`engine.stack.player_chooses`); a player with none exiles nothing. "it" after the sentence
("If it's a creature card, ...") isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.stack.player_chooses import PlayerChoosesOwn
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I

_WHO = pp.MatchFirst([
    TARGET_PLAYER.copy(),
    kw("each opponent").set_parse_action(lambda: "each_opponent"),
    kw("each player").set_parse_action(lambda: "each_player"),
])
_ZONE = kws("from their graveyard", "from their hand").set_parse_action(
    lambda t: t[0].split()[-1].lower())


def _exiles(t: pp.ParseResults) -> list:
    who, noun, zone = t[0], t[1], t[2]
    sel = noun.selector()
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    if not any(isinstance(p, s.InZone) for p in parts):
        raise pp.ParseException("", 0, "not a card")  # "exiles a creature" (a permanent)
    rest = tuple(p for p in parts if not isinstance(p, s.InZone))
    return [[PlayerChoosesOwn(who, s.And((s.InZone((zone,)), *rest)), (I.Exile(I.Ref.it()),),
                              prompt=f"choose a card in your {zone} to exile")]]


#: "<target player | each opponent | each player> exiles a <card> from their <graveyard |
#: hand>"
PLAYER_EXILES_CARD = (_WHO + sup("exiles") + kws("a", "an").suppress() + NOUN + _ZONE
                      ).set_parse_action(_exiles)

__all__ = ["PLAYER_EXILES_CARD"]
