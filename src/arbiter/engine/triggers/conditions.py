"""Trigger conditions (603.1): which event makes a triggered ability trigger."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.conditions import Condition
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class Trigger:
    """`event` names the event; `subject` who it must happen to:
    "self" (this object), "equipped"/"enchanted" (the object this is attached to),
    "another_you_control", "any", "opponent_creature". `step` for "at the beginning of"."""

    event: str
    subject: str = "self"
    step: str | None = None
    whose: str = "any"  # "you": only on your turn (at the beginning of your upkeep);
    # "opponent": only on an opponent's turn ("each opponent's upkeep")
    once_each_turn: bool = False
    #: 603.2: the object the event happened to must also match this selector, evaluated
    #: with the trigger's source as context (YOURS: controlled by the ability's controller;
    #: for "dies" events against last known information, 603.10a). E.g. Linden's "Whenever a
    #: white creature you control attacks": Trigger("attacks", "any", selector=...).
    selector: Selector | None = None
    #: Who must have caused the event (its `player`): "any", or "opponent" — an opponent of
    #: the ability's controller ("a spell or ability an opponent controls", 702.21a ward).
    by: str = "any"
    #: 603.2: a trigger condition naming several events ("When ~ enters or whenever you cast
    #: a spell from your graveyard"): it triggers on each event that matches any of them,
    #: once for that event.
    any_of: tuple[Trigger, ...] = ()
    #: For "put_into_graveyard": the zone the card came from ("from a library").
    from_zone: str | None = None
    #: 603.2c: "Whenever one or more ..." triggers once for all the objects one event (one
    #: batch of simultaneous events, `engine.triggers.batches`) concerns.
    batch: bool = False
    #: 113.6m: the zone its ability functions in: "graveyard" for an ability that returns
    #: its own card from the graveyard ("return ~ from your graveyard to the battlefield").
    zone: str = "battlefield"
    #: For "counters_put" / "counters_removed": (kind, N), the event took the number of
    #: counters of that kind across N: from below N to at least N as they were put on
    #: (714.2b: a chapter ability), from more than N to N or fewer as they were removed
    #: (N 0: "when the last time counter is removed", 702.62a, 702.63a).
    counters: tuple[str, int | None] | None = None
    #: For "becomes_target": "spell" when only a spell's targeting counts ("becomes the
    #: target of a spell"), "any" for a spell or ability (115.1). For "ability_activated":
    #: the kind of ability activated (`engine.triggers.activations`, 602.2b).
    what: str = "any"
    #: For "zone_change": the zone the object went to ("is put into exile", 701.66a).
    to_zone: str | None = None
    #: For "draw": only the player's Nth card drawn this turn ("Whenever you draw your
    #: second card each turn", 121.2: each card is drawn by itself); 0: any card.
    nth: int = 0  # for "expend": N (700.14, `engine.casting.expend`)
    #: For "cast": only the player's spells after their Nth this turn ("a spell other than
    #: the first spell they cast each turn": 1); 0: any spell.
    after_nth: int = 0
    #: For "state" (603.8, a state trigger): the condition of the game that makes it
    #: trigger ("When you control no Islands"; `engine.triggers.state_triggers`).
    state: Condition | None = None
    #: For "counters_put": "Whenever a +1/+1 counter is put on ~" (122.6) triggers once for
    #: each counter put (Fathom Mage), "one or more ... counters" once for the event.
    per_counter: bool = False
    #: For "player_attacks_with": "you attack with N or more <creatures>": at least this many
    #: of the creatures declared as attackers match `selector` (508.1a).
    at_least: int = 0
    #: For "attacks": "~ and at least N other creatures attack" (battalion, 207.2c): the
    #: creature was declared as an attacker with at least N others (508.1a,
    #: `engine.triggers.attacks_with`).
    with_others: int = 0
    #: "... for the first time each turn" (603.2): only the turn's first event that meets
    #: the rest of the condition (`engine.triggers.first_time`).
    first_each_turn: bool = False
    #: For "enters": only a permanent that entered untapped ("When this land enters
    #: untapped", 110.5b; the status it had as it entered, `Event.extra`).
    untapped: bool = False
    #: 702.169c: a condition checked only as the event happens ("triggers only if this Case
    #: is solved"), not again as the ability resolves (it is no intervening "if", 603.4).
    only_if: Condition | None = None


def enters(subject: str = "self") -> Trigger:
    return Trigger("enters", subject)


def dies(subject: str = "self") -> Trigger:
    return Trigger("dies", subject)


def attacks(subject: str = "self") -> Trigger:
    return Trigger("attacks", subject)


def at_beginning(step: str, whose: str = "any") -> Trigger:
    return Trigger("step", "any", step=step, whose=whose)
