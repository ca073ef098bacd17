"""712.14a / 303.4f: "When this creature dies, return it to the battlefield transformed under
your control attached to target creature or planeswalker an opponent controls." (Vengeful
Strangler): the card enters with its back face up (Strangling Grasp, an Aura) attached to the
target. 303.4 / 608.2h: "At the beginning of your upkeep, enchanted permanent's controller
sacrifices a nonland permanent of their choice, then that player loses 1 life."."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes


def test_712_14a_303_4f_the_strangler_returns_as_an_aura_on_the_target(solve) -> None:
    out = solve("""
        name: strangler returns
        battlefield:
          - {card: Vengeful Strangler, as: strangler}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [strangler], choices: {target: bears}}
        expect:
          strangler: {zone: battlefield, name: Strangling Grasp, transformed: true,
                      attached_to: bears, controller: Alice}
    """)
    assert out.passed, out.failures


def test_608_2h_the_enchanted_permanents_controller_sacrifices_and_loses_life(solve) -> None:
    """Bob controls the enchanted Grizzly Bears and a Hill Giant; at Alice's upkeep he
    sacrifices the Giant (his choice) and loses 1 life; the Grasp stays on the Bears."""
    out = solve("""
        name: grasp upkeep
        turn: {number: 3, phase: untap}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Vengeful Strangler, as: grasp, transformed: true, attached_to: bears}
        library: {Alice: [Opt], Bob: [Opt]}
        choices: [giant]
        actions:
          - {pass: {to: draw}}
        expect:
          giant: {zone: graveyard}
          bears: {zone: battlefield}
          grasp: {attached_to: bears}
          player Bob: {life: 19}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "When this creature dies, return it to the battlefield transformed under your control "
    "attached to target creature or planeswalker an opponent controls.",
])
def test_712_14a_oracle_lines_read(line: str) -> None:
    abilities = compile_text(line, "Vengeful Strangler")
    assert abilities is not None
    ret = [n for n in nodes(abilities) if isinstance(n, I.ReturnToBattlefield)]
    assert len(ret) == 1 and ret[0].transformed and ret[0].attach_to == I.Ref.target(0)
    assert len(abilities[0].targets) == 1


def test_608_2h_the_grasp_line_reads() -> None:
    line = ("At the beginning of your upkeep, enchanted permanent's controller sacrifices a "
            "nonland permanent of their choice, then that player loses 1 life.")
    abilities = compile_text(line, "Strangling Grasp")
    assert abilities is not None
    refs = [n for n in nodes(abilities) if isinstance(n, I.Ref)]
    assert [r.kind for r in refs] == ["attached_controller", "attached_controller"]
