"""Conditions about players and the whole game (the rules are `rules.player_state_conditions`),
tried before `compiler.conditions.conditions.CONDITION`'s others:

    you have two or more opponents                         (102.2, 614.1c "enters tapped
                                                            unless ...")
    <color> is the most common color among all permanents or is tied for most common
    you have more cards in hand than each opponent         (402.1)
    a player has more life | cards in hand than each other player, a player controls more
    creatures than each other player                     (119.1, 402.1, `rules.most_player`)
    an opponent has no cards in hand                       (402.1)
    an opponent is poisoned                                (122.1f)
    an opponent owns a card in exile                       (406.1)
    a library has N or fewer cards in it                   (401.1)
    there are N or more cards in a single graveyard        (404.1)
    there is a <card> in your graveyard / a <card> is in your graveyard   (404.1)
    an <X> card and a <Y> card are in your graveyard
    you control at least N other <permanents>
    you control another <permanent> or a <permanent>
    you control a <permanent> or there is a <card> in your graveyard
    you control a <permanent> or a <permanent>
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, NUMBER, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import static_conditions as SC
from arbiter.rules import values as V
from arbiter.rules.most_player import APlayerHasMost
from arbiter.rules.player_state_conditions import (
    AnyOf,
    MoreCardsInHandThanEachOpponent,
    MostCommonColor,
    OpponentCount,
    OpponentOwnsCardInExile,
    OpponentPoisoned,
    SomeGraveyardAtLeast,
    SomeLibraryAtMost,
)

_A = kws("a", "an").suppress()


def _exists(sel: s.Selector) -> C.Condition:
    return C.Compare(V.CountOf(sel), ">=", 1)


def _in_your_graveyard(n: Noun | _Located) -> s.Selector:
    """A card description, in its owner's (the effect controller's) graveyard (404.1)."""
    sel = n.selector()
    if isinstance(n, _Located):
        return sel
    if s.InZone(("graveyard",)) not in getattr(sel, "parts", ()) or \
            s.OwnedByYou() not in getattr(sel, "parts", ()):
        raise pp.ParseException("", 0, "not a card in your graveyard")
    return sel


_CARD_IN_GRAVEYARD = pp.MatchFirst([
    (sup("there is") + _A + NOUN).set_parse_action(
        lambda t: _exists(_in_your_graveyard(t[0]))),
    (_A + NOUN + sup("is in your graveyard")).set_parse_action(
        lambda t: _exists(_in_your_graveyard(_with_zone(t[0])))),
])


def _with_zone(n: Noun) -> Noun:
    """"a Warrior card is in your graveyard": the card description, in your graveyard."""
    if n.kind != "card" or n.plural:
        raise pp.ParseException("", 0, "not a card description")
    return _Located(n.selector())


class _Located:
    """A card description placed in its owner's (the effect controller's) graveyard."""

    def __init__(self, sel: s.Selector) -> None:
        self.sel = sel

    def selector(self) -> s.Selector:
        return s.And((self.sel, s.InZone(("graveyard",)), s.OwnedByYou()))


def _yours(n: Noun, *more: s.Selector) -> s.Selector:
    return s.And((n.selector(), s.YOURS, *more))


_YOU_CONTROL_A = (sup("you control") + _A + NOUN).set_parse_action(
    lambda t: _exists(_yours(t[0])))

#: One condition of this module.
PLAYER_STATE_CONDITION = pp.MatchFirst([
    (sup("you have") + NUMBER + sup("or more opponents")).set_parse_action(
        lambda t: C.Compare(OpponentCount(), ">=", t[0])),
    (COLOR_WORD + sup("is the most common color among all permanents or is tied for most "
                      "common")).set_parse_action(lambda t: MostCommonColor(t[0])),
    kws("you have more cards in hand than each opponent").set_parse_action(
        lambda: MoreCardsInHandThanEachOpponent()),
    # 119.1, 402.1, 108.4: the condition naming "the player with the most ..." (Ghazbán Ogre)
    kws("a player has more life than each other player").set_parse_action(
        lambda: APlayerHasMost("life")),
    kws("a player has more cards in hand than each other player").set_parse_action(
        lambda: APlayerHasMost("hand")),
    kws("a player controls more creatures than each other player").set_parse_action(
        lambda: APlayerHasMost("creatures")),
    kws("an opponent has no cards in hand").set_parse_action(
        lambda: SC.AnOpponent("hand", "==", 0)),
    kws("an opponent is poisoned").set_parse_action(lambda: OpponentPoisoned()),
    # corrupted (207.2c, 122.1f): "an opponent has three or more poison counters"
    (sup("an opponent has") + NUMBER + sup("or more poison counters")).set_parse_action(
        lambda t: SC.AnOpponent("poison", ">=", t[0])),
    kws("an opponent owns a card in exile").set_parse_action(
        lambda: OpponentOwnsCardInExile()),
    (sup("a library has") + NUMBER + sup("or fewer cards in it")).set_parse_action(
        lambda t: SomeLibraryAtMost(t[0])),
    (sup("there are") + NUMBER + sup("or more cards in a single graveyard")).set_parse_action(
        lambda t: SomeGraveyardAtLeast(t[0])),
    (_A + NOUN + sup("and") + _A + NOUN + sup("are in your graveyard")).set_parse_action(
        lambda t: SC.AllOf((_exists(_in_your_graveyard(_with_zone(t[0]))),
                            _exists(_in_your_graveyard(_with_zone(t[1])))))),
    (sup("you control at least") + NUMBER + sup("other") + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[1], s.OTHER)), ">=", t[0])),
    (sup("you control another") + NOUN + sup("or") + _A + NOUN).set_parse_action(
        lambda t: AnyOf((_exists(_yours(t[0], s.OTHER)), _exists(_yours(t[1]))))),
    (_YOU_CONTROL_A + sup("or") + _CARD_IN_GRAVEYARD).set_parse_action(
        lambda t: AnyOf((t[0], t[1]))),
    # "you control a Swamp or a Mountain" (the check lands, 614.1c): either one
    (_YOU_CONTROL_A + sup("or") + _A + NOUN).set_parse_action(
        lambda t: AnyOf((t[0], _exists(_yours(t[1]))))),
    _CARD_IN_GRAVEYARD,
]).set_name("player state condition")

__all__ = ["PLAYER_STATE_CONDITION"]
