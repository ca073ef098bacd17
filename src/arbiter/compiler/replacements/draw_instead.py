"""614.11 / 121.6: "If <you | an opponent | a player> would draw a card [except the first one
<you | they> draw in each of <your | their> draw steps] [while you have no cards in hand],
<what happens> instead." as a static line (the engine is `engine.zones.draw_replacements`):

    ..., draw two cards instead.                         (you: Thought Reflection, Archive)
    ..., instead you draw two cards and you lose 1 life.                  (Blood Scrivener)
    ..., [you may] skip that draw instead.              (you: Obstinate Familiar)
    ..., that player skips that draw instead.           (a player: Possessed Portal)
    ..., instead you create a <Treasure | Food | Clue | Blood> token.        (Hullbreacher)
    ..., instead that player skips that draw and you draw a card.            (Notion Thief)
    ..., [you may] <effect> instead.    (you: Pursuit of Knowledge; `instead_clause`)

Any other outcome, or an outcome naming a player the event doesn't ("that player" after
"you"), isn't read here.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.engine.zones.draw_replacements import (
    DO,
    DRAW,
    RULE,
    SKIP,
    STEAL,
    TOKEN,
    DrawInstead,
)
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import END_OF_TURN, EffectSpec

_WHO = pp.MatchFirst([
    kw("if you would draw a card").set_parse_action(lambda: "you"),
    kw("if an opponent would draw a card").set_parse_action(lambda: "opponent"),
    kw("if a player would draw a card").set_parse_action(lambda: "player"),
])
#: "except the first one you draw in each of your draw steps" (the pronouns of the player)
_YOU = kw("you").set_parse_action(lambda: True) | kw("they").set_parse_action(lambda: False)
_YOUR = kw("your").set_parse_action(lambda: True) | kw("their").set_parse_action(lambda: False)
_EXCEPT = (sup("except the first one") + _YOU + sup("draw") + sup("in each of") + _YOUR
           + sup("draw steps")).set_parse_action(
    lambda t: ("except", t[0] if t[0] == t[1] else None))
_NO_HAND = kw("while you have no cards in hand").set_parse_action(lambda: ("no_hand", True))

def _clause(t: pp.ParseResults) -> tuple[Any, ...]:
    """The instructions of "<clause> instead" (`compiler.replacements.instead_clause`)."""
    from arbiter.compiler.replacements.instead_clause import clause_instructions

    return clause_instructions(t[0])


_TWO = kws("two", "three").set_parse_action(lambda t: 2 if t[0] == "two" else 3)
_OUTCOME = pp.MatchFirst([
    (sup("draw") + _TWO + sup("cards instead")).set_parse_action(
        lambda t: ("you", DRAW, t[0], 0, "", False)),
    (sup("instead you draw") + _TWO + sup("cards and you lose") + NUMBER + sup("life")
     ).set_parse_action(lambda t: ("you", DRAW, t[0], int(t[1]), "", False)),
    kw("you may skip that draw instead").set_parse_action(
        lambda: ("you", SKIP, 1, 0, "", True)),
    kw("skip that draw instead").set_parse_action(lambda: ("you", SKIP, 1, 0, "", False)),
    kw("that player skips that draw instead").set_parse_action(
        lambda: ("them", SKIP, 1, 0, "", False)),
    (sup("instead you create a") + kws("Treasure", "Food", "Clue", "Blood")
     + sup("token")).set_parse_action(
        lambda t: ("any", TOKEN, 1, 0, str(t[0]).lower(), False)),
    kw("instead that player skips that draw and you draw a card").set_parse_action(
        lambda: ("them", STEAL, 1, 0, "", False)),
    # "[you may] <effect> instead" / "[you may] instead <effect>" (you: Pursuit of
    # Knowledge, Underrealm Lich): the effect read as a spell's (`instead_clause`)
    (pp.Optional(kw("you may").set_parse_action(lambda: True)) + sup("instead")
     + pp.Regex(r"[^.]+(?=\.$)")).set_parse_action(
        lambda t: ("you", DO, 1, 0, "", len(t) == 2, _clause(t[-1:]))),
    (pp.Optional(kw("you may").set_parse_action(lambda: True))
     + pp.Regex(r"[^.]+?(?= instead\.$)") + sup("instead")).set_parse_action(
        lambda t: ("you", DO, 1, 0, "", len(t) == 2, _clause(t[-1:]))),
])


def _line(t: pp.ParseResults) -> StaticAbility:
    who = t[0]
    rest = list(t[1:])
    except_first = next((x for x in rest if isinstance(x, tuple) and x[0] == "except"), None)
    no_hand = any(isinstance(x, tuple) and x[0] == "no_hand" for x in rest)
    names, outcome, n, life, token, optional, *instructions = next(
        x for x in rest if isinstance(x, tuple) and len(x) in (6, 7))
    if except_first is not None and except_first[1] is not (who == "you"):
        raise pp.ParseException("", 0, "the pronouns don't name the player who would draw")
    if names == "you" and who != "you" or names == "them" and who == "you":
        raise pp.ParseException("", 0, "an outcome naming another player")
    if no_hand and who != "you":
        raise pp.ParseException("", 0, "'while you have no cards' about another player")
    detail = DrawInstead(who=who, outcome=outcome, n=n, life=life, token=token,
                         optional=optional, except_first=except_first is not None,
                         no_hand=no_hand, instructions=instructions[0] if instructions else ())
    return StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(RULE, detail),)),))


#: 614.11: the static line.
DRAW_INSTEAD_LINE = (_WHO + pp.Optional(_EXCEPT) + pp.Optional(_NO_HAND) + lit(",")
                     + _OUTCOME + lit(".") + pp.StringEnd()
                     ).set_parse_action(_line).set_name("draw replacement")


def _next_time(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    detail = DrawInstead(who="you", outcome=DO, instructions=t[0], once=True)
    return [("plain", [I.CreateEffect(parts=(RulesPart(RULE, detail),), affected=None,
                                      duration=END_OF_TURN, rules_only=True)])]


#: 614.11, 611.2a: "The next time you would draw a card this turn, <effect> instead." (Words
#: of Worship): a resolved effect replacing one draw of its controller this turn.
NEXT_DRAW_INSTEAD = (sup("the next time you would draw a card this turn") + lit(",")
                     + pp.Regex(r"[^.]+?(?= instead\.)").set_parse_action(_clause)
                     + sup("instead") + lit(".")).set_parse_action(_next_time)

__all__ = ["DRAW_INSTEAD_LINE", "NEXT_DRAW_INSTEAD"]
