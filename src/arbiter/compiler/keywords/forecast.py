"""Forecast (702.57): "Forecast — [Activated ability]".

702.57a: a forecast ability is a special kind of activated ability that can be activated only
from a player's hand. 702.57b: it may be activated only during the upkeep step of the card's
owner and only once each turn; its controller reveals the card as it is activated.

    Forecast — {2}{W}, Reveal this card from your hand: Tap target untapped creature.
                                                                        (Piercing Rays)
    Forecast — Tap two untapped white and/or blue creatures you control, Reveal this card
    from your hand: Draw a card.                                        (Sky Hussar)

"Forecast" is a keyword, not an ability word (207.2c lists those): the line is read here,
never by the generic grammar with the word dropped, which would lose 702.57b's
restrictions. The activated ability after the dash is read by the grammar of activated
abilities (`compiler.lines`), its cost ending with "Reveal this card from your hand"; then
it works from the hand (113.6j), once each turn (602.5b), during its owner's upkeep.
A forecast line the grammar can't read is one explicit unsupported part (principle 5).
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.grammar.text import normalize
from arbiter.compiler.lines import compile_text
from arbiter.compiler.unread import unsupported
from arbiter.rules.abilities import Ability, ActivatedAbility
from arbiter.rules.from_hand import DuringYourUpkeep, RevealSelf
from arbiter.rules.keywords import strip_reminder

_FORECAST = re.compile(r"^Forecast - (?P<cost>[^:\"]*?), Reveal ~ from your hand: "
                       r"(?P<effect>.+)$")


def forecast(line: str, name: str, legendary: bool = False) -> list[Ability] | None:
    """702.57a-b: the abilities of a "Forecast — ..." line (its activated ability, or an
    unsupported part); None for any other line."""
    text = normalize(strip_reminder(line), name, legendary)
    if not text.startswith("Forecast - "):
        return None
    m = _FORECAST.match(text)
    read = compile_text(f"{m.group('cost')}: {m.group('effect')}", name,
                        legendary=legendary) if m else None
    if not read or len(read) != 1 or not isinstance(read[0], ActivatedAbility):
        return [unsupported(line, name, legendary=legendary)]
    ab = read[0]
    if ab.zone != "battlefield" or ab.once_each_turn or ab.your_turn_only or \
            ab.condition is not None or ab.sorcery_speed or ab.is_mana_ability:
        # Its own restrictions beside 702.57b's, or a cost that works elsewhere: not read.
        return [unsupported(line, name, legendary=legendary)]
    return [dataclasses.replace(
        ab, text=strip_reminder(line), cost=(*ab.cost, RevealSelf()), zone="hand",
        keyword="forecast", once_each_turn=True, condition=DuringYourUpkeep())]


__all__ = ["forecast"]
