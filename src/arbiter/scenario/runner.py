"""Run a scenario: build the board, carry out the actions through the engine, check `expect`."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from arbiter.cards.database import UnknownCardError
from arbiter.engine import activation, sba, spells, turn
from arbiter.engine.catalog import Catalog
from arbiter.engine.decisions import Decision
from arbiter.engine.entering import enter
from arbiter.engine.errors import ArbiterError
from arbiter.engine.game import Game
from arbiter.engine.stack import resolve_top
from arbiter.scenario.errors import ScenarioError
from arbiter.scenario.schema import ENTRY, FACE_DOWN_KINDS, ZONES, check_document, check_keys
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
            return self._ability_of(self.r.value(self.local.pop(d.key), d), d)
        if d.kind in self.local:
            return self.r.value(self.local.pop(d.kind), d)
        if self.r.queue:
            head = self._ability_of(self.r.value(self.r.queue[0], d), d)
            if not d.options or head in [v for _, v in d.options] or head is None:
                self.r.queue.pop(0)
                return head
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        if d.optional or not d.options:
            return None
        labels = ", ".join(label for label, _ in d.options)
        raise ArbiterError(f"decision needs an answer: {d.prompt} (options: {labels})")


    def _ability_of(self, value: Any, d: Decision) -> Any:
        """A target that is an ability on the stack may be named by its source's alias when
        exactly one ability of that source is a legal choice."""
        from arbiter.engine.stack import find_item

        opts = [v for _, v in d.options]
        if d.kind != "target" or value in opts or not isinstance(value, int):
            return value
        mine = [o for o in opts if isinstance(o, int) and (it := find_item(self.r.game, o))
                and it.source == value]
        return mine[0] if len(mine) == 1 else value


class Runner:
    def __init__(self, path: str | Path, catalog: Catalog | None = None) -> None:
        self.path = Path(path)
        self.file = str(path)
        self.catalog = catalog or Catalog()
        self.where = "setup"
        self.queue: list[Any] = []

    # -- helpers ------------------------------------------------------------------------
    def fail(self, problem: str) -> ScenarioError:
        return ScenarioError(self.file, self.where, problem)

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
        if isinstance(v, str) and d is not None and d.options:
            for label, opt in d.options:
                if str(opt).lower() == v.lower() or label.lower() == v.lower():
                    return opt
            try:
                return self.find(v)
            except ScenarioError:
                return v
        return v

    # -- setup --------------------------------------------------------------------------
    def load(self) -> dict[str, Any]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError as e:
            raise ScenarioError(self.file, "", f"can't read the file: {e.strerror}") from None
        try:
            doc = yaml.safe_load(text)
        except yaml.YAMLError as e:
            mark = getattr(e, "problem_mark", None)
            where = f"line {mark.line + 1}" if mark else ""
            raise ScenarioError(self.file, where, f"not valid YAML: {getattr(e, 'problem', e)}") \
                from None
        check_document(self.file, doc)
        return doc

    def build(self, doc: dict[str, Any]) -> Game:
        names = doc.get("players") or ["Alice", "Bob"]
        if not isinstance(names, list) or len(names) < 2:
            raise self.fail("`players` must list at least two names")
        game = Game(catalog=self.catalog)
        game.use_aliases = True
        game.state.players = [Player(i, str(n)) for i, n in enumerate(names)]
        self.game = game
        t = doc.get("turn") or {}
        game.state.turn = TurnState(number=int(t.get("number", 1)), active=0,
                                    step=str(t.get("phase", "precombat_main")))
        if game.state.turn.step not in turn.STEPS:
            raise self.fail(f"unknown phase {game.state.turn.step!r} "
                            f"(one of: {', '.join(turn.STEPS)})")
        game.state.day_night = str(doc.get("day_night", "neither"))
        if game.state.day_night not in ("day", "night", "neither"):
            raise self.fail("`day_night` must be day, night or neither")
        self.queue = list(doc.get("choices") or [])
        game.decider = self.decider = _Decider(self)
        for zone in ZONES:
            for pname, entries in (doc.get(zone) or {}).items():
                owner = self.player(pname)
                for i, entry in enumerate(entries or [], 1):
                    self.where = f"{zone} of {pname}, entry {i}"
                    self.place(entry, zone, owner)
        for i, entry in enumerate(doc.get("battlefield") or [], 1):
            self.where = f"battlefield entry {i}"
            self.place(entry, "battlefield", None)
        game.state.event_cursor = len(game.state.events)
        game.pending_triggers.clear()
        return game

    def card_name(self, name: Any) -> str:
        try:
            return self.catalog.record(str(name)).name
        except UnknownCardError as e:
            raise self.fail(str(e)) from None

    def place(self, entry: Any, zone: str, owner: int | None) -> int:
        game = self.game
        if isinstance(entry, str):
            entry = {"card": entry}
        if not isinstance(entry, dict):
            raise self.fail(f"an entry must be a card name or a mapping, got {entry!r}")
        check_keys(self.file, self.where, entry, ENTRY)
        controller = self.player(entry["controller"]) if "controller" in entry else (
            owner if owner is not None else 0)
        own = self.player(entry["owner"]) if "owner" in entry else controller
        args: dict[str, Any] = {"owner": own, "controller": controller,
                                "alias": entry.get("as")}
        face = 0
        if "token" in entry:
            args["token"] = self.token(entry["token"])
        elif "card" in entry:
            name = str(entry["card"])
            args["card"] = self.card_name(name)
            rec, face = self.catalog.db.face(name)
        else:
            raise self.fail("an entry needs `card:` or `token:`")
        if entry.get("transformed"):
            face = 1
        args["face"] = face
        if "merged_onto" in entry:
            host = self.find(entry["merged_onto"])
            h = game.obj(host)
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
        fd = entry.get("face_down")
        if fd:
            if fd is True:
                fd = "morph"
            if fd not in FACE_DOWN_KINDS:
                raise self.fail(f"unknown face_down kind {fd!r} "
                                f"(one of: {', '.join(sorted(FACE_DOWN_KINDS))})")
            obj.face_down = str(fd)
        if zone == "battlefield":
            enchanted = game.state.player_by_name(str(entry.get("attached_to")))
            if enchanted is not None:
                obj.attached_player = enchanted.index  # 303.4: an Aura on a player
            elif "attached_to" in entry:
                host = self.find(entry["attached_to"])
                obj.attached_to = host
            choices = {k: self.value(v, Decision("choose_object", "", 0) if k in
                                     ("copy", "creature") else None)
                       for k, v in (entry.get("choices") or {}).items()}
            try:
                enter(game, obj, choices=choices, tapped=bool(entry.get("tapped")), silent=True)
            except ArbiterError as e:
                raise self.fail(str(e)) from None
            obj.controlled_since = 0 if not entry.get("summoning_sick") else \
                game.state.turn.number
            for kind, n in (entry.get("counters") or {}).items():
                game.put_counters(obj.id, str(kind), int(n))
            if "attached_to" in entry:
                self.check_attach(obj.id, obj.attached_to)
            if obj.attached_player is not None:
                from arbiter.engine.player_auras import can_enchant

                if not can_enchant(game, obj.id, obj.attached_player):
                    raise self.fail(f"{game.name_of(obj.id)} can't enchant "
                                    f"{game.player_name(obj.attached_player)} (702.5d)")
        return obj.id

    def check_attach(self, oid: int, host: int | None) -> None:
        """303.4: an Aura can be attached only to what its enchant ability allows."""
        if host is None:
            return
        ch = self.game.chars(oid)
        if "Aura" not in ch.subtypes:
            return
        from arbiter.engine.attachments import aura_may_enchant
        from arbiter.engine.errors import UnsupportedTextError

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

    def token(self, spec: Any) -> TokenDef:
        from arbiter.engine.tokens import PREDEFINED

        if isinstance(spec, str):
            if spec.lower() in PREDEFINED:
                return PREDEFINED[spec.lower()]
            return TokenDef(self.card_name(spec), card=self.card_name(spec))
        if not isinstance(spec, dict) or "name" not in spec:
            raise self.fail("a token needs a name")
        try:
            colors = tuple(Color.parse(c) for c in spec.get("colors", []))
        except ValueError as e:
            raise self.fail(str(e)) from None
        return TokenDef(str(spec["name"]), types=tuple(spec.get("types", ["Creature"])),
                        subtypes=tuple(spec.get("subtypes", [])),
                        supertypes=tuple(spec.get("supertypes", [])), colors=colors,
                        power=spec.get("power"), toughness=spec.get("toughness"),
                        text=str(spec.get("text", "")))

    # -- running ------------------------------------------------------------------------
    def run(self) -> Outcome:
        from arbiter.engine.unsupported import require_supported
        from arbiter.scenario import actions, expect

        doc = self.load()
        try:
            self.build(doc)
            require_supported(self.game)
        except ArbiterError as e:
            raise self.fail(str(e)) from None
        for i, act in enumerate(doc.get("actions") or [], 1):
            kind = next(k for k in act if k in actions.HANDLERS)
            self.where = f"action {i} ({kind})"
            try:
                actions.HANDLERS[kind](self, act)
                require_supported(self.game)
            except ScenarioError:
                raise
            except ArbiterError as e:
                raise self.fail(str(e)) from None
        self.where = "expect"
        out = Outcome(self.file, str(doc["name"]), self.game)
        out.failures = expect.check(self, doc.get("expect") or {})
        return out

    def settle(self, act: dict[str, Any]) -> None:
        """After an action: the stack resolves fully unless `respond: true` (the format)."""
        if act.get("respond"):
            sba.run(self.game)
        else:
            turn.resolve_all(self.game)

    def resolve(self, n: Any) -> None:
        if n == "all":
            turn.resolve_all(self.game)
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
        targets = [self.target(t) for t in act.get("targets") or []]
        spells.cast(game, oid, by, targets, self._choices(act), act.get("alternative"),
                    act.get("as"), pay=bool(act.get("pay")))
        self.settle(act)

    def _choices(self, act: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in (act.get("choices") or {}).items():
            out[k] = self.value(v, Decision("choose_object", "", 0)) if k in (
                "copy", "creature", "discard", "crew") else v
        return out

    def _in_zone(self, name: Any, zone: str, player: int) -> int:
        state = self.game.state
        try:
            oid = self.find(name)
            if state.objects[oid].zone == zone and state.objects[oid].owner == player:
                return oid
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
        if not isinstance(spec, dict) or "card" not in spec:
            raise self.fail("`activate` needs {card: ..., ability: ...}")
        oid = self.find(spec["card"])
        by = self.player(spec["by"]) if "by" in spec else self.game.controller_of(oid)
        choices = dict(spec.get("choices") or act.get("choices") or {})
        self.decider.local = choices
        targets = [self.find(t) for t in spec.get("targets") or []]
        activation.activate(self.game, oid, by, spec.get("ability", 1), targets,
                            self._choices({"choices": choices}), spec.get("as") or act.get("as"))
        self.settle({**act, **spec})


def run_file(path: str | Path, catalog: Catalog | None = None) -> Outcome:
    return Runner(path, catalog).run()
