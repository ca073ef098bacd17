"""Trigger conditions (603.1): "When ~ enters", "Whenever a creature you control dies",
"At the beginning of your upkeep", "Whenever you cast an instant or sorcery spell" ...

Each phrase becomes an `engine.triggers.conditions.Trigger`; event names are the ones the engine
emits (`Event("...")` in `engine`), subjects and selectors are what `engine.triggers.triggered`
checks.

    When/Whenever <event>, ...                         (603.1)
    At the beginning of <step>, ...                    (603.1, 503.1, 513.1)
    Whenever one or more <objects> <event>, ...        (603.2c: once for the event; compiled
                                                        only with "This ability triggers only
                                                        once each turn.", see `lines`)
    When/Whenever <event> or [whenever] <event>, ...   (603.2, `compiler.triggers.compound`)
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.effects.designations import BECOMES
from arbiter.compiler.effects.mana import TAPPED_FOR_MANA
from arbiter.compiler.effects.ring_tempts import RING_TRIGGER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.keywords.counter_keyword_phrases import EVENTS as COUNTER_KEYWORD_EVENTS
from arbiter.compiler.triggers.activates import ACTIVATES
from arbiter.compiler.triggers.at_beginning_and import at_beginning_and_whenever
from arbiter.compiler.triggers.attached_controller_step import ATTACHED_CONTROLLER_STEP
from arbiter.compiler.triggers.attacks_while import WHILE, with_while
from arbiter.compiler.triggers.attacks_with import ATTACK_A_PLAYER, ATTACKS_WITH, CONTROLLED_ATTACK
from arbiter.compiler.triggers.battalion import BATTALION
from arbiter.compiler.triggers.becomes_tapped import (
    ATTACHED_BECOMES_TAPPED,
    BECOMES_TAPPED_EVENT,
    BECOMES_TAPPED_WORDS,
    BECOMES_UNTAPPED_EVENT,
    BECOMES_UNTAPPED_WORDS,
)
from arbiter.compiler.triggers.becomes_target import becomes_target_events
from arbiter.compiler.triggers.block_pairs import BLOCK_PAIR_EVENT
from arbiter.compiler.triggers.cast_or_copy import YOU_CAST_OR_COPY
from arbiter.compiler.triggers.cast_self import CAST_THIS_SPELL
from arbiter.compiler.triggers.cast_ways import CAST_WAYS
from arbiter.compiler.triggers.chosen_player_upkeep import CHOSEN_PLAYER_UPKEEP
from arbiter.compiler.triggers.class_level import CLASS_LEVEL_EVENT
from arbiter.compiler.triggers.combat_damage_to_creature import (
    COMBAT_DAMAGE_BATCH,
    COMBAT_DAMAGE_TO_CREATURE,
    DAMAGE_TO_CREATURE,
)
from arbiter.compiler.triggers.compound import (
    CARD_FROM_LIBRARY,
    CARDS_FROM_YOUR_LIBRARY,
    CARDS_LEAVE_GRAVEYARD,
    YOU_DISCARD,
    compound,
)
from arbiter.compiler.triggers.counters_put import (
    COUNTER_PUT_ON_SELF,
    COUNTERS_PUT_ON_OBJECT,
    COUNTERS_PUT_ON_SELF,
    NTH_COUNTER_PUT_ON_SELF,
)
from arbiter.compiler.triggers.counters_removed import COUNTERS_REMOVED_FROM_SELF
from arbiter.compiler.triggers.counters_spell import COUNTERS_A_SPELL
from arbiter.compiler.triggers.cycle import CYCLE_EVENT
from arbiter.compiler.triggers.damage_to_player import DAMAGE_TO_PLAYER
from arbiter.compiler.triggers.deals_combat_damage import DEALS_COMBAT_DAMAGE
from arbiter.compiler.triggers.discard_batch import YOU_DISCARD_ONE_OR_MORE
from arbiter.compiler.triggers.discarded_by_opponent import DISCARDED_BY_OPPONENT
from arbiter.compiler.triggers.doors import DOOR_EVENT
from arbiter.compiler.triggers.draws import PLAYER_DRAWS
from arbiter.compiler.triggers.end_of_combat import AT_END_OF_COMBAT
from arbiter.compiler.triggers.enters_from_zone import enters_from_zone
from arbiter.compiler.triggers.expend import YOU_EXPEND
from arbiter.compiler.triggers.first_time import FIRST_TIME, FIRST_TIME_WORDS, first_time
from arbiter.compiler.triggers.graveyard_destinations import (
    CARD_TO_GRAVEYARD,
    into_graveyard,
    owned_by_opponent,
    owned_by_you,
)
from arbiter.compiler.triggers.haunted import HAUNTED_DIES
from arbiter.compiler.triggers.land_played import LAND_PLAYED
from arbiter.compiler.triggers.nth_spell import NTH_SPELL
from arbiter.compiler.triggers.opponent_discards import OPPONENT_DISCARDS
from arbiter.compiler.triggers.player_casts import PLAYER_CASTS
from arbiter.compiler.triggers.player_sacrifices import PLAYER_SACRIFICES, PLAYERS_SACRIFICE
from arbiter.compiler.triggers.plural_self import PLURAL_SELF_EVENT
from arbiter.compiler.triggers.saddled import ATTACKS_WHILE_SADDLED
from arbiter.compiler.triggers.self_enters_or import self_enters_or
from arbiter.compiler.triggers.self_or_attached import SELF_OR_ATTACHED_EVENT
from arbiter.compiler.triggers.source_damage import SOURCE_DAMAGES_PLAYER
from arbiter.compiler.triggers.spell_damage import SPELL_DEALS_DAMAGE
from arbiter.compiler.triggers.transforms_into import TRANSFORMS_INTO
from arbiter.compiler.triggers.triggered_mana import TAPPED_FOR_MANA_EVENTS
from arbiter.compiler.triggers.you_exert import YOU_EXERT
from arbiter.compiler.triggers.your_commander import YOUR_COMMANDER_EVENT
from arbiter.engine.counters import GETS_ENERGY
from arbiter.engine.keyword_actions.collect_evidence import COLLECTS_EVIDENCE
from arbiter.engine.keyword_actions.proliferate import PROLIFERATED
from arbiter.engine.keyword_actions.venture import COMPLETES_DUNGEON
from arbiter.engine.triggers.attacked import (
    ATTACKS_A_PLAYER,
    ATTACKS_AN_OPPONENT,
    ATTACKS_YOU,
    ATTACKS_YOU_OR_PLANESWALKER,
)
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.data_search import contains
from arbiter.rules.spell_targets import TargetsSource

_ENTERS = kws("enters the battlefield", "enters")
_SELF = kw("~")


def _object_selector(n: Noun) -> s.Selector:
    """603.10a: a leaves-the-battlefield event is matched against the object as it last
    existed; the zone it was in is the event's, so the phrase's zone test is left out."""
    preds = list(n.preds)
    if n.other:
        preds.append(s.OTHER)
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _obj_event(words: pp.ParserElement, event: str) -> pp.ParserElement:
    """"~ <event>", "a/another <objects> <event>" (603.2: the object the event happened to
    must match the phrase, checked by the engine with the trigger's source as context)."""
    def build(t: pp.ParseResults) -> Trigger:
        if t[0] == "~":
            return Trigger(event, "self")
        n: Noun = t[0]
        return Trigger(event, "any", selector=_object_selector(n))

    another = kw("another").set_parse_action(lambda: "another")
    phrase = (_SELF | (pp.Optional(another | kws("a", "an").suppress()) + NOUN
                       ).set_parse_action(
        lambda t: t[-1] if len(t) == 1 else replace(t[-1], other=True)))
    return (phrase + words.suppress() + pp.Optional(
        kw("under your control").set_parse_action(lambda: "yours"))).set_parse_action(
        lambda t: _with_yours(build(t), "yours" in list(t)))


def _with_yours(t: Trigger, yours: bool) -> Trigger:
    if not yours or t.selector is None:
        return t
    return replace(t, selector=s.And((t.selector, s.YOURS)))


_STEP = pp.MatchFirst([
    kw("your upkeep").set_parse_action(lambda: ("upkeep", "you")),
    kw("each upkeep").set_parse_action(lambda: ("upkeep", "any")),
    # every player's upkeep / draw step ("that player": the active player, `compiler.lines`)
    kw("each player's upkeep").set_parse_action(lambda: ("upkeep", "any")),
    kw("each player's draw step").set_parse_action(lambda: ("draw", "any")),
    # 102.3: an opponent's step ("that player": the active player, `compiler.lines`)
    kw("each opponent's upkeep").set_parse_action(lambda: ("upkeep", "opponent")),
    kw("each opponent's draw step").set_parse_action(lambda: ("draw", "opponent")),
    kw("each opponent's end step").set_parse_action(lambda: ("end", "opponent")),
    kw("each player's end step").set_parse_action(lambda: ("end", "any")),
    kw("your end step").set_parse_action(lambda: ("end", "you")),
    kws("each end step", "the end step").set_parse_action(lambda: ("end", "any")),
    kw("your draw step").set_parse_action(lambda: ("draw", "you")),
    kw("combat on your turn").set_parse_action(lambda: ("beginning_of_combat", "you")),
    kw("combat on each opponent's turn").set_parse_action(
        lambda: ("beginning_of_combat", "opponent")),
    kw("each combat").set_parse_action(lambda: ("beginning_of_combat", "any")),
    kws("your precombat main phase", "your first main phase").set_parse_action(
        lambda: ("precombat_main", "you")),
    # 505.1: the first main phase is the precombat main phase (one each turn); "that
    # player": the active player
    kws("each player's precombat main phase", "each player's first main phase"
        ).set_parse_action(lambda: ("precombat_main", "any")),
    # 505.1a: since 2024, "each of your postcombat main phases" (a turn with an extra
    # combat has more than one; the older "your postcombat main phase" meant each of them).
    kws("your postcombat main phase", "your second main phase",
        "each of your postcombat main phases").set_parse_action(
        lambda: ("postcombat_main", "you")),
])
AT_BEGINNING = (sup("at the beginning of") + _STEP).set_parse_action(
    lambda t: Trigger("step", "any", step=t[0][0], whose=t[0][1]))

_SPELL = (pp.Optional(kws("a", "an")).suppress() + NOUN)
_CAST = pp.MatchFirst([
    # 115.1: "you cast a spell that targets ~" (heroic, 207.2c)
    (sup("you cast") + _SPELL + sup("that targets") + _SELF).set_parse_action(
        lambda t: Trigger("cast", "you", selector=s.And((t[0].selector(), TargetsSource())))),
    (sup("you cast") + _SPELL).set_parse_action(
        lambda t: Trigger("cast", "you", selector=t[0].selector())),
])

#: "~ or another creature you control dies": any creature you control, itself included.
_SELF_OR_ANOTHER = (_SELF + sup("or another") + NOUN + sup("dies")).set_parse_action(
    lambda t: Trigger("dies", "any", selector=_object_selector(t[1])))
def _self_or_another_enters(t: pp.ParseResults) -> Trigger:
    """"~ or another Ally you control enters" (603.2, 603.6a): this permanent entering, or
    another one matching the phrase (once for an event, 603.2); "that creature" / "it" is
    the one that entered."""
    other = Trigger("enters", "any", selector=_object_selector(replace(t[1], other=True)))
    return Trigger("enters", "any", any_of=(Trigger("enters", "self"), other))


_SELF_OR_ANOTHER_ENTERS = (_SELF + sup("or another") + NOUN + _ENTERS.suppress()
                           ).set_parse_action(_self_or_another_enters)
#: "this creature enters from a graveyard", "a creature enters from your graveyard", "~ or
#: another permanent enters from a graveyard" (`compiler.triggers.enters_from_zone`)
ENTERS_FROM_ZONE, SELF_OR_ANOTHER_ENTERS_FROM = enters_from_zone(
    lambda words: _obj_event(words, "enters"), _SELF_OR_ANOTHER_ENTERS)
#: "~ or another creature you control is turned face up" (708.8): the same, for any creature
#: you control turned face up.
_SELF_OR_ANOTHER_FACE_UP = (_SELF + sup("or another") + NOUN + sup("is turned face up")
                            ).set_parse_action(lambda t: Trigger(
                                "turned_face_up", "any", selector=_object_selector(t[1])))

#: "enchanted creature dies" / "equipped creature dies" (the permanent it was attached to;
#: 603.10a looks back in time, `engine.triggers.triggered`).
_ATTACHED_DIES = (kws("enchanted creature", "equipped creature") + sup("dies")
                  ).set_parse_action(lambda t: Trigger(
                      "dies", "enchanted" if t[0].lower().startswith("enchanted")
                      else "equipped"))

#: 730.1a: "day becomes night or night becomes day" (neither becoming day isn't).
_DAY_NIGHT = kws("day becomes night or night becomes day",
                 "night becomes day or day becomes night").set_parse_action(
    lambda: Trigger("day_night_changed", "any"))

#: 508.3d: "Whenever you attack" (one or more creatures you control are declared attackers).
_YOU_ATTACK = kw("you attack").set_parse_action(lambda: Trigger("player_attacks", "you"))

#: 701.21a: "Whenever you sacrifice <a permanent>".
_YOU_SACRIFICE = (sup("you sacrifice") + pp.Optional(
    kw("another").set_parse_action(lambda: "another") | kws("a", "an").suppress()) + NOUN
                  ).set_parse_action(lambda t: Trigger("sacrificed", "you", selector=(
                      _object_selector(replace(t[-1], other=True)) if len(t) == 2
                      else _object_selector(t[-1]))))

#: "~ enters or transforms into ~" (701.27e: the permanent transformed into this face).
_ENTERS_OR_TRANSFORMS = (_SELF + _ENTERS.suppress() + sup("or transforms into ~")
                         ).set_parse_action(lambda: Trigger("enters_or_transformed"))

def _both_ways(t: pp.ParseResults) -> Trigger:
    """"another artifact you control enters or leaves the battlefield": either event of an
    object matching the phrase (603.2; the leaving one looked back at, 603.10a), as the older
    "another artifact enters the battlefield under your control or another artifact you
    control leaves the battlefield" says."""
    enters: Trigger = t[0]
    if enters.subject == "self":
        raise pp.ParseException("", 0, "only objects other than ~ are read here")
    return Trigger("any_of", "any", any_of=(enters, replace(enters, event="leaves")))


_ENTERS_OR_LEAVES = _obj_event(kw("enters or leaves the battlefield"), "enters"
                               ).add_parse_action(_both_ways)


def _enters_or(event: str):  # type: ignore[no-untyped-def]
    """"~ enters or dies", "~ enters or is put into a graveyard from the battlefield": either
    event (603.2; the one of leaving looks back in time, 603.6c, 603.10a)."""
    def build(t: pp.ParseResults) -> Trigger:
        enters: Trigger = t[0]
        return Trigger("any_of", "any", any_of=(enters, replace(enters, event=event)))
    return build


_ENTERS_OR_DIES = _obj_event(kw("enters or dies"), "enters").add_parse_action(
    _enters_or("dies"))
#: 603.2, 603.6c: "~ attacks or dies" (either event; dying looks back in time, 603.10a).
_ATTACKS_OR_DIES = _obj_event(kw("attacks or dies"), "attacks").add_parse_action(
    _enters_or("dies"))
#: 603.2, 708.8: "~ enters or is turned face up" (either event).
_ENTERS_OR_FACE_UP = _obj_event(kw("enters or is turned face up"), "enters").add_parse_action(
    _enters_or("turned_face_up"))
#: 603.2, 603.6c: "~ enters or leaves the battlefield": either event of this permanent (the
#: leaving one looks back in time, 603.10a).
_SELF_ENTERS_OR_LEAVES = (_SELF + kws("enters or leaves the battlefield",
                                      "enters the battlefield or leaves the battlefield")
                          ).set_parse_action(lambda: Trigger("any_of", "any", any_of=(
                              Trigger("enters", "self"), Trigger("leaves", "self"))))
_ENTERS_OR_TO_GRAVEYARD = _obj_event(
    kw("enters or is put into a graveyard from the battlefield"), "enters").add_parse_action(
    _enters_or("put_into_graveyard_from_battlefield"))


#: "during your turn" / "during an opponent's turn" after an event (`_DURING` below).
_DURING_WORDS = kws("during your turn", "during an opponent's turn")

#: The event half of "When/Whenever <event>, ...".
EVENT = pp.MatchFirst([
    CAST_THIS_SPELL,  # 603.2, 113.6k (`compiler.triggers.cast_self`)
    NTH_SPELL,  # 603.2, 601.2i (`compiler.triggers.nth_spell`)
    LAND_PLAYED,  # 305.1, 603.2 (`compiler.triggers.land_played`)
    YOU_CAST_OR_COPY,  # 603.2, 707.10 (`compiler.triggers.cast_or_copy`)
    COUNTERS_A_SPELL,  # 701.6a (`compiler.triggers.counters_spell`)
    CAST_WAYS,  # 601.2a, 702.33d, 601.2i (`compiler.triggers.cast_ways`)
    _CAST,
    PLAYER_CASTS,  # 603.2, 601.2i (`compiler.triggers.player_casts`)
    DAMAGE_TO_PLAYER,  # 603.2, 120.3 (`compiler.triggers.damage_to_player`)
    SOURCE_DAMAGES_PLAYER,  # 603.2, 120.3 (`compiler.triggers.source_damage`)
    DEALS_COMBAT_DAMAGE,  # 510.2 (`compiler.triggers.deals_combat_damage`)
    OPPONENT_DISCARDS,  # 603.2, 701.9a (`compiler.triggers.opponent_discards`)
    PLAYER_DRAWS,  # 603.2, 121.2 (`compiler.triggers.draws`)
    SPELL_DEALS_DAMAGE,
    CARDS_LEAVE_GRAVEYARD,
    CARD_FROM_LIBRARY,
    CYCLE_EVENT,  # 702.29c-d (`compiler.triggers.cycle`)
    DISCARDED_BY_OPPONENT,  # 701.9a (`compiler.triggers.discarded_by_opponent`)
    YOU_DISCARD_ONE_OR_MORE,  # 603.2c, 701.9a (`compiler.triggers.discard_batch`)
    YOU_DISCARD,
    _DAY_NIGHT,
    ATTACK_A_PLAYER,  # 508.1a, 603.2: once per player attacked (`attacks_with`)
    ATTACKS_WITH,  # 508.1a (`compiler.triggers.attacks_with`), before "you attack"
    BATTALION,  # 508.1a, 207.2c (`compiler.triggers.battalion`)
    _YOU_ATTACK,
    # 508.3d: "one or more creatures you control attack" is "you attack"; "one or more
    # creatures attack": any player attacks. "They" (the attackers) isn't read: the event
    # ("creatures_attack", the engine's "player_attacks") names no object.
    kw("one or more creatures you control attack").set_parse_action(
        lambda: Trigger("creatures_attack", "you")),
    # 508.1a, 603.2c: "one or more creatures attack you" (`engine.triggers.attacks_you`)
    kw("one or more creatures attack you").set_parse_action(
        lambda: Trigger("creatures_attack", "creatures_attack_you")),
    kw("one or more creatures attack").set_parse_action(
        lambda: Trigger("creatures_attack", "any_player")),
    CONTROLLED_ATTACK,  # 508.1a: "one or more Vampires you control attack" (`attacks_with`)
    # 700.13: "Whenever you commit a crime" (`engine.players.crime`)
    kw("you commit a crime").set_parse_action(lambda: Trigger("crime", "you")),
    # 309.7, 701.49c: "Whenever you complete a dungeon" (`engine.keyword_actions.venture`)
    kw("you complete a dungeon").set_parse_action(lambda: Trigger(COMPLETES_DUNGEON, "you")),
    # 107.14: "Whenever you get one or more {E}" (`engine.counters.give_player_counters`)
    (kw("you get one or more {E}") + pp.FollowedBy(lit(",") | _DURING_WORDS)
     ).set_parse_action(lambda: Trigger(GETS_ENERGY, "you")),
    # 701.59a: "Whenever you collect evidence" (`engine.keyword_actions.collect_evidence`)
    kw("you collect evidence").set_parse_action(lambda: Trigger(COLLECTS_EVIDENCE, "you")),
    # 701.34a: "Whenever you proliferate" (`engine.keyword_actions.proliferate`)
    (kw("you proliferate") + pp.FollowedBy(",")).set_parse_action(
        lambda: Trigger(PROLIFERATED, "you")),
    # 701.21a, 603.6c: "When you sacrifice ~" (a leaves-the-battlefield ability, 603.10a)
    (sup("you sacrifice") + _SELF).set_parse_action(lambda: Trigger("sacrificed", "self")),
    _YOU_SACRIFICE,
    PLAYER_SACRIFICES,  # 603.2, 701.21a (`compiler.triggers.player_sacrifices`)
    YOU_EXERT,  # 701.43a (`compiler.triggers.you_exert`)
    TAPPED_FOR_MANA,  # 605.1b, 106.12a
    TAPPED_FOR_MANA_EVENTS,  # 106.12a (`compiler.triggers.triggered_mana`)
    YOU_EXPEND,  # 700.14 (`compiler.triggers.expend`)
    ACTIVATES,  # 602.2b, 603.2 (`compiler.triggers.activates`)
    DOOR_EVENT,  # 709.5h-i (`compiler.triggers.doors`)
    YOUR_COMMANDER_EVENT,  # 903.3 (`compiler.triggers.your_commander`)
    kw("you gain life").set_parse_action(lambda: Trigger("gain_life", "you")),
    # 119.3: "Whenever you lose life" / "an opponent loses life" (a loss of 0 is none)
    (kw("you lose life") + pp.FollowedBy(lit(",") | FIRST_TIME_WORDS | _DURING_WORDS)
     ).set_parse_action(lambda: Trigger("loses_life", "you")),
    # 119.3, 119.9, 603.2: "Whenever you gain or lose life [during your turn]": either event
    (kw("you gain or lose life") + pp.FollowedBy(lit(",") | _DURING_WORDS)).set_parse_action(
        lambda: Trigger("any_of", "any", any_of=(Trigger("gain_life", "you"),
                                                 Trigger("loses_life", "you")))),
    # 119.3: the event names a player and no object: "any_player" (with "any" it never
    # matched an object-less event and the ability never triggered)
    (kw("an opponent loses life") + pp.FollowedBy(",")).set_parse_action(
        lambda: Trigger("loses_life", "any_player", by="opponent")),
    # 119.3: "Whenever an opponent gains life" (`that much`: the life gained)
    (kw("an opponent gains life") + pp.FollowedBy(",")).set_parse_action(
        lambda: Trigger("gain_life", "any_player", by="opponent")),
    # 701.22d, 701.25d: "Whenever you scry" / "surveil" (after it; not for 0)
    (kw("you scry") + pp.FollowedBy(",")).set_parse_action(lambda: Trigger("scry", "you")),
    (kw("you surveil") + pp.FollowedBy(lit(",") | FIRST_TIME_WORDS)).set_parse_action(
        lambda: Trigger("surveil", "you")),
    (kw("you scry or surveil") + pp.FollowedBy(",")).set_parse_action(
        lambda: Trigger("any_of", "you", any_of=(Trigger("scry", "you"),
                                                 Trigger("surveil", "you")))),
    RING_TRIGGER,  # 701.54a, 701.54d (`compiler.effects.ring_tempts`)
    HAUNTED_DIES,  # 702.55b-c (`compiler.triggers.haunted`)
    # 724.3: "Whenever you become the monarch" (`engine.players.monarch`)
    kw("you become the monarch").set_parse_action(lambda: Trigger("becomes_monarch", "you")),
    # "play a card": play a land (305.1) or cast a spell (601.2), a card either way
    kw("you play a card").set_parse_action(lambda: Trigger("play_card", "you")),
    _ATTACHED_DIES,
    ATTACHED_BECOMES_TAPPED,  # 701.26a (`compiler.triggers.becomes_tapped`)
    # 603.6c / 603.10a: "When ~ is put into a graveyard from the battlefield" (any permanent,
    # not only a creature: Rancor)
    (_SELF + kw("is put into a graveyard from the battlefield")).set_parse_action(
        lambda: Trigger("put_into_graveyard_from_battlefield", "self")),
    # 404.2, 603.10a: "When ~ is put into your graveyard from the battlefield": only into the
    # graveyard of the ability's controller (its owner's, 400.3: not when another player
    # controlled it as it left)
    (_SELF + kw("is put into your graveyard from the battlefield")).set_parse_action(
        lambda: Trigger("put_into_graveyard_from_battlefield", "self",
                        selector=s.OwnedByYou())),
    SELF_OR_ATTACHED_EVENT,  # 603.2 (`compiler.triggers.self_or_attached`)
    _SELF_OR_ANOTHER,
    _SELF_OR_ANOTHER_FACE_UP,
    SELF_OR_ANOTHER_ENTERS_FROM,  # 603.2 (`compiler.triggers.enters_from_zone`)
    _SELF_OR_ANOTHER_ENTERS,
    CARD_TO_GRAVEYARD,
    _ENTERS_OR_TRANSFORMS,
    TRANSFORMS_INTO,  # 701.27e (`compiler.triggers.transforms_into`)
    (_SELF + kws("attacks or blocks", "blocks or attacks")).set_parse_action(
        lambda: Trigger("attacks_or_blocks")),
    # 603.2: "enchanted / equipped creature attacks or blocks" (the permanent it's attached to)
    (kws("enchanted creature", "equipped creature") + kws("attacks or blocks",
                                                          "blocks or attacks").suppress()
     ).set_parse_action(lambda t: Trigger("attacks_or_blocks", t[0].split()[0].lower())),
    _obj_event(kws("attacks or blocks", "blocks or attacks"), "attacks_or_blocks"),  # 603.2
    # 510.2 / 310.6: "a player or battle" (the engine emits one event for either)
    # 510.2: a player or a planeswalker ("that player" isn't read: the event names no player)
    _obj_event(kw("deals combat damage to a player or planeswalker"),
               "combat_damage_to_player_or_planeswalker"),
    _obj_event(kw("deals combat damage to a player or battle"),
               "combat_damage_to_player_or_battle"),
    _obj_event(kw("deals combat damage to a player"), "combat_damage_to_player"),
    # 120.3, 603.2: "<object> deals damage, ..." (any damage; one event per source for what
    # it dealt at once, `engine.replacement.damage.dealt_event`)
    _obj_event(kw("deals damage") + pp.FollowedBy(lit(",")), "deals_damage"),
    # 510.2: the player dealt combat damage is the ability's controller
    _obj_event(kw("deals combat damage to you"), "combat_damage_to_player"
               ).add_parse_action(lambda t: replace(t[0], by="you")),
    # 510.2, 102.2: the player dealt combat damage is an opponent of its controller
    _obj_event(kws("deals combat damage to an opponent",
                   "deals combat damage to one of your opponents"), "combat_damage_to_player"
               ).add_parse_action(lambda t: replace(t[0], by="opponent")),
    # 120.4b, 603.2: "<a permanent phrase> is dealt damage" (once per damage event, with all
    # of it); "~ is dealt damage" is `compiler.triggers.dealt_damage`'s
    pp.NotAny(_SELF) + _obj_event(kw("is dealt damage") + pp.FollowedBy(lit(",")),
                                  "dealt_damage"),
    # 510.2, 603.2: "<object> is dealt combat damage" (once per combat damage step)
    _obj_event(kw("is dealt combat damage") + pp.FollowedBy(lit(",")), "dealt_combat_damage"),
    COMBAT_DAMAGE_TO_CREATURE,  # 510.2 (`compiler.triggers.combat_damage_to_creature`)
    DAMAGE_TO_CREATURE,  # 120.3e, 603.2 (the same module)
    COMBAT_DAMAGE_BATCH,  # 603.2c, 510.2 ("one or more ... deal combat damage to a player")
    ATTACKS_WHILE_SADDLED,  # 702.171b
    # 509.3g: "attacks and isn't blocked" (no blocker declared for it)
    _obj_event(kw("attacks and isn't blocked"), "attacks_unblocked"),
    _obj_event(kw("attacks alone"), "attacks_alone"),  # 506.5
    # 508.1m: what it attacks is you, or you or a planeswalker you control
    _ATTACKS_OR_DIES,  # 603.2, 603.6c
    _obj_event(kw("attacks you or a planeswalker you control"), "attacks").add_parse_action(
        lambda t: replace(t[0], by=ATTACKS_YOU_OR_PLANESWALKER)),
    _obj_event(kw("attacks you"), "attacks").add_parse_action(
        lambda t: replace(t[0], by=ATTACKS_YOU)),
    # 508.1b: what it attacks is a player (the event's player, "that player")
    _obj_event(kw("attacks a player") + pp.FollowedBy(lit(",")), "attacks_player"
               ).add_parse_action(lambda t: replace(t[0], by=ATTACKS_A_PLAYER)),
    # 508.1b, 102.2: what it attacks is a player who is one of your opponents
    _obj_event(kws("attacks one of your opponents", "attacks an opponent")
               + pp.FollowedBy(lit(",")), "attacks_player"
               ).add_parse_action(lambda t: replace(t[0], by=ATTACKS_AN_OPPONENT)),
    _obj_event(kw("attacks"), "attacks"),
    COUNTERS_PUT_ON_SELF,  # 122.6 (`compiler.triggers.counters_put`)
    COUNTER_PUT_ON_SELF,  # 122.6, once for each counter
    NTH_COUNTER_PUT_ON_SELF,  # 122.6: "the fourth plan counter is put on ~"
    COUNTERS_PUT_ON_OBJECT,  # 122.6, 603.2: "... counters are put on a creature you control"
    COUNTERS_REMOVED_FROM_SELF,  # 122.8, 603.2 (`compiler.triggers.counters_removed`)
    BLOCK_PAIR_EVENT,  # 509.3b, 509.3d (`compiler.triggers.block_pairs`)
    # 509.3a, 509.3c: either event ("blocks_or_becomes_blocked", `engine.triggers`)
    _obj_event(kws("blocks or becomes blocked", "becomes blocked or blocks"),
               "blocks_or_becomes_blocked"),
    _obj_event(kw("blocks"), "blocks"),
    _obj_event(kw("becomes blocked"), "becomes_blocked"),
    becomes_target_events(_obj_event),  # 603.2, 115.1 (`compiler.triggers.becomes_target`)
    _obj_event(BECOMES_TAPPED_WORDS, BECOMES_TAPPED_EVENT),  # 701.26a
    _obj_event(BECOMES_UNTAPPED_WORDS, BECOMES_UNTAPPED_EVENT),  # 701.26b
    *[_obj_event(words, event) for words, event in BECOMES],  # 701.37, 702.112
    CLASS_LEVEL_EVENT,  # 716.2a
    *[_obj_event(w, event) for w, event in COUNTER_KEYWORD_EVENTS],  # 702.100b, 702.110b
    # 603.6c / 603.10a: "Whenever a land is put into a graveyard from the battlefield" (any
    # permanent; "your graveyard": one you own, 404.2); the object as it last existed
    _obj_event(kw("is put into a graveyard from the battlefield"),
               "put_into_graveyard_from_battlefield"),
    (_obj_event(kw("is put into your graveyard from the battlefield"),
                "put_into_graveyard_from_battlefield")
     ).add_parse_action(lambda t: owned_by_you(t[0])),
    # 404.2: "an opponent's graveyard": a permanent an opponent owns
    (_obj_event(kw("is put into an opponent's graveyard from the battlefield"),
                "put_into_graveyard_from_battlefield")
     ).add_parse_action(lambda t: owned_by_opponent(t[0])),
    _obj_event(kw("dies"), "dies"),
    _obj_event(kw("leaves the battlefield"), "leaves"),
    _obj_event(kw("is turned face up"), "turned_face_up"),
    # 702.26c: "Whenever this creature phases in" (the engine's phased_in event, 702.26a)
    _obj_event(kw("phases in"), "phased_in"),
    # 701.44a: "Whenever a creature you control explores" (after it has explored,
    # `engine.keyword_actions.explore`)
    _obj_event(kw("explores"), "explores"),
    _SELF_ENTERS_OR_LEAVES,
    _ENTERS_OR_LEAVES,
    _ENTERS_OR_FACE_UP,
    _ENTERS_OR_DIES,  # 603.2, 603.6c
    _ENTERS_OR_TO_GRAVEYARD,
    # 110.5b, 603.2: "enters untapped": only if it entered with that status
    _obj_event(kws("enters the battlefield untapped", "enters untapped"), "enters"
               ).add_parse_action(lambda t: replace(t[0], untapped=True)),
    _obj_event(kws("enters the battlefield or attacks", "enters or attacks"),
               "enters_or_attacks"),
    ENTERS_FROM_ZONE,  # 603.2, 400.1 (`compiler.triggers.enters_from_zone`)
    _obj_event(_ENTERS, "enters"),
    (_SELF + kw("mutates")).set_parse_action(lambda: Trigger("mutates")),
    PLURAL_SELF_EVENT,  # 201.5: a plural name (`compiler.triggers.plural_self`)
])


def _and_at_beginning(t: pp.ParseResults) -> Trigger:
    """603.2: "When ~ enters and at the beginning of your upkeep, ...": one ability with two
    trigger conditions, triggering on either (each step event checked for whose step it is,
    `engine.triggers.triggered.condition_ok`)."""
    first, step = t[0], t[1]
    if not isinstance(first, Trigger) or first.any_of or first.batch:
        raise pp.ParseException("", 0, "a compound of compound events")
    return Trigger("any_of", "any", any_of=(first, step))


_AND_AT_BEGINNING = (EVENT + sup("and") + AT_BEGINNING + pp.FollowedBy(",")
                     ).set_parse_action(_and_at_beginning)


def _batch(t: pp.ParseResults) -> tuple[str, Trigger]:
    return ("one_or_more", t[0])


#: 603.2c: "Whenever one or more <objects> die" triggers once for all of them; `lines`
#: accepts it only with "This ability triggers only once each turn.", where triggering on
#: the first of them is the same.
_ONE_OR_MORE = (sup("one or more") + pp.MatchFirst([
    _obj_event(kw("die"), "dies"),
    _obj_event(kws("enter the battlefield", "enter"), "enters"),
    into_graveyard("are"),
    CARDS_FROM_YOUR_LIBRARY,  # 603.2c, 404.2 (`compiler.triggers.compound`)
    PLAYERS_SACRIFICE,  # 701.21a, only once each turn (`compiler.triggers.player_sacrifices`)
])).set_parse_action(_batch)

#: "When ~ enters, ..." / "Whenever ..., " / "At the beginning of ..., ".
#: 603.2, 102.2: "<event> during an opponent's turn" / "during your turn": the event counts
#: only in such a turn (`engine.triggers.triggered`).
_DURING = pp.MatchFirst([
    kw("during an opponent's turn").set_parse_action(lambda: "opponent"),
    kw("during your turn").set_parse_action(lambda: "you"),
])


#: Events of leaving the battlefield, whose object is judged as it last existed (603.10a).
_LEAVING = ("dies", "leaves", "put_into_graveyard_from_battlefield", "sacrificed")


def _attached_when_left(trigger: object) -> bool:
    """603.10a: "Whenever an equipped creature you control dies" would need what was attached
    to it as it left (`s.AttachedTo` reads the battlefield now, where nothing is): unread."""
    if not isinstance(trigger, Trigger):
        return False
    if any(_attached_when_left(a) for a in trigger.any_of):
        return True
    return trigger.event in _LEAVING and contains(trigger.selector, s.AttachedTo)


def _during(t: pp.ParseResults) -> object:
    trigger = t[0]
    if _attached_when_left(trigger):
        raise pp.ParseException("", 0, "'an equipped creature dies' (603.10a)")
    if len(t) > 1 and isinstance(t[-1], tuple) and t[-1][0] == "while":
        return with_while(trigger, t[-1][1])  # 603.2 (`compiler.triggers.attacks_while`)
    if len(t) == 1:
        return trigger
    if not isinstance(trigger, Trigger) or trigger.event == "step" or trigger.whose != "any":
        raise pp.ParseException("", 0, "'during ... turn' on this trigger")
    return replace(trigger, whose=t[1])


TRIGGER = ((kws("whenever", "when").suppress()
            + (((_AND_AT_BEGINNING | compound(EVENT) | self_enters_or(EVENT) | _ONE_OR_MORE
                 | EVENT)
                + pp.Optional(FIRST_TIME)).set_parse_action(first_time)  # 603.2
               + pp.Optional(_DURING | WHILE)).set_parse_action(_during))
           | ATTACHED_CONTROLLER_STEP  # 603.2 (`compiler.triggers.attached_controller_step`)
           | CHOSEN_PLAYER_UPKEEP  # 603.2 (`compiler.triggers.chosen_player_upkeep`)
           | at_beginning_and_whenever(AT_BEGINNING, EVENT)  # 603.2
           | AT_BEGINNING
           | AT_END_OF_COMBAT).set_name("trigger")  # 511.2 (`compiler.triggers.end_of_combat`)
