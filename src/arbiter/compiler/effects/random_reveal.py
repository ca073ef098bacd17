"""701.20a: "<player> reveals a card at random from their hand." (`engine.zones.reveal_random`)
as a verb phrase of `compiler.effects.player_effects`. Read only as the ability's last
instruction: a later "that card" / "it" / "the revealed card" (Singe-Mind Ogre, Planeswalker's
Mirth, Wand of Ith) would refer to the revealed card, which this reading doesn't name, so
those lines stay unread."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit
from arbiter.engine.zones.reveal_random import RevealAtRandom


def random_reveal_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"reveals a card at random from their hand." at the end of the ability's text."""
    return vp(kws("reveals a card at random from their hand",
                  "reveal a card at random from your hand").suppress()
              + pp.FollowedBy(pp.StringEnd() | lit(".") + pp.StringEnd()),
              lambda who: [RevealAtRandom(who)])


__all__ = ["random_reveal_verb"]
