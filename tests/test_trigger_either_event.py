"""603.2: trigger conditions naming two events of this permanent; the ability triggers on
each, once for that event:

    When this artifact enters or leaves the battlefield, draw a card.   (Cryogen Relic;
                                                                  603.6c, 603.10a: leaving)
    Whenever this creature blocks or becomes blocked, it gets -3/-0 ... (Slinking Giant;
                                                                  509.3a, 509.3c)
    When this creature enters or is turned face up, ...                 (Ponyback Brigade;
                                                                  708.8)
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility

_LIB = "library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}"


def test_603_6c_cryogen_relic_draws_on_entering_and_on_leaving(solve) -> None:
    out = solve(f"""
        name: cryogen relic enters
        {_LIB}
        actions:
          - {{enter: {{card: Cryogen Relic, as: relic}}}}
          - pass: next_step
        expect:
          player Alice: {{hand_size: 1}}
    """)
    assert out.passed, out.failures
    out = solve(f"""
        name: cryogen relic leaves
        battlefield:
          - {{card: Cryogen Relic, as: relic}}
        {_LIB}
        actions:
          - {{move: {{card: relic, to: graveyard}}}}
          - pass: next_step
        expect:
          player Alice: {{hand_size: 1}}
    """)
    assert out.passed, out.failures


def test_509_3a_slinking_giant_blocking_shrinks_it(solve) -> None:
    """Bob's Hill Giant attacks; Alice's Slinking Giant (4/4) blocks: it gets -3/-0 (1/4)."""
    out = solve("""
        name: slinking giant blocks
        turn: {number: 2, step: precombat_main}
        players: [Bob, Alice]
        battlefield:
          - {card: Hill Giant, as: attacker}
          - {card: Slinking Giant, controller: Alice, as: slinker}
        actions:
          - attack: [attacker]
          - block: {slinker: attacker}
          - pass: next_step
        expect:
          slinker: {power: 1, toughness: 4}
    """)
    assert out.passed, out.failures


def test_509_3c_slinking_giant_becoming_blocked_shrinks_it(solve) -> None:
    """Alice's Slinking Giant attacks and Bob's Hill Giant blocks it: -3/-0 too, and the
    Hill Giant survives the 1 damage."""
    out = solve("""
        name: slinking giant blocked
        battlefield:
          - {card: Slinking Giant, as: slinker}
          - {card: Hill Giant, controller: Bob, as: blocker}
        actions:
          - attack: [slinker]
          - block: {blocker: slinker}
          - pass: {to: postcombat_main}
        expect:
          slinker: {zone: battlefield}
          blocker: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_603_2_slinking_giant_unblocked_attacker_is_unchanged(solve) -> None:
    out = solve("""
        name: slinking giant unblocked
        battlefield:
          - {card: Slinking Giant, as: slinker}
        actions:
          - attack: [slinker]
          - block: {}
          - pass: {to: postcombat_main}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "events"), [
    ("When this artifact enters or leaves the battlefield, draw a card.",  # Cryogen Relic
     ("enters", "leaves")),
    ("When this creature enters or is turned face up, create three 1/1 red Goblin creature "
     "tokens.", ("enters", "turned_face_up")),  # Ponyback Brigade
])
def test_603_2_either_event_lines(line: str, events: tuple[str, str]) -> None:
    [ab] = compile_text(line, "Test Card") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert tuple(a.event for a in ab.trigger.any_of) == events


def test_603_2_blocks_or_becomes_blocked_line() -> None:
    [ab] = compile_text("Whenever this creature blocks or becomes blocked, it gets -3/-0 "
                        "until end of turn.", "Slinking Giant") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject) == ("blocks_or_becomes_blocked", "self")


def test_603_10a_leaving_trigger_acting_on_itself_stays_unread() -> None:
    """"tap it" after it left: the card is a new object (400.7); not read. ("It deals 1
    damage" is read: the damage is dealt by ~ as it last existed, 608.2h, as Keldon
    Marauders' ruling says; `tests/test_enters_or_leaves_it_603_2.py`.)"""
    [ab] = compile_text("When this creature enters or leaves the battlefield, tap it.",
                        "Test Card") or [None]
    assert not isinstance(ab, TriggeredAbility)
