"""122.6, 603.4: "if a counter was put on ~ this turn" (Wakka, Devoted Guardian's "At the
beginning of your end step, if a counter was put on Wakka this turn, put a +1/+1 counter on
each other creature you control."), played through the real engine."""

from __future__ import annotations

from conftest import chars_of


def _end_step(solve, before: str):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: wakka
        battlefield:
          - {{card: "Wakka, Devoted Guardian", as: wakka}}
          - {{card: Grizzly Bears, as: bears}}
        hand: {{Alice: [Battlegrowth]}}
        actions:
{before}
          - pass: {{to: end}}
    """)


def test_122_6_a_counter_put_on_wakka_this_turn_grows_the_others(solve) -> None:
    out = _end_step(solve, "          - {cast: Battlegrowth, targets: [wakka]}")
    bears = chars_of(out, "bears")
    assert (bears.power, bears.toughness) == (3, 3)


def test_122_6_no_counter_on_wakka_this_turn_nothing(solve) -> None:
    """A counter put on the Bears, not on Wakka: the condition is false (603.4)."""
    out = _end_step(solve, "          - {cast: Battlegrowth, targets: [bears]}")
    bears = chars_of(out, "bears")
    assert (bears.power, bears.toughness) == (3, 3)  # Battlegrowth's own counter only
