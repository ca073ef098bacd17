"""`arbiter ask` (a question in one line), `arbiter solve -` (a scenario on standard input)
and the output fixes: tables as wide as the terminal, valid Markdown, one JSON document for
several files with the files that errored."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from arbiter.cli import main
from arbiter.desk.ask import DeskError, document, read_question, run, to_yaml
from arbiter.desk.syntax import parse_object
from arbiter.explain import explain_game
from arbiter.scenario.runner import Runner

SEEDS = Path(__file__).parent.parent / "scenarios" / "seeds"


def test_ask_blood_moon_urborg_says_mountain_and_613_8a(capsys, monkeypatch) -> None:
    """The issue's acceptance: Urborg is a Mountain, and the answer says why (613.8a)."""
    monkeypatch.setenv("COLUMNS", "400")
    assert main(["ask", "Blood Moon", "Urborg, Tomb of Yawgmoth"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"Urborg, Tomb of Yawgmoth \(battlefield, Alice\): Legendary Land — "
                     r"Mountain", out)
    assert "waits for Blood Moon (613.8a: applying Blood Moon removes the ability that " \
           "creates Urborg, Tomb of Yawgmoth's effect)" in out
    assert "no longer exists" in out


def test_ask_humility_opalescence_then_turn_to_frog(catalog) -> None:
    """Turn to Frog (newest) makes Humility a 1/1 blue Frog with no abilities; Opalescence
    still makes the other enchantments creatures."""
    q = read_question(["Humility", "Opalescence"], ["cast Turn to Frog on Humility"])
    out, doc = run(q, catalog)
    t = {x["object"]: x for x in explain_game(out.game)}
    h = t["Humility"]["result"]
    assert (h["power"], h["toughness"], h["colors"], h["abilities"]) == (1, 1, ["blue"], [])
    assert "Frog" in h["subtypes"] and "Creature" in h["types"]
    assert t["Turn to Frog"]["zone"] == "graveyard"
    assert doc["hand"] == {"Alice": ["Turn to Frog"]}


def test_ask_yaml_is_a_scenario_solve_accepts(catalog, tmp_path, capsys) -> None:
    args = ["ask", "Helica Glider [as glider, flying counter, counter=flying]",
            "Mystic Subdual [on glider]", "Grizzly Bears [Bob, 2 +1/+1, tapped]",
            "Plains [in graveyard]", "--then", "put 1 first strike counter on glider",
            "--night", "--yaml"]
    assert main(args) == 0
    text = capsys.readouterr().out
    path = tmp_path / "q.yaml"
    path.write_text(text, encoding="utf-8")
    out = Runner(path, catalog).run()
    t = {x["object"]: x for x in explain_game(out.game)}
    glider = t["glider"]
    # A15b: first strike (the newer counter), no flying (Subdual is newer), 0/1 (-2/-0).
    assert "First strike" in glider["result"]["abilities"]
    assert "Flying" not in glider["result"]["abilities"]
    assert t["Grizzly Bears"]["player"] == "Bob"
    assert "2 +1/+1 counters" in t["Grizzly Bears"]["status"]
    assert t["Plains"]["zone"] == "graveyard"
    assert out.game.state.day_night == "night"


@pytest.mark.parametrize(("text", "fields"), [
    ("Grizzly Bears", {"card": "Grizzly Bears"}),
    ("Grizzly Bears [Bob]", {"controller": "Bob"}),
    ("Grizzly Bears [@bob, as bears]", {"controller": "bob", "alias": "bears"}),
    ("Mystic Subdual [on bears]", {"attached_to": "bears"}),
    ("Grizzly Bears [2 +1/+1, flying counter]", {"counters": {"+1/+1": 2, "flying": 1}}),
    ("Grizzly Bears [+1/+1 x3]", {"counters": {"+1/+1": 3}}),
    ("Pyrotechnic Performer [disguise]", {"face_down": "disguise"}),
    ("Grizzly Bears [face down]", {"face_down": "morph"}),
    ("Conspiracy [creature_type=Saproling]", {"choices": {"creature_type": "Saproling"}}),
    ("Mirror Image [copy bears]", {"choices": {"copy": "bears"}}),
    ("Savannah Lions [in graveyard]", {"zone": "graveyard"}),
    ("Tovolar's Huntmaster [transformed, tapped]", {"transformed": True, "tapped": True}),
])
def test_object_syntax(text, fields) -> None:
    o = parse_object(text).model_dump()
    for k, v in fields.items():
        assert o[k] == v


@pytest.mark.parametrize(("action", "expected"), [
    ("cast Turn to Frog on Humility", {"cast": "Turn to Frog", "targets": ["Humility"]}),
    ("cast Act on Impulse", {"cast": "Act on Impulse"}),
    ("cast Lightning Bolt targeting Bob", {"cast": "Lightning Bolt", "targets": ["Bob"]}),
    ("cast Fireball on bears x=3 by Bob",
     {"cast": "Fireball", "targets": ["bears"], "by": "Bob", "choices": {"x": 3}}),
    ("activate Oko, Thief of Crowns +1 targeting ring",
     {"activate": {"card": "Oko, Thief of Crowns", "ability": "+1", "targets": ["ring"]}}),
    ("activate Gingerbrute", {"activate": {"card": "Gingerbrute"}}),
    ("put 2 +1/+1 counters on bears", {"counters": {"on": "bears", "add": {"+1/+1": 2}}}),
    ("remove 1 -1/-1 counter from bears",
     {"counters": {"on": "bears", "remove": {"-1/-1": 1}}}),
    ("move bears to graveyard", {"move": {"card": "bears", "to": "graveyard"}}),
    ("attach Beamtown Beatstick to bears",
     {"attach": {"card": "Beamtown Beatstick", "to": "bears"}}),
    ("enter Savannah Lions under Bob's control",
     {"enter": {"card": "Savannah Lions", "controller": "Bob"}}),
    ("pass the turn", {"pass": "end_of_turn"}),
    ("pass to upkeep", {"pass": {"to": "upkeep"}}),
    ("turn performer face up", {"turn_face_up": "performer"}),
])
def test_action_syntax(catalog, action, expected) -> None:
    q = read_question(["Grizzly Bears [as bears]"], [action])
    assert document(q, catalog)["actions"] == [expected]


def test_ask_errors_are_one_line_naming_what_was_typed(capsys) -> None:
    assert main(["ask", "Grizzly Bears", "Mystic Subdual [on nothing]"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "object 2 'Mystic Subdual [on nothing]'" in err and "'nothing'" in err
    assert main(["ask", "Grizly Bears"]) == 1
    assert "did you mean: Grizzly Bears" in capsys.readouterr().err
    assert main(["ask", "Grizzly Bears [sideways]"]) == 1
    assert "can't read the option 'sideways'" in capsys.readouterr().err
    assert main(["ask", "Grizzly Bears", "--then", "dance with bears"]) == 1
    assert "unknown action 'dance'" in capsys.readouterr().err
    with pytest.raises(DeskError, match="at most 40"):
        read_question(["Forest"] * 41)


def test_solve_reads_a_scenario_from_standard_input() -> None:
    text = "name: from stdin\nbattlefield: [Blood Moon, 'Urborg, Tomb of Yawgmoth']\n"
    done = subprocess.run([sys.executable, "-m", "arbiter.cli", "solve", "-", "--format",
                           "json"], input=text, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["file"] == "<stdin>" and data["passed"]
    urborg = next(o for o in data["objects"] if o["object"] == "Urborg, Tomb of Yawgmoth")
    assert urborg["result"]["subtypes"] == ["Mountain"]
    bad = subprocess.run([sys.executable, "-m", "arbiter.cli", "solve", "-"],
                         input="name: x\nbattlefield: [Grizly Bears]\n", capture_output=True,
                         text=True, timeout=120)
    assert bad.returncode == 1 and bad.stderr.startswith("ERROR <stdin>: battlefield[1]")


def test_table_fits_an_80_column_terminal(capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["solve", str(next(SEEDS.glob("A37-*.yaml")))]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines[1:]) <= 80  # the PASS line names the file


def test_markdown_tables_are_valid(capsys) -> None:
    """Each table row has as many cells as its header; an object no effect touches gets a
    sentence, not an empty table."""
    assert main(["solve", "--format", "markdown", str(next(SEEDS.glob("A16b-*.yaml")))]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("|")]
    assert rows
    width = None
    for line in rows:
        cells = len(re.findall(r"(?<!\\)\|", line)) - 1
        if line.startswith("| Layer"):
            width = cells
        assert cells == width, line
    assert "### bloodmoon (battlefield, Alice)" in out
    assert "No continuous effect applies to it." in out


def test_json_over_several_files_is_one_document_with_errors(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nbattlefield: [Grizly Bears]\n", encoding="utf-8")
    good = next(SEEDS.glob("A16a-*.yaml"))
    assert main(["solve", "--format", "json", str(good), str(bad)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert (data["passed"], data["failed"]) == (1, 1)
    assert data["results"][0]["passed"] is True
    assert data["results"][1]["file"] == str(bad)
    assert "unknown card 'Grizly Bears'" in data["results"][1]["error"]


def test_to_yaml_reads_back_to_the_same_document(catalog) -> None:
    q = read_question(["Conspiracy [creature_type=Saproling]", "Life and Limb",
                       "Forest [Bob, tapped]"], ["cast Savannah Lions"])
    doc = document(q, catalog)
    assert yaml.safe_load(to_yaml(doc)) == doc
