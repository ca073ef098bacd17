"""603.7 / 110.2a / 114: Daretti, Scrap Savant's emblem: "Whenever an artifact is put into your
graveyard from the battlefield, return that card to the battlefield at the beginning of the
next end step." With no controller named, the card returns under the control of the player who
puts it there, the controller of the delayed ability (603.7d)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I

_DARETTI = """
        name: daretti emblem
        battlefield:
          - {card: "Daretti, Scrap Savant", as: daretti, counters: {loyalty: 10}}
          - {card: Ornithopter, as: thopter}
          - {card: Sol Ring, as: ring, controller: Bob}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {activate: {card: daretti, ability: "−10"}}
          - {move: {card: thopter, to: graveyard}}
          - {move: {card: ring, to: graveyard}}
"""


def test_114_daretti_emblem_returns_the_artifact_at_the_next_end_step(solve) -> None:
    """Alice's Ornithopter is put into her graveyard: it is still there in her second main
    phase, and back on the battlefield under her control at the end step; Bob's Sol Ring
    (his graveyard) stays."""
    out = solve(_DARETTI + """
          - {pass: {to: postcombat_main}}
        expect:
          Ornithopter: {zone: graveyard}
    """)
    assert out.passed, out.failures
    out = solve(_DARETTI + """
          - {pass: {to: end}}
        expect:
          Ornithopter: {zone: battlefield, controller: Alice}
          Sol Ring: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_110_2a_next_end_step_return_lines() -> None:
    for line, yours in [
        ("Whenever an artifact is put into your graveyard from the battlefield, return that "
         "card to the battlefield at the beginning of the next end step.", True),
        ("When this creature dies, return it to the battlefield under its owner's control at "
         "the beginning of the next end step.", False),
    ]:
        (ability,) = compile_line(line, "Returner")
        (delayed,) = ability.instructions
        (ret,) = delayed.instructions
        assert isinstance(ret, I.ReturnToBattlefield) and ret.under_you == yours
