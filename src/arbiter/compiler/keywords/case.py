"""Case cards (719.3) and Solved (702.169): the two lines a long dash labels on a Case.

    To solve — You control three or more artifacts.
    Solved — Creatures you control get +1/+0.
    Solved — {2}{U}, Sacrifice this Case: Put four +1/+1 counters on target ...

719.3a: "To solve — [Condition]" is the triggered ability "At the beginning of your end step,
if [condition] and this Case is not solved, this Case becomes solved" (the intervening "if"
of 603.4 holds both). 702.169b: a static "Solved — [Ability text]" applies only as long as
this Case is solved (its condition, 611.3b); 702.169d: an activated one can be activated only
if this Case is solved (602.5b). 702.169c: a triggered one "triggers only if this Case is
solved", a condition checked only as the event happens, not as the ability resolves (it is
no intervening "if"; `Trigger.only_if`). Static abilities whose effects aren't all
characteristic-changing effects stay one explicit unsupported part (principle 5): a
rule-changing or replacement effect is read by the engine where it applies, without the
static ability's condition.

The words after the dash are never read as an ability word's (207.2c): dropping "Solved"
would make the ability work before the Case is solved.
"""

from __future__ import annotations

import dataclasses
import re

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.conditions.static import GAME_CONDITION
from arbiter.compiler.grammar.text import normalize
from arbiter.compiler.lines import compile_text
from arbiter.compiler.unread import unsupported
from arbiter.engine.keywords.solved import BecomeSolved, is_solved
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import Ability, ActivatedAbility, StaticAbility, TriggeredAbility
from arbiter.rules.conditions import Condition, Not
from arbiter.rules.keywords import strip_reminder
from arbiter.rules.static_conditions import AllOf

_TO_SOLVE = re.compile(r"^To solve\s*[\u2014-]\s*(?P<condition>.+?)\.?$", re.DOTALL)
_SOLVED = re.compile(r"^Solved\s*[\u2014-]\s*(?P<ability>.+)$", re.DOTALL)


def case_line(line: str, name: str, legendary: bool = False) -> list[Ability] | None:
    """719.3a / 702.169: the ability of a "To solve — ..." or "Solved — ..." line (or an
    explicit unsupported part); None for any other line."""
    text = strip_reminder(line).strip()
    m = _TO_SOLVE.match(text)
    if m is not None:
        ability = _to_solve(text, m.group("condition"), name, legendary)
    elif (m := _SOLVED.match(text)) is not None:
        ability = _solved(text, m.group("ability"), name, legendary)
    else:
        return None
    return [ability if ability is not None else unsupported(line, name, legendary=legendary)]


def _to_solve(text: str, condition: str, name: str, legendary: bool) -> Ability | None:
    """719.3a: the end step trigger with its intervening "if"."""
    words = normalize(condition, name, legendary)
    cond = None
    for grammar in (CONDITION, GAME_CONDITION):  # as an intervening "if" is read (603.4)
        try:
            cond = grammar.parse_string(words, parse_all=True)[0]
            break
        except pp.ParseBaseException:
            continue
    if not isinstance(cond, Condition):
        return None
    return TriggeredAbility(
        text=text, trigger=Trigger("step", "any", step="end", whose="you"),
        instructions=(BecomeSolved(),), intervening_if=AllOf((cond, Not(is_solved()))))


def _solved(text: str, rest: str, name: str, legendary: bool) -> Ability | None:
    """702.169b, 702.169d: the ability after the dash, working only while the Case is
    solved."""
    read = compile_text(rest, name, legendary=legendary)
    if not read or len(read) != 1:
        return None
    ab = read[0]
    if isinstance(ab, ActivatedAbility) and ab.zone == "battlefield" and ab.loyalty is None:
        return dataclasses.replace(ab, text=text, condition=_and(ab.condition))  # 702.169d
    if type(ab) is StaticAbility and ab.effects and all(
            p.layer != "rules" for spec in ab.effects for p in spec.parts):
        return dataclasses.replace(ab, text=text, condition=_and(ab.condition),
                                   cda=False)  # 702.169b (a conditional ability, 604.3)
    if isinstance(ab, TriggeredAbility) and ab.trigger.only_if is None:
        # 702.169c: it triggers only if this Case is solved (checked as the event happens)
        return dataclasses.replace(ab, text=text, trigger=dataclasses.replace(
            ab.trigger, only_if=is_solved()))
    return None  # other statics: not read (see the module docstring)


def _and(condition: Condition | None) -> Condition:
    return is_solved() if condition is None else AllOf((condition, is_solved()))


__all__ = ["case_line"]
