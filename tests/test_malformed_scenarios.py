"""Bad scenario files: one clear message naming the file, the action and the problem."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError

CASES = [
    ("unknown top-level key",
     "name: x\nbattlefeld: [Forest]\n",
     "top level: unknown key 'battlefeld'"),
    ("missing name", "battlefield: [Forest]\n", "top level: missing required key `name`"),
    ("not a mapping", "- just a list\n", "a scenario must be a mapping"),
    ("invalid YAML", "name: [unclosed\n", "not valid YAML"),
    ("unknown card with suggestions",
     "name: x\nbattlefield: [Grizly Bears]\n",
     "battlefield entry 1: unknown card 'Grizly Bears'; did you mean: Grizzly Bears"),
    ("unknown entry key",
     "name: x\nbattlefield:\n  - {card: Forest, tapd: true}\n",
     "battlefield entry 1: unknown key 'tapd'"),
    ("unknown player",
     "name: x\nhand: {Carol: [Forest]}\n",
     "unknown player 'Carol' (players: Alice, Bob)"),
    ("unknown alias in an action",
     "name: x\nactions:\n  - attach: {card: nowhere, to: bears}\n",
     "action 1 (attach): unknown alias or card 'nowhere'"),
    ("action with two verbs",
     "name: x\nactions:\n  - {resolve: 1, pass: next_step}\n",
     "action 1: an action needs exactly one of"),
    ("unknown action key",
     "name: x\nhand: {Alice: [Giant Growth]}\nactions:\n  - {cast: Giant Growth, tragets: []}\n",
     "action 1 (cast): unknown key 'tragets'"),
    ("card not in the zone it is cast from",
     "name: x\nactions:\n  - cast: Giant Growth\n",
     "action 1 (cast): Giant Growth is not in Alice's hand"),
    ("illegal target",
     "name: x\nbattlefield: [{card: Forest, as: f}]\nhand: {Alice: [Giant Growth]}\n"
     "actions:\n  - {cast: Giant Growth, targets: [f]}\n",
     "action 1 (cast): f isn't a legal target creature for Giant Growth"),
    ("aura attached to something it can't enchant",
     "name: x\nbattlefield:\n  - {card: Forest, as: f}\n"
     "  - {card: Mystic Subdual, attached_to: f}\n",
     "battlefield entry 2: Mystic Subdual can't be attached to f (Enchant creature)"),
    ("resolving an empty stack",
     "name: x\nactions:\n  - resolve: 1\n",
     "action 1 (resolve): the stack is empty: nothing to resolve"),
    ("unknown expectation field",
     "name: x\nbattlefield: [{card: Forest, as: f}]\nexpect:\n  f: {powr: 1}\n",
     "expect f: unknown key 'powr'"),
    ("unknown step to pass to",
     "name: x\nactions:\n  - pass: {to: lunch}\n",
     "action 1 (pass): unknown step 'lunch'"),
    ("bad face-down kind",
     "name: x\nbattlefield:\n  - {card: Bear Cub, face_down: upside}\n",
     "battlefield entry 1: unknown face_down kind 'upside'"),
    ("sorcery at the wrong time",
     "name: x\nturn: {number: 1, phase: upkeep}\nbattlefield: [{card: Bear Cub, as: c}]\n"
     "hand: {Alice: [Turn to Frog, Act of Treason]}\nactions:\n  - {cast: Act of Treason, "
     "targets: [c]}\n",
     "action 1 (cast): Act of Treason can be cast only during its controller's main phase"),
]


@pytest.mark.parametrize(("label", "text", "message"), CASES, ids=[c[0] for c in CASES])
def test_malformed_scenario_message(solve, label: str, text: str, message: str) -> None:
    """A bad file is one ScenarioError whose message names the file and the problem."""
    with pytest.raises(ScenarioError) as info:
        solve(text, name="bad.yaml")
    assert "bad.yaml" in str(info.value)
    assert message in str(info.value), str(info.value)
