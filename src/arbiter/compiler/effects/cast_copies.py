"""707.12: "... and copy them. You may cast any number of the copies without paying their mana
costs." after cards are exiled (`engine.casting.cast_copies`):

    Then exile up to that many target instant and/or sorcery cards with mana value 3 or
    less from your graveyard and copy them. You may cast any number of the copies without
    paying their mana costs.                                   (Bloodthirsty Adversary)
    Exile target instant or sorcery card from a graveyard and copy it. You may cast the
    copy without paying its mana cost.                                (Psionic Ritual)
    Exile target instant or sorcery card from an opponent's graveyard. Copy that card. You
    may cast the copy without paying its mana cost.                 (Flawless Forgery)

"It" / "them" / "that card" name the cards the earlier clause exiled (400.7j: the new objects
in exile).

The card another ability of the same object exiled (607.2a, linked abilities, `compiler.linked`):

    {2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying
    its mana cost.                                                   (Isochron Scepter)
    At the beginning of your upkeep, you may copy a card exiled with this artifact. If you
    do, you may cast the copy without paying its mana cost.             (Panoptic Mirror)

Read only where nothing in the ability exiled a card before (so "the exiled card" can only be
the linked ability's). "You may copy ... If you do, you may cast the copy" is the same as
"Copy ... You may cast the copy": a copy not cast ceases to exist (704.5e) and copying a card
is no event; "a card exiled with ~" is one of them, chosen as the ability resolves."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.casting.cast_copies import CastCopies
from arbiter.rules.instructions import objects as I

#: "You may cast the copy|any number of the copies [without paying its|their mana cost(s)]."
_MAY_CAST = (sup("you may cast") + pp.MatchFirst([
    kw("the copy").set_parse_action(lambda: False),
    kw("any number of the copies").set_parse_action(lambda: True),
]) + pp.Optional(sup("without paying") + kws("its mana cost", "their mana costs")
                 ).set_parse_action(lambda t: [bool(t)]) + lit("."))


def _cast(what: I.Ref, any_number: bool, free: bool) -> CastCopies:
    return CastCopies(what, any_number=any_number, free=free)


def _nothing_exiled_before(s: str, loc: int, t: pp.ParseResults) -> None:
    """607.2a: "the exiled card" is the linked ability's only if this ability exiled nothing
    before it."""
    if re.search(r"\bexiles?\b", s[:loc], re.I):
        raise pp.ParseException(s, loc, "'the exiled card' may be this ability's")


#: 607.2a: "[You may] copy the exiled card | a card exiled with ~. [If you do,] <May cast>."
COPY_LINKED_EXILED = (
    pp.Optional(sup("you may")) + sup("copy") + pp.MatchFirst([
        kw("the exiled card").set_parse_action(lambda: False),
        (sup("a card exiled with") + kw("~")).set_parse_action(lambda: True)])
    + lit(".") + pp.Optional(sup("if you do") + lit(",")) + _MAY_CAST
).add_parse_action(_nothing_exiled_before).set_parse_action(
    lambda t: [("plain", [CastCopies(I.Ref.linked_exiled(), any_number=t[1], free=t[2],
                                     one=t[0])])])


def cast_copies_sentences(clauses: pp.ParserElement) -> list[pp.ParserElement]:
    """"<clauses exiling cards> and copy it|them. <May cast>." and "Copy that card|it.
    <May cast>." (after a sentence exiling it)."""
    exiled = (pp.Optional(sup("then")) + clauses + sup("and copy") + PRONOUN + lit(".")
              + _MAY_CAST).add_condition(
        lambda t: any(isinstance(i, I.Exile) for i in t[0])).set_parse_action(
        lambda t: [("plain", [*t[0], _cast(t[1], t[2], t[3])])])
    copy_that = (sup("copy") + PRONOUN + lit(".") + _MAY_CAST).set_parse_action(
        lambda t: [("plain", [_cast(t[0], t[1], t[2])])])
    return [exiled, copy_that, COPY_LINKED_EXILED]


__all__ = ["cast_copies_sentences"]
