"""Destroying a permanent (701.8) and regeneration (701.19, 614.8).

701.19a: "Regenerate [permanent]" from a resolving spell or ability creates a regeneration
shield: "The next time [permanent] would be destroyed this turn, instead remove all damage
marked on it and its controller taps it. If it's an attacking or blocking creature, remove
it from combat." Shields are kept on the permanent with the turn they were made in (a shield
of an earlier turn no longer exists; a permanent that changes zones is a new object, 400.7,
without shields). 614.8: abilities that trigger on the damage still trigger (the damage was
dealt). Destruction happens by an effect that says "destroy" (701.8a) and by the state-based
actions for lethal damage and deathtouch damage (704.5g, 704.5h); a creature with toughness 0
or less is put into its owner's graveyard, not destroyed (704.5f), and can't regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.keywords.umbra_armor import remove_damage, umbra_auras
from arbiter.engine.replacement.rules_counters import (
    SHIELD_COUNTER,
    has_shield_counter,
    remove_shield_counter,
)

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Destroy, Regenerate

#: `GameObject.choices` key: [turn number, shields made that turn and not yet used].
SHIELDS = "regeneration_shields"


def add_shield(game: Game, oid: int) -> None:
    """701.19a: a regeneration shield on the permanent, for this turn."""
    obj = game.obj(oid)
    if obj.zone != "battlefield":
        return  # 608.2b-ish: the object is gone; the new object is another (400.7)
    turn = game.state.turn.number
    made, n = obj.choices.get(SHIELDS, (turn, 0))
    obj.choices[SHIELDS] = [turn, (n if made == turn else 0) + 1]
    game.state.touch()


def shields(game: Game, oid: int) -> int:
    """How many regeneration shields the permanent has now (701.19a: this turn's)."""
    made, n = game.obj(oid).choices.get(SHIELDS, (None, 0))
    return n if made == game.state.turn.number else 0


def destroy(game: Game, oid: int, regeneration: bool = True, by_effect: bool = True) -> bool:
    """701.8a / 701.8b: put the permanent into its owner's graveyard, unless it has
    indestructible (702.12b) or a regeneration shield or umbra armor replaces the
    destruction (701.19a, 614.8, 702.89a). `regeneration` False: "it can't be regenerated"
    (701.19c: its shields aren't applied, and stay unused). True when it was put into the
    graveyard."""
    if game.obj(oid).zone != "battlefield" or game.chars(oid).has_keyword("indestructible"):
        return False
    # 616.1: a regeneration shield and each Aura's umbra armor (702.89a) would replace the
    # destruction; the permanent's controller chooses one, and then it isn't destroyed.
    options: list[tuple[str, int | None]] = [("regeneration shield", None)] \
        if regeneration and shields(game, oid) > 0 and not _cant_be_regenerated(game, oid) \
        else []  # 701.19c
    options += [(f"umbra armor of {game.name_of(a)}#{a}", a) for a in umbra_auras(game, oid)]
    if by_effect and has_shield_counter(game, oid):  # 122.1c: destroyed by an effect
        options.append(("a shield counter (122.1c)", SHIELD_COUNTER))
    if options:
        pick = options[0][1] if len(options) == 1 else game.decide(Decision(
            "replacement", f"{game.name_of(oid)} would be destroyed: apply which replacement "
            "effect? (616.1)", game.controller_of(oid), options, key="replacement"))
        if pick is None:
            regenerate(game, oid)
        elif pick == SHIELD_COUNTER:
            remove_shield_counter(game, oid, "destroyed")
        else:
            remove_damage(game, oid, pick)
            destroy(game, pick)  # 702.89a: "and destroy this Aura"
        return False
    game.move(oid, "graveyard")
    return True


def _cant_be_regenerated(game: Game, oid: int) -> bool:
    """701.19c: an effect says the permanent "can't be regenerated" ("this turn")."""
    from arbiter.engine.rules_effects import rules_on
    from arbiter.engine.stack.dealt_this_way import CANT_BE_REGENERATED

    return bool(rules_on(game, oid, CANT_BE_REGENERATED))


def regenerate(game: Game, oid: int) -> None:
    """614.8: one shield is used: all damage marked on the permanent is removed (with the
    deathtouch mark, 704.5h, which is damage too), its controller taps it, and an attacking
    or blocking creature is removed from combat (506.4)."""
    obj = game.obj(oid)
    turn, n = obj.choices[SHIELDS]
    obj.choices[SHIELDS] = [turn, n - 1]
    obj.damage = 0
    obj.choices.pop("deathtouch_damage", None)
    tap(game, oid)  # 701.19a: its controller taps it
    if game.state.combat is not None:
        game.state.combat.remove(oid)
    game.log(f"{game.name_of(oid)} regenerates")
    game.state.touch()


def do_destroy(r: Resolution, step: Destroy) -> None:
    """701.8a: "destroy <permanent>" (702.12b, 701.19a: unless indestructible or regenerated).
    608.2c: "that many" after it counts the permanents it destroyed."""
    r.count = 0
    for oid in r.ref(step.what):
        if destroy(r.game, oid, regeneration=not step.no_regeneration):  # 701.19c
            r.destroyed.append(oid)  # 701.8: what was "destroyed this way"
            r.count += 1


def do_regenerate(r: Resolution, step: Regenerate) -> None:
    """701.19a: "regenerate <permanent>": a regeneration shield for this turn."""
    for oid in r.ref(step.what):
        add_shield(r.game, oid)
