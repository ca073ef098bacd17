"""727 rad counters (122.1i): "<players> get(s) N rad counters" is read (Megaton's Fate,
Screeching Scorchbeast, Infesting Radroach's "that many", 608.2c / 603.2), and 727.1's
inherent triggered ability, with no source and controlled by the active player, makes a
player with rad counters mill one card per counter as their precombat main phase begins,
then lose 1 life and remove one rad counter for each nonland card milled this way."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "kind", "n", "who"), [
    ("Whenever this creature attacks, each player gets two rad counters.", "rad", 2,
     "each_player"),
    ("When this creature enters, target player gets two rad counters.", "rad", 2, None),
    ("Whenever this creature deals combat damage to a player, they get that many rad "
     "counters.", "rad", V.EventAmount(), None),
    ("Whenever Etali deals combat damage to a player, they get that many poison counters.",
     "poison", V.EventAmount(), None),
])
def test_122_1i_727_rad_counter_lines(line: str, kind: str, n: object, who: object) -> None:
    [ab] = compile_text(line, "Etali")
    assert isinstance(ab, TriggeredAbility)
    [give] = [i for i in ab.instructions if isinstance(i, I.GivePlayerCounters)]
    assert (give.kind, give.n) == (kind, n)
    if who is not None:
        assert give.who == who


def test_608_2c_that_many_rad_counters_without_a_count_stays_unread() -> None:
    """"that many" with nothing before it that counts names no number (608.2c)."""
    assert compile_text("Each player gets that many rad counters.", "Fallout", True) is None


def _rad(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].counters.get("rad", 0)


def _graveyard(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.obj(o).card for o in game.state.zone_list("graveyard", player)]


_DETONATE = """
    name: {name}
    hand: {{Alice: [Megaton's Fate]}}
    library:
      Alice: [Island, Island, Island]
      Bob: [Forest, Grizzly Bears, Forest, Lightning Bolt, Forest, Island]
    actions:
      - {{cast: Megaton's Fate, choices: {{mode: 2}}}}
      - pass: {{to: precombat_main}}
{more}    expect:
      player Alice: {{life: 20}}
      player Bob: {{life: 18}}
"""


def test_727_1_rad_counters_mill_at_the_players_precombat_main_phase(solve) -> None:
    """Megaton's Fate's Detonate gives each player four rad counters during Alice's main
    phase. As Bob's precombat main phase begins (after he drew his Forest) he mills four:
    Grizzly Bears and Lightning Bolt are nonland, so he loses 2 life and keeps two rad
    counters. Alice's counters do nothing on Bob's turn."""
    out = solve(_DETONATE.format(name="rad on Bob's turn", more=""))
    assert out.passed, out.failures
    game = out.game
    assert _graveyard(game, BOB) == ["Grizzly Bears", "Forest", "Lightning Bolt", "Forest"]
    assert _rad(game, BOB) == 2 and _rad(game, ALICE) == 4
    assert _graveyard(game, ALICE) == ["Megaton's Fate"]


def test_727_1_701_17b_lands_milled_cost_no_life(solve) -> None:
    """On Alice's next turn she draws an Island; her four rad counters mill only the two
    cards left (701.17b: as many as possible), lands: she loses no life and keeps her four
    counters. Bob's two counters wait for his own precombat main phase."""
    out = solve(_DETONATE.format(name="rad on Alice's turn",
                                 more="      - pass: {to: precombat_main}\n"))
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.active == ALICE
    assert _graveyard(game, ALICE) == ["Megaton's Fate", "Island", "Island"]
    assert not game.state.zone_list("library", ALICE)
    assert _rad(game, ALICE) == 4 and _rad(game, BOB) == 2
