"""603.4, 404.1: "if you have N or more <cards> in your graveyard" counts the cards the
controller owns in their graveyard, as "there are N or more ... in your graveyard" does.
Played with Pit Keeper ("When this creature enters, if you have four or more creature cards
in your graveyard, you may return target creature card from your graveyard to your hand.")."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility

ALICE = 0


def _pit_keeper(solve, graveyard: str, choices: str = "[]"):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: pit keeper
        hand: {{Alice: [Pit Keeper]}}
        graveyard: {{Alice: {graveyard}}}
        choices: {choices}
        actions:
          - cast: Pit Keeper
    """).game


def _in_hand(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o.id) for o in game.state.objects.values()
            if o.zone == "hand" and o.owner == ALICE]


def test_603_4_four_creature_cards_return_one(solve) -> None:
    game = _pit_keeper(solve, "[Grizzly Bears, Grizzly Bears, Llanowar Elves, Llanowar Elves]",
                       "[Grizzly Bears, true]")
    assert _in_hand(game) == ["Grizzly Bears"]


def test_603_4_three_creature_cards_and_a_land_return_nothing(solve) -> None:
    game = _pit_keeper(solve, "[Grizzly Bears, Grizzly Bears, Llanowar Elves, Forest]")
    assert _in_hand(game) == []


def test_603_4_you_have_cards_in_your_graveyard_condition() -> None:
    (ab,) = compile_text("At the beginning of your upkeep, if you have seven or more cards "
                         "in your graveyard, draw a card.", "Test") or ()
    assert isinstance(ab, TriggeredAbility)
    assert ab.intervening_if is not None and ab.intervening_if.n == 7
