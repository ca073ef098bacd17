"""107.1 / 119.3: "gains N life for each <permanent>" (Congregate, Shamanic Revelation): N times
the number counted as the spell resolves (608.2h)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I


def test_107_1_congregate_line() -> None:
    [ability] = compile_text("Target player gains 2 life for each creature on the battlefield.",
                             "Congregate", True) or [None]
    [gain] = ability.instructions
    assert isinstance(gain, I.GainLife) and gain.who == I.Ref("player_target")
    assert isinstance(gain.n, V.Scaled) and gain.n.factor == 2


def test_107_1_shamanic_revelation_line() -> None:
    [ability] = compile_text("Ferocious \u2014 You gain 4 life for each creature you control "
                             "with power 4 or greater.", "Shamanic Revelation", True) or [None]
    [gain] = ability.instructions
    assert isinstance(gain.n, V.Scaled) and gain.n.factor == 4


def test_119_3_congregate_counts_every_creature(solve) -> None:
    """Three creatures on the battlefield (two of Alice's, one of Bob's): Bob gains 6."""
    out = solve("""
        name: Congregate
        battlefield:
          - Grizzly Bears
          - Llanowar Elves
          - {card: Serra Angel, controller: Bob}
          - Forest
        hand: {Alice: [Congregate]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Congregate, targets: [Bob]}
        expect:
          player Bob: {life: 26}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
