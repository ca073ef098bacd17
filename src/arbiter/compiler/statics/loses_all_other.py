""""... has <abilities> and loses all other abilities" (613.1f, 113.10): one effect that grants
abilities and removes every ability but those it grants. In layer 6 the effect's parts apply
in order, so the removal is put before the grant: the object keeps what this effect gives it
(and what effects later in the layer give it), and loses everything else, printed or granted
earlier. "Loses all other card types" after "is a <card type>" says what 205.1a already does
(the new card types replace the old ones) and adds no part; it is read only beside such a
type-setting part.

    Enchanted creature has base power and toughness 0/2, has defender, and loses all other
    abilities.                                                            (Stasis Field)
    Enchanted permanent is a colorless Clue artifact with "{2}, Sacrifice this artifact:
    Draw a card" and loses all other abilities.                           (In Too Deep)
    Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card
    types and abilities.                                                  (Imprisoned in the Moon)
"""

from __future__ import annotations

from dataclasses import dataclass

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.rules import parts as P


@dataclass(frozen=True)
class _Other:
    """What "all other" removes: "abilities" or "card types"."""

    what: str


_IT = pp.Optional(kw("it")).suppress()
#: One predicate of a static ability's list (`statics.predicates.PREDICATES` reads it).
LOSES_ALL_OTHER = _IT + pp.MatchFirst([
    kws("loses all other card types and abilities", "lose all other card types and abilities"
        ).set_parse_action(lambda: [[_Other("card types"), _Other("abilities")]]),
    kws("loses all other abilities", "lose all other abilities").set_parse_action(
        lambda: [[_Other("abilities")]]),
    kws("loses all other card types", "lose all other card types").set_parse_action(
        lambda: [[_Other("card types")]]),
])


def with_all_other(parts: list[object]) -> list[object]:
    """The parts of one predicate list, "all other" resolved: the removal of abilities
    first (613.1f: the effect's own grants survive it), "other card types" checked against
    a part that sets the card types (205.1a)."""
    marks = [p for p in parts if isinstance(p, _Other)]
    if not marks:
        return parts
    rest = [p for p in parts if not isinstance(p, _Other)]
    if any(m.what == "card types" for m in marks) and not any(
            isinstance(p, P.BecomeTypes) and p.types is not None for p in rest):
        raise pp.ParseException("", 0, "'all other card types' with no card type set")
    if any(m.what == "abilities" for m in marks):
        if any(isinstance(p, P.LoseAllAbilities) for p in rest):
            raise pp.ParseException("", 0, "'loses all abilities' twice")
        rest = [P.LoseAllAbilities(), *rest]
    return rest


__all__ = ["LOSES_ALL_OTHER", "with_all_other"]
