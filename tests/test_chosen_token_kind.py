"""608.2d / 111.10: "Create your choice of a Clue token, a Food token, or a Treasure token."
(The Third Doctor, Transmutation Font): as the effect resolves its controller chooses one of
the predefined token kinds named and creates one of it; only those kinds may be chosen."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_line
from arbiter.scenario.errors import ScenarioError


def _doctor(board, pick: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: The Third Doctor enters
        hand: {{Alice: [The Third Doctor]}}
        library: {{Alice: [Forest], Bob: [Forest]}}
        actions:
          - {{cast: The Third Doctor, choices: {{token_kind: {pick}}}}}
    """)


@pytest.mark.parametrize(("pick", "subtype"), [("Food", "Food"), ("Treasure", "Treasure"),
                                                ("Clue", "Clue")])
def test_111_10_the_third_doctor_creates_the_chosen_token(board, pick, subtype) -> None:
    """One token of the chosen kind; the Doctor (2/2) gets +1/+1 for it (a noncreature
    token)."""
    game = _doctor(board, pick)
    tokens = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert [set(game.chars(o).subtypes) for o in tokens] == [{subtype}]
    [doctor] = [o for o in game.state.battlefield() if game.chars(o).name == "The Third Doctor"]
    assert (game.chars(doctor).power, game.chars(doctor).toughness) == (3, 3)


def test_608_2d_a_kind_not_offered_cant_be_chosen(board) -> None:
    with pytest.raises(ScenarioError, match="Blood' isn't an answer"):
        _doctor(board, "Blood")


def test_111_10_a_choice_naming_a_creature_token_stays_unread() -> None:
    abilities = compile_line("{T}: Create your choice of a Treasure token or a 1/1 white "
                             "Soldier creature token.", "Font")
    assert any(unread_parts(a) for a in abilities)
