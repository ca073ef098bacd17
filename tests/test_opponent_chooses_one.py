"""608.2b / 608.2d: "Choose up to two target creature cards in your graveyard. An opponent
chooses one of them. Return that card to your hand. Return the other to the battlefield under
your control. It gains haste. Exile it at the beginning of the next end step." (Wake to
Slaughter): the opponent chooses among the targets still legal as the spell resolves; the
card put onto the battlefield is what "it" names (608.2c); 603.7 the delayed exile."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.opponent_chooses_one import OpponentChoosesOne
from arbiter.rules.instructions import Ref

WAKE = ("Choose up to two target creature cards in your graveyard. An opponent chooses one "
        "of them. Return that card to your hand. Return the other to the battlefield under "
        "your control. It gains haste. Exile it at the beginning of the next end step.")


def test_608_2d_wake_to_slaughter_line() -> None:
    [spell] = compile_text(WAKE, "Wake to Slaughter", spell=True) or [None]
    first, haste, delayed = spell.instructions
    assert first == OpponentChoosesOne(Ref.slots(0, 2))
    assert spell.targets[0].count == 2 and spell.targets[0].up_to
    assert haste.affected == Ref.it() and delayed.what == Ref.it()


def test_608_2d_opponent_chooses_the_card_for_the_hand(solve) -> None:
    """Bob chooses Grizzly Bears: it goes to Alice's hand; Hill Giant enters under her
    control with haste, attacks at once, and is exiled at the beginning of the end step."""
    out = solve("""
        name: wake, two targets
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant}]}
        hand: {Alice: [Wake to Slaughter]}
        choices: [bears]
        actions:
          - {cast: Wake to Slaughter, targets: [bears, giant]}
          - {attack: [giant]}
          - {pass: {to: combat_damage}}
        expect:
          bears: {zone: hand}
          giant: {zone: battlefield, controller: Alice, has: [haste]}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_7_the_returned_creature_is_exiled_at_the_next_end_step(solve) -> None:
    """Bob chooses Hill Giant for the hand; Grizzly Bears returns and is exiled as the end
    step begins."""
    out = solve("""
        name: wake, end step
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant}]}
        hand: {Alice: [Wake to Slaughter]}
        choices: [giant]
        actions:
          - {cast: Wake to Slaughter, targets: [bears, giant]}
          - {pass: {to: end}}
          - {resolve: all}
        expect:
          giant: {zone: hand}
          Grizzly Bears: {zone: exile}
    """)
    assert out.passed, out.failures


def test_608_2b_one_target_left_must_go_to_the_hand(solve) -> None:
    """Hill Giant leaves the graveyard in response: Grizzly Bears is the only legal target,
    so Bob must choose it and it returns to Alice's hand; nothing enters the battlefield."""
    out = solve("""
        name: wake, one legal target
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant}]}
        hand: {Alice: [Wake to Slaughter]}
        actions:
          - {cast: Wake to Slaughter, targets: [bears, giant], respond: true}
          - {move: {card: giant, to: exile}, respond: true}
          - {resolve: 1}
        expect:
          bears: {zone: hand}
          Hill Giant: {zone: exile}
    """)
    assert out.passed, out.failures
    assert out.game.state.battlefield() == []
