"""614.1a: the effect a replacement effect carries out instead ("..., you gain 5 life
instead.", "instead exile that card and create a 2/2 black Zombie creature token."), read as
a spell's effect and carried out for the replacement's controller.

Only an effect that is complete by itself is read: no targets or modes (they would be
chosen as the replacement applies), no pronoun. A spell's "it" names the spell itself, and
in a replacement it names the object of the event ("instead exile it and put a hit counter
on it": the creature exiled, not the source), so a clause with "it", "him", "her" or "them"
is left unread (608.2c; an unbound "that card" is already unread). A clause exiling cards
is left unread too: cards a replacement exiles would be linked to its source's other
abilities ("cards exiled with ~", 607.2a), which this reading doesn't record."""

from __future__ import annotations

import re
from typing import Any

import pyparsing as pp

_REFUSED = re.compile(r"\b(?:it|him|her|them|exile)\b", re.IGNORECASE)


def clause_instructions(text: str) -> tuple[Any, ...]:
    """The instructions of `text` (one clause, no final period), or a ParseException."""
    from arbiter.compiler.lines import compile_text
    from arbiter.rules.abilities import SpellAbility

    if _REFUSED.search(text):
        raise pp.ParseException("", 0, "a pronoun or an exile in a replacement's effect")
    read = compile_text(text.strip() + ".", "~", spell=True)
    if not read or len(read) != 1 or not isinstance(read[0], SpellAbility) \
            or read[0].targets or read[0].modes or not read[0].instructions:
        raise pp.ParseException("", 0, "an effect not read as a replacement's")
    return tuple(read[0].instructions)


__all__ = ["clause_instructions"]
