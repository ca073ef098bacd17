"""603.2, 603.6a: "Creatures entering don't cause abilities to trigger." (Torpor Orb),
"Artifacts and creatures entering ..." (Doorkeeper Thrull) and "Permanents entering don't
cause abilities of permanents your opponents control to trigger." (Elesh Norn, Mother of
Machines), played: Elvish Visionary's "When this creature enters, draw a card." and Soul
Warden's "Whenever another creature enters, you gain 1 life."."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1


def _visionary(solve, battlefield: str, by: str = "Alice"):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: entering bans
        battlefield: {battlefield}
        hand: {{{by}: [Elvish Visionary]}}
        library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}}
        actions:
          - {{cast: Elvish Visionary, by: {by}}}
          - {{pass: {{to: end}}}}
    """)
    assert out.passed, out.failures
    return out.game


def _hand(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return len(game.state.zone_list("hand", player))


def test_603_2_without_torpor_orb_the_visionary_draws_and_soul_warden_gains(solve) -> None:
    game = _visionary(solve, "[Forest, Forest, Soul Warden]")
    assert _hand(game, ALICE) == 1 and game.state.players[ALICE].life == 21


def test_603_2_torpor_orb_stops_both_enters_abilities(solve) -> None:
    """Torpor Orb: neither the Visionary's own ability nor Soul Warden's triggers."""
    game = _visionary(solve, "[Forest, Forest, Soul Warden, Torpor Orb]")
    assert _hand(game, ALICE) == 0 and game.state.players[ALICE].life == 20


def test_603_2_an_opponents_torpor_orb_stops_your_creature_too(solve) -> None:
    """Bob's Torpor Orb covers Alice's Visionary entering ("creatures entering")."""
    game = _visionary(solve, "[Forest, Forest, {card: Torpor Orb, controller: Bob}]")
    assert _hand(game, ALICE) == 0


def test_603_2_doorkeeper_thrull_covers_creatures(solve) -> None:
    game = _visionary(solve, "[Forest, Forest, Doorkeeper Thrull]")
    assert _hand(game, ALICE) == 0


def test_603_2_elesh_norn_stops_only_opponents_abilities(solve) -> None:
    """Bob's Elesh Norn: Alice's Visionary (a permanent Bob's opponent controls) draws
    nothing. Alice's own Elesh Norn: her Visionary draws twice (Elesh Norn's other ability,
    603.2d: it triggers an additional time)."""
    theirs = _visionary(solve, "[Forest, Forest, {card: \"Elesh Norn, Mother of Machines\", "
                        "controller: Bob}]")
    assert _hand(theirs, ALICE) == 0
    mine = _visionary(solve, "[Forest, Forest, \"Elesh Norn, Mother of Machines\"]")
    assert _hand(mine, ALICE) == 2


@pytest.mark.parametrize("line", [
    "Creatures entering or dying don't cause abilities to trigger.",  # Hushbringer
    "Creatures entering don't cause abilities of creatures to trigger.",
])
def test_603_2_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Test Card")
    assert abilities is None or isinstance(abilities[0], UnsupportedAbility)
