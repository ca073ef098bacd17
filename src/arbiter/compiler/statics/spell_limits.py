"""101.2: "Each player can't cast more than one spell each turn." / "You can't cast more than
one spell each turn." / "Your opponents can't cast more than one spell each turn." /
"Your opponents can't cast spells during your turn." / a spell's "Your opponents can't cast
spells this turn." (the engine is `engine.casting.spell_limits`).

101.2 / 601.3: "<players> can't cast spells [during combat | from <zones>]." / "<players> can
cast spells only during their own turns." / "... only any time they could cast a sorcery."
(`engine.casting.cast_bans`).

101.2 / 601.3a: "<players> can't cast <card types> spells [during combat | from <zones>]."
("You can't cast creature spells.", "Players can't cast noncreature spells from graveyards or
exile.") and "Creature spells can't be cast.": the spell is judged as proposed (a face-down
spell is a creature spell, a bestowed one isn't, `engine.casting.cast_bans`); "... spells of
the chosen color", "... spells with the chosen name" (201.4). Other qualities ("with mana value
greater than ...") stay unread."""

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
#: 205.2a, 601.3a: the card types a ban names: (types, non, words).
SPELL_TYPES = pp.MatchFirst([
    kw("noncreature").set_parse_action(lambda: [(("Creature",), True, "noncreature")]),
    kw("creature").set_parse_action(lambda: [(("Creature",), False, "creature")]),
    kw("instant or sorcery").set_parse_action(
        lambda: [(("Instant", "Sorcery"), False, "instant or sorcery")]),
    kw("instant").set_parse_action(lambda: [(("Instant",), False, "instant")]),
    kw("sorcery").set_parse_action(lambda: [(("Sorcery",), False, "sorcery")]),
    kw("artifact").set_parse_action(lambda: [(("Artifact",), False, "artifact")]),
    kw("enchantment").set_parse_action(lambda: [(("Enchantment",), False, "enchantment")]),
])
#: When, or from where, spells of those types can't be cast: (when, zones, not from, words).
_TYPED_WHEN = pp.Optional(pp.MatchFirst([
    kw("during combat").set_parse_action(lambda: [("combat", (), (), " during combat")]),
    kw("from graveyards or exile").set_parse_action(
        lambda: [("", ("graveyard", "exile"), (), " from graveyards or exile")]),
]), default=("", (), (), ""))


_CHOSEN = {"color": "of the chosen color", "name": "with the chosen name"}


def _typed_ban(t: pp.ParseResults) -> StaticAbility:
    who, (types, non, words), (when, zones, not_from, where) = t[0], t[1], t[2]
    return _rule(CAST_BAN, CastBan(who, when, zones, not_from,
                                   f"can't cast {words} spells{where}", types, non))


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
    # 601.3a: "You can't cast creature spells."
    (_BANNED + sup("can't cast") + SPELL_TYPES + sup("spells") + _TYPED_WHEN + lit(".")
     + pp.StringEnd()).set_parse_action(_typed_ban),
    # "Your opponents can't cast spells of the chosen color."
    (_BANNED + sup("can't cast spells") + pp.MatchFirst([
        kw("of the chosen color").set_parse_action(lambda: "color")]) + lit(".")
     + pp.StringEnd()).set_parse_action(lambda t: _rule(CAST_BAN, CastBan(
         t[0], text=f"can't cast spells {_CHOSEN[t[1]]}", chosen=t[1]))),
    # 201.4: "Your opponents can't cast spells with the chosen name." / "Spells with the
    # chosen name can't be cast." (every player; the name chosen as the source entered)
    (_BANNED + sup("can't cast spells with the chosen name") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda t: _rule(CAST_BAN, CastBan(
         t[0], text=f"can't cast spells {_CHOSEN['name']}", chosen="name"))),
    (kw("spells with the chosen name can't be cast") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda: _rule(CAST_BAN, CastBan(
         "each", text=f"can't cast spells {_CHOSEN['name']}", chosen="name"))),
    # "Creature spells can't be cast." (every player)
    (pp.Empty().set_parse_action(lambda: "each") + SPELL_TYPES + sup("spells can't be cast")
     + _TYPED_WHEN + lit(".") + pp.StringEnd()).set_parse_action(_typed_ban),
]).set_name("spell limits")

#: 611.2a, 613.10: "Your opponents can't cast spells this turn." as a spell's effect: a rules
#: effect on its controller's opponents (`engine.casting.spell_limits`) until end of turn.
OPPONENTS_CANT_CAST_THIS_TURN = kw("your opponents can't cast spells this turn").set_parse_action(
    lambda: [[I.CreateEffect(parts=(RulesPart(rule=OPPONENTS_CANT_CAST),), affected=None,
                             duration=END_OF_TURN, rules_only=True)]])

__all__ = ["OPPONENTS_CANT_CAST_THIS_TURN", "SPELL_LIMIT_LINE"]
