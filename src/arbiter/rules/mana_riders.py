"""106.6: mana that affects the spell it's spent on, carried with the mana in its player's
pool as part of its restriction string (`rules.mana_spend_only`, `engine.mana.pool`).

    "Spend this mana only to cast a creature spell of the chosen type, and that spell can't
    be countered."                                   only:@chosen&Creature|^uncounterable:*
    "If that mana is spent on an instant or sorcery spell, that spell can't be countered."
                                                     ^uncounterable:Instant;Sorcery
    "If that mana is spent on a creature spell, it gains haste until end of turn."
                                                     ^haste_until_end_of_turn:Creature

The part before the first `SEP` is the spending restriction (empty: none); each part after
one is a rider, `<kind>:<spells>`: what the mana does to a spell it's spent on that has the
qualities of one of the alternatives of `<spells>` (a `rules.mana_spend_only` side; "*": any
spell). `CHOSEN` stands for the creature type the mana's source chose ("As this land enters,
choose a creature type.", 614.12): the engine puts that type in its place as the mana is
added (106.6: the mana carries what its ability made it, whatever happens to its source).
"""

from __future__ import annotations

from arbiter.rules.mana_spend_only import ANY, Alternatives

SEP = "^"
#: The rider kinds: "that spell can't be countered" (701.6a); "it gains haste [until end of
#: turn]" (the spell, and the permanent it becomes, 400.7a); "that creature enters with an
#: additional +1/+1 counter on it" (614.1c).
UNCOUNTERABLE = "uncounterable"
HASTE = "haste"
HASTE_UNTIL_END_OF_TURN = "haste_until_end_of_turn"
EXTRA_COUNTER = "additional_counter"  # (no "/" or "+": the pool key uses them)
KINDS = (UNCOUNTERABLE, HASTE, HASTE_UNTIL_END_OF_TURN, EXTRA_COUNTER)
#: A quality standing for "the chosen type" of the mana's source.
CHOSEN = "@chosen"
#: The quality put in CHOSEN's place when the source chose no type: no spell has it.
NO_TYPE = "@none"
#: The spell's choices key (601.2h): how many units of mana with each rider kind were spent
#: casting it on riders that apply to it.
SPENT_RIDERS = "mana_riders_spent"


def with_rider(restriction: str | None, kind: str, spells: Alternatives | None) -> str:
    """The restriction string of mana that also does `kind` to the spells `spells` (None:
    any spell) it's spent on."""
    if kind not in KINDS:
        raise ValueError(f"unknown mana rider {kind!r}")
    side = ANY if spells is None else ";".join("&".join(sorted(a)) for a in spells)
    return (restriction or "") + SEP + kind + ":" + side


def base(restriction: str | None) -> str | None:
    """The spending restriction alone (None: the mana may be spent on anything)."""
    if restriction is None or SEP not in restriction:
        return restriction
    return restriction.split(SEP, 1)[0] or None


def riders(restriction: str | None) -> list[tuple[str, Alternatives | None]]:
    """Each rider: its kind and the spells it applies to (None: any spell)."""
    if restriction is None or SEP not in restriction:
        return []
    out: list[tuple[str, Alternatives | None]] = []
    for part in restriction.split(SEP)[1:]:
        kind, side = part.split(":", 1)
        out.append((kind, None if side == ANY else tuple(
            frozenset(a.split("&")) for a in side.split(";") if a)))
    return out


def spent_rider(choices: dict, kind: str) -> int:
    """How many units of mana with this rider, applying to it, were spent casting the spell
    whose choices these are (0 for a spell not cast, or cast without paying through the
    engine, and for a copy, 707.10)."""
    return int((choices.get(SPENT_RIDERS) or {}).get(kind, 0))
