"""The game state: plain data that copies cheaply (`clone`) and holds only facts (principle 1)."""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from typing import Any

from arbiter.state.combat import CombatState
from arbiter.state.effects import ContinuousEffect
from arbiter.state.objects import GameObject

#: 400.1: the zones. Battlefield, stack, exile and command are shared; the others per player.
SHARED_ZONES = ("battlefield", "stack", "exile", "command")
PLAYER_ZONES = ("library", "hand", "graveyard")


@dataclass
class Player:
    index: int
    name: str
    life: int = 20
    poison: int = 0
    #: 103.4: the life total the player began the game with (904.5: 40 for an archenemy).
    starting_life: int = 20
    counters: dict[str, int] = field(default_factory=dict)
    mana_pool: dict[str, int] = field(default_factory=dict)
    lost: bool = False
    #: 402.2: the rules' maximum hand size before 613.11 effects.
    base_max_hand_size: int = 7
    #: Designations a player has (702.131c: "the city's blessing").
    designations: set[str] = field(default_factory=set)
    #: 702.179b: the player's speed (None: they have none; `engine.players.speed`).
    speed: int | None = None
    #: 400.11a / 100.4: the cards the player owns outside the game (their sideboard), by
    #: name; a card brought into the game leaves this list.
    sideboard: list[str] = field(default_factory=list)
    #: 702.139a / 103.2b: the companion the player revealed before the game (a card of their
    #: sideboard), and whether they have put it into their hand (116.2g: once a game).
    companion: str | None = None
    companion_taken: bool = False
    #: 309.2: the dungeon cards the player owns outside the game, by name; 309.4: the room
    #: their venture marker is on (None: they own no dungeon in the command zone); 309.7:
    #: the dungeons they have completed, in order.
    dungeons: list[str] = field(default_factory=list)
    venture_room: str | None = None
    completed_dungeons: list[str] = field(default_factory=list)
    #: 717.2: the player's Attraction deck in the command zone, top first: each card's name
    #: and lit-up numbers (None: they don't play with one, 701.51a).
    attraction_deck: list[tuple[str, tuple[int, ...]]] | None = None
    #: 904.3: the archenemy's scheme deck in the command zone, top first (None: not an
    #: archenemy).
    scheme_deck: list[str] | None = None
    #: 901.3: the player's planar deck in the command zone, top first (None: not a
    #: Planechase game; `engine.keyword_actions.planeswalk`).
    planar_deck: list[str] | None = None
    #: 702.106a / 315.5b: the player's face-down conspiracies in the command zone (no
    #: characteristics), each with the card name secretly chosen for it.
    face_down_conspiracies: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class TurnState:
    number: int = 1
    active: int = 0
    step: str = "precombat_main"
    #: Where the step is: "begin" (turn-based actions to do), "priority", or "end".
    stage: str = "priority"
    #: 117: who has priority, and how many players have passed in succession.
    priority: int = 0
    passes: int = 0
    #: 305.2: lands played this turn by the active player.
    lands_played: int = 0
    #: 514.3a: something happened during cleanup, so another cleanup step follows.
    cleanup_again: bool = False
    #: 730.2 / 502.2: spells each player has cast this turn, and how many the previous
    #: turn's active player cast during that turn (None: no previous turn is known).
    spells_cast: dict[int, int] = field(default_factory=dict)
    #: 119.3: life each player has lost this turn ("if an opponent lost life this turn").
    life_lost: dict[int, int] = field(default_factory=dict)
    #: 119.9: life each player has gained this turn ("if you gained life this turn").
    life_gained: dict[int, int] = field(default_factory=dict)
    #: 121.2: the cards each player has drawn this turn (702.94a: "the first card you've
    #: drawn this turn").
    cards_drawn: dict[int, int] = field(default_factory=dict)
    #: 700.4: creatures that died (were put into a graveyard from the battlefield) this turn.
    creatures_died: int = 0
    #: 702.69a: permanents put into a graveyard from the battlefield this turn (tokens too).
    permanents_to_graveyard: int = 0
    #: 120.3a-b: the damage each player has been dealt this turn (702.54a bloodthirst: "if an
    #: opponent was dealt damage this turn"; infect damage too, though no life is lost).
    damage_dealt: dict[int, int] = field(default_factory=dict)
    #: 120.3: (source, player) for each source that dealt damage to a player this turn ("if
    #: this creature dealt damage to an opponent this turn").
    player_damage_sources: list[tuple[int, int]] = field(default_factory=list)
    #: 702.76a: each source that dealt combat damage to a player this turn, as it was then:
    #: its controller, its creature types, and whether it was every creature type.
    combat_damage_sources: list[tuple[int, frozenset[str], bool]] = field(default_factory=list)
    #: 508.1a: the creatures each player declared as attackers this turn ("each creature you
    #: attacked with this turn"; a creature put onto the battlefield attacking isn't one).
    attacked_with: dict[int, list[int]] = field(default_factory=dict)
    #: 702.173a: players whose Assassin creature or commander dealt combat damage to a player
    #: this turn (`engine.keywords.freerunning`).
    freerunning: list[int] = field(default_factory=list)
    #: 700.13: players who have committed a crime this turn (`engine.players.crime`).
    crimes: list[int] = field(default_factory=list)
    #: The permanents that entered the battlefield this turn: (object, the player under whose
    #: control it entered, its characteristics as it entered) (`rules.entered_under_you`).
    entered: list[Any] = field(default_factory=list)
    #: The permanents that left the battlefield this turn: (object, its controller and its
    #: characteristics as it last existed there, the zone it went to) (revolt,
    #: `rules.left_under_you`).
    left: list[Any] = field(default_factory=list)
    #: 702.185c: spells cast for their warp cost this turn ("a spell was warped this turn").
    warped: int = 0
    #: 701.21a: permanents sacrificed this turn: (object, the player who sacrificed it, its
    #: characteristics as it last existed) ("if you sacrificed a Food this turn").
    sacrificed: list[Any] = field(default_factory=list)
    #: Cards that left a graveyard this turn: (object, its owner, its characteristics there)
    #: ("if a card left your graveyard this turn", `rules.left_graveyard`).
    left_graveyard: list[Any] = field(default_factory=list)
    #: Cards put into a graveyard from anywhere this turn: (their owner, the card types of
    #: the card's front face, 712.8a) ("if a creature card was put into your graveyard from
    #: anywhere this turn", `rules.graveyard_arrivals`; 700.11 "descended": a permanent card,
    #: `rules.descended`).
    to_graveyard: list[tuple[int, frozenset[str]]] = field(default_factory=list)
    previous_spells: int | None = None
    #: 601.2i: the noncreature spells each player has cast this turn ("if you've cast a
    #: noncreature spell this turn", `engine.casting.cast_history`).
    noncreature_spells: dict[int, int] = field(default_factory=dict)
    #: 700.14: the mana each player has spent to cast spells this turn ("whenever you
    #: expend 4", `engine.casting.expend`).
    mana_spent_on_spells: dict[int, int] = field(default_factory=dict)
    #: Where this turn's events begin in `GameState.events` ("for the first time each
    #: turn", `engine.triggers.first_time`).
    events_start: int = 0
    #: 603.4: the spells each player cast during the previous turn (empty before any turn
    #: has ended), for "if no spells were cast last turn" (`rules.last_turn`).
    last_turn_spells: dict[int, int] = field(default_factory=dict)
    #: 119.3, 603.4: the life each player lost during the previous turn ("if an opponent
    #: lost life last turn"; empty before any turn has ended, `rules.last_turn`).
    last_turn_life_lost: dict[int, int] = field(default_factory=dict)
    #: 500.7: players given extra turns after this one; the last is taken first.
    extra_turns: list[int] = field(default_factory=list)
    #: 500.7, 603.7: the extra turns a delayed ability waits for ("at the beginning of that
    #: turn's end step"), by their place in `extra_turns`, and the tag of the turn under way.
    extra_turn_tags: dict[int, int] = field(default_factory=dict)
    turn_tag: int | None = None
    #: 500.7: during extra turns, the player whose turn in the normal order came last.
    resume_after: int | None = None
    #: 500.8: phases added to this turn still to come, in order ("combat", "main"), and the
    #: step the turn's own order goes on with after them (`engine.turn.extra_phases`).
    extra_phases: list[str] = field(default_factory=list)
    resume_step: str | None = None
    #: 500.8: the combat phases that have begun this turn ("the first combat phase").
    combat_phases: int = 0
    #: The untapped lands each player controlled as this turn began ("the number of untapped
    #: lands they controlled at the beginning of this turn", Power Surge); None when the
    #: game began during this turn (`engine.turn.turn_start_lands`).
    untapped_lands_at_start: dict[int, int] | None = None
    #: 901.9: the times each player has taken the special action of rolling the planar die
    #: this turn (`engine.turn.planar_die`).
    planar_rolls: dict[int, int] = field(default_factory=dict)
    #: 601.2i: each spell cast this turn, in order, as (its caster, the spell, its card types
    #: as it became cast, the zone it was cast from) ("as long as you've cast an instant or
    #: sorcery spell this turn", "the first spell you cast each turn",
    #: `engine.casting.cast_history`).
    spell_types: list[tuple[int, int, frozenset[str], str | None]] = field(
        default_factory=list)


@dataclass
class GameState:
    players: list[Player]
    objects: dict[int, GameObject] = field(default_factory=dict)
    #: Order of objects in each zone: "battlefield", "stack" (top last), "exile",
    #: and (player, zone) for libraries (top first), hands and graveyards.
    order: dict[Any, list[int]] = field(default_factory=dict)
    effects: list[ContinuousEffect] = field(default_factory=list)
    turn: TurnState = field(default_factory=TurnState)
    day_night: str = "neither"
    next_id: int = 1
    next_timestamp: int = 1
    version: int = 0
    #: Delayed triggered abilities waiting for their event (603.7).
    delayed: list[Any] = field(default_factory=list)
    #: Delayed triggered abilities with a trigger condition (603.7, `engine.triggers.delayed`).
    delayed_abilities: list[Any] = field(default_factory=list)
    #: 405.1: spells and abilities on the stack, bottom first (spell objects are also in
    #: the "stack" zone).
    stack_items: list[Any] = field(default_factory=list)
    next_stack_id: int = 1
    #: 606.3: loyalty abilities activated this turn, by permanent.
    loyalty_used: set[int] = field(default_factory=set)
    #: "This ability triggers only once each turn" (603.2, the ability's own text): those
    #: that have triggered this turn,
    #: as (source, ability text).
    triggered_once: set[tuple[int, str]] = field(default_factory=set)
    #: 610.3: (source, exiled card[, "hand"]): when the source leaves the battlefield, the
    #: card returns to the battlefield (or, with "hand", to its owner's hand).
    until_leaves: list[tuple[Any, ...]] = field(default_factory=list)
    #: 702.30a (`engine.keywords.echo`): by player, the permanents they have controlled
    #: since the beginning of their last upkeep, and those they had controlled throughout
    #: the time from the upkeep before it to the beginning of that one.
    held_since_upkeep: dict[int, list[int]] = field(default_factory=dict)
    held_through_upkeep: dict[int, list[int]] = field(default_factory=dict)
    #: 602.5b: "activate only once each turn" abilities activated this turn.
    activated_once: set[tuple[int, str]] = field(default_factory=set)
    #: 602.5b: how many times each ability (its source and text) was activated this turn.
    activations: dict[tuple[int, str], int] = field(default_factory=dict)
    #: 608.2c: how many times each ability (its source and text) resolved this turn.
    resolutions: dict[tuple[int, str], int] = field(default_factory=dict)
    #: 506: the current combat, if any.
    combat: CombatState | None = None
    #: Events since the game began, and how many have been checked for triggers (603.2).
    events: list[Any] = field(default_factory=list)
    event_cursor: int = 0
    #: Batches of simultaneous events (`engine.triggers.batches`, 603.2c): the last number given,
    #: the open batch's number, nesting depth and first event index.
    next_batch: int = 0
    batch: int = 0
    batch_depth: int = 0
    batch_start: int = 0
    #: Triggered abilities waiting to be put on the stack (603.3): (source, ability,
    #: controller, event).
    pending_triggers: list[Any] = field(default_factory=list)
    #: Last known characteristics of objects that left the battlefield or stack (608.2h).
    lki: dict[int, Any] = field(default_factory=dict)
    #: 608.2h / 707.10: the stack items of spells as they last existed on the stack (a spell
    #: countered before an effect copies it), by spell object.
    stack_lki: dict[int, Any] = field(default_factory=dict)
    #: 903.8: (caster, commander) -> times cast from the command zone; 903.10a: (player,
    #: commander) -> combat damage dealt to that player by that commander this game.
    commander_casts: dict[tuple[int, str], int] = field(default_factory=dict)
    commander_damage: dict[tuple[int, str], int] = field(default_factory=dict)
    #: 615.7-615.8: prevention shields waiting for damage this turn (`state.shields`).
    shields: list[Any] = field(default_factory=list)
    #: The seeded random generator's state (splitmix64), so games replay exactly.
    rng: int = 0
    #: Answers given since this state (a checkpoint between actions) to the decisions of
    #: the action in progress; replaying them from here reaches the pending decision.
    answers: list[Any] = field(default_factory=list)
    #: 103.6: the opening-hand actions are still to be taken (set by `Game.new`).
    opening_hand_actions: bool = False
    #: 103.5: the mulligan process is still to be taken (games made with mulligans).
    mulligans_pending: bool = False
    #: 901.6: the planar controller, who controls the face-up plane and phenomenon cards
    #: (None: not a Planechase game, or no starting plane yet, 901.5).
    planar_controller: int | None = None
    #: A turn limit for simulations (None: none); reaching it stops the game unfinished
    #: ("truncated", not a draw: `engine.record.outcome`).
    max_turns: int | None = None
    #: How `Game.new` made the game (decks, player names, seed, starting player, mulligans,
    #: turn limit), so that `history` can rebuild it (`engine.record`); None for a game set
    #: up otherwise (a scenario).
    setup: dict[str, Any] | None = None
    #: The actions taken through the step API, in order: (player, index among the legal
    #: actions, text form).
    history: list[tuple[int, int, str]] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def clone(self) -> GameState:
        """An independent copy (plain data, so a pickle round trip is an exact copy and
        about four times faster than `copy.deepcopy`)."""
        return pickle.loads(pickle.dumps(self, pickle.HIGHEST_PROTOCOL))

    # -- bookkeeping ------------------------------------------------------------------------
    def new_timestamp(self) -> int:
        ts = self.next_timestamp
        self.next_timestamp += 1
        return ts

    def touch(self) -> None:
        """Mark the state changed: characteristics must be recomputed (principle 1)."""
        self.version += 1

    def zone_key(self, zone: str, player: int) -> Any:
        return zone if zone in SHARED_ZONES else (player, zone)

    def zone_list(self, zone: str, player: int = 0) -> list[int]:
        return self.order.setdefault(self.zone_key(zone, player), [])

    def battlefield(self) -> list[int]:
        return list(self.order.get("battlefield", []))

    def stack(self) -> list[int]:
        return list(self.order.get("stack", []))

    def player_by_name(self, name: str) -> Player | None:
        for p in self.players:
            if p.name.lower() == name.lower():
                return p
        return None

    # -- objects ----------------------------------------------------------------------------
    def add_object(self, obj_args: dict[str, Any], zone: str, top: bool = False) -> GameObject:
        """Create an object in a zone; it receives a timestamp as it enters (613.7d)."""
        oid = self.next_id
        self.next_id += 1
        obj = GameObject(id=oid, zone=zone, timestamp=self.new_timestamp(), **obj_args)
        self.objects[oid] = obj
        lst = self.zone_list(zone, obj.owner)
        if top and zone == "library":
            lst.insert(0, oid)
        else:
            lst.append(oid)
        self.touch()
        return obj

    def remove_from_zone(self, oid: int) -> None:
        obj = self.objects[oid]
        lst = self.zone_list(obj.zone, obj.owner)
        if oid in lst:
            lst.remove(oid)
        self.touch()

    def move(self, oid: int, zone: str, controller: int | None = None) -> GameObject:
        """400.7: an object that moves to another zone becomes a new object.

        The old object stays in `objects` (last known information, 608.2h) with zone "gone"
        marked by `zone` = its old zone name prefixed, so effects tied to it end.
        """
        old = self.objects[oid]
        self.remove_from_zone(oid)
        old_zone = old.zone
        old.zone = f"left:{old_zone}"
        if old.spell_copy:
            # 707.10a: a copy of a spell that leaves the stack ceases to exist.
            return old
        if old.token is not None and zone != "battlefield":
            # 111.7/704.5d: a token that leaves the battlefield ceases to exist (as an SBA);
            # it is not put anywhere else here.
            return old
        keep = {"owner": old.owner, "card": old.card, "token": old.token, "alias": old.alias,
                "commander": old.commander,  # 903.3: the designation stays with the card
                "lights": old.lights}  # 717.1: printed on the card
        if zone in ("battlefield", "stack"):
            keep["controller"] = old.owner if controller is None else controller
        else:
            keep["controller"] = old.owner
        new = self.add_object(keep, zone)
        return new
