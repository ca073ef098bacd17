"""201.4, 701.17a, 608.2c: "Choose a card name, then target player mills a card. If a card
with the chosen name was milled this way, you draw two cards. Otherwise, you draw a card."
(Predict), played on a board."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("name", "drawn"), [("Shock", 2), ("Opt", 1)])
def test_701_17c_predict_draws_two_if_the_milled_card_has_the_chosen_name(board, name,
                                                                          drawn) -> None:
    game = board(f"""
        name: Predict
        hand: {{Alice: [Predict]}}
        library: {{Alice: [Island, Swamp, Plains], Bob: [Shock, Forest]}}
        actions:
          - {{cast: Predict, targets: [Bob], choices: {{card_name: {name}}}}}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Shock"]
    assert len(game.state.zone_list("hand", 0)) == drawn
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == ["Forest"]


def test_201_4_lammastide_weave_naming_the_milled_card_stays_unread() -> None:
    """"you gain life equal to its mana value" names the milled card: not read here."""
    from arbiter.compiler.lines import compile_text
    from arbiter.engine.keyword_actions.name_then_mill import NameThenMill

    abilities = compile_text(
        "Choose a card name, then target player mills a card. If a card with the chosen name "
        "was milled this way, you gain life equal to its mana value.", "Lammastide Weave",
        True) or []
    assert not any(isinstance(s, NameThenMill) for a in abilities
                   for s in getattr(a, "instructions", ()))
