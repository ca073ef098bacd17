"""101.2, 601.3a, 611.2a: "<player> can't cast <card types> spells this turn." as a verb phrase
(`engine.casting.cast_ban_this_turn`): "Target player can't cast creature spells this turn."
(Cease-Fire), "Its controller can't cast spells this turn." (Render Silent: every spell,
601.3a); and the clauses "Players | Your opponents can't cast <card types> spells this
turn." (Calamity's Wake, Permission Denied), whose subjects aren't one player."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.compiler.statics.spell_limits import SPELL_TYPES
from arbiter.engine.casting.cast_ban_this_turn import CantCastThisTurn

#: No card type named: every spell (`CastBan.types` empty).
_EVERY = pp.Empty().set_parse_action(lambda: [((), False, "")])
_BANNED = sup("can't cast") + (SPELL_TYPES | _EVERY) + sup("spells this turn")


def _ban(who: object, kind: tuple) -> CantCastThisTurn:
    types, non, words = kind
    return CantCastThisTurn(who=who, types=types, non=non, words=f"{words} spells".strip())


def cast_ban_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """The verb phrase, for `compiler.effects.player_effects` (`vp` builds it for the player
    who acts)."""
    return vp(_BANNED.copy(), lambda who, kind: [_ban(who, kind)])


#: "Players can't cast noncreature spells this turn." / "Your opponents can't cast ..."
CAST_BAN_CLAUSE = ((pp.MatchFirst([
    kw("players").set_parse_action(lambda: "each_player"),
    kw("your opponents").set_parse_action(lambda: "each_opponent"),
]) + _BANNED).set_parse_action(lambda t: [[_ban(t[0], t[1])]]))

__all__ = ["CAST_BAN_CLAUSE", "cast_ban_verb"]
