"""701.20a, 608.2c: "Target opponent reveals their hand. You may choose a <card> from it. If
you do, that player discards that card. If you don't, <effect>." played on boards: the
controller may choose none, and "If you don't" follows when no card was chosen, by choice or
because none fit.

- Nightsnare: "... You may choose a nonland card from it. If you do, that player discards
  that card. If you don't, that player discards two cards."
- Reckoner Shakedown: "... If you don't, put two +1/+1 counters on a creature or Vehicle you
  control."
"""

from __future__ import annotations

import pytest


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


_NIGHTSNARE = """
    name: Nightsnare
    hand: {{Alice: [Nightsnare], Bob: [{bob}]}}
    library: {{Alice: [Island], Bob: [Island]}}
    actions:
      - {{cast: Nightsnare, targets: [Bob], choices: {{discard: {pick}}}}}
"""


def test_701_9b_nightsnare_the_chosen_card_is_discarded(board) -> None:
    game = board(_NIGHTSNARE.format(bob="{card: Shock, as: shock}, Forest, Island",
                                    pick="shock"))
    assert _names(game, "graveyard", 1) == ["Shock"]
    assert _names(game, "hand", 1) == ["Forest", "Island"]


@pytest.mark.parametrize("bob", ["Shock, Forest", "Forest, Island"])
def test_608_2c_nightsnare_if_you_dont_that_player_discards_two(board, bob) -> None:
    """Declined (Shock in hand) or nothing to choose (lands only): Bob discards two."""
    game = board(_NIGHTSNARE.format(bob=bob, pick="null"))
    assert _names(game, "hand", 1) == []
    assert _names(game, "graveyard", 1) == sorted(bob.split(", "))


@pytest.mark.parametrize(("pick", "counters"), [("null", 2), ("shock", None)])
def test_608_2c_reckoner_shakedown_counters_only_if_no_card_was_chosen(board, pick,
                                                                       counters) -> None:
    game = board(f"""
        name: Reckoner Shakedown
        battlefield: [{{card: Grizzly Bears, as: bears}}]
        hand: {{Alice: [Reckoner Shakedown], Bob: [{{card: Shock, as: shock}}]}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - {{cast: Reckoner Shakedown, targets: [Bob], choices: {{discard: {pick}}}}}
    """)
    [bears] = [o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears"]
    assert game.state.objects[bears].counters.get("+1/+1") == counters
    assert _names(game, "hand", 1) == ([] if pick == "shock" else ["Shock"])
