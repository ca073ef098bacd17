"""510: the combat damage step — who assigns combat damage, how it is divided, and dealing it
all at once. First strike and double strike (510.4, 702.4, 702.7), trample (702.19),
deathtouch (702.2), lifelink (702.15)."""

from __future__ import annotations

from itertools import islice, permutations
from typing import TYPE_CHECKING

from arbiter.engine.combat.damage_amount import combat_damage_amount
from arbiter.engine.combat.declare import defending_player
from arbiter.engine.combat.unblocked_damage import as_though_unblocked
from arbiter.engine.decisions import Decision
from arbiter.engine.keywords import banding, freerunning, prowl, toxic
from arbiter.engine.players import commander
from arbiter.engine.replacement import shields
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules import combat_damaged_players
from arbiter.rules.characteristics import Characteristics
from arbiter.state.combat import CombatState, Defender

if TYPE_CHECKING:
    from arbiter.engine.game import Game

__all__ = ["combat_damage", "has_first_strike_step"]

#: One creature's combat damage: (recipient, amount), recipient ("player", p) or
#: ("permanent", oid).
Assignment = tuple[tuple[Defender, int], ...]


def _alive(game: Game, oid: int) -> bool:
    o = game.state.objects.get(oid)
    return o is not None and o.zone == "battlefield" and "Creature" in game.chars(oid).types


def _in_combat(combat: CombatState) -> list[int]:
    return list(dict.fromkeys([*combat.attackers, *combat.blockers]))


def _strikes_first(ch: Characteristics) -> bool:
    return ch.has_keyword("first strike") or ch.has_keyword("double strike")


def has_first_strike_step(game: Game) -> bool:
    """510.4: there is a first-strike combat damage step if an attacking or blocking creature
    has first strike or double strike as the combat damage step begins."""
    combat = game.state.combat
    return combat is not None and any(
        _alive(game, c) and _strikes_first(game.chars(c)) for c in _in_combat(combat))


def _assigns(game: Game, combat: CombatState, oid: int, first_strike: bool) -> bool:
    """510.4 / 702.4b / 702.7b-c: whether a creature assigns combat damage in this step."""
    ch = game.chars(oid)
    if first_strike:
        return _strikes_first(ch)
    if not combat.first_strike_step:
        return True
    # The second step: creatures that had neither ability as the first step began, and
    # creatures that now have double strike (702.4c-d, 702.7c).
    return oid not in combat.dealt_first or ch.has_keyword("double strike")


class _Step:
    """The damage assigned so far in this step, so "lethal" counts it (702.19b)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.assigned: dict[int, int] = {}
        self.deathtouched: set[int] = set()
        self.out: list[tuple[int, Defender, int]] = []

    def lethal(self, victim: int, source_ch: Characteristics) -> int:
        """Lethal damage (120.4a glossary): toughness less damage marked and damage already
        assigned this step; any nonzero amount from a deathtouch source (702.2c)."""
        ch = self.game.chars(victim)
        left = (ch.toughness or 0) - self.game.obj(victim).damage - self.assigned.get(victim, 0)
        if left <= 0 or victim in self.deathtouched:
            return 0
        return 1 if source_ch.has_keyword("deathtouch") else left

    def record(self, source: int, source_ch: Characteristics, assignment: Assignment) -> None:
        for (kind, ident), n in assignment:
            if n <= 0:
                continue
            self.out.append((source, (kind, ident), n))
            if kind == "permanent":
                self.assigned[ident] = self.assigned.get(ident, 0) + n
                if source_ch.has_keyword("deathtouch"):
                    self.deathtouched.add(ident)


def _options(step: _Step, source_ch: Characteristics, power: int, victims: list[int],
             over: Defender | None) -> list[Assignment]:
    """Legal assignments to offer, the default first: lethal damage to each creature in
    order, the rest to `over` (trample, 702.19b) or to the last creature. Without trample
    the division is free (510.1c-d), so "all to one creature" is offered too."""
    found: list[Assignment] = []

    def add(parts: list[tuple[Defender, int]]) -> None:
        merged: dict[Defender, int] = {}
        for who, n in parts:
            if n > 0:
                merged[who] = merged.get(who, 0) + n
        if not any(dict(f) == merged for f in found):
            found.append(tuple(merged.items()))

    for order in islice(permutations(victims), 24):
        left, parts = power, []
        for v in order:
            give = min(step.lethal(v, source_ch), left)
            parts.append((("permanent", v), give))
            left -= give
        last: Defender = ("permanent", order[-1])
        add([*parts, (over or last, left)])
        if over is not None and left:
            add([*parts, (last, left)])  # 702.19b: the excess may stay on the blockers
    if over is None:
        for v in victims:
            add([(("permanent", v), power)])
    return found


def _label(game: Game, assignment: Assignment) -> str:
    def name(who: Defender) -> str:
        kind, ident = who
        return game.player_name(ident) if kind == "player" else game.name_of(ident)

    return ", ".join(f"{n} to {name(who)}" for who, n in assignment) or "no damage"


def _divide(game: Game, step: _Step, source: int, power: int, victims: list[int],
            over: Defender | None) -> Assignment:
    """510.1c-d: how a creature's damage is divided; its controller chooses when more than
    one division is legal."""
    source_ch = game.chars(source)
    options = _options(step, source_ch, power, victims, over)
    if len(options) == 1:
        return options[0]
    choice = game.decide(Decision(
        "damage_assignment", f"how {game.name_of(source)} assigns its {power} combat damage "
        "(510.1c)", source_ch.controller, [(_label(game, o), o) for o in options],
        key=f"damage:{source}"))
    if choice not in options:
        raise IllegalActionError(f"{choice!r} is not a legal damage assignment for "
                                 f"{game.name_of(source)} (510.1c)")
    return choice


def _target_ok(game: Game, target: Defender) -> bool:
    """510.1b / 506.4c: the attacked player is still in the game, or the attacked
    planeswalker or battle is still one (else the creature deals no damage)."""
    kind, ident = target
    if kind == "player":
        return not game.state.players[ident].lost
    combat = game.state.combat
    if combat is not None and ident in combat.removed_defenders:
        return False  # 506.4c: removed from combat
    return defending_player(game, target) is not None


def _assign_attacker(game: Game, step: _Step, combat: CombatState, a: int) -> None:
    power = combat_damage_amount(game, a)  # 510.1a: its power, or its toughness
    if power <= 0:  # 510.1a
        return
    target = combat.attackers[a]
    ch = game.chars(a)
    if a not in combat.blocked or as_though_unblocked(game, a):
        if _target_ok(game, target):  # 510.1b (also "as though it weren't blocked")
            step.record(a, ch, (((target[0], target[1]), power),))
        return
    blockers = [b for b in combat.order.get(a, combat.blockers_of(a))
                if _alive(game, b) and a in combat.blockers.get(b, [])]
    over = (target[0], target[1]) if ch.has_keyword("trample") and _target_ok(game, target) \
        else None
    if not blockers:
        # 510.1c: a blocked creature with no blockers assigns no damage; 702.19d: with
        # trample, all of it goes to what it attacks.
        if over is not None:
            step.record(a, ch, ((over, power),))
        return
    chooser = banding.damage_chooser(game, combat, a, blockers, attacking=True)
    if chooser is not None:  # 702.22j: among the blockers only, as the chooser divides it
        step.record(a, ch, banding.divide(game, a, power, blockers, chooser))
        return
    step.record(a, ch, _divide(game, step, a, power, blockers, over))


def _assign_blocker(game: Game, step: _Step, combat: CombatState, b: int) -> None:
    power = combat_damage_amount(game, b)  # 510.1a: its power, or its toughness
    attackers = [a for a in combat.blockers.get(b, []) if a in combat.attackers and _alive(game, a)]
    if power <= 0 or not attackers:  # 510.1a, 510.1d
        return
    chooser = banding.damage_chooser(game, combat, b, attackers, attacking=False)
    if chooser is not None:  # 702.22k: the active player divides it
        step.record(b, game.chars(b), banding.divide(game, b, power, attackers, chooser))
        return
    step.record(b, game.chars(b), _divide(game, step, b, power, attackers, None))


def combat_damage(game: Game, first_strike: bool = False) -> None:
    """510.1-510.2: the active player assigns its attackers' damage, then the defending
    players their blockers' (510.1); then all of it is dealt at once (510.2).

    `first_strike` is the first of two combat damage steps (510.4); the loop asks
    `has_first_strike_step` as the combat damage step begins."""
    from arbiter.engine.combat.removal import apply as remove_from_combat

    remove_from_combat(game)  # 506.4
    combat = game.state.combat
    if combat is None or not combat.attackers:
        return
    if first_strike:
        combat.first_strike_step = True
        # 510.4: remember who had first strike or double strike as the first step began.
        combat.dealt_first = {c for c in _in_combat(combat)
                              if _alive(game, c) and _strikes_first(game.chars(c))}
    step = _Step(game)
    for a in list(combat.attackers):
        if _alive(game, a) and _assigns(game, combat, a, first_strike):
            _assign_attacker(game, step, combat, a)
    for p in game.apnap():
        for b in list(combat.blockers):
            if _alive(game, b) and game.chars(b).controller == p and \
                    _assigns(game, combat, b, first_strike):
                _assign_blocker(game, step, combat, b)
    _deal(game, step.out)


def _deal(game: Game, assigned: list[tuple[int, Defender, int]]) -> None:
    """510.2: all assigned combat damage is dealt simultaneously; sources' abilities are
    read as the damage is dealt (before any of it changes the game)."""
    sources = {s: game.chars(s) for s, _, _ in assigned}
    dealt: dict[int, list[tuple[Defender, int]]] = {}
    from arbiter.engine.replacement.damage import (
        as_counters,
        deal,
        dealt_event,
        mark,
        route,
        to_player,
        triggers_now,
    )
    from arbiter.engine.replacement.damage import (
        received as note_received,
    )

    # 615 prevention and 614.1a modification replace the damage before it is dealt; 615.7:
    # the recipient chooses which simultaneous damage a shield prevents.
    after: list[tuple[int, int]] = []
    extra: list[tuple[int, Defender, int]] = []
    assigned = shields.order_simultaneous(game, assigned)
    hits = [(s, rec, m) for s, t, n in assigned
            for rec, m in route(game, s, t, n, True, after=after, extra=extra)]
    received: dict[Defender, int] = {}
    for source, (kind, ident), n in hits:
        if n <= 0:
            continue  # 615.6: prevented damage is never dealt
        if kind == "player":
            to_player(game, sources[source], ident, n, source)  # 120.3a/b
            toxic.combat_damage_to_player(game, sources[source], ident, n)  # 120.3g
            prowl.record(game, sources[source])  # 702.76a
            commander.combat_damage(game, source, ident, n)  # 903.10a
            freerunning.combat_damage(game, source, sources[source], n)  # 702.173a
            combat_damaged_players.record(game.obj(source), ident,  # 510.2
                                          game.state.turn.number)
            game.emit(Event("combat_damage_to_player", source, player=ident, amount=n))
            game.emit(Event("combat_damage_to_player_or_battle", source, player=ident,
                            amount=n))
            # 510.2: "deals combat damage to a player or planeswalker"
            game.emit(Event("combat_damage_to_player_or_planeswalker", source, amount=n))
        else:
            if game.obj(ident).zone != "battlefield":
                continue
            was = game.chars(ident).types
            mark(game, ident, n, as_counters(sources[source]), source)  # 120.3d/e
            if sources[source].has_keyword("deathtouch") and "Creature" in was:
                game.obj(ident).choices["deathtouch_damage"] = True  # 702.2b, 704.5h
            if "Creature" in was:
                # 510.2, 603.2: "Whenever ~ deals combat damage to a creature", once for each
                # creature dealt damage (the event's object; its source in `extra`)
                game.emit(Event("combat_damage_to_creature", ident, amount=n, extra=source))
            if "Planeswalker" in was:
                game.emit(Event("combat_damage_to_player_or_planeswalker", source, amount=n,
                                extra=ident))
            if "Battle" in was:
                game.emit(Event("combat_damage_to_player_or_battle", source,
                                player=defending_player(game, ("permanent", ident)),
                                amount=n, extra=ident))
        dealt.setdefault(source, []).append(((kind, ident), n))
        received[(kind, ident)] = received.get((kind, ident), 0) + n
        game.log(f"{game.name_of(source)} deals {n} combat damage to "
                 f"{game.player_name(ident) if kind == 'player' else game.name_of(ident)}")
    for source, parts in dealt.items():
        total = sum(n for _, n in parts)
        game.emit(Event("deals_combat_damage", source, amount=total, extra=tuple(parts)))
        dealt_event(game, source, total, combat=True)
        if sources[source].has_keyword("lifelink"):  # 702.15b
            game.gain_life(sources[source].controller, total)
    for recipient, n in received.items():
        note_received(game, recipient, n)  # 120.4b: "is dealt damage", once per recipient
        if recipient[0] == "permanent":
            # 510.2, 603.2: "Whenever ~ is dealt combat damage", once per combat damage step
            # with all the combat damage it was dealt ("that much")
            game.emit(Event("dealt_combat_damage", recipient[1], amount=n))
    from arbiter.engine.triggers import combat_damage_batch

    combat_damage_batch.emit(game, dealt)  # 603.2c: "one or more ... deal combat damage"
    shields.afterwards(game, after)  # 615.5
    for by, rec, n in extra:  # Eye for an Eye: its own (noncombat) damage, right after
        dealt_event(game, by, deal(game, by, rec, n))
    game.state.touch()
    triggers_now(game)

