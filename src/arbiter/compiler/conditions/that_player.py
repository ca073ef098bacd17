"""Intervening "if" clauses about "that player", the player of the trigger event (603.4;
`rules.event_player_conditions`):

    that player has two or fewer cards in hand        (402.1: Hellfire Mongrel, Lavaborn Muse)
    that player has five or more cards in hand        (Misers' Cage)
    that player has no cards in hand                  (Asylum Visitor)
    that player has 5 or less life                    (119: Razor Pendulum)
    no opponent has more life than that player        (119.1, 102.2: Guild Artisan's grant)
    it's not their turn                               (102.1: Glademuse, Scytheclaw Raptor)

Each is the condition about "you" read for that player. `compiler.lines` accepts it only after
a trigger whose event has a player (the active player of a step, the caster ...).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import static_conditions as SC
from arbiter.rules import values as V
from arbiter.rules.event_player_conditions import ForEventPlayer
from arbiter.rules.highest_life import NoOpponentHasMoreLifeThanThatPlayer

_HAND = s.And((s.InZone(("hand",)), s.OwnedByYou()))  # 402.1: "your hand", as that player
_OR_MORE = (NUMBER + sup("or more")).set_parse_action(lambda t: t[0])
_OR_FEWER = (NUMBER + kws("or fewer", "or less").suppress()).set_parse_action(lambda t: t[0])
_THAT_PLAYER = kws("that player has", "they have").suppress()

THAT_PLAYER_CONDITION = pp.MatchFirst([
    (_THAT_PLAYER + kw("no cards in hand")).set_parse_action(
        lambda: ForEventPlayer(C.Compare(V.CountOf(_HAND), "==", 0))),
    (_THAT_PLAYER + _OR_MORE + sup("cards in hand")).set_parse_action(
        lambda t: ForEventPlayer(C.Compare(V.CountOf(_HAND), ">=", t[0]))),
    (_THAT_PLAYER + _OR_FEWER + sup("cards in hand")).set_parse_action(
        lambda t: ForEventPlayer(C.Compare(V.CountOf(_HAND), "<=", t[0]))),
    (_THAT_PLAYER + _OR_FEWER + sup("life")).set_parse_action(
        lambda t: ForEventPlayer(C.Compare(V.LifeTotal(), "<=", t[0]))),
    (_THAT_PLAYER + _OR_MORE + sup("life")).set_parse_action(
        lambda t: ForEventPlayer(C.Compare(V.LifeTotal(), ">=", t[0]))),
    kw("no opponent has more life than that player").set_parse_action(
        lambda: NoOpponentHasMoreLifeThanThatPlayer()),
    # 102.1: "if it's not their turn" (the player isn't the active player: Glademuse)
    kws("it's not their turn", "it isn't their turn", "it isn't that player's turn",
        "it's not that player's turn").set_parse_action(
        lambda: ForEventPlayer(SC.Negation(C.YourTurn()))),
]).set_name("condition about that player")

__all__ = ["THAT_PLAYER_CONDITION"]
