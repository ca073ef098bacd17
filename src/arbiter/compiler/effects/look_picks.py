"""More "put" steps after looking at the top cards of a library (608.2c, 401.2; the
`LookPick`s of `LookAtTop`, carried out by `engine.zones.top_of_library`), offered with
`compiler.effects.player_effects`' PICK:

    You may put a land card from among them onto the battlefield tapped.
    You may reveal up to two creature cards from among them and put them into your hand.
    You may reveal any number of artifact cards from among them and put the revealed cards
        into your hand.
    [You may] put any number of <cards> from among them onto the battlefield [tapped].
    Put up to two land cards from among them onto the battlefield tapped.
    You may put one of those cards back on top of your library. / Put up to one of them on
        top of your library                           (one card: it stays on top, 401.2)
    You may [reveal] put a creature card and/or a land card from among them into your hand
        [and put the revealed cards into your hand]        (two picks: one of each at most)
    You may reveal an Angel card, a Demon card, and/or a Dragon card from among them and put
        them into your hand                                (a pick for each description)

701.20a: a revealed card is shown, then put where the text says.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.instructions import objects as I

_A = kws("a", "an").suppress()
_THEM = sup("from among") + kws("them", "those cards").suppress()
_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
#: where the cards go, and whether they enter tapped
_TO = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: [("hand", False)]),
    kw("into your graveyard").set_parse_action(lambda: [("graveyard", False)]),
    kw("onto the battlefield tapped").set_parse_action(lambda: [("battlefield", True)]),
    kw("onto the battlefield").set_parse_action(lambda: [("battlefield", False)]),
])
#: where a picked card goes, as (zone, tapped)
PICK_TO_TAPPED = _TO
_PUT_REVEALED = sup("and put") + kws("them", "the revealed cards", "those cards").suppress() \
    + sup("into your hand")


def _build(**fixed: object):  # type: ignore[no-untyped-def]
    def build(t: pp.ParseResults) -> I.LookPick:
        items = list(t)
        count = next((x for x in items if isinstance(x, int)), 1)
        sel = next((x.selector() for x in items if hasattr(x, "selector")), None)
        to, tapped = next((x for x in items if isinstance(x, tuple)), ("hand", False))
        return I.LookPick(count=count, to=to, selector=sel, tapped=tapped, **fixed)
    return build


def _each(**fixed: object):  # type: ignore[no-untyped-def]
    """"a creature card and/or a land card": one pick for each description, each optional
    (either, both or neither; two different cards, taken one after the other)."""
    def build(t: pp.ParseResults) -> list[I.LookPick]:
        items = list(t)
        to, tapped = next((x for x in items if isinstance(x, tuple)), ("hand", False))
        return [I.LookPick(count=1, to=to, selector=n.selector(), may=True, tapped=tapped,
                           **fixed) for n in items if hasattr(n, "selector")]
    return build


#: "a creature card and/or a land card", "an Angel card, a Demon card, and/or a Dragon card"
_AND_OR = (_A + _CARDS + pp.ZeroOrMore(lit(",") + _A + _CARDS) + pp.Optional(lit(","))
           + sup("and/or") + _A + _CARDS)

LOOK_PICKS: list[pp.ParserElement] = [
    # "You may put a creature card and/or a land card from among them into your hand"
    (sup("you may put") + _AND_OR + _THEM + _TO).set_parse_action(_each()),
    # "You may reveal a creature card and/or a land card from among them and put the
    # revealed cards into your hand"
    (sup("you may reveal") + _AND_OR + _THEM + _PUT_REVEALED).set_parse_action(
        _each(reveal=True)),
    # "You may put a land card from among them onto the battlefield tapped"
    (sup("you may put") + _A + _CARDS + _THEM + _TO).set_parse_action(_build(may=True)),
    # "You may reveal up to two creature cards from among them and put them into your hand"
    (sup("you may reveal up to") + NUMBER + _CARDS + _THEM + _PUT_REVEALED).set_parse_action(
        _build(may=True, up_to=True, reveal=True)),
    # "You may reveal any number of artifact cards from among them and put the revealed
    # cards into your hand"
    (sup("you may reveal any number of") + _CARDS + _THEM + _PUT_REVEALED).set_parse_action(
        _build(any_number=True, reveal=True)),
    # "[You may] put any number of land cards from among them onto the battlefield tapped"
    (pp.Optional(sup("you may")) + sup("put any number of") + _CARDS + _THEM + _TO
     ).set_parse_action(_build(any_number=True)),
    # "Put up to two land cards from among them onto the battlefield tapped"
    (sup("put up to") + NUMBER + _CARDS + _THEM + _TO).set_parse_action(_build(up_to=True)),
    # one card back on top: "You may put one of those cards back on top of your library",
    # "Put up to one of them on top of your library"
    ((sup("you may put one of") | sup("put up to one of")) + kws("them", "those cards").suppress()
     + pp.Optional(sup("back")) + sup("on top of your library")).set_parse_action(
        lambda: I.LookPick(count=1, to="top", up_to=True)),
]

__all__ = ["LOOK_PICKS", "PICK_TO_TAPPED"]
