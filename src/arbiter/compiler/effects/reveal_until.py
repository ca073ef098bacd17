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
    Its controller reveals cards from the top of their library until they reveal a creature
    card. The player puts that card onto the battlefield, then shuffles all other cards
    revealed this way into their library.            (Polymorph: under their control, 110.2)
    Target opponent reveals cards from the top of their library until four land cards are
    revealed. That player puts all cards revealed this way into their graveyard.
                                                                            (Mind Funeral)
    ... Put that card onto the battlefield tapped and attacking and the rest ... (508.4)
    ... Put that card into your hand and exile all other cards revealed this way.
    ... You may put that card onto the battlefield. Then shuffle.           (Hei Bai, 608.2d)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.casting.reveal_cast_free import CAST_FREE
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.zones.reveal_until import RevealUntil
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I
from arbiter.rules.sacrificed_values import SacrificedThisWay

_A_CARD = (kws("a", "an").suppress() + NOUN.copy().add_condition(
    lambda t: t[0].kind == "card")).set_parse_action(lambda t: t[0].selector())
_TO = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: ("hand", False)),
    # 508.4: "tapped and attacking" (Raph & Mikey)
    kw("onto the battlefield tapped and attacking").set_parse_action(
        lambda: ("attacking", True)),
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
])
_REST = pp.MatchFirst([
    sup("and the rest on the bottom of your library in a random order").set_parse_action(
        lambda: "bottom_random"),
    # 401.4: "in any order" (Recross the Paths): the player chooses
    sup("and the rest on the bottom of your library in any order").set_parse_action(
        lambda: "bottom_any"),
    kws("and the rest into your graveyard",
        "and put all other cards revealed this way into your graveyard",
        "and all other cards revealed this way into your graveyard").set_parse_action(
        lambda: "graveyard"),
    sup("and exile all other cards revealed this way").set_parse_action(lambda: "exile"),
    (lit(",") + sup("then shuffle the rest into your library")).set_parse_action(
        lambda: "shuffle"),
])

def _until(selector: object, to: tuple[str, bool], rest: str) -> RevealUntil:
    if to[0] == "attacking":
        return RevealUntil(selector, to="battlefield", tapped=True, rest=rest, attacking=True)
    return RevealUntil(selector, to=to[0], tapped=to[1], rest=rest)


#: "Reveal cards from the top of your library until you reveal a <card>. Put that card
#: <where> <and the rest ...>."
_PAIR = (
    sup("reveal cards from the top of your library until you reveal") + _A_CARD + lit(".")
    + sup("put that card") + _TO + _REST + lit(".")).set_parse_action(
    lambda t: [("plain", [_until(t[0], t[1], t[2])])])
_UNTIL = sup("reveal cards from the top of your library until you reveal") + _A_CARD + lit(".")
#: 608.2d: "You may put that card onto the battlefield. Then shuffle." (Hei Bai): declined, it
#: stays in the library, shuffled with the rest. (Not read where the card may be an Aura, as
#: "Then put all cards revealed this way that weren't put onto the battlefield ..." with a
#: nonland permanent card: an Aura entering so would need its host chosen, 303.4f.)
_MAY_PUT = (_UNTIL + sup("you may put that card onto the battlefield") + lit(".")
            + sup("then shuffle") + lit(".")).set_parse_action(lambda t: [("plain", [
                RevealUntil(t[0], to="battlefield", rest="shuffle", may=True)])])
#: 608.2g, 118.9: "... until you reveal a nonland card with mana value 3 or less. You may cast
#: that card without paying its mana cost. [Then] put all revealed cards not cast this way on
#: the bottom of your library in a random order." (Treasure Keeper)
_CAST_FREE = (_UNTIL + sup("you may cast that card without paying its mana cost") + lit(".")
              + pp.Optional(sup("then")) + sup("put all revealed cards not cast this way on the "
                                               "bottom of your library in a random order")
              + lit(".")).set_parse_action(lambda t: [("plain", [
                  RevealUntil(t[0], to=CAST_FREE, rest="bottom_random")])])
#: "Reveal cards from the top of your library until you reveal a nonland card, then put all
#: cards revealed this way into your hand." (Treasure Hunt): the card found too.
_ALL_TO_HAND = (
    sup("reveal cards from the top of your library until you reveal") + _A_CARD + lit(",")
    + sup("then put all cards revealed this way into your hand") + lit(".")
).set_parse_action(lambda t: [("plain", [RevealUntil(t[0], to="hand", rest="hand")])])

#: 608.2c: "You may reveal cards from the top of your library until ... Put that card ..."
#: (Spinner of Souls): the whole pair is what the player may do; declined, nothing moves.
_MAY_PAIR = (sup("you may") + _PAIR.copy()).set_parse_action(
    lambda t: [("plain", [I.MayDo(do=tuple(t[0][1]))])])
REVEAL_UNTIL_SENTENCE = _MAY_PAIR | _PAIR | _MAY_PUT | _ALL_TO_HAND | _CAST_FREE
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

_THEIR_UNTIL = sup("reveals cards from the top of their library until")
#: "until they reveal a land card" / "until they reveal four land cards" / "until a creature
#: card is revealed" / "until four land cards are revealed": the card(s) and how many.
_THEY_REVEAL = pp.MatchFirst([
    (sup("they reveal") + _A_CARD).add_parse_action(lambda t: [t[0], 1]),
    (sup("they reveal") + _N + _CARDS).set_parse_action(lambda t: [t[1], t[0]]),
    (_A_CARD + sup("is revealed")).add_parse_action(lambda t: [t[0], 1]),
    (_N + _CARDS + sup("are revealed")).set_parse_action(lambda t: [t[1], t[0]]),
])
_THEY_REVEAL_ONE = pp.MatchFirst([sup("they reveal") + _A_CARD,
                                  _A_CARD + sup("is revealed")])
_INTO_THEIR_GRAVEYARD = ((sup("those cards") | sup("all cards revealed this way"))
                         + sup("into their graveyard"))

#: "each opponent reveals cards from the top of their library until they reveal a land card,
#: then puts those cards into their graveyard": every card revealed, the land too; "... until
#: they reveal four land cards, then puts all cards revealed this way into their graveyard"
REVEAL_UNTIL_MILL = (
    PLAYER + _THEIR_UNTIL + _THEY_REVEAL + lit(",") + sup("then puts") + _INTO_THEIR_GRAVEYARD
).add_condition(lambda t: t[0] != "you").set_parse_action(
    lambda t: [[RevealUntil(t[1], to="graveyard", rest="graveyard", who=t[0], count=t[2])]])

#: "<player> reveals cards from the top of their library until they reveal a <card>. Put that
#: card onto the battlefield under your control. That player puts the rest of the revealed
#: cards into their graveyard."
_CURSE = (
    PLAYER + _THEIR_UNTIL + _THEY_REVEAL_ONE
    + lit(".") + sup("put that card onto the battlefield under your control") + lit(".")
    + sup("that player puts the rest") + pp.Optional(sup("of the revealed cards"))
    + sup("into their graveyard") + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealUntil(t[1], to="battlefield", rest="graveyard", who=t[0])])])
#: "... until they reveal a land card. Put that card onto the battlefield tapped under your
#: control and the rest into their graveyard." (110.2: under your control)
_UNDER_YOURS = (
    PLAYER + _THEIR_UNTIL + _THEY_REVEAL_ONE + lit(".") + sup("put that card")
    + (kw("onto the battlefield tapped under your control").set_parse_action(lambda: True)
       | kw("onto the battlefield under your control").set_parse_action(lambda: False))
    + sup("and the rest into their graveyard") + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealUntil(t[1], to="battlefield", tapped=t[2], rest="graveyard",
                                      who=t[0])])])
#: "Its controller reveals cards from the top of their library until they reveal a creature
#: card. The player puts that card onto the battlefield, then shuffles all other cards
#: revealed this way into their library." (Polymorph): the player who revealed it puts it
#: onto the battlefield, under their own control (110.2).
_THEY_PUT = (
    PLAYER + _THEIR_UNTIL + _THEY_REVEAL_ONE + lit(".")
    + (sup("the player puts") | sup("that player puts") | sup("they put"))
    + sup("that card onto the battlefield") + pp.MatchFirst([
        (lit(",") + sup("then shuffles") + (sup("the rest") | sup(
            "all other cards revealed this way")) + sup("into their library")
         ).set_parse_action(lambda: "shuffle"),
        sup("and the rest on the bottom of their library in a random order").set_parse_action(
            lambda: "bottom_random"),
        sup("and the rest on the bottom of their library in any order").set_parse_action(
            lambda: "bottom_any")])
    + lit(".")).set_parse_action(lambda t: [("plain", [RevealUntil(
        t[1], to="battlefield", rest=t[2], who=t[0], under="revealer")])])
#: "Target opponent reveals cards from the top of their library until four land cards are
#: revealed. That player puts all cards revealed this way into their graveyard."
_THEY_MILL = (
    PLAYER + _THEIR_UNTIL + _THEY_REVEAL + lit(".") + sup("that player puts")
    + _INTO_THEIR_GRAVEYARD + lit(".")).set_parse_action(lambda t: [("plain", [RevealUntil(
        t[1], to="graveyard", rest="graveyard", who=t[0], count=t[2])])])
REVEAL_UNTIL_THEIRS = pp.MatchFirst([_CURSE, _UNDER_YOURS, _THEY_PUT, _THEY_MILL]
                                    ).add_condition(lambda t: t[0][1][0].who != "you")

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
