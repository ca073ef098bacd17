"""101.2: "Each player can't cast more than one spell each turn." / "You can't cast more than
one spell each turn." / "Your opponents can't cast more than one spell each turn." /
"Your opponents can't cast spells during your turn." / a spell's "Your opponents can't cast
spells this turn." (the engine is `engine.casting.spell_limits`).

101.2 / 601.3: "<players> can't cast spells [during combat | from <zones>]." / "<players> can
cast spells only during their own turns." / "... only any time they could cast a sorcery."
(`engine.casting.cast_bans`). Bans naming qualities of the spell ("creature spells", "spells
with the chosen name") stay unread: a choice made while casting may change them (601.3a)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.casting.cast_bans import CAST_BAN, CastBan
from arbiter.engine.casting.spell_limits import (
    ONE_SPELL_EACH_TURN,
    OPPONENTS_CANT_CAST,
    OPPONENTS_CANT_CAST_YOUR_TURN,
)
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import END_OF_TURN, EffectSpec

_WHO = pp.MatchFirst([
    kw("each player").set_parse_action(lambda: "each"),
    kw("your opponents").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])


def _rule(rule: str, detail: object = None) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(rule=rule,
                                                                       detail=detail),)),))


_BANNED = pp.MatchFirst([
    kws("each player", "players").set_parse_action(lambda: "each"),
    kws("your opponents", "each opponent").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])
#: 601.3: when, or from where, the spells can't be cast: (when, zones, not from, words).
_BAN = pp.MatchFirst([
    kw("can't cast spells during combat").set_parse_action(
        lambda: [("combat", (), (), "can't cast spells during combat")]),
    kw("can't cast spells from graveyards or libraries").set_parse_action(
        lambda: [("", ("graveyard", "library"), (),
                  "can't cast spells from graveyards or libraries")]),
    kw("can't cast spells from graveyards").set_parse_action(
        lambda: [("", ("graveyard",), (), "can't cast spells from graveyards")]),
    kws("can't cast spells from anywhere other than their hands",
        "can't cast spells from anywhere other than your hand").set_parse_action(
        lambda: [("", (), ("hand",), "can't cast spells from anywhere other than a hand")]),
    kws("can cast spells only during their own turns",
        "can cast spells only during your turn").set_parse_action(
        lambda: [("not_own_turn", (), (), "can cast spells only during their own turns")]),
    kw("can cast spells only any time they could cast a sorcery").set_parse_action(
        lambda: [("not_sorcery_timing", (), (),
                  "can cast spells only any time they could cast a sorcery (307.1)")]),
    kw("can't cast spells").set_parse_action(lambda: [("", (), (), "can't cast spells")]),
])


def _ban(t: pp.ParseResults) -> StaticAbility:
    when, zones, not_from, words = t[1]
    return _rule(CAST_BAN, CastBan(t[0], when, zones, not_from, words))


#: 101.2: a rules effect of the source's controller (613.10), naming whom it restricts.
SPELL_LIMIT_LINE = pp.MatchFirst([
    (_WHO + sup("can't cast more than one spell each turn") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda t: _rule(ONE_SPELL_EACH_TURN, t[0])),
    (kw("your opponents can't cast spells during your turn") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda: _rule(OPPONENTS_CANT_CAST_YOUR_TURN)),
    (_BANNED + _BAN + lit(".") + pp.StringEnd()).set_parse_action(_ban),  # 601.3
]).set_name("spell limits")

#: 611.2a, 613.10: "Your opponents can't cast spells this turn." as a spell's effect: a rules
#: effect on its controller's opponents (`engine.casting.spell_limits`) until end of turn.
OPPONENTS_CANT_CAST_THIS_TURN = kw("your opponents can't cast spells this turn").set_parse_action(
    lambda: [[I.CreateEffect(parts=(RulesPart(rule=OPPONENTS_CANT_CAST),), affected=None,
                             duration=END_OF_TURN, rules_only=True)]])

__all__ = ["OPPONENTS_CANT_CAST_THIS_TURN", "SPELL_LIMIT_LINE"]
