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


@pytest.mark.parametrize(("land", "untapped"), [("Ancient Tomb", True), ("Forest", False)])
def test_608_2h_helldozer_untaps_after_destroying_a_nonbasic_land(solve, land: str,
                                                                  untapped: bool) -> None:
    """Helldozer: '{B}{B}{B}, {T}: Destroy target land. If that land was nonbasic, untap this
    creature.' (the land as it last existed, 608.2h)."""
    out = solve(f"""
        name: helldozer
        battlefield:
          - {{card: Helldozer, as: dozer}}
          - {{card: {land}, as: land, controller: Bob}}
        actions:
          - {{activate: {{card: dozer, targets: [land]}}}}
    """)
    assert out.passed, out.failures
    game = out.game
    dozer = next(o for o in game.state.objects.values() if o.alias == "dozer"
                 and o.zone == "battlefield")
    assert dozer.tapped != untapped
    assert not [o for o in game.state.battlefield() if game.name_of(o) == land]
