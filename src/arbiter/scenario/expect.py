"""Checking `expect:` — only the listed fields are compared (scenario-format.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.keywords.phasing import PHASED_OUT
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.scenario.runner import Runner


def effect_label(game: Game, source: int | None, name: str, key: tuple) -> str:
    """An effect is named by its source's alias if it has one, else by its name."""
    if key and key[0] == "counter":
        return name
    if source is not None and source in game.state.objects:
        alias = game.state.objects[source].alias
        if alias:
            return alias
    return name


def layers_of(r: Runner, oid: int) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    seen: set[tuple[str, tuple]] = set()
    for a in r.game.layers().for_object(oid):
        if (a.layer, a.effect_key) in seen:
            continue
        seen.add((a.layer, a.effect_key))
        label = effect_label(r.game, a.source, a.effect_name, a.effect_key)
        out.setdefault(a.layer, []).append(label)
    return out


def _set(v: Any) -> set[str]:
    return {str(x) for x in (v or [])}


def _ability_names(ch: Any) -> set[str]:
    names: set[str] = set()
    for a in ch.abilities:
        names.add(a.text.lower())
        kw = getattr(a.ability, "keyword", None)
        if kw:
            names.add(kw.lower())
    return names


def check(r: Runner, expect: dict[str, Any]) -> list[str]:
    fails: list[str] = []
    game = r.game
    for who, fields in expect.items():
        r.loc = ("expect", who)
        if str(who).startswith("player "):
            p = game.state.players[r.player(str(who)[7:])]
            for k, v in fields.items():
                got: Any = {"life": p.life, "poison": p.poison, "lost": p.lost,
                            "hand_size": len(game.state.zone_list("hand", p.index)),
                            "max_hand_size": _max_hand(r, p.index),
                            "commander_damage": None}[k]
                if k == "commander_damage":
                    got = _commander_damage(r, p.index, v)
                if got != v:
                    fails.append(f"{who}: {k} is {got!r}, expected {v!r}")
            continue
        if who == "game":
            fails.extend(check_game(r, fields))
            continue
        if "count" in fields:
            fails.extend(check_count(r, str(who), fields))
            continue
        fails.extend(check_object(r, str(who), fields))
    return fails


def check_object(r: Runner, who: str, fields: dict[str, Any], oid: int | None = None
                 ) -> list[str]:
    """The fields of one object (the one an alias names, else the newest of that name);
    `exists: false`: there is none (any more)."""
    from arbiter.scenario.errors import ScenarioError

    fails: list[str] = []
    game = r.game
    if oid is None:
        try:
            oid = r.find(who)
        except ScenarioError:
            if fields.get("exists", True):
                raise
            return []
    obj = game.obj(oid)
    zone = obj.zone.replace("left:", "")
    if zone == PHASED_OUT:
        zone = "battlefield"  # 702.26d: phasing out changes no zone (`phased_out: true`)
    gone = ceased_to_exist(obj)
    if not fields.get("exists", True):
        if not gone:
            fails.append(f"{who}: exists (in the {zone}), expected no such object")
        return fails
    try:
        ch = game.chars(oid)
    except KeyError:
        gone = True
    if gone:
        # 111.7 / 111.8: a token that left the battlefield has ceased to exist (707.10a: a
        # copy of a spell that left the stack, too).
        why = "left the game with its owner, 800.4a" if zone == "game" else \
            f"left the {zone} and ceased to exist, 111.7"
        return [f"{who}: no longer exists (it {why}); can't check {k}"
                for k in fields if k != "exists"]
    for k, v in fields.items():
        if k == "exists":
            continue
        ok, got = _field(r, oid, obj, ch, zone, k, v)
        if not ok:
            fails.append(f"{who}: {k} is {got}, expected {v!r}")
    return fails


def ceased_to_exist(obj: Any) -> bool:
    """111.7 / 707.10a: a token or a copy of a spell that left its zone is gone, and so is an
    object that left the game with its owner (800.4a); a card that left a zone is a new object
    elsewhere (400.7) and its old object is last known information."""
    return obj.zone == "left:game" or obj.zone.startswith("left:") and (
        obj.token is not None or bool(obj.spell_copy))


def check_count(r: Runner, who: str, fields: dict[str, Any]) -> list[str]:
    """`count: N`: how many objects have that alias or name in `zone` (the battlefield unless
    given); the other fields are checked on each of them."""
    game = r.game
    zone = str(fields.get("zone", "battlefield"))
    low = who.lower()
    found = []
    for oid in sorted(game.state.objects):
        o = game.state.objects[oid]
        if o.zone != zone:
            continue
        ch = game.chars(oid)
        names = {(o.card or "").lower(), (ch.name or "").lower(), (o.alias or "").lower()}
        if o.token is not None:
            names.add(o.token.name.lower())
        if low in names or any(n.split(" // ")[0] == low for n in names if n):
            found.append(oid)
    fails = []
    if len(found) != fields["count"]:
        fails.append(f"{who}: count in the {zone} is {len(found)}, expected {fields['count']}")
    rest = {k: v for k, v in fields.items() if k not in ("count", "zone")}
    for oid in found if rest else []:
        fails.extend(check_object(r, f"{who} #{oid}", rest, oid))
    return fails


def check_game(r: Runner, fields: dict[str, Any]) -> list[str]:
    """The game's own designations: day/night (730.1), the step, the turn, the stack."""
    state = r.game.state
    got = {"day_night": state.day_night, "step": state.turn.step,
           "turn": state.turn.number, "stack": len(state.stack_items)}
    return [f"game: {k} is {got[k]!r}, expected {v!r}" for k, v in fields.items()
            if got[k] != v]


def _commander_damage(r: Runner, player: int, want: Any) -> dict[str, int]:
    """903.10a: the combat damage each commander named in `want` dealt to the player."""
    got: dict[str, int] = {}
    for name in want or {}:
        got[name] = sum(n for (p, k), n in r.game.state.commander_damage.items()
                        if p == player and k.split(":", 1)[1].lower() == str(name).lower())
    return got


def _max_hand(r: Runner, player: int) -> Any:
    from arbiter.engine.rules_effects import max_hand_size

    return max_hand_size(r.game, player)


def _field(r: Runner, oid: int, obj: Any, ch: Any, zone: str, k: str, v: Any) -> tuple[bool, Any]:
    game = r.game
    if k == "name":
        got = ch.name or ""
        return got == (v or ""), repr(got)
    if k == "types":
        return set(ch.types) == _set(v), sorted(ch.types)
    if k == "supertypes":
        return set(ch.supertypes) == _set(v), sorted(ch.supertypes)
    if k == "subtypes":
        return set(ch.subtypes) == _set(v), sorted(ch.subtypes)
    if k == "subtypes_include":
        return all(ch.has_subtype(s) for s in _set(v)), sorted(ch.subtypes)
    if k == "colors":
        want = {Color.parse(c) for c in (v or [])}
        return set(ch.colors) == want, sorted(c.value for c in ch.colors)
    if k in ("power", "toughness", "loyalty", "mana_value"):
        got = getattr(ch, k) if k != "loyalty" else obj.counters.get("loyalty", 0)
        return got == v, got
    if k == "controller":
        got = game.player_name(ch.controller)
        return got == str(v), got
    if k == "owner":
        got = game.player_name(obj.owner)
        return got == str(v), got
    if k == "zone":
        return zone == str(v), zone
    if k == "has":
        names = _ability_names(ch)
        missing = [x for x in v if str(x).lower() not in names]
        return not missing, f"missing {missing} (has {sorted(names)})"
    if k == "lacks":
        names = _ability_names(ch)
        present = [x for x in v if str(x).lower() in names or ch.has_subtype(str(x))]
        return not present, f"has {present}"
    if k == "counters":
        want = {str(a): int(b) for a, b in (v or {}).items()}
        return dict(obj.counters) == want, dict(obj.counters)
    if k == "every_creature_type":
        return ch.every_creature_type == bool(v), ch.every_creature_type
    if k == "tapped":
        return obj.tapped == bool(v), obj.tapped
    if k == "phased_out":  # 702.26b: the status "phased out"
        return (obj.zone == PHASED_OUT) == bool(v), obj.zone == PHASED_OUT
    if k == "face_down":
        return (obj.face_down is not None) == bool(v), obj.face_down
    if k == "transformed":
        return (obj.face == 1) == bool(v), obj.face == 1
    if k == "attached_to" and r.game.state.player_by_name(str(v)) is not None:
        player = r.game.state.player_by_name(str(v)).index  # type: ignore[union-attr]
        return obj.attached_player == player, obj.attached_player
    if k == "attached_to":
        host = obj.attached_to
        want = r.find(v) if v else None
        return host == want, host
    if k == "layers":
        got = layers_of(r, oid)
        bad = {str(layer): got.get(str(layer), []) for layer, names in v.items()
               if got.get(str(layer), []) != [str(n) for n in names]}
        return not bad, f"{bad} (all: {got})"
    return False, f"unknown field {k}"
