"""601.2g-h: "Spend only black mana on X." (Consume Spirit, Drain Life): the mana paid for
X must be black; the rest of the total cost is paid as usual. Played with real mana from
lands."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.x_spending import SpendOnlyColorOnX


def _board(swamps: int, mountains: int) -> str:
    lands = [f"{{card: Swamp, as: s{i}}}" for i in range(swamps)] + [
        f"{{card: Mountain, as: m{i}}}" for i in range(mountains)]
    return f"""
        name: consume spirit
        battlefield: [{", ".join(lands)}]
        hand: {{Alice: [{{card: Consume Spirit, as: cs}}]}}
    """


def test_601_2h_consume_spirit_x_paid_with_black_mana(solve) -> None:
    """X=2: {X}{1}{B} is paid with three Swamps (the {B} and X) and a Mountain (the {1}):
    2 damage to Bob, Alice gains 2 life."""
    out = solve(_board(3, 1) + """
        actions:
          - {cast: Consume Spirit, targets: [Bob], pay: true, choices: {x: 2}}
        expect:
          cs: {zone: graveyard}
          m0: {tapped: true}
          player Bob: {life: 18}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_601_2h_consume_spirit_refused_when_x_would_need_red_mana(solve) -> None:
    """Two Swamps and two Mountains make four mana, but X=2 needs two black beside the
    {B}: refused, no land tapped."""
    out = solve(_board(2, 2) + """
        actions:
          - {cast: Consume Spirit, targets: [Bob], pay: true, choices: {x: 2},
             refused: "total cost"}
        expect:
          cs: {zone: hand}
          s0: {tapped: false}
          m0: {tapped: false}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_2h_consume_spirit_x_one_with_the_same_lands(solve) -> None:
    """X=1 with two Swamps and two Mountains: {1}{B}{B} is payable: 1 damage."""
    out = solve(_board(2, 2) + """
        actions:
          - {cast: Consume Spirit, targets: [Bob], pay: true, choices: {x: 1}}
        expect:
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_601_2h_oracle_line_read() -> None:
    (ab,) = compile_line("Spend only black mana on X.", "Drain Life")
    assert isinstance(ab, SpendOnlyColorOnX) and ab.symbol == "B"
    (other,) = compile_line("Spend only black and/or red mana on X.", "Some Spell")
    assert not isinstance(other, SpendOnlyColorOnX)
