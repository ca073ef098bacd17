"""Fireball: "This spell costs {1} more to cast for each target beyond the first." (601.2f)
and "Fireball deals X damage divided evenly, rounded down, among any number of targets."
played through the real engine: the damage is divided as the spell resolves, among the
targets still legal then (608.2b), rounded down (107.1a); any number of targets may be
chosen, none included (115.1), each once (115.3)."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.instructions import DealDamageEvenly

ALICE, BOB = 0, 1
FIREBALL = "Fireball deals X damage divided evenly, rounded down, among any number of targets."


def test_608_2b_fireball_line_read() -> None:
    (ab,) = read_lines("Fireball", 0, FIREBALL, spell=True)
    assert isinstance(ab, SpellAbility)
    (step,) = ab.instructions
    assert isinstance(step, DealDamageEvenly)
    (spec,) = ab.targets
    assert spec.kind == "any" and spec.up_to


def _game(solve, actions: str, lands: int = 0):
    mountains = "".join(f"  - {{card: Mountain, as: m{i}}}\n" for i in range(lands))
    out = solve(f"""
name: fireball
turn: {{number: 3, phase: precombat_main}}
battlefield:
  - {{card: Grizzly Bears, controller: Bob, as: bears}}
  - {{card: Savannah Lions, controller: Bob, as: lions}}
  - {{card: Hill Giant, controller: Bob, as: giant}}
{mountains}
hand:
  Alice: [Fireball]
actions:
{actions}
""")
    out.game.use_aliases = False
    return out.game


def _names(game, zone: str = "battlefield", player: int = BOB) -> list[str]:
    oids = game.state.battlefield() if zone == "battlefield" else \
        game.state.zone_list(zone, player)
    return sorted(game.name_of(o) for o in oids)


def test_107_1a_608_2b_five_damage_among_three_targets_is_one_each(solve) -> None:
    """X = 5, three targets: 5 / 3 rounded down is 1 each (the Lions die, the Bears and Bob
    take 1)."""
    game = _game(solve, """
  - {cast: Fireball, targets: [bears, lions, Bob], choices: {x: 5}}
""")
    assert game.state.players[BOB].life == 19
    assert _names(game) == ["Grizzly Bears", "Hill Giant"]
    bears = next(o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears")
    assert game.obj(bears).damage == 1


def test_608_2b_the_damage_is_divided_among_the_targets_still_legal(solve) -> None:
    """X = 4 at the Bears and Bob; the Bears leave before it resolves: Bob takes all 4."""
    game = _game(solve, """
  - {cast: Fireball, targets: [bears, Bob], choices: {x: 4}, respond: true}
  - {move: {card: bears, to: graveyard}, respond: true}
  - {resolve: 1}
""")
    assert game.state.players[BOB].life == 16


def test_107_1a_rounded_down_and_more_targets_than_damage(solve) -> None:
    game = _game(solve, """
  - {cast: Fireball, targets: [giant, Bob], choices: {x: 5}}
""")
    assert game.state.players[BOB].life == 18  # 5 / 2 = 2 each
    giant = next(o for o in game.state.battlefield() if game.name_of(o) == "Hill Giant")
    assert game.obj(giant).damage == 2
    game = _game(solve, """
  - {cast: Fireball, targets: [giant, Bob], choices: {x: 1}}
""")
    assert game.state.players[BOB].life == 20  # 1 / 2 = 0 each


def test_115_1_fireball_with_no_target_deals_no_damage(solve) -> None:
    game = _game(solve, """
  - {cast: Fireball, targets: [], choices: {x: 3}}
""")
    assert game.state.players[BOB].life == 20
    assert _names(game, "graveyard", ALICE) == ["Fireball"]


@pytest.mark.parametrize(("lands", "refused"), [(4, False), (3, True)])
def test_601_2f_one_more_for_each_target_beyond_the_first(solve, lands, refused) -> None:
    """X = 2 at the Bears and Bob: {2}{R} plus {1}: four Mountains pay it, three don't."""
    act = "  - {cast: Fireball, targets: [bears, Bob], choices: {x: 2}, pay: true"
    game = _game(solve, act + (', refused: "pay"}' if refused else "}"), lands=lands)
    if refused:
        assert game.state.players[BOB].life == 20
        assert _names(game, "hand", ALICE) == ["Fireball"]
    else:
        assert game.state.players[BOB].life == 19  # 2 / 2 = 1 each
        assert all(game.obj(o).tapped for o in game.state.battlefield()
                   if game.name_of(o) == "Mountain")
