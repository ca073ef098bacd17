"""118.12 / 101.4: "<effect> unless <player> <action> [or <action>]": another player pays a
cost that is an action of theirs (sacrificing, discarding) as the effect resolves, choosing
one of the costs they can pay (118.3); the effect happens if they don't. Played through the
real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.costs import CostChoice

_HAG = """
    name: hag of ceaseless torment
    battlefield:
      - {{card: Hag of Ceaseless Torment, as: hag}}
      {bobs}
    hand: {{Bob: [{hand}]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    choices: {choices}
    actions:
      - {{pass: next_turn}}
      - {{pass: next_turn}}
      - {{pass: {{to: draw}}}}
    expect: {expect}
"""
_BEARS = "- {card: Grizzly Bears, controller: Bob, as: bears}"


def test_118_12_hag_bob_discards_instead_of_losing_life(solve) -> None:
    """Hag of Ceaseless Torment: "At the beginning of your upkeep, each opponent loses 3 life
    unless that player sacrifices a nonland permanent or discards a card." Bob chooses to
    discard his Island: he keeps his Grizzly Bears and his life."""
    out = solve(_HAG.format(bobs=_BEARS, hand="{card: Island, as: island}",
                            choices="[yes, discard a card, island]",
                            expect="{island: {zone: graveyard}, bears: {zone: battlefield}, "
                                   "'player Bob': {life: 20}}"))
    assert out.passed, out.failures


def test_118_12_hag_bob_sacrifices_his_creature(solve) -> None:
    out = solve(_HAG.format(bobs=_BEARS, hand="{card: Island, as: island}",
                            choices="[yes, sacrifice a nonland permanent]",
                            expect="{island: {zone: hand}, bears: {zone: graveyard}, "
                                   "'player Bob': {life: 20}}"))
    assert out.passed, out.failures


def test_118_12_hag_bob_declines_and_loses_three(solve) -> None:
    out = solve(_HAG.format(bobs=_BEARS, hand="{card: Island, as: island}", choices="[no]",
                            expect="{island: {zone: hand}, bears: {zone: battlefield}, "
                                   "'player Bob': {life: 17}}"))
    assert out.passed, out.failures


def test_118_3_hag_bob_with_nothing_to_pay_loses_three(solve) -> None:
    """The game starts in Alice's untap step; at her upkeep Bob controls no nonland
    permanent and holds no card: he can't pay either cost (118.3) and loses 3 life."""
    out = solve("""
        name: hag, nothing to pay
        turn: {step: untap}
        battlefield: [{card: Hag of Ceaseless Torment, as: hag}]
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {pass: {to: draw}}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_118_12_demanding_dragon_target_opponent_sacrifices(solve) -> None:
    """Demanding Dragon: "When this creature enters, it deals 5 damage to target opponent
    unless that player sacrifices a creature of their choice." Bob sacrifices his Grizzly
    Bears: no damage."""
    out = solve("""
        name: demanding dragon
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain,
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Demanding Dragon, as: dragon}]}
        library: {Alice: [Plains], Bob: [Plains]}
        choices: [Bob, yes]
        actions:
          - cast: dragon
        expect:
          bears: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "text", "either"), [
    ("Thornplate Intimidator", "When this creature enters, target opponent loses 3 life "
     "unless they sacrifice a nonland permanent of their choice or discard a card.", True),
    ("Painful Quandary", "Whenever an opponent casts a spell, that player loses 5 life unless "
     "they discard a card.", False),
    ("Mogis, God of Slaughter", "At the beginning of each opponent's upkeep, Mogis deals 2 "
     "damage to that player unless they sacrifice a creature of their choice.", False),
])
def test_118_12_unless_they_act_lines(name, text, either) -> None:
    (ability,) = compile_text(text, name, legendary=name.startswith("Mogis"))
    assert not isinstance(ability, UnsupportedAbility)
    (pay,) = ability.instructions
    assert pay.who != "you" and pay.otherwise
    assert isinstance(pay.cost[0], CostChoice) == either


def test_118_12_another_permanent_of_their_choice_stays_unread() -> None:
    """"unless they sacrifice another nonland permanent" (Torment of Venom's counter): other
    than which object is the creature's, not the source's: left unread."""
    assert compile_text("When this creature enters, target opponent loses 3 life unless "
                        "they sacrifice another nonland permanent of their choice or "
                        "discard a card.", "X") is None
