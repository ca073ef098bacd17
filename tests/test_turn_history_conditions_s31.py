"""603.4, 608.2c: conditions on what happened this turn or this combat: pack tactics's "if
you attacked with creatures with total power 6 or greater this combat" (508.1a: as they were
declared), landfall's "if you had a land enter the battlefield under your control this turn",
"if you didn't attack with a creature this turn" (508.1a), "if you were dealt 4 or more
damage this turn" (120.3)."""

from __future__ import annotations

import pytest
from conftest import obj_id


@pytest.mark.parametrize(("attackers", "counters"), [("[gnoll, wurm]", 1), ("[gnoll]", 0)])
def test_508_1a_gnoll_hunter_pack_tactics(solve, attackers: str, counters: int) -> None:
    """Gnoll Hunter (2/2) attacking with Craw Wurm (6/4): total power 8, it gets a +1/+1
    counter; attacking alone (power 2) it gets none."""
    out = solve(f"""
        name: pack tactics
        battlefield:
          - {{card: Gnoll Hunter, as: gnoll}}
          - {{card: Craw Wurm, as: wurm}}
        actions:
          - {{attack: {attackers}}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.objects[obj_id(game, "gnoll")].counters.get("+1/+1", 0) == counters


@pytest.mark.parametrize(("play", "stats"), [(True, (6, 6)), (False, (4, 4))])
def test_207_2c_groundswell_landfall_instead(solve, play: bool, stats: tuple) -> None:
    """Groundswell on Grizzly Bears: +4/+4 instead of +2/+2 after a land entered under
    Alice's control this turn."""
    land = "  - {play: Forest}\n" if play else ""
    out = solve(f"""
name: groundswell
battlefield:
  - {{card: Grizzly Bears, as: bears}}
hand: {{Alice: [Forest, {{card: Groundswell, as: spell}}]}}
actions:
{land}  - {{cast: spell, targets: [bears]}}
""")
    assert out.passed, out.failures
    chars = out.game.chars(obj_id(out.game, "bears"))
    assert (chars.power, chars.toughness) == stats


@pytest.mark.parametrize(("attack", "kept"), [(True, True), (False, False)])
def test_508_1a_see_red_sacrificed_without_an_attack(solve, attack: bool, kept: bool) -> None:
    """See Red: 'At the beginning of your end step, if you didn't attack with a creature
    this turn, sacrifice this Aura.'"""
    attack_line = "  - {attack: [bears]}\n" if attack else ""
    out = solve(f"""
name: see red
battlefield:
  - {{card: Grizzly Bears, as: bears}}
  - {{card: See Red, as: aura, attached_to: bears}}
actions:
{attack_line}  - {{pass: end_of_turn}}
""")
    assert out.passed, out.failures
    zone = next(o.zone for o in out.game.state.objects.values() if o.alias == "aura"
                and not o.zone.startswith("left:"))
    assert (zone == "battlefield") == kept
