"""The game: state, the layer system's answers, zone changes and the rules around them.

`Game` owns a `GameState` (plain data) and a card catalog (`rules.catalog`); characteristics are
computed by `rules.layers.compute` and cached per state version (principle 1).
"""

from __future__ import annotations

from typing import Any

from arbiter.engine import api, live_game
from arbiter.engine.control_changes import note_control_changes
from arbiter.engine.decisions import Decider, Decision, FirstOptionDecider
from arbiter.engine.layer_status import StatusLog, kept, touch_status
from arbiter.engine.stack.control_durations import end_lapsed
from arbiter.engine.triggers.batches import stamp
from arbiter.engine.triggers.events import Event
from arbiter.engine.unsupported import require_supported
from arbiter.engine.zones.turn_history import note_move
from arbiter.engine.zones.unattaching import unattached
from arbiter.engine.zones.until_leaves import return_exiled
from arbiter.rules.catalog import CardCatalog, default_catalog
from arbiter.rules.characteristics import Characteristics
from arbiter.rules.layers import LayerResult, compute
from arbiter.rules.layers_checked import check_same, compute_checked
from arbiter.rules.layers_incremental import derive
from arbiter.state.game_state import GameState, Player
from arbiter.state.objects import GameObject


class Game:
    def __init__(
        self,
        players: list[str] | None = None,
        catalog: CardCatalog | None = None,
        state: GameState | None = None,
        decider: Decider | None = None,
    ) -> None:
        self.catalog: CardCatalog = catalog or default_catalog()
        if state is None:
            names = players or ["Alice", "Bob"]
            state = GameState(players=[Player(i, n) for i, n in enumerate(names)])
        self.state = state
        self.decider: Decider = decider or FirstOptionDecider()
        self._cache: tuple[int, LayerResult] | None = None
        #: Changes of counters since the cached answer: (version, object, kind).
        self._counter_changes: list[tuple[int, int, str]] = []
        self._status_changes: list[int] = []  # versions of status changes (layer_status)
        self._decision: Decision | None = None
        #: The pending decision's legal actions, built once (`engine.api._legal`).
        self._legal: Any = None
        #: The step API's running game (`engine.live_game.Session`), or None.
        self._live: Any = None
        #: Whether the step API's checkpoint was read inside an action (`engine.live_game`).
        self._checkpoint_read = False
        #: 614.1a / 616.1: the characteristics as the current simultaneous action began (set
        #: by `triggers.batches.action` at its first zone change): which replacement effects
        #: apply to each object moved by one event is decided before the event, so a static
        #: ability of a permanent leaving at the same time still applies.
        self._zone_snapshot: LayerResult | None = None
        #: The object a zone-change replacement is putting into its owner's library to be
        #: shuffled there ("reveal ~ and shuffle it into its owner's library instead").
        self._shuffle_in: int | None = None
        #: ... or on top of it ("put it on top of its owner's library instead").
        self._library_top: int | None = None
        #: 607.2b: the source whose linked replacement effect exiled the object being moved
        self._exile_linked_to: int | None = None
        #: 732.2: the actions reversed for a player at one state version (`turn.illegal_actions`)
        self._reversed: tuple[int | None, int | None, set[str]] = (None, None, set())

    # -- the public API (engine/api.py) ------------------------------------------------
    @classmethod
    def new(cls, decks: list[list[str]], players: list[str] | None = None, seed: int = 0,
            catalog: CardCatalog | None = None, max_turns: int | None = None,
            check_unread: bool = False, first: int = 0, mulligans: bool = False,
            sideboards: list[list[str]] | None = None, companions: list[str | None] | None = None,
            dungeons: list[list[str]] | None = None, schemes: list[list[str] | None] | None = None,
            attractions: list[list[tuple[str, list[int]]] | None] | None = None,
            conspiracies: list[list[tuple[str, str | None]]] | None = None,
            planar_decks: list[list[str] | None] | None = None,
            commanders: list[list[str]] | None = None) -> Game:
        """103: a new game: libraries shuffled with the seeded generator, seven cards each.
        `check_unread`: refuse decks holding a card with unread text (UnreadDeckError naming
        every such card and text, `engine.deck_check`) instead of stopping mid-game.
        `first`: the starting player (103.1: the players determine who chooses it; a caller
        that wants it at random chooses it so). `mulligans`: the players may take mulligans
        as the game loop starts (103.5, `engine.turn.mulligan`). `sideboards`, `companions`,
        `dungeons`, `schemes`, `attractions`, `conspiracies`: what each player has outside the
        game or in the command zone (103.2a-b, 309.2, 904.3, 717.2, 905.4;
        `engine.setup_outside.set_up`); `planar_decks`: each player's in Planechase (901.3);
        `commanders`: each player's commanders, a Commander game (903, `decks` without them)."""
        from arbiter.state import rng

        names = players or [f"Player {i + 1}" for i in range(len(decks))]
        if not 0 <= first < len(names):
            raise ValueError(f"the starting player must be one of the {len(names)} players, "
                             f"got {first}")
        game = cls(names, catalog=catalog)
        if check_unread:
            from arbiter.engine.deck_check import check_decks

            check_decks(game.catalog, decks)
        state = game.state
        state.rng = seed & ((1 << 64) - 1)
        state.max_turns = max_turns
        state.setup = {"decks": [list(d) for d in decks], "players": list(names),
                       "seed": seed, "first": first, "mulligans": mulligans,
                       "max_turns": max_turns}
        for p, deck in enumerate(decks):
            for name in deck:
                record = game.catalog.record(name)
                state.add_object({"owner": p, "controller": p, "card": record.name}, "library")
            rng.shuffle(state, state.zone_list("library", p))  # 103.3
        outside = {"sideboards": sideboards, "companions": companions, "dungeons": dungeons,
                   "schemes": schemes, "attractions": attractions, "conspiracies": conspiracies,
                   "planar_decks": planar_decks, "commanders": commanders}
        if any(v is not None for v in outside.values()):
            from arbiter.engine.setup_outside import set_up

            first = set_up(game, first, outside)  # 103.2a-b, 309.2, 904, 717.2
        state.opening_hand_actions = True  # 103.6: taken as the game loop starts
        for p in range(len(decks)):
            game.draw(p, 7)  # 103.5 (before the first turn: 702.94a counts no draw here)
        state.mulligans_pending = mulligans  # 103.5, then
        state.turn.active = state.turn.priority = first  # 103.1, 103.8
        state.turn.step, state.turn.stage = "untap", "begin"
        state.events.clear()
        state.event_cursor = 0
        return game

    def legal_actions(self) -> list[Any]:
        return api.legal_actions(self)

    def apply(self, action: Any, player: int | None = None) -> None:
        """Take an action (an `Action` or its text). `player`, if given, must be the one
        whose decision it is. An illegal action raises IllegalActionError and changes
        nothing."""
        api.apply(self, action, player)

    @property
    def current_player(self) -> int | None:
        d = api.pending(self)
        return None if d is None else d.player

    @property
    def pending_decision(self) -> Decision | None:
        return api.pending(self)

    @property
    def is_over(self) -> bool:
        from arbiter.engine.turn import loop

        return loop.is_over(self) or api.turn_limit(self)

    @property
    def winner(self) -> int | None:
        from arbiter.engine.turn import loop

        return loop.outcome(self)["winner"]

    def outcome(self) -> dict[str, Any]:
        """"ongoing", "win" (with the winner), "draw" or "truncated" (the turn limit stopped
        an unfinished game; `engine.record`)."""
        from arbiter.engine.record import outcome

        return outcome(self)

    def record(self) -> dict[str, Any]:
        """The setup and every action taken since (`Game.rebuild(record)` replays it)."""
        from arbiter.engine.record import record

        return record(self)

    @classmethod
    def rebuild(cls, data: dict[str, Any], catalog: CardCatalog | None = None) -> Game:
        from arbiter.engine.record import rebuild

        return rebuild(data, catalog)

    def clone(self, determinize: int | None = None, seed: int = 0) -> Game:
        """An exact, independent copy; with `determinize=player`, a copy in which what that
        player can't see is resampled from `seed` (`engine.observation.determinized`)."""
        if determinize is not None:
            from arbiter.engine.observation import determinized

            return determinized(self, determinize, seed)
        g = Game(catalog=self.catalog, state=live_game.checkpoint(self),
                 decider=live_game.outer_decider(self))
        g._decision = self._decision
        return g

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        """A deep copy is a clone: the state copied, the card catalog (read-only, shared by
        every game) not, which copying would make the slowest part (OpenSpiel clones states
        with copy.deepcopy)."""
        return self.clone()

    def observation(self, player: int) -> dict[str, Any]:
        """What `player` may know, as plain data (`engine.observation`)."""
        from arbiter.engine.observation import observation

        return observation(self, player)

    def to_json(self) -> str:
        """The state at the pending decision (plus the answers given toward it)."""
        from arbiter.state.serialize import to_json

        api.pending(self)
        return to_json(live_game.checkpoint(self))

    @classmethod
    def from_json(cls, text: str, catalog: CardCatalog | None = None) -> Game:
        from arbiter.state.serialize import from_json

        return cls(catalog=catalog, state=from_json(text))

    def forget_characteristics(self) -> None:
        """Drop what is cached about the characteristics: `state` was replaced (a rolled-back
        step, `engine.live_game`), so a cached result could belong to another state."""
        self._cache = None
        self._full_cache = None
        self._zone_snapshot = None
        self._counter_changes, self._status_changes = [], []

    # The game's transient facts live in the state, so cloning and serializing keep them.
    @property
    def events(self) -> list[Event]:
        return self.state.events

    @property
    def pending_triggers(self) -> list[Any]:
        return self.state.pending_triggers

    @pending_triggers.setter
    def pending_triggers(self, value: list[Any]) -> None:
        self.state.pending_triggers = value

    @property
    def lki(self) -> dict[int, Characteristics]:
        return self.state.lki

    # -- characteristics ---------------------------------------------------------------
    #: Check every new answer of the layer system against the full computation (slow;
    #: `rules.layers_checked`): for tests and for hunting a difference in a real game.
    check_layers = False

    def _compute(self, libraries: bool) -> LayerResult:
        if self.check_layers:
            return compute_checked(self.state, self.catalog, libraries=libraries)
        return compute(self.state, self.catalog, libraries=libraries)

    def layers(self) -> LayerResult:
        """Every characteristic now, except of cards in libraries (see `all_layers`).

        Principle 5's gate (`engine.unsupported`): a new answer in which an object has an
        unread ability where it functions stops the game here, before anything reads it; the
        answer isn't kept, so every later question stops the same way."""
        v = self.state.version
        if self._cache is None or self._cache[0] != v:
            # Derived from the cached answer when only counters, or status, changed since.
            res = derive(self._cache, self._counter_changes, v, self.state) or kept(
                self._cache, self._status_changes, v, self.state)  # `engine.layer_status`
            derived = res is not None  # controllers as in the cached answer, already noted
            if res is None:
                res = self._compute(libraries=False)
            elif self.check_layers:
                check_same(res, compute_checked(self.state, self.catalog, libraries=False))
            if end_lapsed(self.state, res):  # 611.2b: "for as long as you control ~" ended
                derived, v, res = False, self.state.version, self._compute(libraries=False)
            if self._cache is None or res is not self._cache[1]:  # a kept one has passed
                require_supported(self, res)
            if not derived:
                note_control_changes(self.state, res)  # 302.6
            self._cache = (v, res)
            self._counter_changes, self._status_changes = [], StatusLog(self.state)
        return self._cache[1]

    def all_layers(self) -> LayerResult:
        """Every characteristic now, cards in libraries included (gated as `layers`)."""
        v = self.state.version
        cached = getattr(self, "_full_cache", None)
        if cached is None or cached[0] != v:
            res = self._compute(libraries=True)
            if end_lapsed(self.state, res):  # 611.2b
                v, res = self.state.version, self._compute(libraries=True)
            require_supported(self, res)
            cached = (v, res)
            self._full_cache = cached
        return cached[1]

    def chars(self, oid: int) -> Characteristics:
        cache = self._cache
        # `layers()`, its cache read here (the engine asks this very often).
        res = cache[1] if cache is not None and cache[0] == self.state.version else self.layers()
        if oid in res.chars:
            return res.chars[oid]
        obj = self.state.objects.get(oid)
        if obj is not None and obj.zone == "library":
            return self.all_layers().chars[oid]
        if oid in self.lki:
            return self.lki[oid]
        raise KeyError(oid)

    def obj(self, oid: int) -> GameObject:
        return self.state.objects[oid]

    #: Name objects by their scenario aliases in messages (the scenario runner sets it).
    use_aliases = False

    def name_of(self, oid: int) -> str:
        o = self.state.objects.get(oid)
        if o is not None and o.alias and self.use_aliases:
            return o.alias
        if o is not None and o.emblem is not None:
            return o.emblem.label  # 114.3: most emblems have no name
        try:
            return self.chars(oid).name or "a face-down permanent"
        except KeyError:
            return f"object {oid}"

    def quick_name(self, oid: int) -> str:
        """A name for the log that needs no layer computation."""
        if oid in self.lki:
            return self.lki[oid].name or "a face-down permanent"
        o = self.state.objects.get(oid)
        if o is None:
            return f"object {oid}"
        if o.face_down:
            return "a face-down card"
        if o.emblem is not None:
            return o.emblem.label
        return o.card or (o.token.name if o.token else f"object {oid}")

    def controller_of(self, oid: int) -> int:
        o = self.obj(oid)
        if o.zone in ("battlefield", "stack"):
            return self.chars(oid).controller
        return o.owner

    def player_name(self, index: int) -> str:
        return self.state.players[index].name

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.state.players if p.index != player and not p.lost]

    def apnap(self) -> list[int]:
        """101.4: the active player first, then the others in turn order."""
        n = len(self.state.players)
        a = self.state.turn.active
        return [(a + i) % n for i in range(n) if not self.state.players[(a + i) % n].lost]

    # -- decisions ---------------------------------------------------------------------
    def decide(self, decision: Decision) -> Any:
        return self.decider.decide(decision)

    def log(self, text: str) -> None:
        self.state.log.append(text)

    def emit(self, event: Event) -> None:

        stamp(self, event)  # 603.2c: which events are simultaneous
        self.events.append(event)

    # -- zones -------------------------------------------------------------------------
    def move(self, oid: int, zone: str, controller: int | None = None,
             attaching: bool = False) -> GameObject | None:
        """400.7: move an object; the result is a new object (None for a token that leaves
        the battlefield, which ceases to exist, 111.7/704.5d). An Aura put onto the
        battlefield other than as a resolving Aura spell, unless the caller attaches it
        (`attaching`), enters attached to what its controller chooses, or stays where it is
        (the same object is returned) with nothing to enchant (303.4f-g)."""
        old = self.obj(oid)
        from_zone = old.zone
        zone = self._replace_zone_change(oid, from_zone, zone, controller)
        aura_host = None
        if zone == "battlefield" and from_zone not in ("stack", "battlefield") \
                and not attaching and old.card is not None:
            from arbiter.engine.zones import aura_entering

            if aura_entering.is_aura(self, oid):
                aura_host = aura_entering.choose(
                    self, oid, old.owner if controller is None else controller)
                if aura_host == aura_entering.NOTHING:
                    self.log(f"{self.quick_name(oid)} has nothing to enchant: it stays in "
                             f"the {from_zone} (303.4g)")
                    return old
        linked_to, self._exile_linked_to = self._exile_linked_to, None
        if old.commander is not None:
            from arbiter.engine.players.commander import instead_of_hand_or_library

            zone = instead_of_hand_or_library(self, oid, zone)  # 903.9b
        if old.card is not None and zone not in ("battlefield", "exile", "command"):
            from arbiter.engine.keyword_actions.attractions import astrotorium_instead

            zone = astrotorium_instead(self, oid, zone)  # 717.6
        from arbiter.engine.counters import counters_stay

        keep_counters = counters_stay(self, oid, from_zone, zone)  # 122.2
        if from_zone in ("battlefield", "stack"):
            self.lki[oid] = self.chars(oid).clone()
        if from_zone == "stack":
            from arbiter.engine.stack.items import spell_leaves_stack

            spell_leaves_stack(self, oid)
        if from_zone == "battlefield":
            from arbiter.engine.zones.tokens import COPIABLE_LKI

            # 608.2h / 707.2: "a copy of this creature" after it left: as it last existed
            old.choices.setdefault(COPIABLE_LKI, self.layers().copiable.get(oid))
        if from_zone == "battlefield":
            from arbiter.engine.stack.lingering import continue_after_leaving

            continue_after_leaving(self, oid)  # 611.3a's exception (Titania's Song)
        attached_here = [o.id for o in self.state.objects.values()
                         if o.attached_to == oid and o.zone == "battlefield"]
        # 603.10a: a card leaving a graveyard is looked at as it was there
        in_graveyard = self.chars(oid).clone() if from_zone == "graveyard" else None
        new = self.state.move(oid, zone, controller)
        if oid in (self._shuffle_in, self._library_top):
            from arbiter.engine.zones.zone_replacement import place_in_library

            place_in_library(self, oid, new, zone)  # shuffled (701.24a) or on top
        if old.merged and from_zone == "battlefield":
            from arbiter.engine.zones.merged_leaving import other_components_follow

            other_components_follow(self, old, zone)  # 729.3: each component goes there
        if old.melded is not None and from_zone == "battlefield":
            from arbiter.engine.keyword_actions.meld import other_card_follows

            other_card_follows(self, old, zone, None if new is old else new)  # 712.21
        if attached_here and from_zone == "battlefield":
            # 603.10a / 700.9: what was attached to it as it left ("a modified creature dies")
            old.choices["attached_as_it_left"] = tuple(attached_here)
        for a in attached_here:
            self.obj(a).attached_to = None
            self.state.touch()
            unattached(self, a, oid)  # 701.3d: the object it was attached to left its zone
        if old.attached_to is not None:
            # 608.2h: "enchanted creature" of an Aura that has left is what it last enchanted
            old.choices["last_attached_to"] = old.attached_to
            if from_zone == "battlefield":
                unattached(self, oid, old.attached_to)  # 701.3d: it left the battlefield
            old.attached_to = None
        result = None if new is old else new
        if aura_host is not None and result is not None:
            from arbiter.engine.zones import aura_entering

            aura_entering.attach(self, result, aura_host)  # 303.4f
        if result is not None and linked_to is not None and result.zone == "exile":
            self.obj(linked_to).linked.append(result.id)  # 607.2b, 614.14
        if result is not None and keep_counters:
            result.counters = dict(old.counters)
            result.counter_ts = dict(old.counter_ts)
        note_move(self, oid, old, from_zone, zone, in_graveyard)  # this turn's history
        self.emit(Event("zone_change", oid, new_id=None if result is None else result.id,
                        from_zone=from_zone, to_zone=zone, extra=in_graveyard))
        if zone == "graveyard":
            self.emit(Event("put_into_graveyard", oid, from_zone=from_zone,
                            new_id=None if result is None else result.id))
        if from_zone == "battlefield" and zone == "graveyard":
            self.state.turn.permanents_to_graveyard += 1  # 702.69a: gravestorm counts it
            if "Creature" in self.lki[oid].types:
                self.state.turn.creatures_died += 1  # 700.4: it died this turn
            # `extra`: what was attached to it ("when enchanted creature dies", 603.10a)
            self.emit(Event("dies", oid, new_id=None if result is None else result.id,
                            extra=tuple(attached_here)))
        if from_zone == "battlefield":
            self.emit(Event("leaves", oid, extra=tuple(attached_here)))
            return_exiled(self, oid)  # 610.3 (`engine.zones.until_leaves`)
        self.log(f"{self.quick_name(oid)} moves from {from_zone} to {zone}")
        return result

    def sacrifice(self, oid: int) -> GameObject | None:
        """701.21a: its controller moves the permanent to its owner's graveyard (a
        replacement may send it elsewhere); "whenever you sacrifice" sees event
        "sacrificed" with the player who sacrificed it."""
        if self.obj(oid).zone != "battlefield":
            return None
        player = self.controller_of(oid)
        new = self.move(oid, "graveyard")
        self.state.turn.sacrificed.append((oid, player, self.lki[oid]))  # "you sacrificed"
        self.emit(Event("sacrificed", oid, player=player))
        return new

    def _replace_zone_change(self, oid: int, from_zone: str, zone: str,
                             controller: int | None = None) -> str:
        """614.1a / 614.6: the zone it goes to after replacement effects
        (`engine.zones.zone_replacement`)."""
        from arbiter.engine.zones.zone_replacement import destination

        return destination(self, oid, from_zone, zone, controller)

    def put_counters(self, oid: int, kind: str, n: int, replace: bool = True,
                     by_cost: bool = False) -> None:
        """122.1 / 613.7c: each counter gets a timestamp; all of its kind share the newest.
        614.1a: effects that change how many are put on a permanent apply unless `replace`
        is False (counters a scenario's setup places); `by_cost`: put as a cost (118.3), which
        "if an effect would put" doesn't change."""
        if replace and n > 0:
            from arbiter.engine.counter_bans import forbidden

            if forbidden(self, oid, kind):
                return  # 101.2: "can't have counters put on it"
            from arbiter.engine.replacement.counter_amounts import modified

            n = modified(self, oid, kind, n, by_cost)
        if n <= 0:
            return
        o = self.obj(oid)
        before = o.counters.get(kind, 0)
        o.counters[kind] = before + n
        o.counter_ts[kind] = self.state.new_timestamp()
        self.state.touch()
        self._counter_changes.append((self.state.version, oid, kind))
        # 122.6: counters "put" on it (as it enters too); 714.2b reads how many it had.
        self.emit(Event("counters_put", oid, amount=n, extra=(kind, before)))

    def remove_counters(self, oid: int, kind: str, n: int) -> int:
        o = self.obj(oid)
        have = o.counters.get(kind, 0)
        take = min(have, n)
        if take:
            o.counters[kind] = have - take
            if o.counters[kind] == 0:
                del o.counters[kind]
                o.counter_ts.pop(kind, None)
            self.state.touch()
            self._counter_changes.append((self.state.version, oid, kind))
            # 702.62a / 702.63a: "when the last time counter is removed" reads how many it had.
            self.emit(Event("counters_removed", oid, amount=take, extra=(kind, have)))
        return take

    def attach(self, oid: int, to: int | None) -> None:
        """613.7e: an Aura or Equipment gets a new timestamp each time it becomes attached."""
        o = self.obj(oid)
        unattached(self, oid, o.attached_to, to)  # 701.3d: attached elsewhere, or to nothing
        o.attached_to = to
        o.attached_player = None  # 303.4d: attached to one object or player
        if to is not None:
            o.timestamp = self.state.new_timestamp()
        self.state.touch()

    def draw(self, player: int, n: int = 1) -> None:
        """121.2: `player` draws `n` cards, one at a time (`engine.zones.drawing`)."""
        from arbiter.engine.zones.drawing import draw_cards

        draw_cards(self, player, n)

    def deal_damage(self, source: int, oid: int, amount: int) -> None:
        """120.3: `source` deals damage to a permanent (see `engine.replacement.damage`)."""
        from arbiter.engine.replacement.damage import deal

        deal(self, source, ("permanent", oid), amount)

    def gain_life(self, player: int, n: int) -> None:
        from arbiter.engine.players.cant_gain_life import cant_gain_life

        if n > 0 and not cant_gain_life(self, player):  # 119.7
            from arbiter.engine.players.life_gain import modified

            kind, n = modified(self, player, n)  # 614.1a, 119.10: "... instead"
            if kind == "lose":  # "that player loses that much life instead"
                self.lose_life(player, n)
                return
            if kind != "gain" or n <= 0:
                return  # "gains no life instead"
            self.state.players[player].life += n
            gained = self.state.turn.life_gained  # 119.9: remembered for the turn
            gained[player] = gained.get(player, 0) + n
            self.emit(Event("gain_life", None, player=player, amount=n))

    def lose_life(self, player: int, n: int) -> None:
        from arbiter.engine.replacement.life_to_zero import replaced

        if n > 0 and not replaced(self, player, n):  # 614.1a: Enduring Angel
            self.state.players[player].life -= n
            lost = self.state.turn.life_lost  # 119.3: remembered for the turn
            lost[player] = lost.get(player, 0) + n
            touch_status(self)  # statics may read life totals and life lost (conditions)
            self.emit(Event("loses_life", None, player=player, amount=n))  # 119.3
