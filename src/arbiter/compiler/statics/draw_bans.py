"""121.2b / 101.2: "<players> can't draw cards." and "<each player | each opponent> can't draw
more than one card each turn." as static abilities (the engine is `engine.zones.draw_bans`):

    Players can't draw cards.                                  (Omen Machine, Maralen)
    Each player can't draw more than one card each turn.       (Spirit of the Labyrinth)
    Each opponent can't draw more than one card each turn.     (Narset, Parter of Veils)

    Players can't draw cards or gain life.                     (Mornsong Aria; 119.7 too)

"can't draw ... this turn" stays unread here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.players.cant_gain_life import CANT_GAIN_LIFE
from arbiter.engine.zones.draw_bans import DRAW_BAN, DrawBan
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_ALL = pp.MatchFirst([
    kw("players").set_parse_action(lambda: "each"),
    kw("your opponents").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])
_EACH = pp.MatchFirst([
    kw("each player").set_parse_action(lambda: "each"),
    kw("each opponent").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])


def _ability(who: str, limit: int | None, life: bool = False) -> StaticAbility:
    """613.10: a rules effect of the source's controller, naming whom it stops (`life`: and
    they can't gain life, 119.7)."""
    parts = (RulesPart(rule=DRAW_BAN, detail=DrawBan(who, limit)),)
    if life:
        parts += (RulesPart(rule=CANT_GAIN_LIFE, detail=who),)
    return StaticAbility(text="", effects=(EffectSpec(SELF, parts),))


#: 101.2: "Players can't draw cards."; 121.2b: "... can't draw more than one card each turn."
DRAW_BAN_LINE = pp.MatchFirst([
    (_ALL + sup("can't draw cards") + lit(".") + pp.StringEnd()).set_parse_action(
        lambda t: _ability(t[0], None)),
    (_ALL + sup("can't draw cards or gain life") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda t: _ability(t[0], None, life=True)),
    (_EACH + sup("can't draw more than one card each turn") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda t: _ability(t[0], 1)),
])

__all__ = ["DRAW_BAN_LINE"]
