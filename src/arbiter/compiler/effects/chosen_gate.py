"""608.2d: a last check on a compiled line: "of that color" and "of that type" name the color
or creature type chosen earlier in the same instructions ("Choose a color. Return all creatures
of that color to their owners' hands."), so a "choose" of that kind must come before them;
elsewhere they would name nothing the engine knows (principle 5: the line stays unread).

After a color or creature type chosen as the effect resolves, the later instructions must read
that answer, not the one their source chose as it entered (614.12): the engine puts the answer
into the selectors "of the chosen color / type" and into the parts of the effects it creates
(`engine.stack.choices.with_chosen`, `engine.stack.continuous_effects.bind_part`), but not into
mana "of the chosen color" or a granted "protection from the chosen color" read from the
source; a line with those after such a choice is left unread too.

    Choose a color. Target player reveals their hand and discards all cards of that color.
                                                                        read
    Add one mana of that color.                                         unread (no choice)
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.rules.chosen_on_resolution import ThatChosenColor, ThatChosenSubtype
from arbiter.rules.chosen_protection import AddChosenColorProtection
from arbiter.rules.instructions.objects import Choose
from arbiter.rules.instructions.references import Instruction
from arbiter.rules.parts import AddTypes, TextChange
from arbiter.rules.structure import nodes

#: What each "that ..." selector needs chosen before it.
_NEEDS = {ThatChosenColor: "color", ThatChosenSubtype: "creature_type"}


def _steps(v: Any) -> bool:
    """Whether `v` is a sequence of instructions followed in order (608.2c)."""
    return isinstance(v, tuple) and bool(v) and all(isinstance(y, Instruction) for y in v)


def _source_reader(n: Any, chosen: frozenset[str]) -> bool:
    """Whether `n` reads the color or type its source chose as it entered (614.12) where the
    effect chose one itself as it resolved."""
    if "color" in chosen and (
            getattr(n, "chosen_color", False) is True
            or isinstance(n, AddChosenColorProtection)
            or (isinstance(n, TextChange) and n.chosen)
            or (isinstance(n, tuple) and n[:1] == ("chosen_color",))):
        return True
    return "creature_type" in chosen and isinstance(n, AddTypes) and n.chosen_subtype


def _check(steps: tuple[Instruction, ...], chosen: frozenset[str]) -> None:
    for step in steps:
        if _source_reader(step, chosen):
            raise pp.ParseException("", 0, "the source's choice read after the effect's")
        inner: list[tuple[Instruction, ...]] = []
        for f in dataclasses.fields(step):  # type: ignore[arg-type]
            v = getattr(step, f.name)
            if _steps(v):
                inner.append(v)
                continue
            for n in nodes(v):
                need = _NEEDS.get(type(n))
                if (need is not None and need not in chosen) or _source_reader(n, chosen):
                    raise pp.ParseException("", 0, "a chosen color or type read where "
                                            "the engine doesn't know it")
        for seq in inner:
            _check(seq, chosen)
        if isinstance(step, Choose) and step.what in ("color", "creature_type"):
            chosen |= {step.what}


def check_chosen(x: Any) -> None:
    """Raise a ParseException when an instruction sequence inside `x` reads "that color" or
    "that type" before choosing one, or reads its source's choice after choosing (608.2d)."""
    if not any(isinstance(n, Choose | ThatChosenColor | ThatChosenSubtype) for n in nodes(x)):
        return
    for n in nodes(x, into=lambda node: not _steps(node)):
        if _steps(n):
            _check(n, frozenset())


__all__ = ["check_chosen"]
