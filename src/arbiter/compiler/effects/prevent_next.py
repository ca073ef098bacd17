"""Prevention shields from a resolving spell or ability (615.7, 615.8, 609.7; carried out by
`engine.replacement.shields`):

    Prevent the next N [combat] damage that would be dealt to <recipient> this turn.
    Prevent the next N damage that would be dealt this turn to <recipient>.
    The next time a [<color> [or <color>] | artifact | land] source of your choice [of the
        chosen color] would deal damage [to <recipient>] this turn, prevent that damage.
    Prevent all damage a [red] source of your choice would deal [to <recipient>] this turn.
    Prevent all damage that would be dealt [to <recipient>] this turn by a source of your
        choice.                                                    (615.1a: not used up)
    You gain life equal to the damage prevented this way.        (615.5, after either)

<recipient> is a target ("any target", "target creature", "target player"), "you", the
object itself ("~"), the object an Aura or Equipment is attached to ("enchanted creature"), or
each of a group ("each creature you control", "each creature and each player": a shield
around each, 615.7, found as the effect is created).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import ALL, AMOUNT, SELF, TARGET_OBJECT, TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.replacement.shields import EACH_CREATURE_AND_PLAYER
from arbiter.rules.instructions.prevention import PreventNextDamage, PreventNextFromSource
from arbiter.rules.instructions.references import Ref

SHIELDED = pp.MatchFirst([
    kw("you").set_parse_action(lambda: "you"),
    TARGET_PLAYER,
    TARGET_OBJECT,
    SELF,
    # "enchanted creature" (Fylgja): the object the Aura or Equipment is attached to
    kws("enchanted creature", "equipped creature").set_parse_action(lambda: Ref.attached()),
    # 615.7: "each creature and each player" (Kitsune Palliator): a shield around each
    kw("each creature and each player").set_parse_action(lambda: EACH_CREATURE_AND_PLAYER),
    ALL,  # "each creature you control" (Samite Censer-Bearer): a shield around each
])


def _next(t: pp.ParseResults) -> list[list[Any]]:
    items = list(t)
    combat = "combat" in items
    amount, to = items[0], items[-1]
    return [[PreventNextDamage(amount=amount, to=to, combat_only=combat)]]


_COMBAT = pp.Optional(kw("combat").set_parse_action(lambda: "combat"))
#: 615.7: "Prevent the next 3 damage that would be dealt to any target this turn."
PREVENT_NEXT = pp.MatchFirst([
    (sup("prevent the next") + AMOUNT + _COMBAT + sup("damage that would be dealt to")
     + SHIELDED + sup("this turn")),
    (sup("prevent the next") + AMOUNT + _COMBAT + sup("damage that would be dealt this turn to")
     + SHIELDED),
]).set_parse_action(_next)

_COLORS = ("white", "blue", "black", "red", "green")
_COLOR = pp.MatchFirst([kw(c) for c in _COLORS])
#: 609.7b: "a red source", "a black or red source" (either color), "an artifact source".
SOURCE_QUALITY = pp.Optional(pp.MatchFirst([
    (_COLOR + pp.Optional(sup("or") + _COLOR)).set_parse_action(
        lambda t: ("color", " or ".join(str(c).lower() for c in t))),
    kws("artifact", "land", "creature").set_parse_action(
        lambda t: ("type", t[0].capitalize()))]))
#: "a source of your choice of the chosen color" (Story Circle): the color chosen for the
#: ability's source as it entered (614.12), read as the shield is made.
_OF_CHOSEN_COLOR = kw("of the chosen color").set_parse_action(lambda: ("chosen_color", ""))


def _from_source(t: pp.ParseResults) -> list[list[Any]]:
    items = list(t)
    qualities = [x for x in items if isinstance(x, tuple)]
    if len(qualities) > 1:
        raise pp.ParseException("", 0, "two qualities of the chosen source")
    quality = qualities[0] if qualities else None
    to = next((x for x in items if not isinstance(x, tuple) and x != "anything"), None)
    return [[PreventNextFromSource(to=to, quality=quality)]]


#: 615.8 / 609.7a: "The next time a red source of your choice would deal damage to you this
#: turn, prevent that damage."
NEXT_TIME_FROM_SOURCE = (
    sup("the next time") + kws("a", "an").suppress() + SOURCE_QUALITY
    + sup("source of your choice") + pp.Optional(_OF_CHOSEN_COLOR) + sup("would deal damage")
    + (sup("to") + SHIELDED | pp.Empty().set_parse_action(lambda: "anything"))
    + sup("this turn") + lit(",") + sup("prevent that damage")).set_parse_action(_from_source)


def _all_from_source(t: pp.ParseResults) -> list[list[Any]]:
    [[step]] = _from_source(t)
    return [[dataclasses.replace(step, all_turn=True)]]


#: 615.1a / 609.7a: "Prevent all damage a red source of your choice would deal [to you] this
#: turn." / "Prevent all damage that would be dealt [to you] this turn by a source of your
#: choice." (every instance of its damage this turn; `PreventNextFromSource.all_turn`).
ALL_FROM_SOURCE = pp.MatchFirst([
    (sup("prevent all damage") + kws("a", "an").suppress() + SOURCE_QUALITY
     + sup("source of your choice would deal")
     + (sup("to") + SHIELDED | pp.Empty().set_parse_action(lambda: "anything"))
     + sup("this turn")),
    (sup("prevent all damage that would be dealt")
     + (sup("to") + SHIELDED | pp.Empty().set_parse_action(lambda: "anything"))
     + sup("this turn by") + kws("a", "an").suppress() + SOURCE_QUALITY
     + sup("source of your choice") + pp.FollowedBy(lit("."))),
]).set_parse_action(_all_from_source)


def _gain_life(last: list[Any]) -> list[Any]:
    if len(last) != 1 or not isinstance(last[-1], PreventNextFromSource | PreventNextDamage) \
            or last[-1].gain_life:
        raise pp.ParseException("", 0, "'the damage prevented this way' after no shield")
    return [*last[:-1], dataclasses.replace(last[-1], gain_life=True)]


#: 615.5: "You gain life equal to the damage prevented this way." (after the shield's
#: sentence; the life is gained right after the damage event).
GAIN_PREVENTED_LIFE = (kw("you gain life equal to the damage prevented this way") + lit(".")
                       ).set_parse_action(lambda: [("modify_last", _gain_life)])

PREVENT_NEXT_CLAUSES = [PREVENT_NEXT, NEXT_TIME_FROM_SOURCE, ALL_FROM_SOURCE]

__all__ = ["ALL_FROM_SOURCE", "GAIN_PREVENTED_LIFE", "NEXT_TIME_FROM_SOURCE", "PREVENT_NEXT",
           "PREVENT_NEXT_CLAUSES", "SHIELDED", "SOURCE_QUALITY"]
