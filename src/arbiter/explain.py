"""Explanations a judge would draw (principle 7): per object, the layers in order, a column
per effect source, what each effect did, and why the effects were ordered as they were."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from arbiter.rules.parts import LAYERS

if TYPE_CHECKING:
    from arbiter.scenario.runner import Outcome


def object_table(out: Outcome, oid: int) -> dict[str, Any]:
    from arbiter.scenario.expect import effect_label

    game = out.game
    rows: dict[str, dict[str, str]] = {}
    reasons: dict[str, list[str]] = {}
    columns: list[str] = []
    for a in game.layers().for_object(oid):
        label = effect_label(game, a.source, a.effect_name, a.effect_key)
        if label not in columns:
            columns.append(label)
        cell = rows.setdefault(a.layer, {})
        cell[label] = (cell[label] + "; " if label in cell else "") + a.did
        reasons.setdefault(a.layer, [])
        why = f"{label}: {a.reason}"
        if why not in reasons[a.layer]:
            reasons[a.layer].append(why)
    ch = game.chars(oid)
    from arbiter.vocab import CARD_TYPES, COLOR_ORDER, SUPERTYPES

    return {
        "object": game.name_of(oid),
        "result": {
            "name": ch.name, "types": [t for t in CARD_TYPES if t in ch.types],
            "subtypes": sorted(ch.subtypes),
            "supertypes": [t for t in SUPERTYPES if t in ch.supertypes],
            "colors": [c.value for c in COLOR_ORDER if c in ch.colors],
            "power": ch.power, "toughness": ch.toughness,
            "controller": game.player_name(ch.controller),
            "abilities": [a.text for a in ch.abilities],
        },
        "columns": columns,
        "layers": [{"layer": layer, "cells": rows[layer], "order": reasons[layer]}
                   for layer in LAYERS if layer in rows],
    }


def render_outcome(out: Outcome, fmt: str = "table", quiet: bool = False) -> None:
    status = "PASS" if out.passed else "FAIL"
    objs = [o.id for o in out.game.state.objects.values() if o.alias]
    tables = [object_table(out, oid) for oid in objs if oid in out.game.layers().chars]
    if fmt == "json":
        print(json.dumps({"file": out.file, "name": out.name, "passed": out.passed,
                          "failures": out.failures, "objects": tables}, indent=2))
        return
    print(f"{status} {out.file}: {out.name}")
    for f in out.failures:
        print(f"  - {f}")
    if quiet:
        return
    for t in tables:
        if fmt == "markdown":
            print(_markdown(t))
        else:
            _rich(t)


def _markdown(t: dict[str, Any]) -> str:
    cols = t["columns"]
    lines = [f"### {t['object']}", "", "| Layer | " + " | ".join(cols) + " | Order |",
             "| :-: | " + " | ".join(":-:" for _ in cols) + " | --- |"]
    for row in t["layers"]:
        cells = [row["cells"].get(c, "") for c in cols]
        lines.append(f"| {row['layer']} | " + " | ".join(cells) + " | "
                     + "<br>".join(row["order"]) + " |")
    r = t["result"]
    lines.append("")
    lines.append(f"Result: {_line(r)}")
    return "\n".join(lines)


def _line(r: dict[str, Any]) -> str:
    """One line a judge would say: name, type line, P/T, colors, abilities."""
    type_line = " ".join(r["supertypes"] + r["types"])
    if r["subtypes"]:
        type_line += " — " + " ".join(r["subtypes"])
    pt = f" {r['power']}/{r['toughness']}" if r["power"] is not None else ""
    colors = ", ".join(r["colors"]) or "colorless"
    abilities = "; ".join(r["abilities"]) or "no abilities"
    return f"{r['name'] or '(no name)'}: {type_line}{pt}, {colors}, {abilities}"


def _rich(t: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{t['object']} = {_line(t['result'])}", title_justify="left")
    table.add_column("Layer")
    for c in t["columns"]:
        table.add_column(c)
    table.add_column("Why this order")
    for row in t["layers"]:
        table.add_row(row["layer"], *[row["cells"].get(c, "") for c in t["columns"]],
                      "\n".join(row["order"]))
    Console(width=160).print(table)
