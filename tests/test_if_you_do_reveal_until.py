"""608.2c, 118.12, 701.20a: "If you do, reveal cards from the top of your library until you
reveal a creature card. Put that card <where> and the rest <where>." after an optional
action, played on boards: the cards are revealed only if the action was done.

- Foster: "Whenever a creature you control dies, you may pay {1}. If you do, reveal cards
  from the top of your library until you reveal a creature card. Put that card into your
  hand and the rest into your graveyard."
"""

from __future__ import annotations

import pytest


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


@pytest.mark.parametrize(("pay", "hand", "graveyard", "library"), [
    (True, ["Serra Angel"], ["Grizzly Bears", "Island", "Shock"], ["Swamp"]),
    (False, [], ["Grizzly Bears"], ["Island", "Serra Angel", "Shock", "Swamp"]),
])
def test_118_12_foster_reveals_until_a_creature_only_if_paid(board, pay, hand, graveyard,
                                                             library) -> None:
    game = board(f"""
        name: Foster
        battlefield: [Foster, {{card: Grizzly Bears, as: bears}}, Plains]
        hand: {{Alice: [Lightning Bolt]}}
        library: {{Alice: [Island, Shock, Serra Angel, Swamp], Bob: [Island]}}
        actions:
          - {{cast: Lightning Bolt, targets: [bears], choices: {{pay: {str(pay).lower()}}}}}
    """)
    assert _names(game, "hand") == hand
    assert _names(game, "graveyard") == sorted([*graveyard, "Lightning Bolt"])
    assert _names(game, "library") == library
