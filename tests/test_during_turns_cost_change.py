"""611.3b / 601.2f: "During turns other than yours, spells you cast cost {1} less to cast."
(Geyser Drake, Naiad of Hidden Coves), played through the real engine: the reduction applies
only while it isn't its controller's turn."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


def test_611_3b_601_2f_line() -> None:
    (ab,) = compile_line("During turns other than yours, spells you cast cost {1} less to "
                         "cast.", "Geyser Drake")
    assert isinstance(ab, StaticAbility) and ab.condition is not None


def _tapped_swamps(out) -> int:  # type: ignore[no-untyped-def]
    game = out.game
    return sum(1 for oid in game.state.battlefield() if game.obj(oid).tapped
               and game.chars(oid).name == "Swamp")


def _murder(solve, whose_turn: str) -> int:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: geyser drake
        players: [{whose_turn}]
        battlefield:
          - {{card: Geyser Drake, controller: Alice}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Swamp, controller: Alice}}
          - {{card: Swamp, controller: Alice}}
          - {{card: Swamp, controller: Alice}}
        hand: {{Alice: [Murder]}}
        actions:
          - {{cast: Murder, by: Alice, targets: [bears], pay: true}}
        expect:
          bears: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
    return _tapped_swamps(out)


def test_611_3b_geyser_drake_only_in_other_turns(solve) -> None:
    """Alice's Murder ({1}{B}{B}) costs {B}{B} in Bob's turn and {1}{B}{B} in her own."""
    assert _murder(solve, "Bob, Alice") == 2
    assert _murder(solve, "Alice, Bob") == 3
