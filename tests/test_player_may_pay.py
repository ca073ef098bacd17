"""118.12 / 608.2c: "that player may pay <cost>. If the player does, <effects>." — a player
other than the ability's controller decides and pays as it resolves (Paralyze, Smothering
Tithe, Unifying Theory); what follows depends on whether they paid."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility


def _paralyze(solve, pay: str, lands: int = 4):  # type: ignore[no-untyped-def]
    forests = "".join(f"\n          - {{card: Forest, controller: Bob, as: f{i}}}"
                      for i in range(lands))
    out = solve(f"""
        name: Paralyze
        battlefield:
          - {{card: Grizzly Bears, controller: Bob, as: bears, tapped: true}}
          - {{card: Paralyze, attached_to: bears}}{forests}
        library: {{Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}}
        actions:
          - {{pass: {{to: draw}}}}
        choices: [{pay}]
    """)
    assert out.passed, out.failures
    return out.game


def _tapped(game, alias: str) -> bool:
    from conftest import obj_id

    return game.obj(obj_id(game, alias)).tapped


def test_118_12_paralyze_the_creatures_controller_pays_4_and_untaps_it(solve) -> None:
    """Alice's Paralyze on Bob's tapped Grizzly Bears: it doesn't untap in Bob's untap step
    (502.3); in his upkeep Bob pays {4} (his four Forests) and the Bears untap."""
    game = _paralyze(solve, "yes")
    assert game.state.turn.active == 1
    assert not _tapped(game, "bears")
    assert all(_tapped(game, f"f{i}") for i in range(4))


def test_118_12_paralyze_declined_the_creature_stays_tapped(solve) -> None:
    game = _paralyze(solve, "no")
    assert _tapped(game, "bears")
    assert not any(_tapped(game, f"f{i}") for i in range(4))


def test_118_3_paralyze_with_three_lands_bob_cant_pay(solve) -> None:
    """118.3: with three Forests Bob can't pay {4}: the Bears stay tapped, the lands untapped,
    even though he would pay."""
    game = _paralyze(solve, "yes", lands=3)
    assert _tapped(game, "bears")
    assert not any(_tapped(game, f"f{i}") for i in range(3))


def test_118_12_smothering_tithe_treasure_unless_the_drawing_opponent_pays(solve) -> None:
    """Alice's Smothering Tithe: Bob draws in his draw step and doesn't pay {2}: Alice creates
    a Treasure. Alice's own draw makes nothing."""
    out = solve("""
        name: Smothering Tithe
        battlefield:
          - Smothering Tithe
          - {card: Forest, controller: Bob}
          - {card: Forest, controller: Bob}
        library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}
        actions:
          - {pass: {to: precombat_main}}
        choices: ["no"]
        expect:
          Treasure Token: {count: 1, controller: Alice}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 1


def test_118_12_smothering_tithe_the_opponent_pays_no_treasure(solve) -> None:
    out = solve("""
        name: Smothering Tithe paid
        battlefield:
          - Smothering Tithe
          - {card: Forest, controller: Bob, as: f1}
          - {card: Forest, controller: Bob, as: f2}
        library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}
        actions:
          - {pass: {to: precombat_main}}
        choices: ["yes"]
        expect:
          Treasure Token: {count: 0}
          f1: {tapped: true}
          f2: {tapped: true}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "read"), [
    ("At the beginning of the upkeep of enchanted creature's controller, that player may pay "
     "{4}. If the player does, untap the creature.", True),  # Paralyze
    ("Whenever an opponent draws a card, that player may pay {2}. If the player doesn't, you "
     "create a Treasure token.", True),  # Smothering Tithe
    ("Whenever a player casts a spell, that player may pay {2}. If the player does, they draw "
     "a card.", True),  # Unifying Theory
    ("At the beginning of the upkeep of enchanted creature's controller, that player may pay "
     "{1}{B}. If the player does, untap that creature.", True),  # Dance of the Dead's line
    ("At the beginning of each player's upkeep, that player may pay {R}{R} or 2 life. If the "
     "player does, they gain control of this creature.", False),  # Emberwilde Djinn: "or"
])
def test_118_12_that_player_may_pay_lines(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, TriggeredAbility if read else UnsupportedAbility)
