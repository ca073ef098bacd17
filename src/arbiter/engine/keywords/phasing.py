"""702.26 Phasing: permanents that phase out and in.

A phased-out permanent stays the same object (702.26d: no zone change, no change of
control; its counters, tapped status, damage, attachments and timestamp stay), but it is
treated as though it doesn't exist (702.26b). The engine makes it so in one place: its
object's `zone` becomes `PHASED_OUT` (and its id moves from the battlefield's order to its
owner's phased-out list), so everything that looks at the battlefield (`state.battlefield()`,
selectors' zones, targets, triggered and static abilities, combat, state-based actions,
counts) no longer sees it. Nothing else changes, so nothing triggers on a zone change
(702.26d) or on becoming unattached (702.26j), and "until ~ leaves the battlefield" effects
(610.3) go on.

What the object keeps while phased out, in its `choices`:
    "phased_out_under"  the player who controlled it when it phased out (502.1)
    "phased_out_with"   for a permanent that phased out indirectly (702.26g), the permanent
                        it phased out with; it phases in only along with that one

502.1 / 702.26a: during each player's untap step, before anything untaps, the permanents
with phasing that player controls phase out and those phased out under that player's
control phase in, simultaneously (`untap_phasing`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event
from arbiter.state.effects import WHILE_SOURCE

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import PhaseOut

#: 110.5 / 702.26b: the status "phased out", kept as the object's zone marker.
PHASED_OUT = "phased_out"
UNDER = "phased_out_under"
WITH = "phased_out_with"
#: 702.26g: what phases out along with the permanent it is attached to.
_ATTACHMENTS = ("Aura", "Equipment", "Fortification")


def is_phased_out(game: Game, oid: int) -> bool:
    return game.obj(oid).zone == PHASED_OUT


def _all_phased_out(game: Game) -> list[int]:
    state = game.state
    return [o for p in state.players
            for o in state.order.get(state.zone_key(PHASED_OUT, p.index), ())]


def phase_out(game: Game, oids: list[int]) -> list[int]:
    """702.26b: the permanents phase out directly, all at once; every Aura, Equipment and
    Fortification attached to one of them phases out indirectly with it (702.26g), and one
    that would phase out both ways phases out only indirectly (702.26h). A permanent that
    isn't (phased in) on the battlefield doesn't phase out. Returns what phased out."""
    state = game.state
    direct = [o for o in dict.fromkeys(oids) if state.objects[o].zone == "battlefield"]
    if not direct:
        return []
    res = game.layers()
    host_of: dict[int, int] = {}  # 702.26g: attachment -> the permanent it phases out with
    frontier = list(direct)
    while frontier:
        host = frontier.pop(0)
        for other in state.battlefield():
            if other in host_of or other == host or state.objects[other].attached_to != host:
                continue
            ch = res.chars.get(other)
            if ch is not None and any(t in ch.subtypes for t in _ATTACHMENTS):
                host_of[other] = host
                frontier.append(other)
    direct = [o for o in direct if o not in host_of]  # 702.26h
    phasing = direct + [o for o in host_of if o not in direct]
    under = {o: res.chars[o].controller for o in phasing}
    for oid in phasing:
        obj = state.objects[oid]
        state.remove_from_zone(oid)
        obj.zone = PHASED_OUT
        state.zone_list(PHASED_OUT, obj.owner).append(oid)
        obj.choices[UNDER] = under[oid]
        if oid in host_of:
            obj.choices[WITH] = host_of[oid]
        else:
            obj.choices.pop(WITH, None)
        if state.combat is not None:
            state.combat.remove(oid)  # 506.4: a permanent that phases out leaves combat
    gone = set(phasing)
    # 702.26f: "for as long as" effects that track a permanent that phased out end.
    state.effects = [e for e in state.effects
                     if not (e.duration == WHILE_SOURCE and e.anchor in gone)]
    state.touch()
    for oid in phasing:
        how = "" if oid in direct else f" with {game.quick_name(host_of[oid])}"
        game.emit(Event("phased_out", oid, player=under[oid]))
        game.log(f"{game.quick_name(oid)} phases out{how} (702.26b)")
    return phasing


def phase_in(game: Game, oids: list[int]) -> list[int]:
    """702.26c: the permanents that phased out directly phase in, all at once, each with
    what phased out indirectly with it (702.26g). An Aura, Equipment or Fortification that
    phased out directly phases in attached to what it was attached to if that is still on
    the battlefield, else unattached (702.26i; state-based actions then apply, 704.5m-n).
    Returns what phased in."""
    state = game.state
    coming: list[int] = []
    frontier = [o for o in dict.fromkeys(oids) if state.objects[o].zone == PHASED_OUT
                and WITH not in state.objects[o].choices]
    while frontier:
        oid = frontier.pop(0)
        coming.append(oid)
        frontier += [o for o in _all_phased_out(game)
                     if state.objects[o].choices.get(WITH) == oid and o not in coming]
    for oid in coming:
        obj = state.objects[oid]
        direct = WITH not in obj.choices
        if direct and obj.attached_to is not None:
            host = state.objects.get(obj.attached_to)
            if host is None or host.zone not in ("battlefield", PHASED_OUT):
                obj.attached_to = None  # 702.26i: its object is no longer there
        state.remove_from_zone(oid)
        obj.zone = "battlefield"
        state.zone_list("battlefield", obj.owner).append(oid)
        obj.choices.pop(UNDER, None)
        obj.choices.pop(WITH, None)
    state.touch()
    for oid in coming:
        game.emit(Event("phased_in", oid, player=game.controller_of(oid)))
        game.log(f"{game.quick_name(oid)} phases in (702.26c)")
    return coming


def untap_phasing(game: Game) -> None:
    """502.1 / 702.26a: as the active player's untap step begins, the phased-in permanents
    with phasing they control phase out and the permanents phased out (directly) under their
    control phase in, simultaneously: what phases in this way doesn't phase out again now."""
    state = game.state
    active = state.turn.active
    res = game.layers()
    going = [o for o in state.battlefield()
             if res.chars[o].controller == active and res.chars[o].has_keyword("phasing")]
    coming = [o for o in _all_phased_out(game)
              if state.objects[o].choices.get(UNDER) == active
              and WITH not in state.objects[o].choices]
    if not going and not coming:
        return
    from arbiter.engine.triggers.batches import action

    with action(game):  # 603.2c: one batch of simultaneous events
        phase_out(game, going)
        phase_in(game, coming)


def do_phase_out(r: Resolution, step: PhaseOut) -> None:
    """702.26b: what `what` names phases out."""
    phase_out(r.game, r.ref(step.what))
