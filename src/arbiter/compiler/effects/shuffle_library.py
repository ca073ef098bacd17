"""701.24a: "<player> shuffles their library" as a verb phrase of
`compiler.effects.player_effects` (`engine.keyword_actions.shuffle_library`), and "You may
have that player shuffle." as a sentence (Natural Selection, Portent: the controller
chooses, the player named before shuffles)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary
from arbiter.engine.zones.reveal_hand import RevealHand
from arbiter.rules.instructions import objects as I


def shuffle_library_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"shuffles their library" / "shuffle your library" (`vp` builds it for the player
    who acts)."""
    return vp(sup("shuffles their library"), lambda who: [ShuffleLibrary(who)])


def reveal_hand_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """701.20a: "reveals their hand" as a verb phrase of its own (`vp` builds it for the
    player who acts; the whole-sentence templates choosing a card from the hand come
    first)."""
    return vp(sup("reveals their hand") + ~pp.FollowedBy(sup("and")),
              lambda who: [RevealHand(who)])


#: 701.24a, 608.2c: "You may have that player shuffle." ("that player": the player named
#: before, `compiler.grammar.refs`)
MAY_HAVE_SHUFFLE = (sup("you may have that player shuffle") + lit(".")).set_parse_action(
    lambda: [("plain", [I.MayDo(do=(ShuffleLibrary(I.Ref("pronoun_player")),))])])

__all__ = ["MAY_HAVE_SHUFFLE", "reveal_hand_verb", "shuffle_library_verb"]
