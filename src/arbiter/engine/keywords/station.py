"""702.184: station, and 721: the station symbols of station cards.

702.184a: "Station" means "Tap another untapped creature you control: Put a number of charge
counters on this permanent equal to the tapped creature's power. Activate only as a sorcery."
The creature tapped to pay the cost is recorded with the activation (601.2h, 602.2b); its
power is taken as the ability resolves, or as it last existed on the battlefield if it has
left (608.2h). 702.184c: an effect that makes a creature station with another value
(Tapestry Warden) is a static ability of its own card, read or left unread there.

721.2a-b: a station symbol "{N+} [abilities] [P/T]" is a static ability, "As long as this
permanent has N or more charge counters on it, it has [abilities] (and is a creature with
base power and toughness [P/T] in addition to its other types)"; the compiler builds it
(`compiler.station`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import TapUntapped
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import CREATURE, OTHER, And

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The key under which an activation's choices keep the objects tapped to pay a
#: "Tap ... untapped ..." cost (`engine.casting.activation_costs`).
TAPPED = "tapped"


@dataclass(frozen=True)
class Station(Instruction):
    """702.184a: "Put a number of charge counters on this permanent equal to the tapped
    creature's power." """


@cache
def station_ability(kw: KeywordAbility) -> ActivatedAbility:
    """702.184a: the activated ability the keyword "Station" stands for."""
    return ActivatedAbility(
        text=kw.text, keyword="station", sorcery_speed=True, instructions=(Station(),),
        cost=(TapUntapped(And((CREATURE, OTHER)), 1,
                          description="another untapped creature you control"),))


def do_station(r: Resolution, step: Station) -> None:
    """The resolution of a station ability: charge counters on its source, if it is still
    the same permanent on the battlefield (400.7), as many as the tapped creature's power
    (608.2h: as it last existed if it has left; none for power 0 or less)."""
    g, oid = r.game, r.item.source
    obj = g.state.objects.get(oid)
    tapped = r.chosen.get(TAPPED) or []
    if obj is None or obj.zone != "battlefield" or not tapped:
        return
    try:
        power = g.chars(tapped[0]).power or 0
    except KeyError:
        return
    g.put_counters(oid, "charge", power)
    g.state.touch()
