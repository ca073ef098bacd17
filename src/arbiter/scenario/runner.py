"""Run a scenario: build the board, carry out the actions through the engine, check `expect`.

The file is read by `scenario.loader` and checked by `scenario.schema` before anything runs;
what only the cards can tell (a mode the spell has, an attachment the rules allow, a card
that can be transformed) is checked here as the board is built. Every problem is one
`ScenarioError` naming the file, the place (`battlefield[2]`, `actions[3].cast`; list
positions counted from 1) with its line, and what is wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbiter.cards.database import UnknownCardError
from arbiter.compiler.catalog import Catalog
from arbiter.engine import sba
from arbiter.engine.casting import activation, spells
from arbiter.engine.decisions import Decision
from arbiter.engine.game import Game
from arbiter.engine.replacement.entering import enter
from arbiter.engine.stack.items import resolve_top
from arbiter.engine.turn import steps
from arbiter.errors import ArbiterError
from arbiter.scenario.checked import checked
from arbiter.scenario.errors import ScenarioError
from arbiter.scenario.loaded import Loaded
from arbiter.scenario.places import ZONES, where
from arbiter.scenario.queued_answers import fits_queued
from arbiter.state.game_state import Player, TurnState
from arbiter.state.objects import Component, TokenDef
from arbiter.vocab import Color


@dataclass
class Outcome:
    file: str
    name: str
    game: Game
    failures: list[str] = field(default_factory=list)
    aliases: dict[str, int] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return not self.failures


class _Decider:
    def __init__(self, runner: Runner) -> None:
        self.r = runner
        self.local: dict[str, Any] = {}

    def decide(self, d: Decision) -> Any:
        if d.key and d.key in self.local:
            raw = self.local.pop(d.key)
            return self._legal(raw, self._ability_of(self.r.value(raw, d), d), d)
        if d.kind in self.local:
            raw = self.local.pop(d.kind)
            return self._legal(raw, self.r.value(raw, d), d)
        if self.r.queue:
            head = self._ability_of(self.r.value(self.r.queue[0], d), d)
            values = [v for _, v in d.options]
            if not d.options or fits_queued(head, values) or head is None or (
                    isinstance(head, list) and head and all(fits_queued(h, values) for h in head)):
                # a list answers a question of "any number of" objects at once
                self.r.queue.pop(0)
                return head
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        if d.optional or not d.options:
            return None
        labels = ", ".join(label for label, _ in d.options)
        raise ArbiterError(f"decision needs an answer: {d.prompt} (options: {labels})")


    @staticmethod
    def _legal(raw: Any, answer: Any, d: Decision) -> Any:
        """An answer an action's `choices` give must be one of the decision's options (a
        list answers one pick each); `scry: sideways` is an error, not a silent bottom."""
        if not d.options or (answer is None and d.optional):
            return answer
        values = [v for _, v in d.options]

        def legal(x: Any) -> bool:  # True is not the object #1
            return any(x == v and isinstance(x, bool) == isinstance(v, bool) for v in values)

        if all(legal(x) for x in (answer if isinstance(answer, list) else [answer])):
            return answer
        labels = ", ".join(label for label, _ in d.options[:12])
        more = ", ..." if len(d.options) > 12 else ""
        raise ArbiterError(f"{raw!r} isn't an answer to '{d.prompt}' (options: {labels}{more})")

    def _ability_of(self, value: Any, d: Decision) -> Any:
        """A target that is an ability on the stack may be named by its source's alias when
        exactly one ability of that source is a legal choice."""
        from arbiter.engine.stack.items import find_item

        opts = [v for _, v in d.options]
        if d.kind != "target" or value in opts or not isinstance(value, int):
            return value
        mine = [o for o in opts if isinstance(o, int) and (it := find_item(self.r.game, o))
                and it.source == value]
        return mine[0] if len(mine) == 1 else value


class Runner:
    def __init__(self, path: str | Path, catalog: Catalog | None = None, *,
                 text: str | None = None, document: Any = None) -> None:
        """A scenario file at `path`; or, named `path` in messages, scenario `text` (read
        with the same safe loader) or an already parsed `document` (`arbiter ask`)."""
        self.path = Path(path)
        self.file = str(path)
        self.text = text
        self.document = document
        self.catalog = catalog or Catalog()
        #: Where in the file the runner is (`("actions", 2, "cast")`, 0-based positions).
        self.loc: tuple[str | int, ...] = ()
        self.loaded: Loaded | None = None
        self.queue: list[Any] = []
        #: The game as an action with `refused:` was attempted (scenario.refusal).
        self.marked: Any = None

    # -- helpers ------------------------------------------------------------------------
    @property
    def where(self) -> str:
        if not self.loc:
            return "setup"
        return where(self.loc, self.loaded.line_of(self.loc) if self.loaded else None)

    def fail(self, problem: str) -> ScenarioError:
        return ScenarioError(self.file, self.where, problem)

    def mark(self) -> None:
        """The game as the action is attempted, for `refused:` (scenario.refusal)."""
        self.marked = self.game.state.clone()

    @contextmanager
    def focus(self, *keys: str) -> Iterator[None]:
        """Narrow the place named by errors to `keys` inside the current value, as far as
        they were written in the file (a bare card name has no `card:` key)."""
        saved = self.loc
        raw: Any = self.loaded.doc if self.loaded else None
        for part in saved:
            raw = raw[part] if isinstance(raw, dict | list) else None
        for key in keys:
            if not (isinstance(raw, dict) and key in raw):
                break
            self.loc, raw = (*self.loc, key), raw[key]
        try:
            yield
        finally:
            self.loc = saved

    def player(self, name: Any) -> int:
        p = self.game.state.player_by_name(str(name))
        if p is None:
            names = ", ".join(q.name for q in self.game.state.players)
            raise self.fail(f"unknown player {name!r} (players: {names})")
        return p.index

    def find(self, ref: Any, zone: str | None = None) -> int:
        """An alias, or a card name (the newest such object, in `zone` if given)."""
        state = self.game.state
        key = str(ref)
        for oid in sorted(state.objects, reverse=True):
            o = state.objects[oid]
            if o.alias == key and not o.zone.startswith("left:"):
                return oid
        for it in state.stack_items:
            if it.alias == key:
                return it.id
        for oid in sorted(state.objects, reverse=True):
            o = state.objects[oid]
            if o.alias == key:
                return oid
        low = key.lower()
        for oid in sorted(state.objects, reverse=True):
            o = state.objects[oid]
            if o.zone.startswith("left:") or (zone and o.zone != zone):
                continue
            ch = self.game.layers().chars.get(oid)
            names = {(o.card or "").lower(), ((ch.name if ch else "") or "").lower()}
            if o.token is not None:
                names.add(o.token.name.lower())
            if low in names or any(n.split(" // ")[0] == low for n in names if n):
                return oid
        raise self.fail(f"unknown alias or card {ref!r}")

    def target(self, ref: Any) -> Any:
        """A target named in a scenario: a player by name, or an object or stack alias."""
        p = self.game.state.player_by_name(str(ref))
        if p is not None:
            return ("player", p.index)
        return self.find(ref)

    def value(self, v: Any, d: Decision | None = None) -> Any:
        if isinstance(v, list):
            return [self.value(x, d) for x in v]
        if d is not None and d.kind in ("target", "choose_object", "creature") and v is not None:
            if isinstance(v, str):
                player = self.game.state.player_by_name(v)
                if player is not None:
                    options = [o for _, o in d.options]
                    if ("player", player.index) in options:
                        return ("player", player.index)
                    if player.index in options:
                        return player.index
                return self.find(v)
        if isinstance(v, str) and d is not None and d.kind == "replacement":
            # 616.1: a replacement effect named by its source's alias or name
            sources = [opt for _, opt in d.options
                       if getattr(opt[0], "source", None) == self._find_quietly(v)]
            if len(sources) == 1:
                return sources[0]
        if isinstance(v, str) and d is not None and d.options:
            for label, opt in d.options:
                if str(opt).lower() == v.lower() or label.lower() == v.lower():
                    return opt
            try:
                return self.find(v)
            except ScenarioError:
                return v
        return v

    def _find_quietly(self, name: str) -> int | None:
        try:
            return self.find(name)
        except ScenarioError:
            return None

    # -- setup --------------------------------------------------------------------------
    def load(self) -> dict[str, Any]:
        """The file, read safely and checked against the format (scenario.schema; a
        document checked before is found in the cache, scenario.checked)."""
        if self.document is not None:
            self.loaded = Loaded(self.document, None)
        else:  # the YAML library only for a file or a text
            from arbiter.scenario.loader import load, load_text

            self.loaded = load_text(self.text, self.file) if self.text is not None else \
                load(self.path, self.file)
        return checked(self.file, self.loaded.doc, self.loaded.line_of)

    def build(self, doc: dict[str, Any]) -> Game:
        names = doc.get("players") or ["Alice", "Bob"]
        game = Game(catalog=self.catalog)
        game.use_aliases = True
        game.state.players = [Player(i, str(n)) for i, n in enumerate(names)]
        self.game = game
        t = doc.get("turn") or {}
        game.state.turn = TurnState(number=int(t.get("number", 1)), active=0,
                                    step=str(t.get("step") or t.get("phase", "precombat_main")))
        game.state.day_night = str(doc.get("day_night", "neither"))
        self.queue = list(doc.get("choices") or [])
        game.decider = self.decider = _Decider(self)
        for zone in ZONES:
            for pname, entries in (doc.get(zone) or {}).items():
                self.loc = (zone, pname)
                owner = self.player(pname)
                for i, entry in enumerate(entries or []):
                    self.loc = (zone, pname, i)
                    self.place(entry, zone, owner)
        for i, entry in enumerate(doc.get("battlefield") or []):
            self.loc = ("battlefield", i)
            self.place(entry, "battlefield", None)
        self.loc = ()
        from arbiter.scenario.outside import set_outside

        set_outside(self, game, doc)  # 103.2a-b: sideboards and companions
        self.check_commanders(game)
        game.state.event_cursor = len(game.state.events)
        game.pending_triggers.clear()
        return game

    def check_commanders(self, game: Game) -> None:
        """903.3, 702.124: each player's commanders are cards that may be designated so. A
        scenario with a commander is a Commander game: every player's life and starting life
        total is 40 (903.7, 103.4c; a `set` action changes the life total)."""
        from arbiter.engine.players.commander_designation import designation_problem
        from arbiter.engine.players.commander_game import STARTING_LIFE

        commander_game = False
        for p in game.state.players:
            names = sorted({o.card for o in game.state.objects.values()
                            if o.commander is not None and o.owner == p.index and o.card})
            problem = designation_problem(self.catalog, names)
            if problem:
                raise self.fail(f"{p.name}'s commanders: {problem}")
            commander_game = commander_game or bool(names)
        for p in game.state.players if commander_game else ():
            p.life = p.starting_life = STARTING_LIFE

    def card_name(self, name: Any) -> str:
        try:
            return self.catalog.record(str(name)).name
        except UnknownCardError as e:
            raise self.fail(str(e)) from None

    def place(self, entry: dict[str, Any], zone: str, owner: int | None) -> int:
        """Put a (validated, scenario.schema) setup entry into its zone."""
        game = self.game
        with self.focus("controller"):
            controller = self.player(entry["controller"]) if "controller" in entry else (
                owner if owner is not None else 0)
        with self.focus("owner"):
            own = self.player(entry["owner"]) if "owner" in entry else controller
        args: dict[str, Any] = {"owner": own, "controller": controller,
                                "alias": entry.get("as")}
        face = 0
        if "token" in entry:
            with self.focus("token"):
                args["token"] = self.token(entry["token"])
        else:
            name = entry["card"]
            with self.focus("card"):
                args["card"] = self.card_name(name)
            rec, face = self.catalog.db.face(name)
        if entry.get("transformed"):
            with self.focus("transformed"):
                self.check_double_faced(args.get("card") or
                                        getattr(args.get("token"), "card", None))
            face = 1
        args["face"] = face
        if "merged_onto" in entry:
            with self.focus("merged_onto"):
                host = self.find(entry["merged_onto"])
            h = game.obj(host)
            if h.zone != "battlefield":
                with self.focus("merged_onto"):
                    raise self.fail(f"{entry['merged_onto']} is not on the battlefield: a "
                                    "card merges only with a permanent (729.2)")
            comp = Component(args.get("card"), args.get("token"), face)
            if not h.merged:
                h.merged = [Component(h.card, h.token, h.face)]
            if str(entry.get("position", "top")) in ("top", "over"):
                h.merged.insert(0, comp)
            else:
                h.merged.append(comp)
            h.merge_ts = game.state.new_timestamp()
            game.state.touch()
            return host
        obj = game.state.add_object(args, zone)
        if entry.get("commander"):
            obj.commander = f"{own}:{args.get('card') or args['token'].name}"  # 903.3
            obj.choices["903.9a"] = True  # already there as the scenario begins
        fd = entry.get("face_down")
        if fd:
            obj.face_down = "morph" if fd is True else str(fd)
        if zone == "battlefield":
            enchanted = game.state.player_by_name(str(entry.get("attached_to")))
            if enchanted is not None:
                obj.attached_player = enchanted.index  # 303.4: an Aura on a player
            elif "attached_to" in entry:
                with self.focus("attached_to"):
                    host = self.find(entry["attached_to"])
                    if host == obj.id:
                        raise self.fail(f"{entry['attached_to']} can't be attached to itself "
                                        "(301.5c, 303.4d)")
                obj.attached_to = host
            with self.focus("choices"):
                choices = {k: self.value(v, Decision("choose_object", "", 0) if k in
                                         ("copy", "creature") else None)
                           for k, v in (entry.get("choices") or {}).items()}
            with self.focus("choices", "mode"):
                self.check_mode(obj.id, choices)
            try:
                enter(game, obj, choices=choices, tapped=bool(entry.get("tapped")), silent=True)
            except ArbiterError as e:
                raise self.fail(str(e)) from None
            if entry.get("tapped") is False:
                obj.tapped = False  # "tapped: false" sets the state (a land entering tapped)
            obj.controlled_since = 0 if not entry.get("summoning_sick") else \
                game.state.turn.number
            for kind, n in (entry.get("counters") or {}).items():
                game.put_counters(obj.id, str(kind), int(n), replace=False)
            if "attached_to" in entry:
                with self.focus("attached_to"):
                    self.check_attach(obj.id, obj.attached_to)
            if obj.attached_player is not None:
                from arbiter.engine.keywords.enchant_player import can_enchant

                if not can_enchant(game, obj.id, obj.attached_player):
                    self.loc = (*self.loc, "attached_to")
                    raise self.fail(f"{game.name_of(obj.id)} can't enchant "
                                    f"{game.player_name(obj.attached_player)} (702.5d)")
        game.layers()  # principle 5: unread text that works where it was put stops here
        return obj.id

    def check_attach(self, oid: int, host: int | None) -> None:
        """What a permanent may be attached to, judged on current characteristics (613):
        303.4 / 702.5: an Aura, what its enchant ability allows; 301.5c: an Equipment, a
        creature; 301.6: a Fortification, a land; 303.4d / 301.5c: never itself; any other
        permanent, nothing (704.5p). Protection and hexproof aside: attaching isn't targeting,
        and state-based actions deal with protection (704.5m-n)."""
        if host is None:
            return
        game = self.game
        name, host_name = game.name_of(oid), game.name_of(host)
        if host == oid:
            raise self.fail(f"{name} can't be attached to itself (301.5c, 303.4d)")
        ch = game.chars(oid)
        on_battlefield = game.obj(host).zone == "battlefield"
        if "Aura" in ch.subtypes:
            self._check_aura(oid, host)
            return
        if "Equipment" in ch.subtypes:
            if not on_battlefield or "Creature" not in game.chars(host).types:
                raise self.fail(f"{name} is an Equipment: it can be attached only to a "
                                f"creature, and {host_name} isn't one (301.5c)")
            return
        if "Fortification" in ch.subtypes:
            if not on_battlefield or "Land" not in game.chars(host).types:
                raise self.fail(f"{name} is a Fortification: it can be attached only to a "
                                f"land, and {host_name} isn't one (301.6)")
            return
        raise self.fail(f"{name} isn't an Aura, an Equipment or a Fortification: it can't be "
                        f"attached to {host_name} (301.5, 303.4, 704.5p)")

    def _check_aura(self, oid: int, host: int) -> None:
        """303.4: an Aura can be attached only to what its enchant ability allows."""
        from arbiter.engine.zones.attachments import aura_may_enchant
        from arbiter.errors import UnsupportedTextError

        ch = self.game.chars(oid)
        # A board may show an Aura on a permanent that has protection from it (or hexproof:
        # attaching isn't targeting, 303.4): state-based actions then deal with it (704.5m).
        try:
            allowed = aura_may_enchant(self.game, oid, host, protection=False)
        except UnsupportedTextError:
            return  # its enchant ability isn't read: the game stops when it matters
        if not allowed and self.game.obj(host).zone == "battlefield":
            kw = ch.keyword_abilities("enchant")
            what = kw[0].text if kw else "its enchant ability"
            raise self.fail(f"{self.game.name_of(oid)} can't be attached to "
                            f"{self.game.name_of(host)} ({what})")

    def check_double_faced(self, name: str | None) -> None:
        """712.2: only a double-faced card (or a token copying one) has a back face to be on
        the battlefield with (`transformed: true`)."""
        from arbiter.engine.keyword_actions.transform import TRANSFORMING_LAYOUTS

        rec = self.catalog.record(name) if name else None
        if rec is None or rec.layout not in TRANSFORMING_LAYOUTS or len(rec.faces) < 2 or \
                {"Instant", "Sorcery"} & set(rec.faces[1].types):
            raise self.fail(f"{name or 'this token'} is not a double-faced card with a "
                            "permanent back face: it can't be transformed (712.2, 712.10)")

    def check_mode(self, oid: int, choices: dict[str, Any]) -> None:
        """700.2: `mode:` answers a modal spell or a modal triggered ability of the object (the
        engine checks its numbers, 603.3c) or an "as this enters, choose" ability of the
        permanent (614.12); anything else has no mode."""
        raw = choices.get("mode", choices.get("modes"))
        if raw is None:
            return
        from arbiter.rules.abilities import SpellAbility, TriggeredAbility

        picks = raw if isinstance(raw, list) else [raw]
        name = self.game.name_of(oid)
        abilities = [a.ability for a in self.game.chars(oid).abilities]
        if any(isinstance(a, SpellAbility) and a.modes or
               isinstance(a, TriggeredAbility) and a.mode_options for a in abilities):
            return
        becomes = [a for a in abilities if getattr(a, "kind", None) == "as_enters_becomes"]
        if not becomes:
            raise self.fail(f"{name} has no modes to choose from (choices: mode)")
        count = len(becomes[0].spec)
        if len(picks) != 1 or not 1 <= int(picks[0]) <= count:
            raise self.fail(f"{name}: choose one of its {count} options as it enters "
                            f"(choices: {{mode: 1}} ... {{mode: {count}}}), got {raw!r}")

    def token(self, spec: str | dict[str, Any]) -> TokenDef:
        from arbiter.engine.zones.tokens import PREDEFINED

        if isinstance(spec, str):
            if spec.lower() in PREDEFINED:
                return PREDEFINED[spec.lower()]
            return TokenDef(self.card_name(spec), card=self.card_name(spec))
        return TokenDef(spec["name"], types=tuple(spec.get("types", ["Creature"])),
                        subtypes=tuple(spec.get("subtypes", [])),
                        supertypes=tuple(spec.get("supertypes", [])),
                        colors=tuple(Color.parse(c) for c in spec.get("colors", [])),
                        power=spec.get("power"), toughness=spec.get("toughness"),
                        text=spec.get("text", ""))

    # -- running ------------------------------------------------------------------------
    def run(self) -> Outcome:
        from arbiter.engine.unsupported import require_supported
        from arbiter.scenario import actions, expect
        from arbiter.scenario.refusal import carry_out

        doc = self.load()
        refusals: list[str] = []
        try:
            self.build(doc)
            require_supported(self.game)
        except ArbiterError as e:
            raise self.fail(str(e)) from None
        for i, act in enumerate(doc.get("actions") or []):
            kind = next(k for k in act if k in actions.HANDLERS)
            self.loc = ("actions", i, kind)
            try:
                carry_out(self, act, actions.HANDLERS[kind], refusals)
                require_supported(self.game)
            except ScenarioError:
                raise
            except ArbiterError as e:
                raise self.fail(str(e)) from None
        self.loc = ("expect",)
        out = Outcome(self.file, str(doc["name"]), self.game)
        out.failures = refusals + expect.check(self, doc.get("expect") or {})
        return out

    def settle(self, act: dict[str, Any]) -> None:
        """After an action: the stack resolves fully unless `respond: true` (the format)."""
        if act.get("respond"):
            sba.run(self.game)
        else:
            steps.resolve_all(self.game)

    def resolve(self, n: Any) -> None:
        if n == "all":
            steps.resolve_all(self.game)
            return
        for _ in range(int(n)):
            if not self.game.state.stack_items:
                raise self.fail("the stack is empty: nothing to resolve")
            resolve_top(self.game)
            sba.run(self.game)

    def cast(self, act: dict[str, Any]) -> None:
        game = self.game
        by = self.player(act["by"]) if "by" in act else game.state.turn.active
        zone = str(act.get("from", spells.ALTERNATIVES.get(act.get("alternative") or "", "hand")))
        name = act["cast"]
        oid = self._in_zone(name, zone, by)
        self.decider.local = dict(act.get("choices") or {})
        targets = [None if t is None else self.target(t) for t in act.get("targets") or []]
        choices = self._choices(act)
        if isinstance(choices.get("divide"), dict):  # 601.2d: by target, in target order
            named = [str(t) for t in act.get("targets") or []]
            extra = [k for k in choices["divide"] if k not in named]
            if extra:
                raise self.fail(f"`divide` names {extra[0]!r}, not among the targets {named}")
            choices["divide"] = [int(choices["divide"][t]) for t in named
                                 if t in choices["divide"]]
        verb, self.loc = self.loc, self.loc[:2]  # `choices:` is beside `cast:`, not in it
        try:
            with self.focus("choices", "mode"):
                self.check_mode(oid, choices)
        finally:
            self.loc = verb
        spells.cast(game, oid, by, targets, choices, act.get("alternative"),
                    act.get("as"), pay=bool(act.get("pay")))
        self.settle(act)

    def _choices(self, act: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in (act.get("choices") or {}).items():
            out[k] = self.value(v, Decision("choose_object", "", 0)) if k in (
                "copy", "creature", "discard", "crew", "tap", "saddle", "emerge",
                "mana_abilities") else v
        return out

    def _in_zone(self, name: Any, zone: str, player: int) -> int:
        state = self.game.state
        try:
            oid = self.find(name)
            if state.objects[oid].zone == zone and (state.objects[oid].owner == player
                                                    or zone == "exile"):
                return oid  # 406.1: exile is shared; an effect may let anyone cast from it
        except ScenarioError:
            pass
        want = self.card_name(name).lower()
        for oid in state.zone_list(zone, player):
            o = state.objects[oid]
            if (o.card or "").lower() == want or o.alias == str(name):
                return oid
        raise self.fail(f"{name} is not in {self.game.player_name(player)}'s {zone} "
                        "(declare it in the setup)")

    def activate(self, act: dict[str, Any]) -> None:
        spec = act["activate"]
        with self.focus("card"):
            oid = self.find(spec["card"])
        by = self.player(spec["by"]) if "by" in spec else self.game.controller_of(oid)
        choices = dict(spec.get("choices") or act.get("choices") or {})
        self.decider.local = choices
        with self.focus("targets"):
            targets = [None if t is None else self.target(t) for t in spec.get("targets") or []]
        activation.activate(self.game, oid, by, spec.get("ability", 1), targets,
                            self._choices({"choices": choices}), spec.get("as") or act.get("as"))
        self.settle({**act, **spec})


def run_file(path: str | Path, catalog: Catalog | None = None) -> Outcome:
    return Runner(path, catalog).run()
