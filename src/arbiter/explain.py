"""Explanations a judge would draw (principle 7): per object, its zone, what it is now, and
the layers in order with a column per effect source: what each effect did and why the
effects were ordered as they were (613.3 CDAs first, 613.8a dependency in both directions,
613.7 timestamps, 613.8b loops), and every candidate effect that did nothing, with why
(613.8a/b: it waited for an effect that removed its ability; 613.6: its ability was removed
before it applied, or the set it applies to was fixed before the object became one).

The data comes from `rules.layers.compute(..., explain=True)`; this module only arranges it
(`explain_game`) and renders it: a terminal table as wide as the terminal, Markdown, or JSON.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from arbiter.rules.layers import LayerResult, compute
from arbiter.rules.parts import LAYERS
from arbiter.vocab import CARD_TYPES, COLOR_ORDER, SUPERTYPES

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.scenario.runner import Outcome

#: The order objects are listed in: the battlefield (by timestamp), then the other zones.
ZONE_ORDER = ("battlefield", "stack", "command", "hand", "graveyard", "exile", "library")


# -- the data ---------------------------------------------------------------------------------
def explain_game(game: Game, oids: list[int] | None = None) -> list[dict[str, Any]]:
    """Every object's table (or those of `oids`): all objects in play and in the players'
    zones, cards in libraries only when they have an alias."""
    res = compute(game.state, game.catalog, explain=True)
    labels = labels_for(game)
    if oids is None:
        oids = shown_objects(game)
    return [object_table(game, oid, res, labels) for oid in oids if oid in res.chars]


def shown_objects(game: Game) -> list[int]:
    state = game.state
    live = [o for o in state.objects.values() if not o.zone.startswith("left:")
            and (o.zone != "library" or o.alias)]
    rank = {z: i for i, z in enumerate(ZONE_ORDER)}
    live.sort(key=lambda o: (rank.get(o.zone, 99), o.owner if o.zone != "battlefield" else 0,
                             o.timestamp, o.id))
    return [o.id for o in live]


def labels_for(game: Game) -> dict[int, str]:
    """How objects are named in tables: the scenario's alias, else the name; objects in the
    same zone that share a name without an alias are numbered in timestamp order
    ("Opalescence (2)"; the zone tells the others apart)."""
    state = game.state
    base: dict[int, str] = {}
    for oid, o in state.objects.items():
        base[oid] = o.alias or _plain_name(game, oid)
    groups: dict[tuple[str, str], list[int]] = {}
    for oid, o in state.objects.items():
        if not o.alias and not o.zone.startswith("left:") and o.zone != "library":
            groups.setdefault((base[oid], o.zone), []).append(oid)
    labels = dict(base)
    for (name, _), ids in groups.items():
        if len(ids) > 1:
            ids.sort(key=lambda i: (state.objects[i].timestamp, i))
            for n, oid in enumerate(ids, 1):
                labels[oid] = f"{name} ({n})"
    return labels


def _plain_name(game: Game, oid: int) -> str:
    o = game.state.objects[oid]
    if o.face_down and o.zone in ("battlefield", "stack"):
        return "face-down permanent"
    return game.quick_name(oid)


def _effect_label(game: Game, labels: dict[int, str], source: int | None, name: str,
                  key: tuple) -> str:
    if key and key[0] == "counter":
        return name
    if source is not None and source in labels:
        return labels[source]
    return name


def object_table(game: Game, oid: int, res: LayerResult,
                 labels: dict[int, str]) -> dict[str, Any]:
    """One object: what it is now and its layer table (rows in layer order)."""
    rows: dict[str, dict[str, str]] = {}
    reasons: dict[str, list[str]] = {}
    columns: list[str] = []

    def note(layer: str, label: str, did: str, why: str) -> None:
        if label not in columns:
            columns.append(label)
        cell = rows.setdefault(layer, {})
        if label in cell and did not in cell[label].split("; "):
            cell[label] += "; " + did
        elif label not in cell:
            cell[label] = did
        line = f"{label}: {why}"
        if line not in reasons.setdefault(layer, []):
            reasons[layer].append(line)

    for a in res.for_object(oid):
        note(a.layer, _effect_label(game, labels, a.source, a.effect_name, a.effect_key),
             a.did, a.reason)
    for c in res.considered_for(oid):
        note(c.layer, _effect_label(game, labels, c.source, c.effect_name, c.effect_key),
             f"nothing: {c.outcome}", c.reason)
    obj = game.state.objects[oid]
    ch = res.chars[oid]
    zone = obj.zone
    who = ch.controller if zone in ("battlefield", "stack") else obj.owner
    result = {
        "name": ch.name, "types": [t for t in CARD_TYPES if t in ch.types],
        "subtypes": sorted(ch.subtypes),
        "supertypes": [t for t in SUPERTYPES if t in ch.supertypes],
        "colors": [c.value for c in COLOR_ORDER if c in ch.colors],
        "power": ch.power, "toughness": ch.toughness,
        "controller": game.player_name(ch.controller),
        "abilities": [a.text for a in ch.abilities],
    }
    status = [s for s, on in (("tapped", obj.tapped), ("face down", bool(obj.face_down)),
                              ("transformed", obj.face == 1)) if on and zone == "battlefield"]
    status += [f"{n} {kind} counter{'s' if n != 1 else ''}"
               for kind, n in sorted(obj.counters.items()) if n > 0]
    return {
        "object": labels.get(oid, game.quick_name(oid)),
        "zone": zone,
        "player": game.player_name(who),
        "status": status,
        "result": result,
        "summary": summary(result),
        "columns": columns,
        "layers": [{"layer": layer, "cells": rows[layer], "order": reasons[layer]}
                   for layer in LAYERS if layer in rows],
    }


def summary(r: dict[str, Any]) -> str:
    """One line a judge would say: name, type line, P/T, colors, abilities."""
    type_line = " ".join(r["supertypes"] + r["types"])
    if r["subtypes"]:
        type_line += " — " + " ".join(r["subtypes"])
    pt = f" {r['power']}/{r['toughness']}" if r["power"] is not None else ""
    colors = ", ".join(r["colors"]) or "colorless"
    abilities = "; ".join(a.rstrip(".") for a in r["abilities"]) or "no abilities"
    return f"{r['name'] or '(no name)'}: {type_line or '(no types)'}{pt}, {colors}, {abilities}"


def heading(t: dict[str, Any]) -> str:
    """`urborg (battlefield, Alice)`, with tapped/face-down/counters when they apply."""
    where = ", ".join([t["zone"], t["player"], *t["status"]])
    return f"{t['object']} ({where})"


def title(t: dict[str, Any]) -> str:
    """The heading and what the object is now, naming it once when the label is its name."""
    text = t["summary"]
    name = t["result"]["name"] or "(no name)"
    if t["object"] == name:
        text = text[len(name) + 2:]
    return f"{heading(t)}: {text}"


# -- rendering --------------------------------------------------------------------------------
def outcome_data(out: Outcome) -> dict[str, Any]:
    return {"file": out.file, "name": out.name, "passed": out.passed,
            "failures": out.failures, "objects": explain_game(out.game)}


def render_outcome(out: Outcome, fmt: str = "table", quiet: bool = False) -> None:
    if fmt == "json":
        print(json.dumps(outcome_data(out), indent=2, ensure_ascii=False))
        return
    print(f"{'PASS' if out.passed else 'FAIL'} {out.file}: {out.name}")
    for f in out.failures:
        print(f"  - {f}")
    if not quiet:
        render_tables(explain_game(out.game), fmt)


def render_tables(tables: list[dict[str, Any]], fmt: str = "table") -> None:
    if fmt == "json":
        print(json.dumps(tables, indent=2, ensure_ascii=False))
    elif fmt == "markdown":
        print("\n\n".join(markdown(t) for t in tables))
    else:
        for t in tables:
            rich_table(t)


def _md(text: str) -> str:
    """A cell's text, safe inside a Markdown table row."""
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", "<br>")


def markdown(t: dict[str, Any]) -> str:
    lines = [f"### {_md(heading(t))}", "", f"Now: {_md(t['summary'])}", ""]
    if not t["layers"]:
        lines.append("No continuous effect applies to it.")
        return "\n".join(lines)
    cols = t["columns"]
    lines.append("| Layer | " + " | ".join(_md(c) for c in cols) + " | Why |")
    lines.append("| :-: | " + " | ".join(":-:" for _ in cols) + " | --- |")
    for row in t["layers"]:
        cells = [_md(row["cells"].get(c, "")) for c in cols]
        lines.append(f"| {row['layer']} | " + " | ".join(cells) + " | "
                     + "<br>".join(_md(r) for r in row["order"]) + " |")
    return "\n".join(lines)


def rich_table(t: dict[str, Any], console: Any = None) -> None:
    """A terminal table as wide as the terminal (rich folds long cells)."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = console or Console(highlight=False)
    console.print(Text(title(t), style="bold"))
    if not t["layers"]:
        console.print("  No continuous effect applies to it.")
        return
    table = Table(show_lines=True, expand=False)
    table.add_column("Layer", no_wrap=True)
    for c in t["columns"]:
        table.add_column(c, overflow="fold")
    table.add_column("Why", overflow="fold", ratio=2)
    for row in t["layers"]:
        table.add_row(row["layer"], *[row["cells"].get(c, "") for c in t["columns"]],
                      "\n\n".join(row["order"]))
    console.print(table)
