"""710, 707.3: what a flipped flip card looks like to a copy of it.

710.2: a flipped flip card permanent has its alternative characteristics (`GameObject.face`
1, `engine.keyword_actions.flip`). 707.3: a copy's copiable values are the copied
information "as modified by the copy's status": a permanent copying a flipped flip card
(itself unflipped) gets the card's normal characteristics, not the flipped ones (the example
of 707.3: Tomoya the Revealer copying Nezumi Shortfang is Stabwhisker the Odious, and the
other way round an unflipped copy of Tomoya is Jushi Apprentice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.catalog import CardCatalog
    from arbiter.rules.characteristics import Characteristics
    from arbiter.state.objects import GameObject

#: The card layout of flip cards (710.1).
FLIP_LAYOUT = "flip"
#: 110.5: the flipped status, kept in `GameObject.choices` beside `face` 1 (a flipped flip
#: card isn't a transformed permanent, 701.27g: it isn't double-faced).
FLIPPED = "flipped"


def is_flip_card(catalog: CardCatalog, card: str | None) -> bool:
    return card is not None and catalog.record(card).layout == FLIP_LAYOUT


def unflipped_values(objects: dict[int, GameObject], catalog: CardCatalog,
                     oids: object) -> dict[int, Characteristics]:
    """707.3: for each flipped flip card among `oids`, its normal (unflipped) starting
    values, which a copy of it takes."""
    from arbiter.rules.printed import component_characteristics

    return {oid: component_characteristics(catalog, objects[oid].card, None, 0,
                                           objects[oid].controller)
            for oid in oids  # type: ignore[attr-defined]
            if objects[oid].face == 1 and objects[oid].choices.get(FLIPPED)}


__all__ = ["FLIPPED", "FLIP_LAYOUT", "is_flip_card", "unflipped_values"]
