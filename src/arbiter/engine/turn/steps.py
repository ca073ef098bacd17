"""500-514: turn structure — the turn-based actions and "at the beginning of" triggers of
each step, and cleanup (514). `engine.turn.loop` moves through the steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine import sba
from arbiter.engine.layer_status import touch_status
from arbiter.engine.mana.pool import empty
from arbiter.engine.stack.items import resolve_top
from arbiter.engine.triggers.events import Event
from arbiter.engine.turn.untap_limits import limit_untaps
from arbiter.state.effects import END_OF_TURN, UNTIL_END_OF_YOUR_NEXT_TURN, UNTIL_YOUR_NEXT_TURN

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 500.1: the steps in order.
STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
         "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat",
         "postcombat_main", "end", "cleanup")


def resolve_all(game: Game) -> None:
    """Everyone passes in succession; the stack resolves until it is empty (117.4, 405.5)."""
    sba.run(game)
    for _ in range(10000):
        if not game.state.stack_items:
            return
        resolve_top(game)
        sba.run(game)


def begin_turn(game: Game) -> None:
    """500.1 / 101.4: the next player in turn order begins a turn (untap first)."""
    from arbiter.engine.keywords import day_night

    day_night.new_turn(game)  # 730.2: remember the spells the previous turn's player cast
    game.layers()  # 302.6: a change of control in the ending turn is noted with its number
    t = game.state.turn
    t.number += 1
    from arbiter.engine.turn.extra_turns import next_active

    t.active = next_active(game)  # 500.7: extra turns first, then turn order
    game.state.loyalty_used.clear()
    game.state.triggered_once.clear()
    game.state.activated_once.clear()
    game.state.activations.clear()  # 602.5b: "no more than twice each turn" starts over
    game.state.resolutions.clear()  # 608.2c: "the second time this ability has resolved"
    t.lands_played = 0
    t.last_turn_life_lost = t.life_lost  # 603.4: "if an opponent lost life last turn"
    t.life_lost = {}  # 119.3: "lost life this turn" starts over
    t.life_gained = {}  # 119.9: "gained life this turn" too
    t.player_damage_sources = []  # 120.3: "dealt damage to an opponent this turn" too
    t.cards_drawn = {}  # 702.94a: "the first card you've drawn this turn" too
    t.creatures_died = 0  # 700.4: "creatures that died this turn" too
    t.permanents_to_graveyard = 0  # 702.69a: gravestorm's count too
    t.damage_dealt = {}  # 702.54a: "was dealt damage this turn" too
    t.combat_damage_sources = []  # 702.76a: prowl's condition too
    t.attacked_with = {}  # 508.1a: "creatures you attacked with this turn" too
    t.freerunning = []  # 702.173a: "this turn" too
    t.crimes = []  # 700.13: "if you've committed a crime this turn" too
    t.entered = []  # "if a creature entered the battlefield under your control this turn" too
    t.left = []  # revolt: "if a permanent left the battlefield under your control this turn"
    t.warped = 0  # 702.185c: "a spell was warped this turn"
    t.to_graveyard = []  # "if a creature card was put into your graveyard ... this turn"
    t.left_graveyard = []  # "if a card left your graveyard this turn"
    t.sacrificed = []  # 701.21a: "if you sacrificed a permanent this turn"
    t.events_start = len(game.state.events)  # "for the first time each turn" too
    t.noncreature_spells = {}  # "if you've cast a noncreature spell this turn" too
    t.spell_types = []  # "as long as you've cast an instant or sorcery spell this turn" too
    t.mana_spent_on_spells = {}  # 700.14: "whenever you expend N" too
    from arbiter.engine.turn.extra_phases import new_turn

    new_turn(game)  # 500.8: phases added to the last turn are gone
    from arbiter.engine.turn.turn_start_lands import record_untapped_lands

    record_untapped_lands(game)  # "untapped lands they controlled at the beginning of this turn"
    from arbiter.engine.keyword_actions import planeswalk

    planeswalk.new_turn(game)  # 901.6: the new active player is the planar controller
    touch_status(game)  # conditions read the active player and what happened this turn


def enter_step(game: Game, step: str) -> None:
    """500.4: mana empties as a step ends; the new step begins. Neither the step nor the
    mana in a pool is something characteristics depend on (the layer system reads the
    active player and combat, which change elsewhere with their own version bump), so the
    layer system's answer stays valid."""

    state = game.state
    empty(game, leaving=state.turn.step)  # 500.4, 106.4 (mana kept until end of turn)
    state.turn.step = step


def untap_step(game: Game) -> None:
    """502.2 / 730.2: the day/night check; 502.3: the active player's permanents untap;
    "until your next turn" ends (611.2b)."""
    from arbiter.engine.keywords import day_night
    from arbiter.engine.keywords.phasing import untap_phasing

    untap_phasing(game)  # 502.1 / 702.26a: first, phasing
    day_night.untap_check(game)
    state = game.state
    active = state.turn.active
    state.effects = [e for e in state.effects
                     if not (e.duration == UNTIL_YOUR_NEXT_TURN and e.controller == active)]
    from arbiter.engine.keyword_actions import exert
    from arbiter.engine.rules_effects import rules_on
    from arbiter.engine.turn import next_untap, player_untap_step
    from arbiter.engine.turn.untapping import became_untapped, keeps_tapped

    untapping = []
    for oid in state.battlefield():
        # 502.3: effects can keep permanents from untapping ("doesn't untap during its
        # controller's untap step"); the player may choose not to untap some.
        if game.chars(oid).controller == active and not rules_on(game, oid, "doesnt_untap") \
                and not exert.stays_tapped(game, oid, active) \
                and not next_untap.stays_tapped(game, oid, active) \
                and not keeps_tapped(game, oid, active) \
                and not player_untap_step.kept_tapped(game, oid, active):  # 701.43a, 502.3
            untapping.append(oid)
    from arbiter.engine.keyword_actions.tap import untap

    untapping = limit_untaps(game, active, untapping)  # 502.3: "can't untap more than N"
    from arbiter.engine.turn.during_others_steps import others_untapping

    # 502.3: "untap all permanents you control during each other player's untap step"
    untapping += [o for o in others_untapping(game, active) if o not in untapping]
    # 502.3: all at once; 701.26b: "becomes untapped" if it was tapped (122.1d: not stunned)
    untapped = [oid for oid in untapping if untap(game, oid)]
    became_untapped(game, untapped)  # 611.2b
    exert.expire(game, active)  # 701.43b
    next_untap.expire(game, active)  # 611.2a: "doesn't untap during your next untap step"
    player_untap_step.expire(game, active)  # 611.2a: "that player's next untap step"
    from arbiter.rules.instructions import NEXT_UNTAP

    # 611.2a: "doesn't untap during its controller's next untap step" ends once the
    # untap step of the player controlling the object (now) has happened.
    state.effects = [e for e in state.effects if not (
        e.duration == NEXT_UNTAP and any(o in state.objects and state.objects[o].zone ==
                                         "battlefield" and game.chars(o).controller == active
                                         for o in e.locked))]
    # 110.5: untapping changes a status; an effect that ended moves the fence
    # (`engine.layer_status`), phasing (702.26) and day/night (730) touched the state already.
    touch_status(game)


def step_actions(game: Game, step: str) -> None:
    """Turn-based actions at the start of a step (504.1 draw), then "at the beginning of"
    triggers (603.6) and delayed triggers waiting for this step (603.7)."""
    state = game.state
    active = state.turn.active
    if step == "draw":
        game.draw(active)  # 504.1 (103.8a's skipped first draw step: `skip_steps`)
        from arbiter.engine.turn.during_others_steps import others_draw

        others_draw(game, active)  # 504.1: "you draw a card during each opponent's draw step"
    if step == "precombat_main":
        from arbiter.engine.keyword_actions import schemes

        schemes.precombat_main(game)  # 703.4e, 904.9: the archenemy sets a scheme in motion
        from arbiter.engine.keywords import sagas

        sagas.precombat_main(game)  # 714.3b: a lore counter on each of the player's Sagas
        from arbiter.engine.keyword_actions import attractions

        attractions.precombat_main(game)  # 703.4g, 717.4: rolling to visit Attractions
    if step == "upkeep":
        from arbiter.engine.keywords.echo import upkeep_begins

        upkeep_begins(game)  # 702.30a: "since the beginning of your last upkeep"
        from arbiter.engine.turn.upkeep_durations import end_until_next_upkeep

        end_until_next_upkeep(game)  # 611.2a: "until your next upkeep" ends
    if step == "end":
        from arbiter.engine.turn.upkeep_durations import end_until_next_upkeep
        from arbiter.state.effects import UNTIL_YOUR_NEXT_END_STEP

        end_until_next_upkeep(game, UNTIL_YOUR_NEXT_END_STEP)  # 611.2a, 513.1
    game.emit(Event("step", None, step=step, player=active))  # whose step it is
    fire_delayed(game, step)


def fire_delayed(game: Game, step: str) -> bool:
    """603.7: the delayed triggers waiting for the beginning of this step trigger; whether
    any did (514.3a: in a cleanup step, players then receive priority)."""
    state = game.state
    active = state.turn.active
    fired = False
    for when, source, instructions, objs, controller, name in list(state.delayed):
        # 603.7: "at the beginning of your next end step": only an end step of the turn of
        # the ability's controller ("<step>:controller")
        if when == step or (when == f"{step}:controller" and controller == active):
            state.delayed.remove((when, source, instructions, objs, controller, name))
            _delayed(game, source, instructions, objs, controller, name)
            fired = True
    return fired


def _delayed(game: Game, source: int, instructions: tuple, objs: list[int], controller: int,
             name: str) -> None:
    """603.7: a delayed triggered ability triggers at its event."""
    from arbiter.engine.stack.items import StackItem, new_id, push
    from arbiter.rules.abilities import TriggeredAbility

    ab = TriggeredAbility(text=f"delayed trigger of {name}", instructions=instructions)
    # 603.7c, 400.7: an object it remembers that has changed zones since is a new object
    # the ability doesn't act on ("return that card" finds no card that left exile).
    objs = [o if not isinstance(o, int) or o not in game.state.objects
            or not game.obj(o).zone.startswith("left:") else None for o in objs]
    item = StackItem(new_id(game), "triggered", source, ab, controller, list(objs),
                     source_name=name)
    # The delayed ability acts on the object it remembers (Ref.target(0)).
    push(game, item)


def cleanup_actions(game: Game) -> None:
    """514.2: damage wears off and "until end of turn" effects end, simultaneously."""
    state = game.state
    for o in state.objects.values():
        if o.damage:
            o.damage = 0
        if o.choices:
            o.choices.pop("deathtouch_damage", None)
    state.effects = [e for e in state.effects if e.duration != END_OF_TURN and not (
        # "until the end of your next turn": a turn of its controller begun after it was made
        e.duration == UNTIL_END_OF_YOUR_NEXT_TURN and e.controller == state.turn.active
        and e.created_turn < state.turn.number)]
    state.shields = []  # 615.3: prevention shields last until the turn ends
    # 120.3e: marked damage is a status; an effect that ended moves the fence
    # (`engine.layer_status`), so the layer system's answer is computed again then.
    touch_status(game)
