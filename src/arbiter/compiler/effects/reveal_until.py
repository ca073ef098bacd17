"""701.20a: "reveal cards from the top of your library until you reveal a <card>" and where
that card and the rest go, as one sentence pair (`engine.zones.reveal_until`):

    Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand and the rest on the bottom of your library in a random order.
    ... Put that card onto the battlefield [tapped] and the rest into your graveyard.
    ... Put that card onto the battlefield and put all other cards revealed this way into
    your graveyard.
    ... Put that card onto the battlefield, then shuffle the rest into your library.
    You may reveal cards from the top of your library until ...  (Spinner of Souls, 608.2c)
    If you do, reveal cards from the top of your library until ...    (after "you may",
                                                                              Foster)
    each opponent reveals cards from the top of their library until they reveal a land
    card, then puts those cards into their graveyard        (a clause, Consuming Aberration)
    Reveal cards from the top of your library until you reveal X creature cards. Put all
    creature cards revealed this way into your graveyard, then put the rest on the bottom of
    your library in a random order.                   (Old Stickfingers; two, three, ... too)
    ... until you reveal X land cards. Put those land cards onto the battlefield tapped and
    the rest on the bottom of your library in a random order.       (Open the Way, 603.6a)
    that player reveals cards from the top of their library until they reveal a creature
    card. Put that card onto the battlefield under your control. That player puts the rest
    of the revealed cards into their graveyard.             (Curse of Unbinding: 110.2, the
                                                            card enters under your control)
    Sacrifice X Zombies, then reveal cards from the top of your library until you reveal a
    number of Zombie creature cards equal to the number of Zombies sacrificed this way. Put
    those cards onto the battlefield and the rest on the bottom of your library in a random
    order.                                                  (Empty the Laboratory, 608.2c)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.zones.reveal_until import RevealUntil
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I
from arbiter.rules.sacrificed_values import SacrificedThisWay

_A_CARD = (kws("a", "an").suppress() + NOUN.copy().add_condition(
    lambda t: t[0].kind == "card")).set_parse_action(lambda t: t[0].selector())
_TO = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: ("hand", False)),
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
])
_REST = pp.MatchFirst([
    sup("and the rest on the bottom of your library in a random order").set_parse_action(
        lambda: "bottom_random"),
    kws("and the rest into your graveyard",
        "and put all other cards revealed this way into your graveyard").set_parse_action(
        lambda: "graveyard"),
    (lit(",") + sup("then shuffle the rest into your library")).set_parse_action(
        lambda: "shuffle"),
])

#: "Reveal cards from the top of your library until you reveal a <card>. Put that card
#: <where> <and the rest ...>."
_PAIR = (
    sup("reveal cards from the top of your library until you reveal") + _A_CARD + lit(".")
    + sup("put that card") + _TO + _REST + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealUntil(t[0], to=t[1][0], tapped=t[1][1], rest=t[2])])])
#: 608.2c: "You may reveal cards from the top of your library until ... Put that card ..."
#: (Spinner of Souls): the whole pair is what the player may do; declined, nothing moves.
_MAY_PAIR = (sup("you may") + _PAIR.copy()).set_parse_action(
    lambda t: [("plain", [I.MayDo(do=tuple(t[0][1]))])])
REVEAL_UNTIL_SENTENCE = _MAY_PAIR | _PAIR
#: 608.2c, 118.12: "If you do, reveal cards from the top of your library until you reveal a
#: <card>. Put that card <where> <and the rest ...>." after an optional action (Foster's
#: "you may pay {1}", Gamekeeper's "you may exile it"): the pair followed only if it was
#: done (`compiler.effects.sentences` attaches it as "If you do").
IF_YOU_DO_REVEAL_UNTIL = (sup("if you do") + lit(",") + _PAIR.copy()
                          ).set_parse_action(lambda t: [("if_you_do", list(t[0][1]))])

_N = pp.MatchFirst([NUMBER, kw("X").set_parse_action(lambda: V.ChosenX())])
_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card").add_parse_action(
    lambda t: t[0].selector())
#: Several cards go to a zone together (onto the battlefield: all at once, then each enters,
#: 603.6a, as `engine.zones.reveal_until` puts them).
_SEVERAL_TO = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: [("hand", False)]),
    kw("into your graveyard").set_parse_action(lambda: [("graveyard", False)]),
    kw("onto the battlefield tapped").set_parse_action(lambda: [("battlefield", True)]),
    kw("onto the battlefield").set_parse_action(lambda: [("battlefield", False)]),
])
_SEVERAL_REST = pp.MatchFirst([
    (pp.Optional(lit(",") + sup("then")) + sup("put the rest") + pp.Optional(
        sup("of the revealed cards")) + sup("on the bottom of your library in a random order")
     ).set_parse_action(lambda: "bottom_random"),
    sup("and the rest on the bottom of your library in a random order").set_parse_action(
        lambda: "bottom_random"),
])


def _several(t: pp.ParseResults) -> list[tuple[str, list[RevealUntil]]]:
    n, revealed, put, (to, tapped), rest = t
    if put != revealed:
        raise pp.ParseException("", 0, "the cards put aren't the cards revealed")
    return [("plain", [RevealUntil(revealed, to=to, tapped=tapped, rest=rest, count=n)])]


#: "Reveal cards from the top of your library until you reveal X <cards>. Put all <cards>
#: revealed this way <where>, then put the rest on the bottom of your library in a random
#: order." (701.20a; X: as announced for the spell, 107.3a, 107.3e); "... until you reveal
#: two land cards. Put those land cards onto the battlefield tapped and the rest ..."
REVEAL_UNTIL_SEVERAL = (
    sup("reveal cards from the top of your library until you reveal") + _N + _CARDS
    + lit(".") + sup("put") + (sup("all") | sup("those")) + _CARDS
    + pp.Optional(sup("revealed this way")) + _SEVERAL_TO + _SEVERAL_REST + lit(".")
).set_parse_action(_several)

#: "each opponent reveals cards from the top of their library until they reveal a land card,
#: then puts those cards into their graveyard": every card revealed, the land too.
REVEAL_UNTIL_MILL = (
    PLAYER + sup("reveals cards from the top of their library until they reveal") + _A_CARD
    + lit(",") + sup("then puts those cards into their graveyard")).add_condition(
    lambda t: t[0] != "you").set_parse_action(
    lambda t: [[RevealUntil(t[1], to="graveyard", rest="graveyard", who=t[0])]])

#: "<player> reveals cards from the top of their library until they reveal a <card>. Put that
#: card onto the battlefield under your control. That player puts the rest of the revealed
#: cards into their graveyard."
REVEAL_UNTIL_THEIRS = (
    PLAYER + sup("reveals cards from the top of their library until they reveal") + _A_CARD
    + lit(".") + sup("put that card onto the battlefield under your control") + lit(".")
    + sup("that player puts the rest") + pp.Optional(sup("of the revealed cards"))
    + sup("into their graveyard") + lit(".")).add_condition(
    lambda t: t[0] != "you").set_parse_action(
    lambda t: [("plain", [RevealUntil(t[1], to="battlefield", rest="graveyard", who=t[0])])])

_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent")
#: 608.2c: "the number of <permanents> sacrificed this way"
_SACRIFICED = (sup("the number of") + _PERMANENTS + sup("sacrificed this way")
               ).set_parse_action(lambda: SacrificedThisWay())


def _number(t: pp.ParseResults) -> list[tuple[str, list]]:
    *before, selector, n, to, rest = list(t)
    if before and not any(isinstance(i, SacrificeChosen) and i.who == "you"
                          for i in before[0]):
        raise pp.ParseException("", 0, "'sacrificed this way' after no sacrifice")
    return [("plain", [*(before[0] if before else []),
                       RevealUntil(selector, to=to[0], tapped=to[1], rest=rest, count=n)])]


def reveal_number_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"<clauses>, then reveal cards from the top of your library until you reveal a number
    of <cards> equal to the number of <permanents> sacrificed this way. Put those cards
    <where> <and the rest ...>." (`clauses`: the effect grammar of
    `compiler.effects.sentences`, the sacrifice before it)."""
    cards = NOUN.copy().add_condition(lambda t: t[0].kind == "card").add_parse_action(
        lambda t: t[0].selector())
    return (pp.Group(clauses) + lit(",") + sup("then")
            + sup("reveal cards from the top of your library until you reveal a number of")
            + cards + sup("equal to") + _SACRIFICED + lit(".") + sup("put those cards")
            + _TO + _REST + lit(".")).set_parse_action(
        lambda t: _number([list(t[0][0]), *t[1:]]))


__all__ = ["IF_YOU_DO_REVEAL_UNTIL", "REVEAL_UNTIL_MILL", "REVEAL_UNTIL_SENTENCE",
           "REVEAL_UNTIL_SEVERAL", "REVEAL_UNTIL_THEIRS", "reveal_number_sentence"]
