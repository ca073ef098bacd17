"""A whole Oracle line to abilities (113.1, 113.3): the top of the grammar.

    static line                      (604, `compiler.statics.statics`)
    <trigger>, [if <condition>,] <effects>        (603.1, 603.4)
    <cost>: <effects> [Activate only ...]         (602.1, 602.5b)
    [+N]: <effects>                               (606)
    <effects>                                     (an instant's or sorcery's text, 113.3a)
    ~ enters tapped / with counters / As ~ enters, choose ...   (614.1c-d, 614.12)
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from typing import Any

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.conditions.defending_player import (
    DEFENDING_PLAYER_CONDITION,
    check_defending_player,
)
from arbiter.compiler.conditions.static import GAME_CONDITION
from arbiter.compiler.conditions.that_player import THAT_PLAYER_CONDITION
from arbiter.compiler.costs.activation_cost_reductions import ACTIVATION_COST_CHANGE
from arbiter.compiler.costs.activation_limits import ACTIVATION_LIMIT, restriction_fields
from arbiter.compiler.costs.costs import COST, LOYALTY
from arbiter.compiler.costs.graveyard_return import RETURN_FROM_GRAVEYARD_LINE
from arbiter.compiler.costs.modal_activated import modal_activated_line
from arbiter.compiler.costs.removed_counters import (
    REMOVED_COUNTERS_LINE,
    REMOVED_COUNTERS_MANA_LINE,
    that_many_removed,
)
from arbiter.compiler.costs.step_restrictions import STEP_RESTRICTION
from arbiter.compiler.costs.storage_mana import STORAGE_MANA_LINE, STORAGE_X_MANA_LINE
from arbiter.compiler.effects.chosen_gate import check_chosen  # 608.2d
from arbiter.compiler.effects.meld import meld_trigger_line
from arbiter.compiler.effects.noted_life import NOTED_LIFE_TRIGGER_LINE
from arbiter.compiler.effects.sentences import EFFECTS
from arbiter.compiler.effects.spell_pronouns import affects_itself  # 608.2b
from arbiter.compiler.effects.spell_text import spell_text  # 608.2c, 107.3a
from arbiter.compiler.effects.that_many_gate import check_that_many  # 608.2c
from arbiter.compiler.grammar.dispatch import speed_up
from arbiter.compiler.grammar.event_player import event_player_ok
from arbiter.compiler.grammar.event_player_groups import bind_event_player_groups
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.mode_bullets import BULLET  # 207.2d
from arbiter.compiler.grammar.refs import bind
from arbiter.compiler.grammar.text import normalize
from arbiter.compiler.lines_by_concept import LINES_BY_CONCEPT
from arbiter.compiler.replacements.replacements import ADDITIONAL_COST, REPLACEMENT
from arbiter.compiler.statics.cda import characteristic_defining
from arbiter.compiler.statics.layer_templates import LAYER_LINE
from arbiter.compiler.statics.statics import STATIC_LINE
from arbiter.compiler.trigger_pronouns import (
    UNBOUND,
    ZONE_CHANGE_EVENTS,
    acts_on,
    mentions,
    mentions_now,
    pronoun_default,
)
from arbiter.compiler.triggers.aura_graveyard_return import AURA_GRAVEYARD_RETURN_LINE
from arbiter.compiler.triggers.batch_events import batch_trigger, check_batch_body
from arbiter.compiler.triggers.becomes_target_lines import becomes_target_line
from arbiter.compiler.triggers.combat_damage_opponents import COMBAT_DAMAGE_OPPONENTS_LINE
from arbiter.compiler.triggers.counters_it_had import COUNTERS_IT_HAD_LINE, bind_counters_it_had
from arbiter.compiler.triggers.crews import CREWS_LINE
from arbiter.compiler.triggers.damage import DAMAGE_LIFE_LINE
from arbiter.compiler.triggers.dealt_damage import DEALT_DAMAGE_LINE
from arbiter.compiler.triggers.discarded_card import DISCARDED_CARD_EXILE_LINE
from arbiter.compiler.triggers.enchanted_player_attacked import ENCHANTED_PLAYER_ATTACKED_LINE
from arbiter.compiler.triggers.event_object_if import EVENT_OBJECT_IF, check_event_object_if
from arbiter.compiler.triggers.event_players import PLAYER_EVENTS, event_player
from arbiter.compiler.triggers.from_anywhere import FROM_ANYWHERE_LINE
from arbiter.compiler.triggers.in_graveyard import IN_YOUR_GRAVEYARD
from arbiter.compiler.triggers.kinship import KINSHIP_LINE
from arbiter.compiler.triggers.leading_if import LEADING_IF, checked_on_trigger
from arbiter.compiler.triggers.linked_return import LINKED_RETURN_LINE
from arbiter.compiler.triggers.next_upkeep_payment import NEXT_UPKEEP_PAY_OR_LOSE_LINE
from arbiter.compiler.triggers.no_counters_dies import NO_COUNTERS_DIES_LINE
from arbiter.compiler.triggers.other_opponents import bind_other_opponents
from arbiter.compiler.triggers.player_auras import PLAYER_AURA_TRIGGER_LINE
from arbiter.compiler.triggers.source_if import source_if, source_if_body
from arbiter.compiler.triggers.state_triggers import STATE_TRIGGER_LINE
from arbiter.compiler.triggers.step_mana import step_mana_line
from arbiter.compiler.triggers.suspended import suspended
from arbiter.compiler.triggers.that_much import AMOUNT_EVENTS, bind_that_much
from arbiter.compiler.triggers.triggered_mana import TRIGGERED_MANA_LINE
from arbiter.compiler.triggers.triggers import AT_BEGINNING, TRIGGER
from arbiter.compiler.triggers.unattached import UNATTACHED_LINE
from arbiter.compiler.unbound import unbound
from arbiter.engine.mana.sources import tapped_by_planner
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import costs as K
from arbiter.rules import values as V
from arbiter.rules.abilities import (
    Ability,
    ActivatedAbility,
    Mode,
    SpellAbility,
    TriggeredAbility,
)
from arbiter.rules.event_player_conditions import mentions_event_player
from arbiter.rules.from_hand import HAND_COSTS
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.triggers import DrawAtNextUpkeep, ReturnSelfFromGraveyard
from arbiter.rules.static_conditions import AllOf
from arbiter.rules.step_conditions import DuringYourStep
from arbiter.rules.structure import nodes, rebuild

# -- effects: clauses joined into sentences (`compiler.effects.sentences`) -------------------------

# -- activated abilities --------------------------------------------------------------------
_RESTRICTION = pp.MatchFirst([
    (kw("activate only as a sorcery") + lit(".")).set_parse_action(lambda: "sorcery"),
    (kw("activate only once each turn") + lit(".")).set_parse_action(lambda: "once"),
    (kw("activate only during your turn") + lit(".")).set_parse_action(lambda: "your_turn"),
    # 107.3a / 602.2b: the X announced must be at least 1
    (kw("X can't be 0") + lit(".")).set_parse_action(lambda: ("min_x", 1)),
    # 602.5b / 503.1: "Activate only during your upkeep." (`rules.step_conditions`)
    (kw("activate only during your upkeep") + lit(".")).set_parse_action(
        lambda: ("if", DuringYourStep("upkeep"))),
    # 602.5b: "Activate only if <condition>." (checked as it is activated)
    (sup("activate only if") + CONDITION + lit(".")).set_parse_action(
        lambda t: ("if", t[0])),
])
#: 602.5b: two restrictions in one sentence, "Activate only during your turn and only once
#: each turn." (each as its own sentence would be).
_ONE_RESTRICTION = pp.MatchFirst([
    kw("as a sorcery").set_parse_action(lambda: "sorcery"),
    kw("once each turn").set_parse_action(lambda: "once"),
    kw("during your turn").set_parse_action(lambda: "your_turn"),
    kw("during your upkeep").set_parse_action(lambda: ("if", DuringYourStep("upkeep"))),
    (sup("if") + CONDITION).set_parse_action(lambda t: ("if", t[0])),
])
_RESTRICTION = _RESTRICTION | (sup("activate only") + _ONE_RESTRICTION + sup("and only")
                               + _ONE_RESTRICTION + lit(".")) \
    | ACTIVATION_LIMIT  # 602.1b, 602.5b (`compiler.costs.activation_limits`)
_RESTRICTION = _RESTRICTION | ACTIVATION_COST_CHANGE  # 601.2f (`.activation_cost_reductions`)
_RESTRICTION = _RESTRICTION | STEP_RESTRICTION  # 602.5b (`compiler.costs.step_restrictions`)


def _activated(t: pp.ParseResults) -> ActivatedAbility:
    cost, instructions = t[0], t[1]
    fields = restriction_fields(list(t[2:]))  # 602.1b, 602.5b
    instant = fields.pop("instant")
    targets: list[I.TargetSpec] = []
    body = that_many_removed(cost, bind(tuple(instructions), targets))  # 601.2h
    if any(isinstance(c, K.ManaPayment) and "{X}" in c.mana for c in cost) and (any(
            t.mana_value_at_most_x for t in targets) or (any(t.x for t in targets) and (
            len(targets) != 1))):
        # 602.2b / 601.2b: X is announced and paid (`engine.casting.activation_x`); "X target
        # lands" as the ability's only target requirement is carried out (601.2c); a
        # target's limit depending on X, or X targets beside others, isn't yet.
        raise pp.ParseException("", 0, "an activated ability's targets depend on X")
    # 605.1a: no target, could add mana, not a loyalty ability: a mana ability, also when it
    # does something else too ("This land deals 1 damage to you.").
    mana = any(isinstance(i, I.AddMana) for i in body) and not targets
    if instant and mana and tapped_by_planner(
            ActivatedAbility(text="", cost=tuple(cost), instructions=body)):
        # 602.5e: only with priority; such a mana ability is tapped while paying costs too
        # (605.3a, `engine.mana.sources`), which the restriction forbids: not read yet.
        raise pp.ParseException("", 0, "a tap-for-mana ability only as an instant")
    if any(isinstance(i, I.AddMana) for i in body) and not targets and any(
            isinstance(i, DrawAtNextUpkeep) for i in body):
        # 605.1a / 605.3b: a mana ability that also creates a delayed draw (Barbed Sextant)
        # resolves at once, without the stack; not carried out that way yet.
        raise pp.ParseException("", 0, "a mana ability with a delayed draw")
    zone = "graveyard" if any(isinstance(c, K.ExileSelfFromGraveyard) for c in cost) \
        else "hand" if any(isinstance(c, HAND_COSTS) for c in cost) else "battlefield"  # 113.6j
    if any(isinstance(n, ReturnSelfFromGraveyard) for n in nodes(body)):
        zone = "graveyard"  # 113.6m: it moves its card out of the graveyard
    return ActivatedAbility(text="", cost=tuple(cost), instructions=body, targets=tuple(targets),
                            is_mana_ability=mana, zone=zone, **fields)


ACTIVATED = (COST + lit(":") + EFFECTS + pp.ZeroOrMore(_RESTRICTION)).set_parse_action(
    _activated)


def _loyalty(t: pp.ParseResults) -> ActivatedAbility:
    targets: list[I.TargetSpec] = []
    body = bind(tuple(t[1]), targets)
    x = t[0] == "-X"  # 107.3a: "[-X]", X announced as it is activated
    if x and any(s.mana_value_at_most_x or s.x for s in targets):
        raise pp.ParseException("", 0, "a [-X] ability's targets depend on X")
    return ActivatedAbility(text="", cost=(K.LoyaltyCost(0 if x else t[0], x=x),),
                            instructions=body, targets=tuple(targets), loyalty=0 if x else t[0],
                            sorcery_speed=True)


LOYALTY_ABILITY = (LOYALTY + lit(":") + EFFECTS).set_parse_action(_loyalty)


# -- triggered abilities ----------------------------------------------------------------------
def _triggered(t: pp.ParseResults) -> TriggeredAbility:
    items = list(t)
    trigger = items.pop(0)
    once = bool(items) and items[-1] == "once"
    if once:
        # 603.2: the ability's own limit, "This ability triggers only once each turn."
        items.pop()
    if isinstance(trigger, tuple):
        # 603.2c: "Whenever one or more ... die" triggers once per event: with a
        # once-each-turn limit, triggering on the first of them is the same; without one,
        # once per batch of simultaneous events (`compiler.triggers.batch_events`).
        trigger = trigger[1] if once else batch_trigger(trigger[1])
    if once:
        trigger = dataclasses.replace(trigger, once_each_turn=True)
    leading_if = items[0] == LEADING_IF  # 603.4, `compiler.triggers.leading_if`
    cond = items[0] if len(items) > 1 and not leading_if else None
    targets: list[I.TargetSpec] = []
    trigger, body = _trigger_body(trigger, cond, items[-1], targets)
    trigger = checked_on_trigger(trigger, list(body)) if leading_if else trigger
    check_batch_body(trigger, cond, body, targets)  # 603.2c
    return TriggeredAbility(text="", trigger=trigger, instructions=body, targets=tuple(targets),
                            intervening_if=cond)


def _trigger_body(trigger: Trigger, cond: object, effects: list,
                  targets: list[I.TargetSpec]) -> tuple[Trigger, tuple]:
    """The effect of a triggered ability bound to its trigger: pronouns default to what the
    event names (603.2), targets appended to `targets` (115.1)."""
    from arbiter.rules.attached_conditions import AttachedIs

    if mentions_event_player(cond) and trigger.event not in PLAYER_EVENTS:
        raise pp.ParseException("", 0, "'that player' with no player in the event (603.4)")
    check_defending_player(trigger, cond)  # 508.5
    check_event_object_if(cond, trigger)  # 603.4, 601.2h, 603.10a

    # "if enchanted creature is a Wolf, untap that creature": the permanent the if names
    default = I.Ref.attached() if isinstance(cond, AttachedIs) else pronoun_default(trigger)
    trigger, default = source_if(cond, trigger, default, effects)  # 603.4, 113.6
    if suspended(cond):
        # 702.62b: "if this card is suspended, remove a time counter from it": the card,
        # an ability working in exile (113.6)
        default = I.Ref.this()
        trigger = dataclasses.replace(trigger, zone="exile")
    known = len(targets)
    if trigger.event in ("cast", "cast_or_copy"):
        effects = _them_the_caster(effects)
    if (trigger.event == "discard" and trigger.batch) or trigger.event == "player_attacks_with":
        # 603.2c: "Whenever you discard one or more cards, ... that much damage": the number
        # of cards discarded (of attackers), counted as "that many" is below
        effects = [rebuild(e, lambda n: V.ThatMany() if isinstance(n, V.ThatMuch) else n)
                   for e in effects]
    body = bind_that_much(trigger, bind(tuple(effects), targets, default=default,
                                        player=event_player(trigger)))  # 603.2, 120.3
    body = bind_other_opponents(trigger, bind_counters_it_had(trigger, body))  # 102.2, 603.10a
    body = source_if_body(cond, body)  # 113.6, 400.7
    if trigger.event in ("cast", "cast_or_copy") and any(
            isinstance(n, I.DealDamage) and n.to == I.Ref.event() for n in nodes(body)):
        # 120.1: a spell can't be dealt damage ("it" after a cast trigger)
        raise pp.ParseException("", 0, "damage to the spell cast")
    if (trigger.event in AMOUNT_EVENTS or trigger.event == "player_attacks_with"
            or (trigger.event == "discard" and trigger.batch)) and any(  # 603.2c
            isinstance(n, V.ThatMany) for n in nodes(body)):
        if any(isinstance(n, V.ThatMany) for n in nodes(body[1:])):
            raise pp.ParseException("", 0, "'that many' after another instruction")
        from arbiter.compiler.triggers.dealt_damage import _event_amount

        # 119.3, 119.9, 120.3, 603.2: "that many" in the first instruction: the life lost
        # or gained or the damage dealt (the event's amount); no earlier instruction to count
        body = (_event_amount(body[0]), *body[1:])
    if trigger.subject == "self" and trigger.event in ZONE_CHANGE_EVENTS and \
            not trigger.any_of:
        from arbiter.compiler.triggers.self_return import to_new_object

        body = to_new_object(body)  # 400.7e: "return it": the card where it went
    elif default == UNBOUND and trigger.event in ZONE_CHANGE_EVENTS and \
            not trigger.any_of and mentions(body, UNBOUND):
        from arbiter.compiler.triggers.self_return import to_new_object

        # 400.7e: "Whenever another creature you control dies, return that card ...":
        # "that card" is the new object the event's object became; any other mention of
        # it leaves the line unread.
        del targets[known:]
        body = to_new_object(bind(tuple(effects), targets, default=I.Ref.event(),
                                  player=event_player(trigger)), I.Ref.event())
        if mentions_now(body, I.Ref.event()):
            raise pp.ParseException("", 0, "'it' names an object that changed zones")
    if mentions(body, UNBOUND) or (any(a.subject in ("self", "enchanted") and
                                         a.event in ZONE_CHANGE_EVENTS
                                         for a in (trigger.any_of or (trigger,)))
                                     and acts_on(body, I.Ref.this())):
        # 400.7: after a zone change the card is a new object; the engine's references
        # to the source or the event's object don't follow it there (an Aura goes to the
        # graveyard with its creature, 704.5m).
        raise pp.ParseException("", 0, "'it' names an object that changed zones")
    if any(a.subject == "self" and a.event in ZONE_CHANGE_EVENTS
           for a in (trigger.any_of or (trigger,))) and \
            any(type(n).__name__ == "IsSource" for n in nodes(tuple(targets))):
        # 400.7: "another target creature card" after ~ left the battlefield: not the card
        # it became either
        from arbiter.compiler.triggers.another_than_moved import another_than_moved_source

        targets[:] = another_than_moved_source(targets)
    from arbiter.compiler.triggers.from_graveyard import zone_of

    return zone_of(trigger, body), body  # 113.6m: an ability working from the graveyard


def _them_the_caster(effects: Any) -> Any:
    """120.1, 603.2: after a cast trigger, "deals 4 damage to them" (a pronoun other than
    "it") is dealt to the player who cast the spell: the spell itself can't be dealt damage
    (it was read as the spell, and no damage was dealt). "It" (`refs.ItPronoun`) isn't."""
    def fix(x: Any) -> Any:
        if isinstance(x, I.DealDamage) and isinstance(x.to, I.Ref) and \
                type(x.to).__name__ != "ItPronoun" and x.to.kind == "pronoun":
            return dataclasses.replace(x, to=I.Ref("pronoun_player"))
        return type(x)(fix(y) for y in x) if isinstance(x, tuple | list) else x
    return fix(effects)


_ONCE = kw("This ability triggers only once each turn.").set_parse_action(lambda: "once")
#: 603.4: an intervening "if" (about "that player", the event's player, only here); "if A
#: and B": both hold.
_ONE_INTERVENING = (THAT_PLAYER_CONDITION | DEFENDING_PLAYER_CONDITION  # 508.5
                    | IN_YOUR_GRAVEYARD  # 113.6: only here (`compiler.triggers.in_graveyard`)
                    | EVENT_OBJECT_IF  # 603.4: only here (`compiler.triggers.event_object_if`)
                    | (GAME_CONDITION + pp.FollowedBy(lit(",")))
                    | CONDITION | GAME_CONDITION)
_INTERVENING = (_ONE_INTERVENING + sup("and") + _ONE_INTERVENING).set_parse_action(
    lambda t: AllOf((t[0], t[1]))) | _ONE_INTERVENING
TRIGGERED = (TRIGGER + lit(",") + pp.Optional(sup("if") + _INTERVENING + lit(",")
                                               | pp.FollowedBy(sup("if")).add_parse_action(
                                                   lambda: LEADING_IF))
             + EFFECTS + pp.Optional(_ONCE)).set_parse_action(_triggered)


def _modal_triggered(t: pp.ParseResults) -> TriggeredAbility:
    """700.2 / 603.3c: "When ~ enters, choose one — • ... • ...": each mode read on its own,
    pronouns and targets bound as in the ability's effect; the modes are chosen as the
    ability is put on the stack."""
    trigger = t["trigger"]
    if isinstance(trigger, pp.ParseResults):
        trigger = trigger[0]
    if isinstance(trigger, tuple):
        raise pp.ParseException("", 0, "a 'one or more' trigger")
    cond = t.get("cond")
    cond = cond[0] if cond else None
    modes: list[Mode] = []
    zones = set()
    for group in t["modes"]:
        targets: list[I.TargetSpec] = []
        bound, body = _trigger_body(trigger, cond, group[0], targets)
        zones.add(bound)
        modes.append(Mode(text="", instructions=body, targets=tuple(targets)))
    if len(zones) != 1:
        raise pp.ParseException("", 0, "modes working from different zones")
    return TriggeredAbility(text="", trigger=zones.pop(), intervening_if=cond,
                            modes=_MODES[t["count"].lower()], mode_options=tuple(modes))


#: 700.2: "<trigger>, [if <condition>,] choose one — • <effect> • <effect> ..." (the bullet
#: lines joined to the trigger's line by the catalog).
MODAL_TRIGGERED = (TRIGGER("trigger") + lit(",")
                   + pp.Optional(pp.Group(sup("if") + _INTERVENING + lit(",")))("cond")
                   + sup("choose")
                   + pp.one_of(["one or both", "one or more", "one", "two"], caseless=True)("count")
                   + lit("-")
                   + pp.OneOrMore(pp.Group(BULLET + EFFECTS))("modes")
                   ).set_parse_action(_modal_triggered)


# -- spells -----------------------------------------------------------------------------------
def _spell(t: pp.ParseResults) -> SpellAbility:
    targets: list[I.TargetSpec] = []
    body = bind(tuple(t[0]), targets)
    if affects_itself(body):
        # 608.2b: "that creature gains ..." with nothing named before it on a spell's line:
        # the pronoun can't be the spell (not read, `compiler.effects.spell_pronouns`)
        raise pp.ParseException("", 0, "a spell's effect on an object it never named")
    return SpellAbility(text="", instructions=body, targets=tuple(targets))


SPELL = EFFECTS.copy().add_parse_action(_spell)
_CHOOSE = re.compile(r"^Choose (one|two|one or both|one or more) -$", re.IGNORECASE)
#: An ability word before "Choose one —" is kept (the line is left to fail loudly); before
#: "Choose target ..." (601.2c) it is dropped like any other (207.2c).
_CHOOSE_MODES = re.compile(r"^choose (one|two|one or both|one or more|any number)\b",
                           re.IGNORECASE)
_MODES = {"one": (1, 1), "two": (2, 2), "one or both": (1, 2), "one or more": (1, 99)}
#: 207.2c: before "Choose one. If <condition>, choose ... instead." the ability word is dropped
#: too: the sentence states the condition it names (`compiler.effects.conditional_modes`).
_MORE_MODES = re.compile(r"^choose (one|two)\. if ", re.IGNORECASE)

PERMANENT_LINE = (LINES_BY_CONCEPT | LAYER_LINE | REPLACEMENT | ADDITIONAL_COST | TRIGGERED
                  | LOYALTY_ABILITY | ACTIVATED | STATIC_LINE) + pp.StringEnd()
SPELL_LINE = (LINES_BY_CONCEPT | ADDITIONAL_COST | STATIC_LINE | TRIGGERED | SPELL) + pp.StringEnd()
#: 207.2c: "descend 4" and "descend 8" are ability words with a number. 207.2d: a flavor
#: word may capitalize each word ("Dominate Monster — When this creature enters, ...").
#: 701.55a: "<player> faces a villainous choice — ..." isn't an ability word before a dash.
_ABILITY_WORD = re.compile(r"^(?![A-Z][a-z']+(?: [a-z']+)* faces a villainous choice - )"
                           # 207.2d: a flavor word may be hyphenated ("Animal May-Ham");
                           # "Power-up" is a mechanic the CR of this project doesn't define
                           r"(?!Power-up - )"
                           # 207.2d: a flavor word may end in "!" or "?" ("Exterminate!"),
                           # be in capitals ("GOOOOAAAALLL!"); 714.2b: no chapter numeral
                           r"(?![IVX]+ - )"
                           r"(?:[A-Z][A-Za-z'-]*(?: [A-Za-z'-]+)*[!?]?|Descend [48]) - (?=\S)")


#: Which top-level shape a line can have, from how it starts (113.3): a trigger word (603.1),
#: a cost before a colon outside quotes (602.1) / a loyalty cost (606), or anything else.
#: Only a speed-up: each shape's grammar is the same as in PERMANENT_LINE / SPELL_LINE.
_TRIGGER_START = re.compile(r"^(When|Whenever|At) ")
_COST_START = re.compile(r'^[^"]*?: ')
_HAND_COST_START = re.compile(r'^[^":]*\bDiscard ~: ')
#: 113.6m: an instant's or sorcery's ability returning it from the graveyard works there.
_GRAVEYARD_COST_START = re.compile(r'^[^":]*: Return ~ from your graveyard ')
_TRIGGER_LINE = (MODAL_TRIGGERED | PLAYER_AURA_TRIGGER_LINE | NOTED_LIFE_TRIGGER_LINE
                 | KINSHIP_LINE  # the kinship abilities (`compiler.triggers.kinship`)
                 | NO_COUNTERS_DIES_LINE  # 603.10a (`compiler.triggers.no_counters_dies`)
                 | COUNTERS_IT_HAD_LINE  # 603.10a (`compiler.triggers.counters_it_had`)
                 | DAMAGE_LIFE_LINE
                 | COMBAT_DAMAGE_OPPONENTS_LINE  # 603.2c, 510.2
                 | DEALT_DAMAGE_LINE  # 603.2, 120.4b (`compiler.triggers.dealt_damage`)
                 | AURA_GRAVEYARD_RETURN_LINE  # 400.7f (`compiler.triggers.aura_graveyard_return`)
                 | TRIGGERED_MANA_LINE  # 605.1b (`compiler.triggers.triggered_mana`)
                 | LINKED_RETURN_LINE  # 607.2a (`compiler.triggers.linked_return`)
                 | DISCARDED_CARD_EXILE_LINE  # 400.7e (`compiler.triggers.discarded_card`)
                 | step_mana_line(AT_BEGINNING)  # 106.4, 503.1 (`compiler.triggers.step_mana`)
                 | UNATTACHED_LINE | CREWS_LINE  # 701.3d, 702.122b (`unattached`, `crews`)
                 | ENCHANTED_PLAYER_ATTACKED_LINE  # 603.2, 506.2 (`enchanted_player_attacked`)
                 | becomes_target_line(TRIGGER)  # 115.1 (`triggers.becomes_target_lines`)
                 | STATE_TRIGGER_LINE  # 603.8 (`compiler.triggers.state_triggers`)
                 | FROM_ANYWHERE_LINE  # 603.6c (`compiler.triggers.from_anywhere`)
                 | meld_trigger_line(TRIGGER)  # 701.42a, 603.4 (`compiler.effects.meld`)
                 | TRIGGERED) + pp.StringEnd()
_COST_LINE = (REMOVED_COUNTERS_LINE | RETURN_FROM_GRAVEYARD_LINE  # 113.6m
              | REMOVED_COUNTERS_MANA_LINE  # 605.1a, 122.8
              | STORAGE_MANA_LINE  # 605.1a, 122.8 (`compiler.costs.storage_mana`)
              | STORAGE_X_MANA_LINE  # "Remove X storage counters from ~: Add X mana ..."
              | modal_activated_line(EFFECTS)  # 700.2 (`compiler.costs.modal_activated`)
              | LOYALTY_ABILITY | ACTIVATED) + pp.StringEnd()


#: An instant's or sorcery's line may also start with a trigger word when it creates a
#: delayed triggered ability ("Whenever a creature ... enters ... this turn, draw a card.",
#: 603.7; `compiler.triggers.delayed`).
_SPELL_TRIGGER_LINE = (DAMAGE_LIFE_LINE | FROM_ANYWHERE_LINE
                       | NEXT_UPKEEP_PAY_OR_LOSE_LINE  # 603.7, 118.12 (the Pacts)
                       | TRIGGERED | SPELL) + pp.StringEnd()
#: A speed-up only (`compiler.grammar.dispatch`): each long list of alternatives tries just those
# that
#: can start with the word at hand; what every line compiles to is unchanged.
speed_up(PERMANENT_LINE, SPELL_LINE, _TRIGGER_LINE, _COST_LINE, _SPELL_TRIGGER_LINE)


def _shape(line: str, spell: bool) -> pp.ParserElement:
    if _TRIGGER_START.match(line):
        return _SPELL_TRIGGER_LINE if spell else _TRIGGER_LINE
    if _COST_START.match(line) and (not spell or _HAND_COST_START.match(line)
                                    or _GRAVEYARD_COST_START.match(line)):
        return _COST_LINE  # 113.6j: an instant's or sorcery's ability works from the hand
    return SPELL_LINE if spell else PERMANENT_LINE


def compile_line(line: str, name: str, spell: bool = False,
                 command: bool = False, legendary: bool = False) -> list[Ability]:
    """A card's Oracle line as abilities, each keeping the line's text; a line the grammar
    can't read is one explicit unsupported part naming it (principle 5), with the zones it
    would function in (`compiler.unread`; `command`: 113.6p). `legendary`: the object is
    legendary, so its text may call it by a shortened name (201.5c)."""
    import dataclasses

    from arbiter.compiler.unread import unsupported
    from arbiter.rules.keywords import strip_reminder

    text = strip_reminder(line)
    abilities = compile_text(line, name, spell, legendary)
    if abilities is None:
        return [unsupported(line, name, spell, command, legendary)]
    # 604.3a: a printed line defining the card's own colors or creature types is a CDA
    return [_with_mode_texts(characteristic_defining(dataclasses.replace(a, text=text)))
            for a in abilities]


def _with_mode_texts(ability: Ability) -> Ability:
    """700.2: each mode of a modal triggered or activated ability keeps its bullet's text."""
    if not isinstance(ability, TriggeredAbility | ActivatedAbility) or not ability.mode_options:
        return ability
    bullets = [ln.strip().lstrip("\u2022").strip() for ln in ability.text.split("\n")
               if ln.strip().startswith("\u2022")]
    if len(bullets) != len(ability.mode_options):
        return ability
    return dataclasses.replace(ability, mode_options=tuple(
        dataclasses.replace(m, text=b) for m, b in zip(ability.mode_options, bullets,
                                                         strict=True)))


def compile_text(text: str, name: str, spell: bool = False,
                 legendary: bool = False) -> list[Ability] | None:
    """The abilities one Oracle line (or quoted ability) makes, or None when it can't be read.
    207.2c: an ability word before a dash has no rules meaning and is dropped."""
    line = normalize(text, name, legendary)
    return _compile(line, spell)


@lru_cache(maxsize=65536)
def _compile(line: str, spell: bool) -> list[Ability] | None:
    if not line:
        return []
    m = _CHOOSE.match(line)
    if m and spell:
        return [SpellAbility(text="", modes=_MODES[m.group(1).lower()])]
    instant_or_sorcery = spell  # not a mode of a permanent's ability
    if line.startswith("\u2022 ") or line.startswith("• "):
        line = line[2:]
        spell = True
    stripped = _ABILITY_WORD.sub("", line)
    if stripped != line and (not _CHOOSE_MODES.match(stripped)
                             or _MORE_MODES.match(stripped)):
        line = stripped
    grammar = _shape(line, spell)
    try:
        result = grammar.parse_string(line, parse_all=True)
    except pp.ParseBaseException:
        return None
    except RecursionError:
        return None
    out = list(result)
    if instant_or_sorcery:
        try:  # 608.2c: a spell's "other" names what the spell named before
            out = [spell_text(a) if isinstance(a, SpellAbility) else a for a in out]
        except pp.ParseBaseException:
            return None
    if unbound(out):
        return None  # a reference the engine can't follow ("blocking it", `compiler.unbound`)
    try:
        check_that_many(out)  # 608.2c: "that many" after an instruction that counts
        check_chosen(out)  # 608.2d: "of that color" after "choose a color"
    except pp.ParseBaseException:
        return None
    out = bind_event_player_groups(out, line)  # 608.2b: "each <object> that player controls"
    return out if event_player_ok(out) else None  # "that player controls": bound only there
