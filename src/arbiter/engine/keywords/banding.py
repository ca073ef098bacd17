"""702.22: banding, a static ability that modifies the rules for combat.

- 702.22c / 508.1e: as the active player declares attackers, they may declare that one or
  more attacking creatures with banding and up to one attacking creature without banding
  are all in a "band"; as many bands as they want, each creature in at most one.
  702.22d: all creatures in a band attack the same player, planeswalker or battle.
- 702.22e: a band lasts for the rest of combat even if banding is lost; 702.22f: a creature
  removed from combat leaves its band (`state.combat.CombatState.remove_attacker`).
- 702.22h: if an attacking creature becomes blocked by a creature, each other creature in
  its band becomes blocked by that same creature (`spread_blocks`, as blockers are
  declared). 702.22i: no effect in the engine makes a creature blocked, so a band becomes
  blocked only through 702.22h.
- 702.22j: an attacking creature blocked by a creature with banding: the defending player
  (not the active player) divides its combat damage as they choose among the creatures
  blocking it (an exception to 510.1c; with trample too, none of it goes past them).
  702.22k: a blocking creature blocking a creature with banding: the active player divides
  its combat damage among the creatures it's blocking (an exception to 510.1d).
- 702.22m: several instances are redundant (a creature has banding or not).

"Bands with other [quality]" (702.22b, the second half of 702.22c, 702.22j-k) isn't
carried out: that keyword stays an explicit unsupported part (principle 5).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import CombatState

#: At most this many divisions are offered as a choice (702.22j-k).
_MAX_DIVISIONS = 300


def has_banding(game: Game, oid: int) -> bool:
    return game.chars(oid).has_keyword("banding")


def check_bands(game: Game, assignment: Mapping[int, Any],
                bands: Sequence[Sequence[int]]) -> list[list[int]]:
    """702.22c-d: the bands announced with this declaration of attackers, checked (an
    illegal announcement is refused before anything is done, 508.1)."""
    seen: set[int] = set()
    out: list[list[int]] = []
    for band in bands:
        members = list(dict.fromkeys(band))
        if len(members) < 2:
            raise IllegalActionError("a band is two or more attacking creatures (702.22c)")
        for m in members:
            if m not in assignment:
                raise IllegalActionError(f"{game.name_of(m)} isn't attacking: only attacking "
                                         "creatures can be in a band (702.22c)")
            if m in seen:
                raise IllegalActionError(f"{game.name_of(m)} can be in only one band "
                                         "(702.22c)")
            seen.add(m)
        without = [m for m in members if not has_banding(game, m)]
        if len(without) > 1:
            raise IllegalActionError("a band may have only one creature without banding "
                                     "(702.22c)")
        if len({tuple(assignment[m]) for m in members}) > 1:
            raise IllegalActionError("all creatures in a band must attack the same player, "
                                     "planeswalker or battle (702.22d)")
        out.append(members)
    return out


def choose_bands(game: Game, assignment: Mapping[int, Any], player: int) -> list[list[int]]:
    """508.1e / 702.22c: the active player announces bands, one creature with banding at a
    time: for each attacking creature with banding not yet in a band, the creatures to band
    with it (decision key "band", "done" to stop)."""
    bands: list[list[int]] = []
    taken: set[int] = set()
    for leader in assignment:
        if leader in taken or not has_banding(game, leader):
            continue
        band = [leader]
        while True:
            without = sum(1 for m in band if not has_banding(game, m))
            options = [o for o in assignment if o not in taken and o not in band
                       and tuple(assignment[o]) == tuple(assignment[leader])
                       and (has_banding(game, o) or without == 0)]
            if not options:
                break
            pick = game.decide(Decision(
                "band", f"band {game.name_of(leader)} with another attacking creature? "
                "(702.22c)", player,
                [("done", None)] + [(f"{game.name_of(o)}#{o}", o) for o in options],
                optional=True, key="band"))
            if pick is None:
                break
            band.append(pick)
        if len(band) > 1:
            bands.append(band)
            taken.update(band)
    return bands


def record_bands(game: Game, combat: CombatState, bands: Iterable[list[int]]) -> None:
    """702.22e: the bands, kept for the rest of combat."""
    for band in bands:
        combat.bands.append(list(band))
        game.log("band: " + ", ".join(game.name_of(m) for m in band))


def band_of(combat: CombatState, attacker: int) -> list[int]:
    for band in combat.bands:
        if attacker in band:
            return band
    return [attacker]


def spread_blocks(combat: CombatState, chosen: dict[int, list[int]]) -> None:
    """702.22h: a blocker blocking one creature of a band blocks each other creature of it
    too (added to what `chosen` declares, before the blocks are recorded)."""
    for attackers in chosen.values():
        for a in list(attackers):
            for mate in band_of(combat, a):
                if mate not in attackers and mate in combat.attackers:
                    attackers.append(mate)


def damage_chooser(game: Game, combat: CombatState, source: int, victims: Sequence[int],
                   attacking: bool) -> int | None:
    """702.22j-k: who divides this creature's combat damage, when banding changes it
    (None: its controller, 510.1c-d)."""
    if not any(has_banding(game, v) for v in victims):
        return None
    if attacking:
        # 702.22j: blocked by a creature with banding: a defending player chooses (the
        # controller of the banding blocker).
        return next(game.chars(v).controller for v in victims if has_banding(game, v))
    return game.state.turn.active  # 702.22k: blocking a creature with banding


def divisions(power: int, victims: Sequence[int]) -> list[tuple[tuple[tuple[str, int], int],
                                                                 ...]] | None:
    """702.22j-k: every way to divide `power` damage among `victims` (None: too many to
    offer one by one)."""
    n = len(victims)
    out = []
    for cuts in combinations_with_replacement(range(power + 1), n - 1):
        bounds = (0, *cuts, power)
        amounts = [bounds[i + 1] - bounds[i] for i in range(n)]
        out.append(tuple((("permanent", v), k) for v, k in zip(victims, amounts, strict=True)
                         if k > 0))
        if len(out) > _MAX_DIVISIONS:
            return None
    return out


def divide(game: Game, source: int, power: int, victims: Sequence[int], chooser: int
           ) -> tuple[tuple[tuple[str, int], int], ...]:
    """702.22j-k: `chooser` divides the creature's `power` combat damage as they choose
    among `victims` (decision key "damage:<source>")."""
    from arbiter.errors import UnsupportedTextError

    options = divisions(power, victims)
    if options is None:
        raise UnsupportedTextError(game.name_of(source), "banding: dividing this much combat "
                                   "damage among this many creatures (702.22j-k)")
    if len(options) == 1:
        return options[0]

    def label(o: tuple[tuple[tuple[str, int], int], ...]) -> str:
        return ", ".join(f"{n} to {game.name_of(who[1])}" for who, n in o) or "no damage"

    choice = game.decide(Decision(
        "damage_assignment", f"how {game.name_of(source)} assigns its {power} combat damage "
        "(banding, 702.22j-k)", chooser, [(label(o), o) for o in options],
        key=f"damage:{source}"))
    if choice not in options:
        raise IllegalActionError(f"{choice!r} is not a legal damage assignment for "
                                 f"{game.name_of(source)} (702.22j-k)")
    return choice


__all__ = ["band_of", "check_bands", "choose_bands", "damage_chooser", "divide", "divisions",
           "has_banding", "record_bands", "spread_blocks"]
