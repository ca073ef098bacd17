"""One-shot effects (608.2): the imperative sentences of spells, triggered and activated
abilities ("Draw a card.", "Destroy target creature.", "Target creature gets +2/+2 until end
of turn.", "Create a 2/2 black Zombie creature token with decayed.").

Targets are written in place as `Pending(spec)`; `compiler.refs.bind` numbers them in order of
appearance (115.1) and resolves pronouns ("it", "that creature") afterwards.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.lexicon import (
    A_NUMBER,
    COUNTER_KIND,
    MANA_SYMBOL,
    NUMBER,
    kw,
    kws,
    lit,
    sup,
)
from arbiter.compiler.nouns import NOUN, TARGET
from arbiter.compiler.predicates import PREDICATES
from arbiter.compiler.refs import PRONOUN, Pending
from arbiter.compiler.tokens import TOKEN_SPEC
from arbiter.engine import instructions as I
from arbiter.rules.effects import END_OF_TURN, UNTIL_YOUR_NEXT_TURN

Ref = I.Ref

#: Something acted on: a target, "~", a pronoun, or every object a phrase describes.
_TARGET_REF = TARGET.copy().add_parse_action(lambda t: Pending(t[0]))
_SELF_REF = kw("~").set_parse_action(lambda: Ref.this())
_ENCHANTED = kws("enchanted creature", "equipped creature", "enchanted permanent",
                 "enchanted land", "enchanted artifact").set_parse_action(lambda: Ref.attached())
OBJECT = _TARGET_REF | _SELF_REF | _ENCHANTED | PRONOUN
_ALL = (kws("all", "each").suppress() + NOUN).set_parse_action(lambda t: t[0].selector())
OBJECTS = OBJECT | _ALL

_N_CARDS = (A_NUMBER + kws("card", "cards").suppress())
_PLAYER = pp.MatchFirst([
    kw("you").set_parse_action(lambda: "you"),
    kw("each opponent").set_parse_action(lambda: "each_opponent"),
    kw("each player").set_parse_action(lambda: "each_player"),
    kw("target opponent").set_parse_action(lambda: "target_opponent"),
])
_DURATION = pp.MatchFirst([
    kw("until end of turn").set_parse_action(lambda: END_OF_TURN),
    kw("this turn").set_parse_action(lambda: END_OF_TURN),
    kw("until your next turn").set_parse_action(lambda: UNTIL_YOUR_NEXT_TURN),
])

# -- sentences (each gives back a list of instructions) -----------------------------------
DRAW = (sup("draw") + _N_CARDS).set_parse_action(lambda t: [[I.Draw(t[0])]])
PLAYER_DRAWS = (_PLAYER + sup("draws") + _N_CARDS).set_parse_action(
    lambda t: [[I.Draw(t[1], who=t[0])]])
GAIN = (pp.Optional(sup("you")) + sup("gain") + NUMBER + sup("life")).set_parse_action(
    lambda t: [[I.GainLife(t[0])]])
LOSE = (pp.Optional(_PLAYER, "you") + kws("lose", "loses").suppress() + NUMBER + sup("life")
        ).set_parse_action(lambda t: [[I.LoseLife(t[1], who=t[0])]])
MILL = (pp.Optional(_PLAYER, "you") + kws("mill", "mills").suppress() + _N_CARDS
        ).set_parse_action(lambda t: [[I.Mill(t[1], who=t[0])]])
SCRY = (sup("scry") + NUMBER).set_parse_action(lambda t: [[I.Scry(t[0])]])
SURVEIL = (sup("surveil") + NUMBER).set_parse_action(lambda t: [[I.Surveil(t[0])]])
DISCARD = (pp.Optional(sup("you")) + sup("discard") + _N_CARDS).set_parse_action(
    lambda t: [[I.DiscardChosen(n=t[0])]])
DAMAGE = (pp.Optional(_SELF_REF | PRONOUN).suppress() + sup("deals") + NUMBER
          + sup("damage to") + (OBJECT | _PLAYER)).set_parse_action(
    lambda t: [[I.DealDamage(t[0], to=t[1])]])
DESTROY = (sup("destroy") + OBJECTS).set_parse_action(lambda t: [[I.Destroy(t[0])]])
EXILE = (sup("exile") + OBJECTS).set_parse_action(lambda t: [[I.Exile(t[0])]])
TAP = (sup("tap") + OBJECTS).set_parse_action(lambda t: [[I.Tap(t[0])]])
UNTAP = (sup("untap") + OBJECTS).set_parse_action(lambda t: [[I.Untap(t[0])]])
SACRIFICE = (sup("sacrifice") + (_SELF_REF | PRONOUN)).set_parse_action(
    lambda t: [[I.Sacrifice(t[0])]])
_TO_HAND = kws("to its owner's hand", "to their owner's hand", "to your hand",
               "to its owners' hands", "to their owners' hands")
BOUNCE = (sup("return") + OBJECTS + pp.Optional(kw("from your graveyard")).suppress()
          + _TO_HAND.suppress()).set_parse_action(lambda t: [[I.ReturnToHand(t[0])]])
REANIMATE = (sup("return") + OBJECTS + pp.Optional(kw("from your graveyard")).suppress()
             + sup("to the battlefield") + pp.Optional(kw("tapped"))
             + pp.Optional(kw("under your control"))).set_parse_action(
    lambda t: [[I.ReturnToBattlefield(t[0], tapped="tapped" in list(t),
                                      under_you="under" in " ".join(map(str, t)))]])
_COUNTERS = (A_NUMBER + COUNTER_KIND + kws("counter", "counters").suppress())
PUT_COUNTERS = (sup("put") + _COUNTERS + sup("on") + pp.Optional(kw("each of")).suppress()
                + OBJECTS).set_parse_action(lambda t: [[I.PutCounters(t[1], t[0], on=t[2])]])
REMOVE_COUNTERS = (sup("remove") + _COUNTERS + sup("from") + OBJECT).set_parse_action(
    lambda t: [[I.RemoveCounters(t[1], t[0], on=t[2])]])
def _create(t: pp.ParseResults) -> list[list[I.Instruction]]:
    token, n, tapped = t[0]
    if not isinstance(n, int):
        raise pp.ParseException("", 0, "a variable number of tokens")
    return [[I.CreateToken(token, n, tapped=tapped)]]


CREATE = (sup("create") + TOKEN_SPEC).set_parse_action(_create)
INVESTIGATE = kw("investigate").set_parse_action(lambda: [[I.CreateToken("Clue")]])
COUNTER_SPELL = (sup("counter") + _TARGET_REF).set_parse_action(
    lambda t: [[I.CounterTarget(t[0])]])
_MANA = pp.OneOrMore(MANA_SYMBOL)
ADD_MANA = pp.MatchFirst([
    (sup("add") + kw("one mana of any color")).set_parse_action(lambda: [[I.AddMana("any")]]),
    (sup("add") + MANA_SYMBOL + sup("or") + MANA_SYMBOL).set_parse_action(
        lambda t: [[I.AddMana(t[0][1:-1] + "|" + t[1][1:-1])]]),
    (sup("add") + _MANA).set_parse_action(lambda t: [[I.AddMana(x[1:-1]) for x in t]]),
])


def _modify(t: pp.ParseResults) -> list[list[I.Instruction]]:
    items = list(t)
    duration = next((x for x in items if isinstance(x, str)), "indefinite")
    who = items[0]
    parts = next(x for x in items if isinstance(x, list))
    return [[I.CreateEffect(parts=tuple(parts), affected=who, duration=duration)]]


#: "<object(s)> get +2/+2 and gain flying until end of turn" (611.2), also with the
#: duration first ("Until end of turn, ~ becomes a 4/4 ...").
MODIFY = pp.MatchFirst([
    (OBJECTS + PREDICATES + pp.Optional(_DURATION)),
    (_DURATION + lit(",") + OBJECTS + PREDICATES),
]).set_parse_action(_modify)

SENTENCE_PARTS = [DRAW, PLAYER_DRAWS, GAIN, LOSE, MILL, SCRY, SURVEIL, DISCARD, DAMAGE,
                  DESTROY, EXILE, TAP, UNTAP, SACRIFICE, BOUNCE, REANIMATE, PUT_COUNTERS,
                  REMOVE_COUNTERS, CREATE, INVESTIGATE, COUNTER_SPELL, ADD_MANA, MODIFY]
#: One imperative clause; `compiler.sentences` joins them with "and", "then", ".".
CLAUSE = pp.MatchFirst(SENTENCE_PARTS).set_name("effect")
