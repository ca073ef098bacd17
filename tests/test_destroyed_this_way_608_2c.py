"""608.2c, 608.2h: "If an artifact is destroyed this way, ..." after "Destroy target
<artifact or land>": the object destroyed, as it last existed (the present tense "is" reads
as "was")."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("target", "treasures"), [("Sol Ring", 1), ("Forest", 0)])
def test_608_2c_smashing_success_treasure_only_for_an_artifact(solve, target: str,
                                                              treasures: int) -> None:
    out = solve(f"""
        name: smashing success
        battlefield:
          - {{card: {target}, as: target, controller: Bob}}
        hand: {{Alice: [{{card: Smashing Success, as: spell}}]}}
        actions:
          - {{cast: spell, targets: [target]}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not [o for o in game.state.battlefield() if game.name_of(o) == target]
    assert len([o for o in game.state.battlefield()
                if game.name_of(o) == "Treasure Token"]) == treasures
