"""702.34a, 613.1f, 611.3b: flashback given to cards in a graveyard "during your turn", in
today's wording ("Its flashback cost is equal to its mana cost."). Played through the real
engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_702_34a_return_the_past_flashback_during_your_turn(solve) -> None:
    """Return the Past: on Alice's turn, Lightning Bolt in her graveyard is cast with
    flashback for {R} (Bob takes 3) and exiled as it resolves."""
    out = solve("""
        name: return the past
        battlefield: [Return the Past]
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: bolt, from: graveyard, alternative: flashback, targets: [Bob]}
        expect:
          player Bob: {life: 17}
          bolt: {zone: exile}
    """)
    assert out.passed, out.failures


def test_611_3b_return_the_past_no_flashback_on_an_opponents_turn(solve) -> None:
    """On Bob's turn, Alice's Lightning Bolt in her graveyard has no flashback: casting it
    from there is refused."""
    out = solve("""
        name: return the past bob's turn
        players: [Bob, Alice]
        battlefield: [{card: Return the Past, controller: Alice}]
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: bolt, by: Alice, from: graveyard, alternative: flashback, targets: [Bob],
             refused: "flashback"}
        expect:
          bolt: {zone: graveyard, lacks: [flashback]}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Return the Past", "During your turn, each instant and sorcery card in your graveyard has "
     "flashback. Its flashback cost is equal to its mana cost."),
    ("Iroh, Grand Lotus", "During your turn, each non-Lesson instant and sorcery card in your "
     "graveyard has flashback. The flashback cost is equal to that card's mana cost."),
])
def test_702_34a_granted_flashback_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)


def test_702_34a_iroh_lesson_card_flashback_for_its_own_cost_of_one(board) -> None:
    """Iroh, Grand Lotus: on Alice's turn Expanded Anatomy ({3}, a Lesson) in her graveyard
    has flashback {1}: cast with her one Forest, it puts two +1/+1 counters on her Grizzly
    Bears and is exiled as it resolves (702.34a)."""
    from conftest import obj_id

    from arbiter.engine.casting.spells import cast
    from arbiter.engine.turn.steps import resolve_all

    game = board("""
        name: iroh lesson
        battlefield:
          - {card: "Iroh, Grand Lotus", controller: Alice}
          - {card: Grizzly Bears, controller: Alice, as: bears}
          - Forest
        graveyard: {Alice: [{card: Expanded Anatomy, as: lesson}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, obj_id(game, "lesson"), 0, [obj_id(game, "bears")], {}, "flashback", pay=True)
    resolve_all(game)
    bears = game.chars(obj_id(game, "bears"))
    assert (bears.power, bears.toughness) == (4, 4)
    assert game.obj(obj_id(game, "lesson")).zone == "exile"
    forest = next(o for o in game.state.battlefield() if game.name_of(o) == "Forest")
    assert game.obj(forest).tapped
