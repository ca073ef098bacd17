"""The scenario format checked strictly (issue 10, item 6): each input a fuzz run found accepted,
misread or crashing is now one line naming the file, the place in it and the problem."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from arbiter.scenario.errors import ScenarioError
from arbiter.scenario.loader import MAX_BYTES
from arbiter.scenario.runner import run_file
from arbiter.scenario.schema import validate

BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(9)
) + "name: bomb\n"

CASES: list[tuple[str, str | bytes, str]] = [
    # -- the file and its YAML
    ("alias bomb", BOMB, "line 6: more than 100,000 values once aliases are expanded"),
    ("1,000-deep list", "name: x\nbattlefield: " + "[" * 1000 + "]" * 1000 + "\n",
     "line 2: nested more than 50 levels deep"),
    ("an alias inside what it names", "name: x\nchoices: &c [*c]\n",
     "line 2: an alias refers to a mapping or list that contains it (a cycle)"),
    ("not UTF-8", b"name: caf\xe9\n", "line 1: not UTF-8 text (byte 0xe9)"),
    ("duplicate top-level key", "name: x\nbattlefield: [Forest]\nbattlefield: [Island]\n",
     "line 3: duplicate key 'battlefield' (first on line 2)"),
    ("duplicate key in an entry", "name: x\nbattlefield:\n  - card: Forest\n    tapped: true\n"
     "    tapped: false\n", "line 5: duplicate key 'tapped' (first on line 4)"),
    ("an alias that is a mapping", "name: &n {a: 1}\n",
     "name (line 1): expected text, got a mapping {'a': 1}"),
    ("empty file", "", "the file is empty"),
    # -- keys
    ("misspelt key inside activate",
     "name: x\nbattlefield: [{card: Llanowar Elves, as: e}]\nactions:\n"
     "  - activate: {card: e, abilty: 2}\n",
     "actions[1].activate.abilty (line 4): unknown key 'abilty' in `activate`; did you mean "
     "'ability'?"),
    ("unknown key inside turn", "name: x\nturn: {number: 2, phse: upkeep}\n",
     "turn.phse (line 2): unknown key 'phse' in `turn`; did you mean 'phase'?"),
    ("unknown key inside a token",
     "name: x\nbattlefield:\n  - {token: {name: Wolf, power: 2, toughness: 2, colour: [green]}}\n",
     "battlefield[1].token.colour (line 3): unknown key 'colour' in a token; did you mean "
     "'colors'?"),
    ("unknown key inside set", "name: x\nactions:\n  - set: {player: Alice, life: 3, lfe: 2}\n",
     "actions[1].set.lfe (line 3): unknown key 'lfe' in `set`; did you mean 'life'?"),
    ("unknown key inside counters",
     "name: x\nbattlefield: [{card: Grizzly Bears, as: b}]\nactions:\n"
     "  - counters: {on: b, add: {+1/+1: 1}, remov: {+1/+1: 1}}\n",
     "actions[1].counters.remov (line 4): unknown key 'remov' in `counters`; did you mean "
     "'remove'?"),
    ("unknown key inside enter",
     "name: x\nactions:\n  - enter: {card: Grizzly Bears, contoller: Bob}\n",
     "actions[1].enter.contoller (line 3): unknown key 'contoller' in `enter`; did you mean "
     "'controller'?"),
    ("unknown key inside pass", "name: x\nactions:\n  - pass: {to: end, when: now}\n",
     "actions[1].pass.when (line 3): unknown key 'when' in `pass` (allowed: to)"),
    ("unknown key inside move",
     "name: x\nbattlefield: [{card: Grizzly Bears, as: b}]\nactions:\n"
     "  - move: {card: b, to: graveyard, form: battlefield}\n",
     "actions[1].move.form (line 4): unknown key 'form' in `move`"),
    ("a misspelt action", "name: x\nactions:\n  - cats: Lightning Bolt\n",
     "actions[1] (line 3): unknown action 'cats'; did you mean 'cast'?"),
    # -- types
    ("a quoted 'no' is not false", "name: x\nbattlefield: [{card: Forest, tapped: 'no'}]\n",
     "battlefield[1].tapped (line 2): expected true or false, got the text 'no'"),
    ("a string where a list belongs", "name: x\nhand: {Alice: Forest}\n",
     "hand.Alice (line 2): expected a list, got the text 'Forest' (a list of one is written "
     "[Forest])"),
    ("targets written as a string",
     "name: x\nbattlefield: [{card: Grizzly Bears, as: b}]\nhand: {Alice: [Giant Growth]}\n"
     "actions:\n  - {cast: Giant Growth, targets: b}\n",
     "actions[1].targets (line 5): expected a list, got the text 'b'"),
    ("a bad number", "name: x\nbattlefield:\n  - {token: {name: W, power: two, toughness: 2}}\n",
     "battlefield[1].token.power (line 3): expected a whole number, got the text 'two'"),
    ("a bad number in an expectation", "name: x\nexpect:\n  player Alice: {life: twenty}\n",
     "expect['player Alice'].life (line 3): expected a whole number, got the text 'twenty'"),
    ("an unknown color",
     "name: x\nbattlefield:\n  - {token: {name: W, colors: [purple], power: 1, toughness: 1}}\n",
     "battlefield[1].token.colors[1] (line 3): unknown color 'purple' (one of: white, blue, "
     "black, red, green)"),
    ("an unknown color in an expectation",
     "name: x\nbattlefield: [{card: Forest, as: f}]\nexpect:\n  f: {colors: [grene]}\n",
     "expect.f.colors[1] (line 4): unknown color 'grene'; did you mean 'green'?"),
    # -- impossible values
    ("negative counters",
     "name: x\nbattlefield: [{card: Grizzly Bears, counters: {+1/+1: -2}}]\n",
     "battlefield[1].counters['+1/+1'] (line 2): must be from 0 to 1000, got -2"),
    ("resolve -1", "name: x\nactions:\n  - resolve: -1\n",
     "actions[1].resolve (line 3): expected how many objects to resolve (1 or more) or `all`, "
     "got -1"),
    ("turn -5", "name: x\nturn: {number: -5}\n",
     "turn.number (line 2): must be from 1 to 1000, got -5"),
    ("x below 0", "name: x\nhand: {Alice: [Mass Manipulation]}\nactions:\n"
     "  - {cast: Mass Manipulation, choices: {x: -1}}\n",
     "actions[1].choices.x (line 4): must be from 0 to 1000, got -1"),
    ("one player", "name: x\nplayers: [Alice]\n",
     "players (line 2): a game needs at least two players"),
    # -- what the cards allow (checked by the runner)
    ("a mode of a spell that has none",
     "name: x\nbattlefield: [{card: Grizzly Bears, as: b}]\nhand: {Alice: [Giant Growth]}\n"
     "actions:\n  - {cast: Giant Growth, targets: [b], choices: {mode: 99}}\n",
     "actions[1].choices.mode (line 5): Giant Growth has no modes to choose from"),
    ("a mode a modal spell doesn't have",
     "name: x\nbattlefield: [{card: Grizzly Bears, as: b, controller: Bob, face_down: "
     "disguise}]\nhand: {Alice: [Expose the Culprit]}\nactions:\n"
     "  - {cast: Expose the Culprit, targets: [b], choices: {mode: 99}}\n",
     "actions[1].cast (line 5): Expose the Culprit has no mode 99"),
    ("an entering option that doesn't exist",
     "name: x\nbattlefield: [{card: Primal Clay, choices: {mode: 9}}]\n",
     "battlefield[1].choices.mode (line 2): Primal Clay: choose one of its 3 options as it "
     "enters"),
    ("a Forest attached to a creature",
     "name: x\nbattlefield: [{card: Grizzly Bears, as: b}, {card: Forest, attached_to: b}]\n",
     "battlefield[2].attached_to (line 2): Forest isn't an Aura, an Equipment or a "
     "Fortification: it can't be attached to b"),
    ("a permanent attached to itself",
     "name: x\nbattlefield: [{card: Bonesplitter, as: s, attached_to: s}]\n",
     "battlefield[1].attached_to (line 2): s can't be attached to itself"),
    ("an Equipment attached to a land",
     "name: x\nbattlefield: [{card: Forest, as: f}, {card: Bonesplitter, attached_to: f}]\n",
     "battlefield[2].attached_to (line 2): Bonesplitter is an Equipment: it can be attached "
     "only to a creature, and f isn't one (301.5c)"),
    ("a single-faced card transformed",
     "name: x\nbattlefield: [{card: Grizzly Bears, transformed: true}]\n",
     "battlefield[1].transformed (line 2): Grizzly Bears is not a double-faced card"),
    ("an answer that isn't one of the decision's options",
     "name: x\nhand: {Alice: [Opt]}\nlibrary: {Alice: [Forest, Forest]}\nactions:\n"
     "  - {cast: Opt, choices: {scry: sideways}}\n",
     "actions[1].cast (line 5): 'sideways' isn't an answer to 'scry: Forest#2' (options: top, "
     "bottom)"),
    ("a color that isn't one", "name: x\nbattlefield:\n"
     "  - {card: Swirl the Mists, choices: {color: purple}}\n",
     "battlefield[1].choices.color (line 3): unknown color 'purple' (one of: white, blue, "
     "black, red, green)"),
    ("a creature type that isn't one", "name: x\nbattlefield:\n"
     "  - {card: Conspiracy, choices: {creature_type: Elfs}}\n",
     "battlefield[1].choices.creature_type (line 3): unknown creature type 'Elfs'; did you "
     "mean 'Elf'?"),
    ("true is not the object numbered 1", "name: x\nbattlefield:\n  - Grizzly Bears\n"
     "  - {card: Mirror Image, choices: {copy: true}}\n",
     "battlefield[2].choices.copy (line 4): expected an alias or a card name, got true"),
    ("an ability the card doesn't have",
     "name: x\nbattlefield: [{card: Llanowar Elves, as: e}]\nactions:\n"
     "  - activate: {card: e, ability: 99}\n",
     "actions[1].activate (line 4): e has no ability number 99"),
]


@pytest.mark.parametrize(("label", "content", "message"), CASES, ids=[c[0] for c in CASES])
def test_a_bad_scenario_is_one_line_naming_file_place_and_problem(
        tmp_path: Path, label: str, content: str | bytes, message: str) -> None:
    path = tmp_path / "bad.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        run_file(path)
    text = str(info.value)
    assert text.startswith(f"{path}: "), text
    assert "\n" not in text
    assert message in text, text


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_opening_it(tmp_path: Path) -> None:
    """Opening a named pipe with no writer would wait forever."""
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    with pytest.raises(ScenarioError, match="is a named pipe, not a regular file"):
        run_file(pipe)


def test_a_directory_and_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="is a directory, not a regular file"):
        run_file(tmp_path)
    with pytest.raises(ScenarioError, match="no such file"):
        run_file(tmp_path / "nope.yaml")


def test_a_file_over_the_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text("name: big\n" + "#" * MAX_BYTES, encoding="utf-8")
    with pytest.raises(ScenarioError, match="the limit is 1.0 MiB"):
        run_file(path)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX devices")
def test_a_device_is_refused() -> None:
    with pytest.raises(ScenarioError, match="is a character device"):
        run_file("/dev/zero")


def test_yaml_1_1_quirks_that_the_format_keeps(solve) -> None:
    """A bare `on:` key stays the word (YAML 1.1 would read it as true); `yes`/`no` values
    stay booleans; an empty section (`actions:` with nothing after it) is empty."""
    out = solve("""
        name: quirks
        battlefield: [{card: Grizzly Bears, as: bears, tapped: yes}]
        actions:
          - counters: {on: bears, add: {+1/+1: 1}}
        hand:
        expect:
          bears: {power: 3, tapped: yes}
    """)
    assert out.passed, out.failures


def test_turn_step_is_the_same_as_phase(solve) -> None:
    out = solve("name: step\nturn: {number: 3, step: upkeep}\n")
    assert out.game.state.turn.step == "upkeep"
    with pytest.raises(ScenarioError, match="give either `phase:` or `step:`, not both"):
        solve("name: both\nturn: {phase: upkeep, step: draw}\n")


def test_respond_inside_an_action_mapping_keeps_the_stack(solve) -> None:
    """`move: {..., respond: true}` leaves Giant Growth on the stack, as `respond: true`
    beside it would; `resolve: 1` then finds its target gone (608.2b)."""
    out = solve("""
        name: respond inside
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [bears], respond: true}
          - move: {card: bears, to: hand, respond: true}
          - resolve: 1
        expect:
          bears: {zone: hand}
    """)
    assert out.passed, out.failures
    assert any("doesn't resolve" in line for line in out.game.state.log)


def test_validation_returns_the_document_spelled_out() -> None:
    """The runner gets bare card names as `{card: NAME}`, and only the keys written."""
    doc = validate("f.yaml", {"name": "x", "battlefield": ["Forest", {"card": "Island",
                                                                       "as": "i"}]})
    assert doc == {"name": "x", "battlefield": [{"card": "Forest"},
                                                {"card": "Island", "as": "i"}]}
