"""608.2h: a number read from an object a spell or ability acted on before, as it is now or
as it last existed on the battlefield:

    Exile target creature. Its controller gains life equal to its power.   (Swords to Plowshares)
    Put target creature card from a graveyard onto the battlefield under your control. You
    lose life equal to that card's mana value.                              (Reanimate)
    Put target attacking creature on the bottom of its owner's library. Its controller gains
    life equal to its toughness.                                            (Condemn)
    Destroy target artifact. You gain life equal to its mana value.         (Divine Offering)
    ... That artifact's controller gains life equal to its mana value.      (Crumble)
    Counter target creature spell. Draw cards equal to that spell's mana value.
                                                                (Overwhelming Intellect)

`rules.last_known.StatOf`: the pronoun is bound like one naming past information
(`compiler.grammar.refs`: the object as it was, not the card it became). Read only where the
object is a target permanent named before: a card targeted in another zone (a graveyard) has
no last known information on the battlefield, so such a line is left unread.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit
from arbiter.rules.instructions import objects as I
from arbiter.rules.last_known import StatOf, WhereStatOf
from arbiter.rules.moved_card_stats import MovedCardStat

_OF = pp.MatchFirst([
    kws("its").suppress(),
    (kws("that creature", "that artifact", "that permanent", "that land", "that enchantment")
     + lit("'s")).suppress(),
    # 202.3e, 608.2h: a target spell's, on the stack or as it last existed there
    (kws("that spell") + lit("'s")).suppress().add_condition(
        lambda s, loc, t: re.search(r"\btarget [^.]*\bspell\b", s[:loc], re.IGNORECASE)
        is not None),
])
_STAT = pp.MatchFirst([
    kws("power").set_parse_action(lambda: "power"),
    kws("toughness").set_parse_action(lambda: "toughness"),
    kws("mana value").set_parse_action(lambda: "mana_value"),
])
_TARGET_CARD = re.compile(r"\btarget\b[^.]*\bcards?\b", re.IGNORECASE)


def _a_target_permanent_before(s: str, loc: int, t: pp.ParseResults) -> None:
    before = s[:loc]
    if not re.search(r"\btarget\b", before, re.IGNORECASE) or _TARGET_CARD.search(before) \
            or re.match(r"^When(ever)? ", s):
        raise pp.ParseException(s, loc, "'its power' of no target permanent named before")


#: "its power", "that artifact's mana value", ... of the target named before.
TARGET_STAT = (_OF + _STAT).add_parse_action(
    _a_target_permanent_before).add_parse_action(
    lambda t: StatOf(I.Ref("pronoun"), t[0]))



def _a_target_card_before(s: str, loc: int, t: pp.ParseResults) -> None:
    if not _TARGET_CARD.search(s[:loc]) or re.match(r"^When(ever)? ", s):
        raise pp.ParseException(s, loc, "'that card's mana value' of no target card before")


#: "that card's mana value" of the target card named before, moved since or not (Reanimate:
#: `rules.moved_card_stats`, the card as it last was in the graveyard).
TARGET_CARD_STAT = (kw("that card's").suppress() + _STAT).add_parse_action(
    _a_target_card_before).add_parse_action(
    lambda t: MovedCardStat(I.Ref("pronoun"), t[0]))


#: Words that name an object other than a target before a where-clause: "its" there could
#: be the source's ("~ deals X damage to target creature, where X is its power") or an
#: attached object's.
_OTHER_OBJECT = re.compile(r"~|\bthis\b|\benchanted\b|\bequipped\b|\bthat\b|\bit\b",
                           re.IGNORECASE)
#: A target that is a player ("target player", "target opponent"): not an object.
_TARGET_PLAYER = re.compile(r"\btarget (?:player|opponent)s?\b(?! or)", re.IGNORECASE)


def _one_target_before(s: str, loc: int, t: pp.ParseResults) -> None:
    """107.3a, 608.2h: the text before the where-clause names one target object, none in
    another zone ("target creature card"), and for "its" nothing else that "its" could
    name."""
    before = s[:loc]
    objects = len(re.findall(r"\btargets?\b", before, re.IGNORECASE)) \
        - len(_TARGET_PLAYER.findall(before))
    if objects != 1 or _TARGET_CARD.search(before) or re.search(
            r"\b(?:each|any number of|up to|X) target", before, re.IGNORECASE):
        raise pp.ParseException(s, loc, "a where-clause's object is no one target named before")
    if t[0] == "" and _OTHER_OBJECT.search(re.sub(r"\bits controller\b", "", before,
                                                  flags=re.IGNORECASE)):
        raise pp.ParseException(s, loc, "'its' where another object is named")


_NOUN = pp.MatchFirst([
    kws("its").set_parse_action(lambda: ""),
    (kws("that creature", "that artifact", "that permanent", "that land", "that enchantment",
         "that spell").set_parse_action(lambda t: t[0].lower().split()[1]) + lit("'s")),
])
#: 107.3a, 608.2h: "where X is that creature's power" / "where X is its mana value" of the one
#: target named before (Soul's Might, Aether Mutation, Access Denied: a countered spell's
#: mana value as it last existed on the stack); bound after the instruction's other parts.
WHERE_TARGET_STAT = (_NOUN + _STAT).add_parse_action(_one_target_before).add_parse_action(
    lambda t: WhereStatOf(I.Ref("pronoun"), t[1], t[0]))

__all__ = ["TARGET_CARD_STAT", "TARGET_STAT", "WHERE_TARGET_STAT"]
