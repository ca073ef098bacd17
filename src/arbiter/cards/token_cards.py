"""Double-faced tokens the rules define (111.10): their faces as card records, for the one
token kind the card data holds no card for.

111.10i / 701.53b: an Incubator token is a double-faced token. Its front face is a colorless
Incubator artifact with "{2}: Transform this token." (named "Incubator Token", 111.4); its
back face is a 0/0 colorless Phyrexian artifact creature named "Phyrexian Token". The token
transforms like a transforming double-faced card (712).
"""

from __future__ import annotations

from functools import cache

from arbiter.cards.database import CardRecord

INCUBATOR = "Incubator Token"

_RECORDS = {
    INCUBATOR: {
        "name": INCUBATOR, "layout": "transform",
        "faces": [
            {"name": INCUBATOR, "types": ["Artifact"], "subtypes": ["Incubator"],
             "type": "Token Artifact \u2014 Incubator", "text": "{2}: Transform this token.",
             "side": "a"},
            {"name": "Phyrexian Token", "types": ["Artifact", "Creature"],
             "subtypes": ["Phyrexian"], "type": "Token Artifact Creature \u2014 Phyrexian",
             "power": "0", "toughness": "0", "side": "b"},
        ],
        "provenance": {"source": "CR 111.10i"},
    },
}


@cache
def token_record(name: str) -> CardRecord | None:
    """The card record of a double-faced token the rules define (by its name), or None."""
    data = _RECORDS.get(name)
    return None if data is None else CardRecord.from_dict(data)


__all__ = ["INCUBATOR", "token_record"]
