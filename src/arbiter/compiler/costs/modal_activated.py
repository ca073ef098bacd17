"""700.2: a modal activated ability, read from its line and its bullet lines together
(`compiler.card_text` groups them):

    Remove a charge counter from Umezawa's Jitte: Choose one —
    • Equipped creature gets +2/+2 until end of turn.
    • Target creature gets -1/-1 until end of turn.
    • You gain 2 life.

Each mode is read on its own, its pronouns and targets bound as in an ability's effect; the
modes are chosen as the ability is activated (601.2b, 602.2b; `engine.casting.activation`).
A mode that adds mana is left unread (605.1a: whether it is a mana ability would depend on
the mode chosen)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.costs.costs import COST
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.mode_bullets import BULLET  # 207.2d
from arbiter.compiler.grammar.refs import bind
from arbiter.rules.abilities import ActivatedAbility, Mode
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes

#: 700.2: how many modes "choose one", "choose two", ... asks for (least, most).
MODE_COUNTS = {"one": (1, 1), "two": (2, 2), "one or both": (1, 2), "one or more": (1, 99)}


def _modal(t: pp.ParseResults) -> ActivatedAbility:
    from arbiter.compiler.lines import _activated

    base = _activated([t["cost"][0], []])
    modes: list[Mode] = []
    for group in t["modes"]:
        targets: list[I.TargetSpec] = []
        body = bind(tuple(group[0]), targets)
        if any(isinstance(n, I.AddMana) for n in nodes(body)):
            raise pp.ParseException("", 0, "a mode adding mana")
        modes.append(Mode(text="", instructions=body, targets=tuple(targets)))
    return dataclasses.replace(base, is_mana_ability=False,
                               modes=MODE_COUNTS[" ".join(t["count"]).lower()],
                               mode_options=tuple(modes))


def modal_activated_line(effects: pp.ParserElement) -> pp.ParserElement:
    """"<cost>: Choose one — • <effects> • <effects> ..." (`effects`: the grammar of an
    ability's effect, `compiler.effects.sentences.EFFECTS`)."""
    return (pp.Group(COST)("cost") + lit(":") + sup("choose")
            + pp.Group(kws(*MODE_COUNTS))("count") + lit("-")
            + pp.OneOrMore(pp.Group(BULLET + effects))("modes")
            ).set_parse_action(_modal)


__all__ = ["MODE_COUNTS", "modal_activated_line"]
