"""The scenario file format (shared/spec/scenario-format.md): allowed keys, checked up front
so that a typo is an error that names the key, never silently ignored."""

from __future__ import annotations

from typing import Any

from arbiter.scenario.errors import ScenarioError

TOP = {"name", "source", "players", "turn", "day_night", "battlefield", "hand", "graveyard",
       "library", "exile", "choices", "actions", "expect", "notes"}
ENTRY = {"card", "token", "controller", "owner", "as", "counters", "tapped", "attached_to",
         "choices", "transformed", "face_down", "merged_onto", "position", "summoning_sick"}
ACTIONS = {"cast", "activate", "resolve", "attach", "counters", "enter", "move",
           "turn_face_up", "transform", "set", "pass"}
ACTION_KEYS = {"as", "by", "from", "targets", "choices", "alternative", "respond", "pay"}
EXPECT = {"name", "types", "supertypes", "subtypes", "colors", "power", "toughness",
          "controller", "zone", "has", "lacks", "counters", "subtypes_include",
          "every_creature_type", "tapped", "face_down", "transformed", "layers", "loyalty",
          "mana_value", "attached_to", "owner"}
PLAYER_EXPECT = {"life", "max_hand_size", "poison", "hand_size", "lost"}
FACE_DOWN_KINDS = {"morph", "disguise", "manifest", "cloak", "plain"}
ZONES = ("hand", "graveyard", "library", "exile")


def check_keys(file: str, where: str, got: dict[str, Any], allowed: set[str]) -> None:
    bad = sorted(set(got) - allowed)
    if bad:
        raise ScenarioError(file, where, f"unknown key {bad[0]!r} (allowed: "
                            f"{', '.join(sorted(allowed))})")


def check_document(file: str, doc: Any) -> None:
    if not isinstance(doc, dict):
        raise ScenarioError(file, "", "a scenario must be a mapping with at least `name:`")
    check_keys(file, "top level", doc, TOP)
    if "name" not in doc:
        raise ScenarioError(file, "top level", "missing required key `name`")
    for i, act in enumerate(doc.get("actions") or [], 1):
        if not isinstance(act, dict):
            raise ScenarioError(file, f"action {i}", f"an action must be a mapping, got {act!r}")
        kinds = [k for k in act if k in ACTIONS]
        if len(kinds) != 1:
            raise ScenarioError(file, f"action {i}",
                                f"an action needs exactly one of: {', '.join(sorted(ACTIONS))}")
        check_keys(file, f"action {i} ({kinds[0]})", act, ACTIONS | ACTION_KEYS)
    expect = doc.get("expect") or {}
    if not isinstance(expect, dict):
        raise ScenarioError(file, "expect", "`expect` must be a mapping of alias to fields")
    for who, fields in expect.items():
        if not isinstance(fields, dict):
            raise ScenarioError(file, f"expect {who}", "expected a mapping of fields")
        allowed = PLAYER_EXPECT if str(who).startswith("player ") else EXPECT
        check_keys(file, f"expect {who}", fields, allowed)
