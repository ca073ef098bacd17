"""601.2a / 601.2i / 104.2a / 401.4: "If this spell was cast from your hand and you've cast
another spell named Approach of the Second Sun this game, you win the game. Otherwise, put
Approach of the Second Sun into its owner's library seventh from the top and you gain 7 life."
(Approach of the Second Sun)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.cast_this_game import CastAnotherNamedThisGame

_LIBRARY = "[" + ", ".join(f"{{card: Island, as: c{i}}}" for i in range(10)) + "]"


def test_104_2a_approach_first_cast_goes_seventh_and_gains_7(solve) -> None:
    out = solve(f"""
        name: approach first
        hand: {{Alice: [{{card: Approach of the Second Sun, as: first}}]}}
        library: {{Alice: {_LIBRARY}}}
        actions:
          - {{cast: first}}
        expect:
          first: {{zone: library}}
          player Alice: {{life: 27}}
    """)
    assert out.passed, out.failures
    game = out.game
    library = game.state.zone_list("library", 0)
    assert game.obj(library[6]).alias == "first"  # seventh from the top (401.4)
    assert not game.is_over


def test_104_2a_approach_second_cast_from_hand_wins(solve) -> None:
    out = solve(f"""
        name: approach second
        hand: {{Alice: [{{card: Approach of the Second Sun, as: first}},
                        {{card: Approach of the Second Sun, as: second}}]}}
        library: {{Alice: {_LIBRARY}}}
        actions:
          - {{cast: first}}
          - {{cast: second}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.is_over and game.winner == 0


def test_601_2i_approach_line() -> None:
    (ability,) = compile_line("If this spell was cast from your hand and you've cast another "
                              "spell named Approach of the Second Sun this game, you win the "
                              "game. Otherwise, put Approach of the Second Sun into its owner's "
                              "library seventh from the top and you gain 7 life.",
                              "Approach of the Second Sun", spell=True)
    (step,) = ability.instructions
    assert isinstance(step, I.If)
    assert CastAnotherNamedThisGame("Approach of the Second Sun") in step.condition.parts
    assert step.otherwise[0] == I.PutInLibrary(I.Ref.this(), position="7")
