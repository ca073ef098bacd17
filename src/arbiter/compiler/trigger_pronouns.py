"""What a pronoun in a triggered ability's effect names before the effect names anything
(603.2, 608.2b), and whether an effect acts on an object that has changed zones (400.7):
the shared facts `compiler.lines` builds triggered abilities with."""

from __future__ import annotations

import dataclasses

from arbiter.compiler.triggers.self_or_attached import SELF_OR_ATTACHED
from arbiter.engine.stack.damage_per_target import DealDamageToSlots
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.data_search import contains
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.divided import DealDamageDivided
from arbiter.rules.spell_targets import TargetsSource
from arbiter.rules.structure import nodes

#: Events whose object stays the same object afterwards: "it" in the effect is that object
#: (603.2). After a zone change (dies, leaves, sacrificed) it would be a new object (400.7),
#: which the engine's event reference doesn't follow, so such a line is left unread.
SAME_OBJECT_EVENTS = frozenset({"enters", "attacks", "blocks", "becomes_blocked", "cast",
                                 "combat_damage_to_player", "enters_or_attacks",
                                 "turned_face_up", "becomes_tapped",
                                 "becomes_untapped",
                                 "attacks_unblocked",  # 509.3g
                                 "attacks_alone",  # 506.5
                                 # 508.1, 509.1, 509.3a, 509.3c: either event's object
                                 "attacks_or_blocks", "blocks_or_becomes_blocked",
                                 # 509.3b, 509.3d: the other creature of a blocking pair
                                 "attacker_blocked", "blocks_creature",
                                 # 510.2: the creature dealt combat damage
                                 "combat_damage_to_creature",
                                 # 510.2: the creature that dealt combat damage
                                 "deals_combat_damage",
                                 "damage_to_creature",  # 120.3e: the creature dealt damage
                                 "dealt_combat_damage",  # 510.2: the permanent dealt it
                                 "dealt_damage",  # 120.4b: the permanent dealt damage
                                 "damage_to_player",  # 120.3: the source that dealt it
                                 "attacks_player",  # 508.1b
                                 "transforms_into",  # 701.27e: it, its new face up
                                 "cast_or_copy"})  # 707.10: the spell or the copy
NO_OBJECT_EVENTS = frozenset({"step", "day_night_changed", "player_attacks", "gain_life"})
UNBOUND = I.Ref("unbound")


def pronoun_default(trigger: Trigger) -> I.Ref:
    """What "it" means before the effect names anything: the source for "When ~ ...",
    the event's object for "Whenever a creature enters ... put a counter on it"."""
    if trigger.subject == SELF_OR_ATTACHED:
        return UNBOUND  # "it": the attacker or ~ itself, depending on the card's rulings
    if trigger.whose == "attached_controller":
        return I.Ref.attached()  # "the upkeep of enchanted creature's controller": "that creature"
    if trigger.subject == "self" or trigger.event in NO_OBJECT_EVENTS:
        return I.Ref.this()
    if trigger.any_of and all(a.subject == "self" and (a.event in SAME_OBJECT_EVENTS or a.event
                                                       in ("leaves", "dies"))
                              for a in trigger.any_of):
        # "When ~ enters or leaves the battlefield, it deals 1 damage ...": ~ in every event
        # (after leaving the battlefield only as it last existed there, 608.2h;
        # `compiler.lines` refuses an effect that acts on it, 400.7). Not after cycling: a
        # card discarded from a hand has no last known information on the battlefield.
        return I.Ref.this()
    if trigger.event == "cast" and contains(trigger.selector, TargetsSource):
        # 207.2c heroic: "Whenever you cast a spell that targets this creature, put a +1/+1
        # counter on it": "it" is the creature the spell targets, not the spell (Fabled
        # Hero's counter went on the spell, which can't have one)
        return I.Ref.this()
    if trigger.event in SAME_OBJECT_EVENTS:
        return I.Ref.event()
    return UNBOUND


ZONE_CHANGE_EVENTS = frozenset({"dies", "leaves", "put_into_graveyard", "sacrificed",
                                 "put_into_graveyard_from_battlefield"})


def acts_on(body: tuple, ref: I.Ref) -> bool:
    """Whether an instruction does something to `ref` (its being the source of damage,
    608.2h last known information, is fine, also in an instruction inside another or in a
    reflexive ability, 603.12: "you may pay {E}{E}{E}. When you do, this creature deals
    damage equal to its power to any target")."""
    return _acts(body, ref)


def _as_it_last_existed(x: object, field: str) -> bool:
    """Fields naming an object only for its last known information (608.2h): the source of
    damage (one amount, divided, 601.2d, or different amounts to several targets), and the
    object a token copy copies (707.2: "When ~ dies, create a token that's a
    copy of it": its copiable values as it last existed on the battlefield, which `Game.move`
    keeps as the object leaves)."""
    return (isinstance(x, I.DealDamage | DealDamageDivided | DealDamageToSlots)
            and field == "source") or (
        isinstance(x, I.CreateTokenCopy) and field == "what")


def _acts(x: object, ref: I.Ref) -> bool:
    if x == ref:
        return True
    if isinstance(x, tuple | list):
        return any(_acts(y, ref) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return any(_acts(getattr(x, f.name), ref) for f in dataclasses.fields(x)
                   if not _as_it_last_existed(x, f.name))
    return False


def mentions(x: object, ref: I.Ref) -> bool:
    return any(n == ref for n in nodes(x))


def mentions_now(x: object, ref: I.Ref) -> bool:
    """Whether `x` names `ref` other than in a condition on its last known information
    (608.2h: "If that creature was a token" is about the object as it last existed) or as
    the object a token copy copies (707.2, 608.2h)."""
    from arbiter.rules.last_known_conditions import ObjectWas

    if isinstance(x, ObjectWas):
        return False
    if x == ref:
        return True
    if isinstance(x, tuple | list):
        return any(mentions_now(y, ref) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return any(mentions_now(getattr(x, f.name), ref) for f in dataclasses.fields(x)
                   if not (isinstance(x, I.CreateTokenCopy) and f.name == "what"))
    return False


__all__ = ["NO_OBJECT_EVENTS", "SAME_OBJECT_EVENTS", "UNBOUND", "ZONE_CHANGE_EVENTS", "acts_on",
           "mentions", "mentions_now", "pronoun_default"]
