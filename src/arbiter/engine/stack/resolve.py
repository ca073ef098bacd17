"""608.2c: following a resolving spell's or ability's instructions, in order.

A `Resolution` is one spell or ability resolving. It answers what the instructions refer to
(608.2b: a target that is still legal, the source, "it", the triggering event's object or
player, 603.2; 400.7j: the new object something this effect moved became; 608.2h: last known
information), the numbers they count as they are followed (107.3a X as announced, "that
much", "that many"), the players they name, and what earlier instructions did ("if you do",
"that many", the tokens just created, the damage dealt this way).

`run` follows the instructions in order. Each is carried out by its handler, found by the
instruction's type in the one table `engine.stack.handlers.HANDLERS`; what one instruction
does happens at once (one batch of simultaneous events, 603.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from arbiter.engine.stack.handlers import HANDLERS
from arbiter.engine.stack.items import STACK_ID_BASE, find_item
from arbiter.errors import UnsupportedTextError
from arbiter.rules import instructions as I
from arbiter.rules.selectors import Selector
from arbiter.rules.values import ChosenX, EventAmount, Scaled, ThatMany
from arbiter.rules.view import EffectContext, LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


class Resolution:
    """One spell or ability resolving (608.2): its stack object, the choices made for it, and
    what its instructions have done so far."""

    def __init__(self, game: Game, item: StackItem) -> None:
        self.game = game
        self.item = item
        self.it: int | None = None
        self.chosen: dict[str, Any] = dict(item.choices)
        #: Whether the last optional action was actually done ("if you do", 603.12).
        self.did = False
        #: How many cards/objects the last counted action acted on ("that many").
        self.count = 0
        #: The tokens the last token-creating instruction made ("They gain haste", 608.2c).
        self.created: list[int] = []
        #: The cards the last "put all <cards> onto the battlefield" put there ("They gain
        #: decayed", 608.2c).
        self.put: list[int] = []
        #: What this spell's or ability's damage was dealt to ("dealt damage this way").
        self.dealt: list[Any] = []
        #: How much damage it has dealt so far ("the damage dealt this way", 120.1).
        self.damage_total = 0
        #: The permanents its "destroy" instructions destroyed (701.8: "destroyed this way").
        self.destroyed: list[int] = []
        #: Damage dealt at the same time as the next instruction's, by source (120.4).
        self.dealing: dict[int, int] = {}
        #: 400.7j: the objects this effect moved, old -> new (None: not findable).
        self.moved: dict[int, int | None] = {}
        #: 608.2h: cards this effect moved out of a graveyard or exile, as they last were.
        self.lki: dict[int, Any] = {}
        #: Where this resolution's events begin in the game's list ("discarded this way").
        self.first_event = len(game.events)

    # -- following instructions (608.2c) ---------------------------------------------------
    def do(self, step: Any) -> None:
        """One instruction: what it does happens at once (one batch of simultaneous events,
        603.2c; `engine.triggers.batches`)."""
        from arbiter.engine.stack.choices import with_chosen
        from arbiter.engine.triggers.batches import action
        from arbiter.engine.zones.moved_objects import record, snapshot

        step = with_chosen(step, self.chosen)  # 608.2d: "of the chosen type / color"
        snapshot(self, step)  # 608.2h
        start = len(self.game.events)
        with action(self.game):
            handler = HANDLERS.get(type(step))
            if handler is None:
                self.unsupported(f"{type(step).__name__} instruction")
            handler(self, step)
            self.game.state.touch()
        record(self, start)  # 400.7j: what this effect moved, and where
        from arbiter.engine.triggers.state_triggers import check

        check(self.game, self.item)  # 603.8: a state true now triggers

    def follow(self, steps: tuple[Any, ...]) -> None:
        """Instructions in order (608.2c), as for "then ..." or "if you do, ...\""""
        for step in steps:
            self.do(step)

    def unsupported(self, text: str) -> NoReturn:
        """Principle 5: text the engine can't carry out stops the game, naming it."""
        raise UnsupportedTextError(self.item.source_name, text)

    # -- what instructions refer to (608.2b, 115.1, 603.2, 400.7j) --------------------------
    def ref(self, r: I.Ref | Selector | None) -> list[Any]:
        """The objects (ids) and players (("player", index)) a reference names now."""
        if r is None:
            return []
        if isinstance(r, Selector):
            return self.matching(r)
        if r.kind == "created":
            return [o for o in self.created if self.game.obj(o).zone == "battlefield"]
        if r.kind == "put_onto_battlefield":
            return [o for o in self.put if self.game.obj(o).zone == "battlefield"]
        if r.kind in ("counters_put_on", "control_gained", "effect_affected"):
            # 608.2c: "those creatures" the counters went on, whose control changed, or
            # that an effect's locked set affects (611.2c)
            return [o for o in self.chosen.get(r.kind) or [] if
                    self.game.obj(o).zone == "battlefield"]
        if r.kind.startswith("new_"):
            from arbiter.engine.zones.moved_objects import new_objects

            return new_objects(self, r)  # 400.7j
        if r.kind in ("slots", "player_target", "controller_of", "player_or_controller"):
            return self._target_slots(r)
        if r.kind == "target":
            if r.index < len(self.item.targets) and self.item.targets[r.index] is not None:
                return [self.item.targets[r.index]]
            return []
        if r.kind == "this":
            return [self.item.source]
        if r.kind == "grantor":  # 201.5a: the object that granted the ability (bound)
            if r.index < 0:
                self.unsupported("a granted ability naming an object that granted nothing")
            return [r.index]
        if r.kind == "it":
            return [] if self.it is None else [self.it]
        if r.kind == "attached":
            src = self.game.obj(self.item.source)
            a = src.attached_to
            if a is None and src.zone.startswith("left:"):
                # 608.2h: its source has left: what it was attached to then (last known
                # information), if that object is still where it was.
                a = src.choices.get("last_attached_to")
                if a is not None and self.game.obj(a).zone != "battlefield":
                    a = None
            return [] if a is None else [a]
        if r.kind == "clash_opponent":  # 701.30b: "that player", the opponent clashed with
            p = self.chosen.get(r.kind)
            return [] if p is None else [("player", p)]
        if r.kind == "event":
            ev = self.item.choices.get("event_obj")
            return [] if ev is None else [ev]
        if r.kind in ("event_stack_object", "event_extra_object"):
            # 702.21a: "that spell or ability"; 701.3d: "that permanent" it was attached to
            so = self.item.choices.get("event_extra")
            return [so] if isinstance(so, int) else []
        if r.kind == "event_player":  # 702.21a: "that player"
            p = self.item.choices.get("event_player")
            return [] if p is None else [("player", p)]
        if r.kind in ("event_controller", "event_source_controller", "enchanted_player",
                      "player_targets", "attached_controller", "other_opponents"):
            from arbiter.engine.stack.event_refs import player_refs

            return player_refs(self, r)  # 603.10a, 303.4b, 115.1
        if r.kind == "source_owner":  # 108.3: "its owner" (the source's)
            return [("player", self.game.obj(self.item.source).owner)]
        if r.kind == "owner_of":  # 108.3: a target's owner, as it was or is now (400.7)
            t = self.item.targets[r.index] if r.index < len(self.item.targets) else None
            return [("player", self.game.obj(t).owner)] if isinstance(t, int) else []
        if r.kind == "all_targets":
            return [t for t in self.item.targets if t is not None]
        if r.kind == "defending_player":  # 508.5 / 506.2
            from arbiter.engine.combat.defending import defending_player

            return [("player", defending_player(self.game, self.item))]
        if r.kind == "attacked_recipient":  # 506.2: "the player or planeswalker it's attacking"
            from arbiter.engine.combat.defending import attacked_recipient

            return attacked_recipient(self.game, self.item)
        if r.kind == "linked_exiled":  # 607.2a: what the source's linked ability exiled
            src = self.game.obj(self.item.source)
            return [c for c in src.linked if self.game.obj(c).zone == "exile"]
        if r.kind == "dealt_this_way":  # 120.1: "is dealt damage this way" (608.2c)
            return list(self.dealt)
        if r.kind.startswith("pronoun") or r.kind in ("ambiguous", "group", "delayed"):
            # 608.2c: a pronoun the compiler didn't bind names nothing it can find: acting on
            # no object would be a silent wrong answer (principle 5)
            self.unsupported(f"a reference ('{r.kind}') the compiler didn't bind")
        return []

    def _target_slots(self, ref: I.Ref) -> list[Any]:
        """Target slots (115.1), a target player, and the controller of a target."""
        targets = self.item.targets
        if ref.kind == "slots":
            end = len(targets) if ref.span < 0 else ref.index + ref.span
            return [t for t in targets[ref.index:end] if t is not None]
        t = targets[ref.index] if ref.index < len(targets) else None
        if t is None:
            return []
        if ref.kind == "player_target":
            if isinstance(t, tuple):
                return [t]
            return [("player", t)] if isinstance(t, int) and 0 <= t < len(
                self.game.state.players) else []
        # "controller_of": the object's controller now, or as it last existed (608.2h).
        g = self.game
        if isinstance(t, tuple):
            # "that player or that planeswalker's controller": a target player is that player
            return [t] if ref.kind == "player_or_controller" else []
        if t >= STACK_ID_BASE:  # an ability on the stack, or as it last existed (608.2h)
            item = find_item(g, t) or g.state.stack_lki.get(t)
            return [("player", item.controller)] if item is not None else []
        if g.obj(t).zone == "battlefield":
            return [("player", g.controller_of(t))]
        if g.obj(t).zone == "stack":
            return [("player", g.obj(t).controller)]  # 110.2: a spell's controller
        if t in g.lki:
            return [("player", g.lki[t].controller)]
        return [("player", g.obj(t).owner)]

    def matching(self, selector: Selector) -> list[int]:
        """Every object a selector describes now ("each creature and each planeswalker", "all
        creature cards in your graveyard"), in a stable order (608.2c)."""
        view, ctx = self.view_context()
        zones = selector.zones()
        return [o for o, obj in self.game.state.objects.items()
                if obj.zone in zones and o in view.chars and selector.matches(view, o, ctx)]

    def players(self, who: Any) -> list[int]:
        """The players an instruction names: "you", "each_opponent", ... or a player Ref
        (a target player, "its controller"), or the players themselves (a tuple of indices:
        those of a group who didn't pay, `engine.stack.each_unless_pays`)."""
        if isinstance(who, tuple) and all(isinstance(p, int) for p in who):
            return list(who)
        if isinstance(who, str):
            if who == "you":
                return [self.item.controller]
            if who in ("each_opponent", "target_opponent", "opponent"):
                return self.game.opponents(self.item.controller)
            if who == "each_other_player":
                return [p for p in self.game.apnap() if p != self.item.controller]
            return self.game.apnap()
        return [x[1] for x in self.ref(who) if isinstance(x, tuple) and x[0] == "player"]

    # -- numbers, and the view conditions and selectors are judged in ------------------------
    def number(self, n: Any) -> int:
        """A number as the instruction is carried out: a constant, "that much" (the
        triggering event's amount, 603.2), or a Value counted now."""
        if isinstance(n, int):
            return n
        if isinstance(n, EventAmount):
            return int(self.item.choices.get("event_amount") or 0)
        if hasattr(n, "at_resolution"):
            return int(n.at_resolution(self))  # e.g. last known information (608.2h)
        if isinstance(n, ThatMany):
            return self.count
        if isinstance(n, Scaled) and (isinstance(n.inner, EventAmount | ThatMany | ChosenX)
                                      or hasattr(n.inner, "at_resolution")):
            return self.number(n.inner) * n.factor  # "twice that many", "twice X"
        if isinstance(n, ChosenX):
            return int(self.chosen.get("x") or 0)  # 107.3a: X as announced
        view, ctx = self.view_context()
        if getattr(n, "of_event_object", False):
            # 603.2: a number about the object the triggering event names ("that spell")
            return int(n.value(view, self.item.choices.get("event_obj"), ctx))
        return int(n.value(view, self.item.source, ctx))

    def view_context(self) -> tuple[LayerView, EffectContext]:
        """The characteristics now and the context of this spell or ability (its source and
        controller), in which conditions hold and selectors match."""
        view = LayerView(self.game.state, self.game.layers().chars)
        ctx = context_for(view, self.item.source, self.item.controller)
        return view, ctx


def run(game: Game, item: StackItem, instructions: tuple[Any, ...]) -> None:
    """608.2c: follow a resolving spell's or ability's instructions in order."""
    from arbiter.engine.stack.target_players import bind_target_players

    r = Resolution(game, item)
    r.follow(bind_target_players(instructions, r))  # 608.2b: "target player controls"
