"""709.5: the doors of a Room (a split permanent with a shared type line), locked and unlocked.

- 709.5d: a Room permanent is given the "left half unlocked" designation as it enters if its
  left half was cast as a spell, "right half unlocked" if its right half was; entering any
  other way (not cast: put onto the battlefield, returned from a graveyard), it has neither
  (`as_enters`, called as a resolving Room spell becomes a permanent).
- 709.5e / 116.2m: its controller may pay the mana cost of a locked half (its "unlock
  cost") to give the permanent that half's unlocked designation: a special action, taken
  any time they have priority and the stack is empty during a main phase of their turn
  (`unlock_actions`, `unlock`). It doesn't use the stack (116.1); they get priority again
  (116.3).
- 709.5h: "When you unlock this door" triggers when the permanent is given the unlocked
  designation of the half with that ability, as it enters or later (the event
  `DOOR_EVENTS[half]` of the permanent); 709.5i: "Whenever you fully unlock a Room"
  triggers when a permanent with a shared type line that has one unlocked designation gets
  the other, or has neither and gets both (the event `FULLY_UNLOCKS`, its player the
  permanent's controller).
- 709.5f: an effect that says to "unlock" half of a permanent: the player chooses a locked
  half and the permanent gets its designation (`rules.instructions.UnlockDoor`); 709.5g: to
  "lock" half, they choose an unlocked half and the permanent loses its designation ("lock
  or unlock a door": any half, locked ones to unlock, unlocked ones to lock).
- 709.5: a copy of a Room would copy both halves and the shared type line's abilities
  (709.5, 709.5b) and apply them to its own designations; the copy values the layer system
  keeps don't carry halves, so a Room characteristic on anything but a Room card itself
  (a token, a copy of a spell, a permanent that became a copy) stops the game
  (`require_exact`, principle 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.instructions import UnlockDoor
from arbiter.rules.rooms import DESIGNATIONS, UNLOCKED, locked, shared_type_line, unlocked

if TYPE_CHECKING:
    from arbiter.cards.database import CardRecord
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.layers import LayerResult
    from arbiter.state.objects import GameObject

#: 709.5h: the permanent was given the unlocked designation of its left / right half.
DOOR_EVENTS = ("unlocks_left_door", "unlocks_right_door")
#: 709.5i: the permanent became fully unlocked (the event's player: its controller).
FULLY_UNLOCKS = "fully_unlocks"
#: 505.1: the main phases, where the unlock special action may be taken.
_MAIN = ("precombat_main", "postcombat_main")


def room_record(game: Game, oid: int) -> CardRecord | None:
    """The card's record if `oid` is a card (not a token nor a copy of a spell) whose halves
    share a type line (709.5), not face down (708.2: a face-down permanent has no halves)."""
    obj = game.obj(oid)
    if obj.card is None or obj.token is not None or obj.spell_copy or \
            obj.face_down is not None:
        return None
    record = game.catalog.record(obj.card)
    return record if shared_type_line(record) else None


def as_enters(game: Game, spell: GameObject, permanent: GameObject) -> None:
    """709.5d: the half cast as the spell `spell` is unlocked on the permanent it became (a
    Room that wasn't cast has neither designation: nothing to do)."""
    if spell.half is None or permanent.zone != "battlefield" or \
            room_record(game, permanent.id) is None:
        return
    give(game, permanent.id, (spell.half,))


def give(game: Game, oid: int, halves: tuple[int, ...]) -> None:
    """709.5c-d, 709.5f: the permanent gets the unlocked designations of `halves` it lacks;
    709.5h-i: the events those designations trigger on."""
    obj = game.obj(oid)
    had = unlocked(obj.choices)
    new = tuple(h for h in sorted(set(halves)) if h not in had)
    if not new:
        return
    obj.choices[UNLOCKED] = tuple(sorted(had + new))
    game.state.touch()
    player = game.controller_of(oid)
    for h in new:
        game.log(f"{door_name(game, oid, h)} of {game.quick_name(oid)}#{oid} is unlocked: "
                 f"it has the {DESIGNATIONS[h]} designation (709.5c)")
        game.emit(Event(DOOR_EVENTS[h], oid, player=player, extra=h))  # 709.5h
    if len(obj.choices[UNLOCKED]) == 2:
        game.emit(Event(FULLY_UNLOCKS, oid, player=player))  # 709.5i


def unlock_cost(game: Game, oid: int, half: int) -> ManaCost | None:
    """709.5e: the unlock cost of a half: its mana cost."""
    record = room_record(game, oid)
    return None if record is None else record.faces[half].mana_cost


def why_not(game: Game, player: int, oid: int, half: int) -> str | None:
    """709.5e / 116.2m: why `player` can't take the unlock action for this half now (the
    cost aside; None: they may)."""
    state = game.state
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or room_record(game, oid) is None:
        return "only a permanent with a shared type line has doors to unlock (709.5e)"
    if game.controller_of(oid) != player:
        return "only the player who controls a Room unlocks its doors (709.5e)"
    if half not in locked(obj.choices):
        return f"that door is already unlocked ({DESIGNATIONS[half]}, 709.5c)"
    if state.turn.active != player or state.turn.step not in _MAIN:
        return "a door is unlocked only during a main phase of its controller's turn " \
               "(709.5e, 116.2m)"
    if state.stack_items or state.stack():
        return "a door is unlocked only while the stack is empty (709.5e, 116.2m)"
    if unlock_cost(game, oid, half) is None:
        return "that door has no mana cost to pay (709.5e, 118.6)"
    return None


def unlock_actions(game: Game, player: int) -> list[tuple[int, int, str]]:
    """709.5e / 116.2m: the unlock actions `player` may take now and can pay for:
    (permanent, half, label)."""
    from arbiter.engine.turn.priority import affordable

    state = game.state
    if state.turn.active != player or state.turn.step not in _MAIN or \
            state.stack_items or state.stack():
        return []
    out = []
    for oid in state.battlefield():
        if room_record(game, oid) is None:
            continue
        for half in locked(game.obj(oid).choices):
            cost = unlock_cost(game, oid, half)
            if why_not(game, player, oid, half) is None and cost is not None and \
                    affordable(game, player, cost):
                out.append((oid, half, f"unlock {door_name(game, oid, half)} of "
                            f"{game.quick_name(oid)}#{oid} for {cost}"))
    return out


def door_name(game: Game, oid: int, half: int) -> str:
    """709.5j: a door's name (its half's)."""
    record = room_record(game, oid)
    return record.faces[half].name if record is not None else DESIGNATIONS[half]


def unlock(game: Game, player: int, oid: int, half: int) -> None:
    """709.5e / 116.2m: the special action: pay the locked half's mana cost, then the
    permanent gets that half's unlocked designation. An illegal attempt raises and changes
    nothing."""
    from arbiter.engine.casting.total_cost import pay
    from arbiter.engine.turn.player_actions import choose_payment

    why = why_not(game, player, oid, half)
    if why is not None:
        raise IllegalActionError(f"{game.quick_name(oid)}#{oid}: {why}")
    cost = unlock_cost(game, oid, half)
    assert cost is not None
    plan = choose_payment(game, player, cost)  # raises if it can't be paid
    pay(game, player, cost, plan)
    give(game, oid, (half,))


def half_index(game: Game, oid: int, door: object) -> int:
    """A half named by its name or its position (0 left, 1 right)."""
    record = room_record(game, oid)
    if record is None:
        raise IllegalActionError(f"{game.quick_name(oid)}#{oid} has no doors (709.5)")
    if isinstance(door, int) and not isinstance(door, bool) and door in (0, 1):
        return door
    for i, face in enumerate(record.faces):
        if str(door).strip().lower() == face.name.lower():
            return i
    raise IllegalActionError(f"{record.name} has no door {door!r} (its doors: "
                             + ", ".join(f.name for f in record.faces) + ")")


def do_unlock_door(r: Resolution, step: UnlockDoor) -> None:
    """709.5f-g: for each Room still on the battlefield, the player instructed (the
    ability's controller) chooses a half: a locked one to unlock it, or
    (`or_lock`) an unlocked one to lock it. Nothing happens if there is none."""
    g = r.game
    player = r.item.controller
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield" or \
                room_record(g, oid) is None:
            continue
        choices = g.obj(oid).choices
        options = [(f"unlock {door_name(g, oid, h)}", ("unlock", h)) for h in locked(choices)]
        if step.or_lock:
            options += [(f"lock {door_name(g, oid, h)}", ("lock", h))
                        for h in unlocked(choices)]
        if not options:
            continue
        verb, half = g.decide(Decision(
            "door", f"{g.quick_name(oid)}#{oid}: choose a door to "
            + ("lock or unlock (709.5f-g)" if step.or_lock else "unlock (709.5f)"),
            player, options, key="door"))
        if verb == "unlock":
            give(g, oid, (half,))  # 709.5f
        else:
            lock(g, oid, half)  # 709.5g


def lock(game: Game, oid: int, half: int) -> None:
    """709.5g: the permanent loses the unlocked designation of `half` (nothing triggers)."""
    obj = game.obj(oid)
    obj.choices[UNLOCKED] = tuple(h for h in unlocked(obj.choices) if h != half)
    game.log(f"{door_name(game, oid, half)} of {game.quick_name(oid)}#{oid} is locked: it "
             f"loses the {DESIGNATIONS[half]} designation (709.5g)")
    game.state.touch()


def require_exact(game: Game, res: LayerResult) -> None:
    """709.5, 709.5b: a Room characteristic (the subtype of the shared type line) on an
    object that isn't a Room card in its own right (a token, a copy of a spell, a permanent
    a copy effect changed) would need the halves as copiable values: it stops the game."""
    for oid, ch in res.chars.items():
        if "Room" not in ch.subtypes:
            continue
        obj = game.state.objects.get(oid)
        if obj is None or obj.zone not in ("battlefield", "stack"):
            continue
        if room_record(game, oid) is None or oid in res.copiable.snapshots:
            raise UnsupportedTextError(
                ch.name or game.quick_name(oid),
                "A copy of a Room (its halves and locked doors as copiable values, 709.5, "
                "709.5b) isn't carried out.")


__all__ = ["DOOR_EVENTS", "FULLY_UNLOCKS", "as_enters", "do_unlock_door",
           "door_name", "give", "half_index", "lock", "require_exact", "room_record", "unlock",
           "unlock_actions", "unlock_cost", "why_not"]
