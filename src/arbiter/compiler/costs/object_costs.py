"""Activation costs (602.1a, 118) that move cards and permanents or put and remove counters:

    Exile two cards from your graveyard / Exile a creature card from your graveyard   (406.2)
    Discard a land card / Discard two cards / Discard a card at random   (701.9a, 701.9b)
    Sacrifice two artifacts / Sacrifice three other creatures             (701.21a)
    Exile ~                                                               (406.2)
    Return ~ to its owner's hand / Return a land you control to its owner's hand
    Put a -0/-1 counter on ~                                              (122.6)
    Remove a +1/+1 counter from a creature you control / Remove a counter from ~  (122.8)
    Tap another untapped creature you control / Tap two other untapped Halflings you control
                                                                          (118.3)
    Discard another card named ~                                          (701.9a, grandeur)
    Mill a card / Exile the top ten cards of your library / Discard your hand  (701.17a, 406.2,
                                                                           701.9a)
    Exert ~                                                               (701.43a)
    Put a card an opponent owns from exile into that player's graveyard   (400.3)
    Put a creature card exiled with ~ into its owner's graveyard          (607.2a)
    Exile the top creature card of your graveyard                         (404.2)

Read as `rules.object_costs` values (and `rules.costs.ExileFromGraveyard`,
`SacrificePermanents`), paid by `engine.casting.object_costs`. "Discard a card" stays the
plain `DiscardCard` of `compiler.costs.costs`; "X" numbers are left to the grammar of X."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.costs.exile_from_graveyard import (
    EXILE_CARDS_FROM_GRAVEYARD,
    EXILE_X_CARDS_FROM_GRAVEYARD,
)
from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K
from arbiter.rules import selectors as s
from arbiter.rules.object_costs import (
    DiscardCards,
    DiscardHand,
    ExertSelf,
    ExileSelf,
    ExileTopOfGraveyard,
    ExileTopOfLibrary,
    MillCost,
    PutCountersOnSelf,
    PutFromExileIntoGraveyard,
    RemoveCounterFrom,
    ReturnToHand,
)

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))
#: The zones of a card noun with no zone words ("a land card"): any card, judged in the hand.
_ANY_CARD_ZONES = ("graveyard", "hand", "library", "exile")


def _count_words(n: int, text: str) -> str:
    return text if n != 1 else ("an " if text[:1].lower() in "aeiou" else "a ") + text


def _discard(t: pp.ParseResults) -> DiscardCards:
    """701.9a: "Discard a land card", "Discard two cards"; the plain "Discard a card" is
    `DiscardCard`."""
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "card" or tuple(noun.zones) != _ANY_CARD_ZONES \
            or noun.other:
        raise pp.ParseException("", 0, "not cards in a hand")
    if n == 1 and not noun.preds:
        raise pp.ParseException("", 0, "'Discard a card' is DiscardCard")
    words = noun.text if n == 1 else f"{n} {noun.text}"
    return DiscardCards(s.And(noun.preds) if noun.preds else None, n,
                        description=_count_words(n, noun.text) if n == 1 else words)


def _discard_another(t: pp.ParseResults) -> DiscardCards:
    """701.9a: "Discard another card named ~" (grandeur, 207.2c): a card in the hand other
    than the source (its name is the source's own, kept by `normalize`, 201.5)."""
    noun = t[0]
    if not isinstance(noun, Noun) or noun.kind != "card" or not noun.other \
            or tuple(noun.zones) != _ANY_CARD_ZONES or not noun.preds:
        raise pp.ParseException("", 0, "not another card in a hand")
    return DiscardCards(s.And(noun.preds), 1, description=noun.text)


def _sacrifice_n(t: pp.ParseResults) -> K.SacrificePermanents:
    """701.21a: "Sacrifice two artifacts", "Sacrifice three other creatures" (permanents
    the payer controls)."""
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or n < 2:
        raise pp.ParseException("", 0, "not permanents to sacrifice")
    return K.SacrificePermanents(noun.selector(), n, description=f"{n} {noun.text}")


def _return(t: pp.ParseResults) -> ReturnToHand:
    """"Return a land you control to its owner's hand" (permanents the payer controls)."""
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or s.YOURS not in noun.preds:
        raise pp.ParseException("", 0, "not permanents you control")
    return ReturnToHand(noun.selector(), n, description=_count_words(n, noun.text))


def _remove_from(t: pp.ParseResults) -> RemoveCounterFrom:
    """122.8: "Remove a +1/+1 counter from a creature you control"."""
    kind, noun = (t[0], t[1]) if len(t) == 2 else (None, t[0])
    if not isinstance(noun, Noun) or noun.kind != "permanent" or s.YOURS not in noun.preds:
        raise pp.ParseException("", 0, "not a permanent you control")
    return RemoveCounterFrom(noun.selector(), kind, description=noun.text if noun.other
                             else _count_words(1, noun.text))


def _tap_another(t: pp.ParseResults) -> K.TapUntapped:
    """"Tap another untapped creature you control" (one permanent other than the source)."""
    noun: Noun = t[0]
    if noun.kind != "permanent" or s.YOURS not in noun.preds:
        raise pp.ParseException("", 0, "tapping permanents you don't control")
    return K.TapUntapped(replace(noun, other=True).selector(), 1,
                         description="another untapped " + noun.text)


def _tap_other(t: pp.ParseResults) -> K.TapUntapped:
    """118.3: "Tap two other untapped Halflings you control" (permanents other than the
    source; 302.6 restricts only {T})."""
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or s.YOURS not in noun.preds \
            or n < 2:
        raise pp.ParseException("", 0, "tapping permanents you don't control")
    return K.TapUntapped(replace(noun, other=True).selector(), n,
                         description=f"{n} other untapped {noun.text}")


def _exiled_with(t: pp.ParseResults) -> PutFromExileIntoGraveyard:
    """607.2a: "Put a creature card exiled with ~ into its owner's graveyard"."""
    noun = t[0]
    if not isinstance(noun, Noun) or noun.kind != "card" or tuple(noun.zones) != ("exile",) \
            or noun.plural or noun.other:
        raise pp.ParseException("", 0, "not a card exiled with ~")
    return PutFromExileIntoGraveyard(s.And(noun.preds), description=_count_words(1, noun.text))


def _top_of_graveyard(t: pp.ParseResults) -> ExileTopOfGraveyard:
    """404.2: "Exile the top card of your graveyard" / "the top creature card ..."."""
    noun = t[0]
    if not isinstance(noun, Noun) or noun.kind != "card" or noun.plural or noun.other:
        raise pp.ParseException("", 0, "not one card")
    return ExileTopOfGraveyard(s.And(noun.preds) if noun.preds else None, noun.text)


def _mill(t: pp.ParseResults) -> MillCost:
    return MillCost(int(t[0]))


#: 404.2: "Exile the top card of your graveyard" / "the top creature card of your graveyard".
EXILE_TOP_OF_GRAVEYARD = (sup("exile the top") + _NOUN + sup("of your graveyard")
                          ).set_parse_action(_top_of_graveyard)

_OWNERS_HAND = sup("to its owner's hand") | sup("to its owner’s hand")
_INTO_OWNERS_GRAVEYARD = sup("into its owner's graveyard")

#: One activation cost of this module (tried before the plainer costs of `compiler.costs`).
OBJECT_COST = pp.MatchFirst([
    # 406.2 ("other cards", escape's wording, is read with the keyword: 702.138a)
    ~(kw("exile") + A_NUMBER + kw("other")) + EXILE_CARDS_FROM_GRAVEYARD,
    EXILE_X_CARDS_FROM_GRAVEYARD,  # 107.3a, 602.2b: X as announced
    kw("discard a card at random").set_parse_action(
        lambda: DiscardCards(None, 1, "a card", at_random=True)),  # 701.9b
    (sup("discard") + A_NUMBER + _NOUN).set_parse_action(_discard),  # 701.9a
    (sup("discard") + pp.FollowedBy(kw("another")) + _NOUN).set_parse_action(_discard_another),
    (sup("sacrifice") + NUMBER + _NOUN).set_parse_action(_sacrifice_n),  # 701.21a
    (kw("exile ~") + ~kws("from")).set_parse_action(lambda: ExileSelf()),  # 406.2
    (kw("return ~") + _OWNERS_HAND).set_parse_action(lambda: ReturnToHand()),
    (sup("return") + A_NUMBER + _NOUN + _OWNERS_HAND).set_parse_action(_return),
    # 122.6: "Put a -0/-1 counter on ~" / "Put two +1/+1 counters on ~"
    (sup("put") + A_NUMBER + COUNTER_KIND + kws("counter", "counters").suppress()
     + sup("on ~")).set_parse_action(lambda t: PutCountersOnSelf(t[1], int(t[0]))),
    # 122.8: "Remove a +1/+1 counter from a creature you control" / "Remove a counter ..."
    (sup("remove a") + COUNTER_KIND + sup("counter from") + kws("a", "an").suppress()
     + _NOUN).set_parse_action(_remove_from),
    (sup("remove a counter from") + kws("a", "an").suppress() + _NOUN).set_parse_action(
        _remove_from),
    # "Remove a counter from another creature you control" (not the source, 122.8)
    (sup("remove a counter from") + pp.FollowedBy(kw("another")) + _NOUN).set_parse_action(
        _remove_from),
    kw("remove a counter from ~").set_parse_action(
        lambda: RemoveCounterFrom(None, None, description="this permanent")),
    (sup("tap another untapped") + _NOUN).set_parse_action(_tap_another),
    (sup("tap") + NUMBER + sup("other untapped") + _NOUN).set_parse_action(_tap_other),
    # 701.17a: "Mill a card" / "Mill two cards"
    (sup("mill") + A_NUMBER + kws("card", "cards").suppress()).set_parse_action(_mill),
    kw("exile the top card of your library").set_parse_action(lambda: ExileTopOfLibrary(1)),
    # 406.2: "Exile the top ten cards of your library" (701.17b's rule for mill: only with
    # that many cards, 118.3)
    (sup("exile the top") + NUMBER + sup("cards of your library")).set_parse_action(
        lambda t: ExileTopOfLibrary(int(t[0]))),
    kw("discard your hand").set_parse_action(lambda: DiscardHand()),  # 701.9a
    # 400.3: the processors' "Put a card an opponent owns from exile into that player's
    # graveyard"; 607.2a: "Put a card exiled with ~ into its owner's graveyard"
    kw("put a card an opponent owns from exile into that player's graveyard").set_parse_action(
        lambda: PutFromExileIntoGraveyard(None, True, "a card an opponent owns from exile")),
    (sup("put") + kws("a", "an").suppress() + _NOUN + _INTO_OWNERS_GRAVEYARD
     ).set_parse_action(_exiled_with),
    EXILE_TOP_OF_GRAVEYARD,  # 404.2
    kw("exert ~").set_parse_action(lambda: ExertSelf()),  # 701.43a
])

__all__ = ["EXILE_TOP_OF_GRAVEYARD", "OBJECT_COST"]
