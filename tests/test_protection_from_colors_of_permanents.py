"""702.16a, 613.1f: "protection from the colors of permanents you control": protection from
each color among the permanents the effect's controller controls, as their colors are in
layer 6 (after layers 2 and 5). 702.16n: Pledge of Loyalty's "This effect doesn't remove
this Aura." Played on boards."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine import sba


def _protections(game, alias: str) -> set[str]:
    ch = game.chars(obj_id(game, alias))
    return {a.param for a in ch.keyword_abilities("protection from")}


def test_702_16a_empty_shrine_kannushi_protection_from_its_controllers_colors(board) -> None:
    """Empty-Shrine Kannushi (white) with Alice's Grizzly Bears (green) and a Forest
    (colorless): protection from white and green; Bob's red Goblin adds nothing."""
    game = board("""
        name: kannushi
        battlefield:
          - {card: Empty-Shrine Kannushi, as: k}
          - Grizzly Bears
          - Forest
          - {card: Raging Goblin, controller: Bob}
    """)
    assert _protections(game, "k") == {"white", "green"}


def test_702_16n_pledge_of_loyalty_stays_another_white_aura_falls_off(board) -> None:
    """Pledge of Loyalty (white) on Alice's Grizzly Bears: protection from white and green.
    The Pledge itself stays (702.16n); Alice's Holy Strength (a white Aura) on the Bears is
    put into the graveyard (704.5m)."""
    game = board("""
        name: pledge
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Pledge of Loyalty, as: pledge, attached_to: bears}
          - {card: Holy Strength, as: strength, attached_to: bears}
    """)
    sba.run(game)
    assert _protections(game, "bears") == {"white", "green"}
    assert game.obj(obj_id(game, "pledge")).zone == "battlefield"
    assert game.state.objects[obj_id(game, "pledge")].attached_to == obj_id(game, "bears")
    assert not any(o.alias == "strength" and o.zone == "battlefield"
                   for o in game.state.objects.values())
