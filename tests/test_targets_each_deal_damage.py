"""120.3 / 608.2b / 608.2h: target creatures each dealing damage equal to their power to one
target ("Up to two target creatures you control each deal damage equal to their power to
target creature an opponent controls.", Allies at Last; "They each deal ...", Terrific
Team-Up; "Target creature you control and up to one other target legendary creature you
control each deal ...", Friendly Rivalry). Each creature is the source of its own damage
(deathtouch and lifelink apply, 120.3); a creature that is an illegal target as the spell
resolves deals none (608.2b), the others still do."""

from __future__ import annotations

from conftest import obj_id


def _allies(solve, extra: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: allies at last
        battlefield:
          - {{card: Vampire Nighthawk, as: hawk}}
          - {{card: Hill Giant, as: giant}}
          - {{card: Colossal Dreadmaw, controller: Bob, as: maw}}
          - {{card: Craw Wurm, controller: Bob, as: wurm}}
        hand: {{Alice: [Allies at Last, Band Together], Bob: [Lightning Bolt]}}
        actions:
{extra}
    """)
    assert out.passed, out.failures
    return out.game


def test_120_3_allies_at_last_each_creature_deals_its_own_damage(solve) -> None:
    """Hill Giant (3) and Vampire Nighthawk (2, deathtouch, lifelink) each deal damage to
    Colossal Dreadmaw (6/6): the Nighthawk's deathtouch destroys it (702.2b) and Alice gains
    2 (702.15b); the giant isn't dealt damage back (not a fight)."""
    game = _allies(solve, "          - {cast: Allies at Last, targets: [giant, hawk, maw]}")
    assert game.obj(obj_id(game, "maw")).zone == "graveyard"
    assert game.state.players[0].life == 22
    assert game.obj(obj_id(game, "giant")).damage == 0


def test_120_3_allies_at_last_damage_adds_up(solve) -> None:
    """Hill Giant alone (up to two targets, one chosen) deals 3 to Craw Wurm (6/4): it
    survives with 3 damage marked."""
    game = _allies(solve, "          - {cast: Allies at Last, targets: [giant, null, wurm]}")
    wurm = game.obj(obj_id(game, "wurm"))
    assert wurm.zone == "battlefield" and wurm.damage == 3


def test_608_2b_an_illegal_source_deals_no_damage_the_other_does(solve) -> None:
    """Bob bolts the Nighthawk in response: it is gone as Allies at Last resolves, so only
    Hill Giant deals damage (3 to the Dreadmaw, no deathtouch, no life gained)."""
    game = _allies(solve, "          - {cast: Allies at Last, targets: [giant, hawk, maw], "
                          "respond: true}\n"
                          "          - {cast: Lightning Bolt, by: Bob, targets: [hawk]}")
    maw = game.obj(obj_id(game, "maw"))
    assert maw.zone == "battlefield" and maw.damage == 3
    assert game.state.players[0].life == 20


def test_115_3_band_together_recipient_is_another_creature(solve) -> None:
    """Band Together's "another target creature" can't be one of the creatures dealing the
    damage (115.3)."""
    game = _allies(solve, "          - {cast: Band Together, targets: [giant, hawk, giant], "
                          "refused: \"target\"}")
    assert not game.state.stack_items
    assert game.obj(obj_id(game, "giant")).damage == 0


def test_608_2h_terrific_team_up_they_deal_damage_with_the_bonus(solve) -> None:
    """Terrific Team-Up: Grizzly Bears and Hill Giant each get +1/+0, then they each deal
    damage equal to their power (3 + 4 = 7) to Colossal Dreadmaw (6/6), which dies."""
    out = solve("""
        name: terrific team-up
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Colossal Dreadmaw, controller: Bob, as: maw}
        hand: {Alice: [Terrific Team-Up]}
        actions:
          - {cast: Terrific Team-Up, targets: [bears, giant, maw]}
        expect:
          maw: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_120_3_friendly_rivalry_two_target_slots(solve) -> None:
    """Friendly Rivalry: Grizzly Bears (2) and legendary Isamaru, Hound of Konda (2) each deal
    damage to Craw Wurm (6/4): 4 damage, it dies."""
    out = solve("""
        name: friendly rivalry
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: "Isamaru, Hound of Konda", as: isamaru}
          - {card: Craw Wurm, controller: Bob, as: wurm}
        hand: {Alice: [Friendly Rivalry]}
        actions:
          - {cast: Friendly Rivalry, targets: [bears, isamaru, wurm]}
        expect:
          wurm: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "bears")).damage == 0  # not a fight (701.14)
