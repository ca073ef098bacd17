"""122.1, 608.2c: "If it has three or more +1/+1 counters on it, ...", "If that creature has a
+1/+1 counter on it, ... instead", "If it has a counter on it": the counters on the object the
effect named, as they are now (after the instructions before)."""

from __future__ import annotations

import pytest
from conftest import obj_id


@pytest.mark.parametrize(("before", "sacrificed"), [(2, True), (0, False)])
def test_122_1_ordeal_of_heliod_sacrificed_at_the_third_counter(solve, before: int,
                                                               sacrificed: bool) -> None:
    """Ordeal of Heliod: 'Whenever enchanted creature attacks, put a +1/+1 counter on it.
    Then if it has three or more +1/+1 counters on it, sacrifice this Aura.' A creature with
    two counters attacks: the third is put on, the Ordeal is sacrificed and Alice gains 10
    life. With none before, it has one: nothing more."""
    counters = f", counters: {{+1/+1: {before}}}" if before else ""
    out = solve(f"""
        name: ordeal
        battlefield:
          - {{card: Grizzly Bears, as: bears{counters}}}
          - {{card: Ordeal of Heliod, as: ordeal, attached_to: bears}}
        actions:
          - {{attack: [bears]}}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = obj_id(game, "bears")
    assert game.state.objects[bears].counters.get("+1/+1") == before + 1
    ordeal_zone = next(o.zone for o in game.state.objects.values()
                       if o.alias == "ordeal" and not o.zone.startswith("left:"))
    assert (ordeal_zone == "graveyard") == sacrificed
    assert game.state.players[0].life == (30 if sacrificed else 20)


@pytest.mark.parametrize(("counters", "damage"), [("", 3), (", counters: {+1/+1: 1}", 5)])
def test_122_1_bring_low_deals_5_to_a_creature_with_a_counter(solve, counters: str,
                                                             damage: int) -> None:
    """Bring Low: 3 damage, or 5 instead to a creature with a +1/+1 counter on it (Craw Wurm,
    6/4; with a counter 7/5: it survives 3 as a 6/4 and dies to 5 as a 7/5)."""
    out = solve(f"""
        name: bring low
        battlefield:
          - {{card: Craw Wurm, as: wurm, controller: Bob{counters}}}
        hand: {{Alice: [{{card: Bring Low, as: spell}}]}}
        actions:
          - {{cast: spell, targets: [wurm]}}
    """)
    assert out.passed, out.failures
    game = out.game
    wurm = next(o for o in game.state.objects.values() if o.alias == "wurm"
                and not o.zone.startswith("left:"))
    if damage == 3:
        assert wurm.zone == "battlefield" and wurm.damage == 3
    else:
        assert wurm.zone == "graveyard"
