"""701.21a / 208.1 / 202.3: "Each opponent sacrifices a creature with the greatest power
among creatures that player controls." (Crackling Doom) and "... a creature or planeswalker
with the greatest mana value among creatures and planeswalkers they control." (Flare of
Malice), played from the real Oracle lines: only a permanent with the greatest value among
the sacrificing player's own may be chosen; with a tie, the player chooses among the tied."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError


def _battlefield(game) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.battlefield())


_DOOM = """
    name: Crackling Doom
    hand: {Alice: [Crackling Doom]}
    battlefield: [{card: Craw Wurm, as: wurm},
                  {card: Grizzly Bears, controller: Bob, as: bears},
                  {card: Hill Giant, controller: Bob, as: giant1}]
    library: {Alice: [Plains], Bob: [Forest]}
"""


def test_701_21a_crackling_doom_takes_the_greatest_power_not_the_casters(board) -> None:
    """Bob's Hill Giant (3) goes, not his Bears (2); Alice's Craw Wurm (6) is not Bob's."""
    game = board(_DOOM + """
    actions:
      - {cast: Crackling Doom}
    """)
    assert _battlefield(game) == ["Craw Wurm", "Grizzly Bears"]
    assert game.state.players[1].life == 18


def test_701_21a_crackling_doom_a_tie_is_the_players_choice(board) -> None:
    game = board(_DOOM.replace("as: giant1}]", "as: giant1},\n"
                               "                  {card: Hill Giant, controller: Bob, "
                               "as: giant2}]") + """
    actions:
      - {cast: Crackling Doom, choices: {sacrifice: giant2}}
    """)
    assert _battlefield(game) == ["Craw Wurm", "Grizzly Bears", "Hill Giant"]


def test_701_21a_crackling_doom_the_lesser_creature_cant_be_chosen(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer|not one of|can't"):
        solve(_DOOM.replace("as: giant1}]", "as: giant1},\n"
                            "                  {card: Hill Giant, controller: Bob, "
                            "as: giant2}]") + """
    actions:
      - {cast: Crackling Doom, choices: {sacrifice: bears}}
        """)


def test_202_3_flare_of_malice_greatest_mana_value_among_creatures_and_planeswalkers(
        board) -> None:
    """Bob's Jace Beleren (mana value 3) outranks his Grizzly Bears (2)."""
    game = board("""
    name: Flare of Malice
    hand: {Alice: [Flare of Malice]}
    battlefield: [{card: Grizzly Bears, controller: Bob},
                  {card: Jace Beleren, controller: Bob}]
    library: {Alice: [Plains], Bob: [Forest]}
    actions:
      - {cast: Flare of Malice}
    """)
    assert _battlefield(game) == ["Grizzly Bears"]


def test_406_3_blot_out_exiles_the_greatest_mana_value_not_a_sacrifice(board) -> None:
    """"Target opponent exiles a creature or planeswalker they control with the greatest mana
    value ...": Bob's Hill Giant (4) is exiled, not put into his graveyard."""
    game = board("""
    name: Blot Out
    hand: {Alice: [Blot Out]}
    battlefield: [{card: Grizzly Bears, controller: Bob}, {card: Hill Giant, controller: Bob}]
    library: {Alice: [Plains], Bob: [Forest]}
    actions:
      - {cast: Blot Out, targets: [Bob]}
    """)
    assert _battlefield(game) == ["Grizzly Bears"]
    assert [game.name_of(o) for o in game.state.zone_list("exile", 1)] == ["Hill Giant"]
    assert game.state.zone_list("graveyard", 1) == []


def test_406_3_debt_to_the_kami_the_opponent_chooses_what_to_exile(board) -> None:
    game = board("""
    name: Debt to the Kami
    hand: {Alice: [Debt to the Kami]}
    battlefield: [{card: Grizzly Bears, controller: Bob, as: bears},
                  {card: Hill Giant, controller: Bob}, {card: Craw Wurm}]
    library: {Alice: [Plains], Bob: [Forest]}
    actions:
      - {cast: Debt to the Kami, targets: [Bob], choices: {modes: [1], sacrifice: bears}}
    """)
    assert _battlefield(game) == ["Craw Wurm", "Hill Giant"]
    assert [game.name_of(o) for o in game.state.zone_list("exile", 1)] == ["Grizzly Bears"]
