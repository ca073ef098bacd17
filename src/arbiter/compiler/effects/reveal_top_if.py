"""701.20a, 608.2c: "[Scry N, then] [you may] reveal the top card of your library. If it's a
<card>, <effect>." (`engine.zones.reveal_top_if`):

    Reveal the top card of your library. If it's a land card, this creature gets +1/+0 and
    gains first strike until end of turn.                           (Brutal Deceiver)
    Scry 3, then reveal the top card of your library. If it's a creature or land card, draw
    a card.                                                              (Track Down)
    Scry 3, then you may reveal the top card of your library. If it's a creature card,
    draw a card.                                                      (Elven Farsight)

Read only when the effect doesn't name the revealed card ("put it into your hand", "its
power", "that card's mana value": those are `compiler.effects.reveal_top_card`'s or stay
unread): its references may name only the source and the targets, and no sentence may
follow it but "Activate only ...". The card stays on top of
the library, so a card drawn afterwards is that card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.reveal_top_if import RevealTopIf
from arbiter.rules.abilities import Ability
from arbiter.rules.instructions import Ref
from arbiter.rules.instructions import objects as I

_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
#: The last sentence of the ability (before "Activate only ..."): no later sentence is left
#: to say "it" of the card (Druidic Satchel's "If it's a land card, put that card onto the
#: battlefield" would name the source instead).
_LAST = pp.FollowedBy(pp.StringEnd() | kw("activate"))
#: References that can't name the revealed card (the source, the spell's targets).
_SAFE_REFS = ("this", "target")


def _refs(x: Any) -> Iterator[Ref]:
    """The references inside compiled instructions, not those of a granted ability (which
    has its own)."""
    if isinstance(x, Ref):
        yield x
    elif isinstance(x, Ability):
        return
    elif isinstance(x, tuple | list):
        for y in x:
            yield from _refs(y)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            yield from _refs(getattr(x, f.name))


def names_only_source_or_targets(instructions: Any) -> bool:
    """Whether the references of compiled instructions name only the source and targets
    (none can name a card an earlier instruction revealed or milled)."""
    return all(ref.kind in _SAFE_REFS for ref in _refs(instructions))


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    then = tuple(t[-1])
    if not names_only_source_or_targets(then):
        raise pp.ParseException("", 0, "an effect naming the revealed card")
    out: list[Any] = []
    if "scry" in t:
        out.append(I.Scry(t["scry"]))  # 701.22a, before the reveal
    out.append(RevealTopIf(t["card"].selector(), then, may="may" in t))
    return [("plain", out)]


def reveal_top_if_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """The two sentences (`clauses`: the effect grammar's clauses)."""
    scry = sup("scry") + NUMBER("scry") + lit(",") + sup("then")
    return (pp.Opt(scry) + pp.Opt(kw("you may")("may"))
            + sup("reveal the top card of your library") + lit(".")
            + sup("if it's") + kws("a", "an").suppress() + _CARD("card") + lit(",")
            + clauses + lit(".") + _LAST).set_parse_action(_build)


__all__ = ["names_only_source_or_targets", "reveal_top_if_sentence"]
