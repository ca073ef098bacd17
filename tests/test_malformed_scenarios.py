"""Bad scenario files: one clear message naming the file, the place in it (a path with list
positions counted from 1, and the line) and the problem."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError

CASES = [
    ("unknown top-level key",
     "name: x\nbattlefeld: [Forest]\n",
     "battlefeld (line 2): unknown key 'battlefeld' in a scenario (top level); "
     "did you mean 'battlefield'?"),
    ("missing name", "battlefield: [Forest]\n", "top level (line 1): missing required key 'name'"),
    ("not a mapping", "- just a list\n", "a scenario must be a mapping"),
    ("invalid YAML", "name: [unclosed\n", "not valid YAML"),
    ("unknown card with suggestions",
     "name: x\nbattlefield: [Grizly Bears]\n",
     "battlefield[1] (line 2): unknown card 'Grizly Bears'; did you mean: Grizzly Bears"),
    ("unknown entry key",
     "name: x\nbattlefield:\n  - {card: Forest, tapd: true}\n",
     "battlefield[1].tapd (line 3): unknown key 'tapd' in a battlefield entry; did you "
     "mean 'tapped'?"),
    ("unknown player",
     "name: x\nhand: {Carol: [Forest]}\n",
     "hand.Carol (line 2): unknown player 'Carol' (players: Alice, Bob)"),
    ("unknown alias in an action",
     "name: x\nactions:\n  - attach: {card: nowhere, to: bears}\n",
     "actions[1].attach.card (line 3): unknown alias or card 'nowhere'"),
    ("action with two verbs",
     "name: x\nactions:\n  - {resolve: 1, pass: next_step}\n",
     "actions[1] (line 3): an action has one verb; this one has 'resolve' and 'pass'"),
    ("unknown action key",
     "name: x\nhand: {Alice: [Giant Growth]}\nactions:\n  - {cast: Giant Growth, tragets: []}\n",
     "actions[1].tragets (line 4): unknown key 'tragets' in a `cast` action; did you "
     "mean 'targets'?"),
    ("card not in the zone it is cast from",
     "name: x\nactions:\n  - cast: Giant Growth\n",
     "actions[1].cast (line 3): Giant Growth is not in Alice's hand"),
    ("illegal target",
     "name: x\nbattlefield: [{card: Forest, as: f}]\nhand: {Alice: [Giant Growth]}\n"
     "actions:\n  - {cast: Giant Growth, targets: [f]}\n",
     "actions[1].cast (line 5): f isn't a legal target creature for Giant Growth"),
    ("aura attached to something it can't enchant",
     "name: x\nbattlefield:\n  - {card: Forest, as: f}\n"
     "  - {card: Mystic Subdual, attached_to: f}\n",
     "battlefield[2].attached_to (line 4): Mystic Subdual can't be attached to f "
     "(Enchant creature)"),
    ("resolving an empty stack",
     "name: x\nactions:\n  - resolve: 1\n",
     "actions[1].resolve (line 3): the stack is empty: nothing to resolve"),
    ("unknown expectation field",
     "name: x\nbattlefield: [{card: Forest, as: f}]\nexpect:\n  f: {powr: 1}\n",
     "expect.f.powr (line 4): unknown key 'powr' in an object's expectations; did you "
     "mean 'power'?"),
    ("unknown step to pass to",
     "name: x\nactions:\n  - pass: {to: lunch}\n",
     "actions[1].pass.to (line 3): unknown step 'lunch'"),
    ("bad face-down kind",
     "name: x\nbattlefield:\n  - {card: Bear Cub, face_down: upside}\n",
     "battlefield[1].face_down (line 3): unknown face-down kind 'upside'"),
    ("sorcery at the wrong time",
     "name: x\nturn: {number: 1, phase: upkeep}\nbattlefield: [{card: Bear Cub, as: c}]\n"
     "hand: {Alice: [Turn to Frog, Act of Treason]}\nactions:\n  - {cast: Act of Treason, "
     "targets: [c]}\n",
     "actions[1].cast (line 6): Act of Treason can be cast only during its controller's "
     "main phase"),
]


@pytest.mark.parametrize(("label", "text", "message"), CASES, ids=[c[0] for c in CASES])
def test_malformed_scenario_message(solve, label: str, text: str, message: str) -> None:
    """A bad file is one ScenarioError whose message names the file and the problem."""
    with pytest.raises(ScenarioError) as info:
        solve(text, name="bad.yaml")
    assert "bad.yaml" in str(info.value)
    assert message in str(info.value), str(info.value)
