"""Earthbend (701.66).

701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature with haste
in addition to its other types. Put N +1/+1 counters on it. When that land dies or is put
into exile, return it to the battlefield tapped under your control." 701.66b: an ability
that triggers whenever a player earthbends triggers when that delayed triggered ability is
created (event `earthbends`).

The effect has no stated duration (611.2a: it lasts as long as the land is on the
battlefield): becoming a creature is layer 4 (205.1b), haste layer 6, 0/0 layer 7b (613.4b),
and the counters 7c. The delayed triggered ability (603.7) watches that land only (603.7c:
once it has left it is a new object), triggers once (603.7b), and is controlled by the
player who earthbent (603.7d-e); "it" is the card the land became in the graveyard or in
exile, which returns only if it is still there (400.7). A land no longer on the battlefield
as this resolves is an illegal target (608.2b): nothing happens.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.delayed import create
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.instructions import Instruction, Ref, ReturnToBattlefield
from arbiter.rules.instructions.triggers import CreateDelayedTrigger
from arbiter.rules.parts import AddAbilities, AddTypes, SetBasePT
from arbiter.rules.values import Const, Value
from arbiter.state.effects import INDEFINITE

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: 701.66b: the event of a player earthbending (obj: the land; player: who earthbent).
EARTHBENDS = "earthbends"

#: 701.66a: "becomes a 0/0 land creature with haste in addition to its other types".
EARTHBEND_PARTS = (AddTypes(types=frozenset({"Creature"})),
                   SetBasePT(power=Const(0), toughness=Const(0)),
                   AddAbilities(abilities=(KeywordAbility(text="Haste", keyword="haste"),)))

#: 701.66a: "When that land dies or is put into exile, return it to the battlefield tapped
#: under your control." (603.7: delayed; "it" is the card the event moved.)
RETURN_LAND = TriggeredAbility(
    text="When that land dies or is put into exile, return it to the battlefield tapped "
         "under your control.",
    trigger=Trigger("zone_change", "remembered", any_of=(
        Trigger("dies", "remembered"),
        Trigger("zone_change", "remembered", from_zone="battlefield", to_zone="exile"))),
    instructions=(ReturnToBattlefield(what=Ref.event(), under_you=True, tapped=True),))


@dataclass(frozen=True)
class Earthbend(Instruction):
    """701.66a: "earthbend N" (`what`: the target land you control)."""

    what: Ref = field(default_factory=Ref.target)
    #: N, or a Value counted as it resolves ("earthbend X, where X is ...", 608.2h)
    n: int | Value = 1


def do_earthbend(r: Resolution, step: Earthbend) -> None:
    """701.66a: the land becomes a 0/0 creature with haste, gets N +1/+1 counters, and a
    delayed ability waits for it to die or be exiled."""
    g, you, n = r.game, r.item.controller, r.number(step.n)
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue
        add_resolved_effect(r, EARTHBEND_PARTS, locked=frozenset({oid}), duration=INDEFINITE)
        g.put_counters(oid, "+1/+1", n)
        create(g, CreateDelayedTrigger(ability=RETURN_LAND, this_turn=False, once=True),
               r.item.source, you, (oid,), r.item.source_name)  # 603.7
        g.emit(Event(EARTHBENDS, oid, player=you))  # 701.66b
        g.log(f"{g.player_name(you)} earthbends {n}: {g.quick_name(oid)} (701.66a)")
        r.it = oid
    g.state.touch()


__all__ = ["EARTHBENDS", "EARTHBEND_PARTS", "Earthbend", "RETURN_LAND", "do_earthbend"]
