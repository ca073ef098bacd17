"""120.3 / 120.4 / 608.2h: each object of a group deals damage equal to its power, each the
source of its own damage, all at once: "Each creature deals damage to itself equal to its
power." (Solar Blaze), "Each creature you control that's a Wolf or a Werewolf deals damage
equal to its power to that creature." (Moonlight Hunt)."""

from __future__ import annotations

from conftest import obj_id


def test_120_3_solar_blaze_each_creature_damages_itself(board) -> None:
    """Solar Blaze: Hill Giant (3/3) is dealt 3 and dies; Wall of Omens (0/4) deals none;
    Vampire Nighthawk (2/3) deals 2 to itself with deathtouch (dies, 704.5h) and lifelink
    (Bob gains 2, 702.15b)."""
    game = board("""
        name: solar blaze
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Wall of Omens, as: wall}
          - {card: Vampire Nighthawk, controller: Bob, as: hawk}
        hand: {Alice: [Solar Blaze]}
        actions:
          - {cast: Solar Blaze}
    """)
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"
    assert game.obj(obj_id(game, "wall")).zone == "battlefield"
    assert game.obj(obj_id(game, "wall")).damage == 0
    assert game.obj(obj_id(game, "hawk")).zone == "graveyard"
    assert game.state.players[1].life == 22


def test_120_4_moonlight_hunt_only_wolves_and_werewolves_deal_damage(board) -> None:
    """Moonlight Hunt on Bob's Colossal Dreadmaw (6/6): Alice's Kessig Wolf (3/1) and
    Village Ironsmith // Ironfang (a Werewolf, 1/1) deal 3 and 1 (4 marked, it survives);
    her Grizzly Bears, neither a Wolf nor a Werewolf, deals none."""
    game = board("""
        name: moonlight hunt
        battlefield:
          - {card: Kessig Wolf}
          - {card: Village Ironsmith}
          - {card: Grizzly Bears}
          - {card: Colossal Dreadmaw, controller: Bob, as: maw}
        hand: {Alice: [Moonlight Hunt]}
        actions:
          - {cast: Moonlight Hunt, targets: [maw]}
    """)
    maw = obj_id(game, "maw")
    assert game.obj(maw).zone == "battlefield"
    assert game.obj(maw).damage == 4
