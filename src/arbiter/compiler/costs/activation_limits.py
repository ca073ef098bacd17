"""Activation instructions after an activated ability's effect (602.1b, 602.5b): who may
activate it, when, and how often.

    Activate no more than twice each turn. / ... three times each turn.          (602.5b)
    Activate only during your turn, before attackers are declared.
    Activate only before attackers are declared. / Activate only during combat.
    Activate only during any upkeep step.
    Activate only if this land entered this turn [or if you control a basic land].
    Activate only if you have no cards in hand. / ... if a creature died this turn.
    Activate only if you have exactly seven cards in hand.              (402.1, 602.5b)
    Activate only if you control three or more lands with the same name.         (201.2)
    Activate only if this permanent is a creature. / ... if this creature's power is 4 or
    greater.
    Any player may activate this ability.                                        (602.2)
    Any player may activate this ability but only as a sorcery / during any upkeep step /
    during their turn.
    Only your opponents may activate this ability and only as a sorcery.
    Only this creature's owner may activate this ability.                 (602.1b, 108.3)
    Activate only during your upkeep and only if you control a Swamp.    (602.5b: both)

Each restriction is a token `compiler.lines` gathers into the `ActivatedAbility`: a flag
("sorcery", "your_turn"), ("if", <condition>), ("max", N) or ("activators", who)
(`engine.casting.activation_limits`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.conditions.static import STATIC_CONDITION, About
from arbiter.compiler.grammar.lexicon import CARD_TYPE, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.entered_selectors import SourceEnteredThisTurn
from arbiter.rules.player_state_conditions import AnyOf
from arbiter.rules.player_values import CardsInHand
from arbiter.rules.same_name_counts import MostWithSameName
from arbiter.rules.static_conditions import AllOf, AnOpponent
from arbiter.rules.step_conditions import (
    BeforeAttackers,
    DuringAnyStep,
    DuringCombat,
    DuringYourStep,
)

_TIMES = (kw("twice").set_parse_action(lambda: 2)
          | (NUMBER + sup("times")).set_parse_action(lambda t: int(t[0])))

#: When a player other than the controller may activate it ("but only ...").
_WHEN = pp.MatchFirst([
    kw("as a sorcery").set_parse_action(lambda: "sorcery"),  # 602.5d: the activator's timing
    kw("during any upkeep step").set_parse_action(lambda: ("if", DuringAnyStep("upkeep"))),
    kw("during their turn").set_parse_action(lambda: "your_turn"),  # the activator's turn
])

#: Conditions of "Activate only if ...": the activating player's hand (402.1), the turn's
#: deaths (700.4), the source's types and power (checked as it is activated).
_ONLY_IF = pp.MatchFirst([
    kw("you have no cards in hand").set_parse_action(
        lambda: C.Compare(CardsInHand(), "==", 0)),
    # "you have exactly seven cards in hand" (Library of Alexandria), "you have seven or
    # more cards in your hand"
    (sup("you have exactly") + NUMBER + kws("cards in hand", "cards in your hand").suppress()
     ).set_parse_action(lambda t: C.Compare(CardsInHand(), "==", t[0])),
    (sup("you have") + NUMBER + sup("or more cards in your hand")).set_parse_action(
        lambda t: C.Compare(CardsInHand(), ">=", t[0])),
    # 201.2: "you control three or more lands with the same name"
    (sup("you control") + NUMBER + sup("or more") + NOUN + sup("with the same name")
     ).set_parse_action(lambda t: C.Compare(MostWithSameName(s.And((
         t[1].selector(), s.ControlledByYou()))), ">=", t[0])),
    kw("a creature died this turn").set_parse_action(
        lambda: C.Compare(V.CreaturesDiedThisTurn(), ">=", 1)),
    (sup("~ is") + kws("a", "an").suppress() + CARD_TYPE).set_parse_action(
        lambda t: C.SourceMatches(s.IsType(t[0]))),
    (sup("~'s power is") + NUMBER + sup("or greater")).set_parse_action(
        lambda t: C.Compare(V.SourcePower(), ">=", t[0])),
    # corrupted (207.2c), 122.1f: one opponent with that many poison counters
    (sup("an opponent has") + NUMBER + sup("or more poison counters")).set_parse_action(
        lambda t: AnOpponent("poison", ">=", t[0])),
])

def _condition(c: object) -> C.Condition:
    """A static condition about the source itself ("there are three or more brick counters
    on ~") or the game; one about another object isn't an activation restriction."""
    if isinstance(c, About) and c.referent == s.SELF:
        c = c.condition
    if not isinstance(c, C.Condition):
        raise pp.ParseException("", 0, "an activation condition about another object")
    if "ControlledByOpponent" in repr(c):
        # "an opponent controls four or more lands" is about one opponent; the static
        # reading counts all opponents' together (the same in a two-player game only)
        raise pp.ParseException("", 0, "a count over all opponents for 'an opponent'")
    return c


#: One restriction of "Activate only <A> and only <B>." (602.5b).
_ONE = pp.MatchFirst([
    kw("once each turn").set_parse_action(lambda: "once"),
    kw("once").set_parse_action(lambda: ("once", True)),
    kw("as a sorcery").set_parse_action(lambda: "sorcery"),
    kw("during your turn").set_parse_action(lambda: "your_turn"),
    kw("during your upkeep").set_parse_action(lambda: ("if", DuringYourStep("upkeep"))),
    kw("during combat").set_parse_action(lambda: ("if", DuringCombat())),  # 506.1
    (sup("if") + (_ONLY_IF | CONDITION)).set_parse_action(lambda t: ("if", t[0])),
    (sup("if") + STATIC_CONDITION).set_parse_action(lambda t: ("if", _condition(t[0]))),
])


ACTIVATION_LIMIT = pp.MatchFirst([
    # 602.5b
    (sup("activate no more than") + _TIMES + sup("each turn") + lit(".")).set_parse_action(
        lambda t: ("max", t[0])),
    (kw("activate only during your turn, before attackers are declared") + lit("."))
    .set_parse_action(lambda: ("if", BeforeAttackers(your_turn=True))),
    (kw("activate only before attackers are declared") + lit(".")).set_parse_action(
        lambda: ("if", BeforeAttackers())),
    (kw("activate only during combat") + lit(".")).set_parse_action(
        lambda: ("if", DuringCombat())),  # 506.1
    (kw("activate only during any upkeep step") + lit(".")).set_parse_action(
        lambda: ("if", DuringAnyStep("upkeep"))),
    # "this land entered this turn" (`rules.entered_selectors`)
    (kw("activate only if ~ entered this turn") + lit(".")).set_parse_action(
        lambda: ("if", SourceEnteredThisTurn())),
    (sup("activate only if ~ entered this turn or if") + CONDITION + lit(".")).set_parse_action(
        lambda t: ("if", AnyOf((SourceEnteredThisTurn(), t[0])))),
    # 602.5b: conditions written only as activation restrictions
    (sup("activate only if") + _ONLY_IF + lit(".")).set_parse_action(lambda t: ("if", t[0])),
    # 602.5b: once, ever, for this object (400.7)
    (kw("activate only once") + lit(".")).set_parse_action(lambda: ("once", True)),
    # 602.5e / 304.5: the timing rules of an instant: whenever the player has priority
    (kw("activate only as an instant") + lit(".")).set_parse_action(
        lambda: ("instant", True)),
    # 602.5b: conditions also written as static ones (delirium, counters on ~)
    (sup("activate only if") + STATIC_CONDITION + lit(".")).set_parse_action(
        lambda t: ("if", _condition(t[0]))),
    (sup("activate only if") + STATIC_CONDITION + sup("and only as a sorcery") + lit(".")
     ).set_parse_action(lambda t: [("if", _condition(t[0])), "sorcery"]),
    # 602.5b: two restrictions in one sentence ("Activate only if an opponent has three or
    # more poison counters and only once each turn.")
    (sup("activate only") + _ONE + sup("and only") + _ONE + lit(".")).set_parse_action(
        lambda t: [t[0], t[1]]),
    # 602.2 / 602.1b: who may activate it
    (kw("any player may activate this ability") + lit(".")).set_parse_action(
        lambda: ("activators", "any")),
    (sup("any player may activate this ability but only") + _WHEN + lit("."))
    .set_parse_action(lambda t: [("activators", "any"), t[0]]),
    (sup("only your opponents may activate this ability and only") + _WHEN + lit("."))
    .set_parse_action(lambda t: [("activators", "opponents"), t[0]]),
    # 602.1b / 108.3: "Only this creature's owner may activate this ability." (Personal
    # Incarnation's Oracle text writes "this creatures owner")
    (kws("only ~'s owner may activate this ability",
         "only this creatures owner may activate this ability") + lit(".")).set_parse_action(
        lambda: ("activators", "owner")),
])



def restriction_fields(rest: list) -> dict:
    """The `ActivatedAbility` fields the restriction tokens after an effect give (602.1b,
    602.5b): flags ("sorcery", "once", "your_turn"), one ("if", <condition>) at most, and
    (<limit>, <value>) pairs ("max", "activators", "once", "min_x", "reduce", "instant")."""
    flat: list = []
    for x in rest:
        flat.extend(x if isinstance(x, list) else [x])
    flags = {x for x in flat if isinstance(x, str)}
    conditions = [x[1] for x in flat if isinstance(x, tuple) and x[0] == "if"]
    limits = dict(x for x in flat if isinstance(x, tuple) and x[0] != "if")
    return {"sorcery_speed": "sorcery" in flags, "once_each_turn": "once" in flags,
            "your_turn_only": "your_turn" in flags,
            # 602.5b: each restriction applies ("during your upkeep and only if ...")
            "condition": conditions[0] if len(conditions) == 1
            else AllOf(tuple(conditions)) if conditions else None,
            "max_each_turn": limits.get("max"),
            "activators": limits.get("activators", "controller"),
            "once": bool(limits.get("once")), "min_x": limits.get("min_x", 0),
            "cost_change": limits.get("reduce"), "instant": bool(limits.get("instant"))}


__all__ = ["ACTIVATION_LIMIT", "restriction_fields"]
