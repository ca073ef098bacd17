"""One-shot effects a player carries out (608.2): "Draw two cards.", "Target player draws two
cards and loses 2 life.", "Each opponent discards a card.", "You create a 2/2 black Zombie
creature token with decayed.", "Its controller investigates.", "Search your library for a
basic land card, put it onto the battlefield tapped, then shuffle.", "Look at the top three
cards of your library. Put one of them into your hand and the rest into your graveyard."

A verb phrase ("draws two cards") is a function of the player who acts; a clause is a subject
and one or more verb phrases sharing it ("loses 2 life and you gain 2 life" has two clauses).
An imperative clause (no subject) is "you".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.amount_phrases import n_cards, times
from arbiter.compiler.effects.cast_ban_this_turn import cast_ban_verb
from arbiter.compiler.effects.discard_unless import discard_unless_verb
from arbiter.compiler.effects.discarded_this_way import DISCARDED_CARDS
from arbiter.compiler.effects.edicts import edict_verb, exile_edict_verb
from arbiter.compiler.effects.effects import AMOUNT, PLAYER, PRONOUN, TARGET_OBJECT
from arbiter.compiler.effects.event_object_stats import EVENT_CREATURE_STAT
from arbiter.compiler.effects.exile_top_cards import exile_top_verb
from arbiter.compiler.effects.extra_turns import extra_turn_verb
from arbiter.compiler.effects.hand_to_library import hand_to_library_verb
from arbiter.compiler.effects.initiative import take_initiative_verb
from arbiter.compiler.effects.land_ban import land_ban_verb
from arbiter.compiler.effects.last_known import ITS_POWER_THAT_DIED
from arbiter.compiler.effects.look_picks import LOOK_PICKS
from arbiter.compiler.effects.mill_half import mill_half_verb
from arbiter.compiler.effects.monarch import become_monarch_verb
from arbiter.compiler.effects.own_permanent_actions import own_permanent_verbs
from arbiter.compiler.effects.player_counters import player_counters_verb
from arbiter.compiler.effects.random_discard import (
    discard_hand_draw_verb,
    discard_hand_verb,
    random_discard_verb,
)
from arbiter.compiler.effects.random_reveal import random_reveal_verb
from arbiter.compiler.effects.shuffle_library import reveal_hand_verb, shuffle_library_verb
from arbiter.compiler.effects.shuffle_zones import shuffle_zones_verb
from arbiter.compiler.effects.skip_next import skip_next_verb
from arbiter.compiler.effects.stat_of_target import STAT_OF_TARGET  # 608.2h
from arbiter.compiler.effects.target_stats import TARGET_CARD_STAT, TARGET_STAT
from arbiter.compiler.effects.their_counts import FOR_EACH_THEIRS, THEIR_COUNT, bind_actor
from arbiter.compiler.effects.token_copies import token_copy_verb
from arbiter.compiler.grammar.either_card import EITHER_CARD  # 701.23a
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.tokens import TOKEN_SPEC, x_sized
from arbiter.compiler.statics.predicates import COUNT, FOR_EACH
from arbiter.engine.zones.several_tokens import CreateSeveralTokens
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.triggers import DrawAtNextUpkeep


@dataclass(frozen=True)
class _Verb:
    """A verb phrase: the instructions it gives for the player who acts."""

    build: Callable[[Any], list[I.Instruction]]
    #: Only "you" can do it (scry, surveil, search your library: 701.22, 701.25, 701.23).
    you_only: bool = False


def _vp(expr: pp.ParserElement, build: Callable[..., list[I.Instruction]],
        you_only: bool = False) -> pp.ParserElement:
    return expr.set_parse_action(lambda t: _Verb(lambda who, t=list(t): build(who, *t),
                                                 you_only))


#: Object-independent counts only (a count "of it" would need the object's last known
#: information, which these instructions don't carry).
_COUNT = COUNT.copy().add_condition(
    lambda t: not isinstance(t[0], V.PowerOf | V.ManaValueOf))
_CARDS = kws("card", "cards").suppress()
#: "a card for each ..." / "1 life for each ..." are tried first: "a card" alone would
#: match and leave "for each" unread (a first match isn't retried).
_N_CARDS = pp.MatchFirst([
    DISCARDED_CARDS,  # "a card for each card discarded this way" (608.2c)
    (sup("a card") + (FOR_EACH_THEIRS | FOR_EACH)),
    # "that player draws an additional card" (Howling Mine): one card more than the turn's
    kw("an additional card").set_parse_action(lambda: 1),
    # 608.2c, 107.1b: "then draw that many cards plus one" (`V.ThatManyPlus`)
    (sup("that many cards") + kws("plus one", "minus one")).set_parse_action(
        lambda t: V.ThatManyPlus(1 if t[0].lower() == "plus" else -1)),
    AMOUNT + _CARDS,
    (_CARDS + sup("equal to") + ITS_POWER_THAT_DIED),  # 608.2h, 603.10a
    (_CARDS + sup("equal to") + EVENT_CREATURE_STAT),  # 608.2h, 603.2
    (_CARDS + sup("equal to") + TARGET_STAT),  # 608.2h: a target's, a sacrificed one's
    (_CARDS + sup("equal to") + STAT_OF_TARGET),  # 608.2h: "the power of target creature"
    (_CARDS + sup("equal to") + (THEIR_COUNT | _COUNT)),
])
_LIFE = pp.MatchFirst([sup("1 life") + (FOR_EACH_THEIRS | FOR_EACH),
                       # "2 life for each creature on the battlefield" (107.1: N times)
                       (NUMBER + sup("life") + (FOR_EACH_THEIRS | FOR_EACH)).set_parse_action(
                           lambda t: V.Scaled(t[1], t[0])),
                       AMOUNT + sup("life"),
                       sup("life equal to") + ITS_POWER_THAT_DIED,  # 608.2h
                       sup("life equal to") + TARGET_STAT,  # 608.2h
                       sup("life equal to") + STAT_OF_TARGET,  # 608.2h
                       sup("life equal to") + TARGET_CARD_STAT,  # 608.2h
                       sup("life equal to") + EVENT_CREATURE_STAT,  # 608.2h, 603.10a
                       sup("life equal to") + (THEIR_COUNT | _COUNT)])

DRAW = _vp(kws("draw", "draws").suppress() + _N_CARDS,
           lambda who, n: [I.Draw(n, who=who)])
#: 603.7: "[You] draw N cards at the beginning of the next turn's upkeep." (a number of
#: cards, drawn by the controller: `engine.triggers.next_upkeep`; another player's delayed
#: draw isn't read).
DRAW_AT_NEXT_UPKEEP = _vp(
    kws("draw", "draws").suppress() + (AMOUNT + _CARDS).add_condition(
        lambda t: isinstance(t[0], int)) + sup("at the beginning of the next turn's upkeep"),
    lambda who, n: [DrawAtNextUpkeep(n)], you_only=True)
GAIN = _vp(kws("gain", "gains").suppress() + _LIFE, lambda who, n: [I.GainLife(n, who=who)])
LOSE = _vp(kws("lose", "loses").suppress() + _LIFE, lambda who, n: [I.LoseLife(n, who=who)])
#: 119.3, 107.1a: "loses half their life, rounded up" (each player's own life total).
LOSE_HALF = _vp(kws("lose", "loses").suppress() + sup("half") + kws("their life", "your life"
                                                                    ).suppress()
                + lit(",") + sup("rounded") + kws("up", "down"),
                lambda who, way: [I.LoseHalfLife(who, round_up=way.lower() == "up")])
#: 701.10d: "double your life total" / "doubles their life total".
DOUBLE_LIFE = _vp(kws("double", "doubles").suppress() + kws("their life total", "your life total",
                                                            "his or her life total").suppress(),
                  lambda who: [I.DoubleLife(who)])
#: 701.17a, 107.1: "mill three cards", "mill a card for each ...", "mill two cards for each
#: ...", "mill cards equal to the number of lands you control" (`compiler.effects.amount_phrases`)
MILL = _vp(kws("mill", "mills").suppress()
           + n_cards(AMOUNT, FOR_EACH_THEIRS | FOR_EACH, THEIR_COUNT | _COUNT),
           lambda who, n: [I.Mill(n, who=who)])
#: 701.17a, 107.1a: "mills half their library, rounded down" (`compiler.effects.mill_half`)
MILL_HALF = mill_half_verb(_vp)
#: 701.9a: "discard any number of cards": as many of their cards as they choose, none too
#: (more than a hand holds: no limit).
_ANY_NUMBER = kw("any number of").set_parse_action(lambda: ["up to", 999])
DISCARD = _vp(kws("discard", "discards").suppress()
              + ((_ANY_NUMBER + _CARDS)  # 107.1: "a card for each Swamp you control"
                 | (sup("a card") + (FOR_EACH_THEIRS | FOR_EACH))
                 | (pp.Optional(kw("up to").set_parse_action(lambda: "up to")) + AMOUNT
                    + _CARDS)),
              lambda who, *t: [I.Discard(t[-1], who=who, up_to=len(t) > 1)])


def _create(who: Any, spec: tuple[Any, Any, bool]) -> list[I.Instruction]:
    token, n, tapped = spec
    if n == "X":
        n = V.ChosenX()
    # 111.3 / 107.3: an X/X token's X is the spell's X unless "where X is ..." says
    # otherwise (`compiler.effects.sentences` replaces it).
    x = V.ChosenX() if x_sized(token) else None
    return [I.CreateToken(token, n, tapped=tapped, who=who, x=x)]


def _create_for_each(who: Any, spec: tuple[Any, Any, bool], each: V.Value
                     ) -> list[I.Instruction]:
    """111.2 / 107.1: "create a <token> for each <thing>": as many tokens as the count, made
    as the effect resolves (608.2h)."""
    token, n, tapped = spec
    if n != 1 or x_sized(token):
        raise pp.ParseException("", 0, "'for each' with more than one token or an X/X token")
    return [I.CreateToken(token, each, tapped=tapped, who=who)]


def _create_several(who: Any, *specs: tuple[Any, Any, bool]) -> list[I.Instruction]:
    """111.2: "create <a token> and <another token>" / "<a>, <b>, and <c>": one instruction
    making every kind (`engine.zones.several_tokens`)."""
    return [CreateSeveralTokens(tuple(step for spec in specs for step in _create(who, spec)))]


_AND_TOKEN = (pp.Optional(lit(",")) + kw("and").suppress() + TOKEN_SPEC)
CREATE = pp.MatchFirst([
    _vp(kws("create", "creates").suppress() + TOKEN_SPEC
        + pp.ZeroOrMore(lit(",") + TOKEN_SPEC) + _AND_TOKEN, _create_several),
    _vp(kws("create", "creates").suppress() + TOKEN_SPEC + FOR_EACH, _create_for_each),
    _vp(kws("create", "creates").suppress() + TOKEN_SPEC, _create),
])
#: 701.16a: investigate: create a Clue token.
INVESTIGATE = _vp(kws("investigate", "investigates").suppress()
                  + pp.Optional(times(FOR_EACH)),  # 107.1 (`compiler.effects.amount_phrases`)
                  lambda who, n=1: [I.CreateToken("Clue", n, who=who)])
#: 701.22a / 701.25a: "scry 2", "surveil X, where X is ..." (the sentence's WHERE_X replaces
#: X, 107.3).
_SCRY_N = NUMBER | kw("X").set_parse_action(lambda: V.ChosenX())
SCRY = _vp(sup("scry") + _SCRY_N, lambda who, n: [I.Scry(n)], you_only=True)
SURVEIL = _vp(sup("surveil") + _SCRY_N, lambda who, n: [I.Surveil(n)], you_only=True)

# -- 701.23 search ------------------------------------------------------------------------------
_A = pp.Optional(kws("a", "an")).suppress()
_PUT_IT = sup("put") + kws("it", "that card").suppress()
_DESTINATION = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: ("hand", False)),
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
    kw("into your graveyard").set_parse_action(lambda: ("graveyard", False)),
])
SEARCH = _vp(sup("search your library for") + (EITHER_CARD | _A + NOUN) + lit(",")
             + pp.Optional(kws("reveal it", "reveal that card").suppress() + lit(","))
             + _PUT_IT + _DESTINATION
             + lit(",") + sup("then shuffle"),
             lambda who, noun, dest: [I.SearchLibrary(noun.selector(), to=dest[0],
                                                      tapped=dest[1])], you_only=True)

#: 104.2b / 104.3e: "you win the game", "you lose the game" (`engine.players.outcome`).
WIN_GAME = _vp(kws("win the game", "wins the game").suppress(),
               lambda who: [I.WinGame(who)])
LOSE_GAME = _vp(kws("lose the game", "loses the game").suppress(),
                lambda who: [I.LoseGame(who)])

#: 701.21a: "sacrifices a creature of their choice" (`compiler.effects.edicts`).
SACRIFICE_CHOSEN = edict_verb(_vp)
#: 406.3: "exiles a creature they control" (`compiler.effects.edicts`).
EXILE_CHOSEN_OWN = exile_edict_verb(_vp)
#: 608.2d: "returns a creature they control to its owner's hand", "untaps a land they
#: control" (`compiler.effects.own_permanent_actions`).
OWN_PERMANENT_ACTIONS = own_permanent_verbs(_vp)
#: 101.2, 611.2a: "can't play lands this turn" (`compiler.effects.land_ban`).
CANT_PLAY_LANDS = land_ban_verb(_vp)
#: 101.2, 601.3a: "can't cast creature spells this turn" (`compiler.effects.cast_ban_this_turn`).
CANT_CAST_TYPES = cast_ban_verb(_vp)

#: 701.9b: "discards two cards at random" (`compiler.effects.random_discard`), before DISCARD.
DISCARD_AT_RANDOM = random_discard_verb(_vp)
#: 701.9b: "discards two cards unless they discard a land card" (`compiler.effects.
#: discard_unless`), before DISCARD.
DISCARD_UNLESS = discard_unless_verb(_vp)
#: 701.24a: "shuffles their hand and graveyard into their library"
#: (`compiler.effects.shuffle_zones`).
SHUFFLE_ZONES = shuffle_zones_verb(_vp)
#: 701.9a: "discards their hand" (`compiler.effects.random_discard`).
DISCARD_THEIR_HAND = discard_hand_verb(_vp)
#: 701.9a, 121.1: "discards their hand, then draws that many cards" (each their own number).
DISCARD_HAND_DRAW = discard_hand_draw_verb(_vp)
#: 701.24a: "target player shuffles their library" (`compiler.effects.shuffle_library`).
SHUFFLE_LIBRARY = shuffle_library_verb(_vp)
#: 701.20a: "target player reveals their hand" (`compiler.effects.shuffle_library`).
REVEAL_HAND = reveal_hand_verb(_vp) | random_reveal_verb(_vp)  # 701.20a
#: 406 / 401: "exiles the top two cards of their library" (`compiler.effects.exile_top_cards`).
EXILE_TOP_CARDS = exile_top_verb(_vp)
#: 401.4: "puts a card from their hand on top of their library" (`compiler.effects.
#: hand_to_library`).
HAND_TO_THEIR_LIBRARY = hand_to_library_verb(_vp)
#: 500.7: "takes an extra turn after this one" (`compiler.effects.extra_turns`).
EXTRA_TURN = extra_turn_verb(_vp)
#: 122.1 / 107.14: "you get {E}{E}", "gets a poison counter" (`compiler.effects.player_counters`).
GET_COUNTERS = player_counters_verb(_vp)
#: 724.3: "you become the monarch" (`compiler.effects.monarch`).
BECOME_MONARCH = become_monarch_verb(_vp)
#: 725.3: "you take the initiative" (`compiler.effects.initiative`).
TAKE_INITIATIVE = take_initiative_verb(_vp)
#: 614.10: "skips their next untap step" (`compiler.effects.skip_next`).
SKIP_NEXT = skip_next_verb(_vp)
#: 111.2, 707.2: "its controller creates a token that's a copy of that creature"
#: (`compiler.effects.token_copies`).
CREATE_COPY = token_copy_verb(_vp, TARGET_OBJECT)

_VERBS = [DRAW_AT_NEXT_UPKEEP, DRAW, GAIN, LOSE_HALF, DOUBLE_LIFE, LOSE, MILL_HALF,
          MILL, DISCARD_AT_RANDOM, DISCARD_UNLESS, DISCARD_HAND_DRAW, DISCARD_THEIR_HAND,
          DISCARD, CREATE_COPY, CREATE, INVESTIGATE, SCRY, SURVEIL, SEARCH, SHUFFLE_ZONES,
          WIN_GAME, LOSE_GAME, HAND_TO_THEIR_LIBRARY,
          SACRIFICE_CHOSEN, EXILE_CHOSEN_OWN, *OWN_PERMANENT_ACTIONS, CANT_PLAY_LANDS,
          CANT_CAST_TYPES,
          EXTRA_TURN, GET_COUNTERS,
          BECOME_MONARCH,
          TAKE_INITIATIVE,
          SKIP_NEXT,
          EXILE_TOP_CARDS, SHUFFLE_LIBRARY, REVEAL_HAND]
VERB = pp.MatchFirst(_VERBS).set_name("verb phrase")
_MORE = pp.Optional(lit(",")) + pp.Optional(kws("and", "then")).suppress() + VERB


def _clause(t: pp.ParseResults) -> list[list[I.Instruction]]:
    items = list(t)
    who = "you" if isinstance(items[0], _Verb) else items.pop(0)
    out: list[I.Instruction] = []
    for verb in items:
        if verb.you_only and who != "you":
            raise pp.ParseException("", 0, "only you can do that")
        out.extend(verb.build(who))
    return [bind_actor(who, out)]  # 608.2b: "they" is the subject (`effects.their_counts`)


#: "Target player draws two cards and loses 2 life", "each opponent discards a card",
#: "Draw a card", "you lose 1 life and create a 1/1 white Human creature token".
PLAYER_CLAUSE = (pp.Optional(PLAYER) + VERB + pp.ZeroOrMore(_MORE)).set_parse_action(_clause)

# -- looking at the top cards of a library -------------------------------------------------------
_TOP = (sup("look at the top") + pp.MatchFirst([
    kw("card").set_parse_action(lambda: 1),
    AMOUNT + sup("cards"),
]) + sup("of your library")) | (  # "look at that many cards from the top of your library"
    sup("look at") + AMOUNT + sup("cards from the top of your library"))
_THEM = sup("from among them")
_PICK_TO = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: "hand"),
    kw("into your graveyard").set_parse_action(lambda: "graveyard"),
    kw("onto the battlefield").set_parse_action(lambda: "battlefield"),
    # 401.2: it stays on top, the rest leave from around it ("put it on top of your library")
    kw("on top of your library").set_parse_action(lambda: "top"),
])


def _pick(**fixed: Any) -> Callable[[pp.ParseResults], I.LookPick]:
    def build(t: pp.ParseResults) -> I.LookPick:
        items = list(t)
        count = next((x for x in items if isinstance(x, int)), 1)
        sel = next((x.selector() for x in items if hasattr(x, "selector")), None)
        return I.LookPick(count=count, to=items[-1], selector=sel, **fixed)
    return build


PICK = pp.MatchFirst([
    # "put one of them into your hand", "Put two of them into your hand"
    (sup("put") + NUMBER + kws("of them", "of those cards").suppress() + _PICK_TO
     ).set_parse_action(_pick()),
    # "put any number of them into your graveyard"
    (sup("put any number of them") + _PICK_TO).set_parse_action(_pick(any_number=True)),
    # "put up to two of them into your hand"
    (sup("put up to") + NUMBER + kws("of them", "of those cards").suppress() + _PICK_TO
     ).set_parse_action(_pick(up_to=True)),
    # "Put one into your hand and the other into your graveyard."
    (sup("put") + kw("one").set_parse_action(lambda: 1) + _PICK_TO).set_parse_action(_pick()),
    # "you may reveal a creature card from among them and put it / that card into your hand"
    # (701.23a-like: "a Mount creature card or a Plains card", one card fitting either)
    (sup("you may reveal") + (EITHER_CARD | _A + NOUN) + _THEM
     + kws("and put it", "and put that card").suppress() + _PICK_TO
     ).set_parse_action(_pick(may=True, reveal=True)),
    # "You may put up to two permanent cards with mana value 5 or less from among them onto
    # the battlefield"
    (sup("you may put up to") + NUMBER + NOUN + _THEM + _PICK_TO).set_parse_action(
        _pick(may=True, up_to=True)),
    # "You may put that card into your graveyard" (after looking at one card)
    (sup("you may put") + (kw("that card") | PRONOUN).suppress() + _PICK_TO
     ).set_parse_action(_pick(may=True)),
    *LOOK_PICKS,  # compiler.effects.look_picks
])
_REST_WHERE = pp.MatchFirst([
    kw("into your graveyard").set_parse_action(lambda: "graveyard"),
    kw("into your hand").set_parse_action(lambda: "hand"),  # Genesis Ultimatum
    kw("on the bottom of your library in a random order").set_parse_action(
        lambda: "bottom_random"),
    kw("on the bottom of your library in any order").set_parse_action(lambda: "bottom_any"),
    # "Put the rest on the bottom in a random order." (the library just named)
    kw("on the bottom in a random order").set_parse_action(lambda: "bottom_random"),
    kw("on the bottom in any order").set_parse_action(lambda: "bottom_any"),
    kw("back on top of your library in any order").set_parse_action(lambda: "top_any"),
    # 401.4: "and the rest on top of your library in any order" (Diabolic Vision)
    kw("on top of your library in any order").set_parse_action(lambda: "top_any"),
])
#: "Look at the top two cards ... Put one of them into your hand and the other on the bottom
#: of your library." (Sea Gate Oracle): "the other" is the one card left, so its order
#: doesn't matter.
_OTHER_WHERE = _REST_WHERE | kw("on the bottom of your library").set_parse_action(
    lambda: "bottom_any")
#: 406.3: "..., and exile the rest." / "Exile the rest." (Browse)
_EXILE_REST = kw("exile the rest").set_parse_action(lambda: "exile")
_REST_AND = ((sup("and the rest") + _REST_WHERE) | (sup("and the other") + _OTHER_WHERE)
             | (pp.Optional(lit(",")) + sup("and") + _EXILE_REST))
_REST_SENTENCE = (pp.Optional(sup("then")) + sup("put the rest") + _REST_WHERE + lit(".")
                  ) | (_EXILE_REST + lit("."))


def _look(t: pp.ParseResults) -> list[list[I.Instruction]]:
    items = list(t)
    n = items[0]
    picks = tuple(x for x in items if isinstance(x, I.LookPick))
    rest = next((x for x in items[1:] if isinstance(x, str)), "top")
    return [[I.LookAtTop(n, picks, rest)]]


#: "Look at the top N cards of your library[,] then/. <pick> [and the rest <where>].
#: [Put the rest <where>.]" — whole sentences, periods included.
#: "Look at the top X cards of your library, where X is its power." (608.2h: the power of
#: the creature that died, `compiler.effects.last_known`).
#: "..., where X is the number of lands you control." (107.3, 608.2h: counted as it resolves)
_TOP_X = (sup("look at the top X cards of your library") + lit(",") + sup("where X is")
          + (ITS_POWER_THAT_DIED | EVENT_CREATURE_STAT | COUNT) + lit("."))
LOOK_AT_TOP = ((_TOP_X | (_TOP + (lit(".") | (lit(",") + pp.Optional(sup("then")))))) + PICK
               + pp.Optional(_REST_AND) + lit(".") + pp.Optional(_REST_SENTENCE)
               ).set_parse_action(_look)

PLAYER_CLAUSES = [PLAYER_CLAUSE]

__all__ = ["PLAYER_CLAUSE", "PLAYER_CLAUSES", "LOOK_AT_TOP", "VERB"]
