"""700.13: a player commits a crime as they cast a spell, activate an ability or put a
triggered ability on the stack that targets an opponent, something an opponent controls, or
a card in an opponent's graveyard. "Whenever you commit a crime" (Raven of Fell Omens)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def _bolt(solve, targets: str, extra: str = "", spells: str = "[Lightning Bolt]"  # type: ignore[no-untyped-def]
          ) -> object:
    out = solve(f"""
        name: raven of fell omens
        battlefield:
          - Raven of Fell Omens
          - {{card: Grizzly Bears, as: mine}}
          - {{card: Grizzly Bears, controller: Bob, as: theirs}}
        hand: {{Alice: {spells}}}
        actions:
          - {{cast: Lightning Bolt, targets: [{targets}]}}
{extra}          - pass: next_step
    """)
    assert out.passed, out.failures
    return out.game


def _life(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [p.life for p in game.state.players]


def test_700_13_targeting_an_opponent_is_a_crime(solve) -> None:
    """Lightning Bolt at Bob: 3 damage, and the crime makes Bob lose 1 and Alice gain 1."""
    assert _life(_bolt(solve, "Bob")) == [21, 16]


def test_700_13_targeting_an_opponents_permanent_is_a_crime(solve) -> None:
    assert _life(_bolt(solve, "theirs")) == [21, 19]


def test_700_13_targeting_your_own_creature_is_no_crime(solve) -> None:
    assert _life(_bolt(solve, "mine")) == [20, 20]


def test_700_13_targeting_yourself_is_no_crime(solve) -> None:
    assert _life(_bolt(solve, "Alice")) == [17, 20]


def test_603_2_raven_triggers_only_once_each_turn(solve) -> None:
    """Two Bolts at Bob: two crimes, but the ability triggers only once this turn."""
    game = _bolt(solve, "Bob", "          - {cast: Lightning Bolt, targets: [Bob]}\n",
                 "[Lightning Bolt, Lightning Bolt]")
    assert _life(game) == [21, 13]


@pytest.mark.parametrize("line", [
    "Whenever you commit a crime, each opponent loses 1 life and you gain 1 life. This "
    "ability triggers only once each turn.",  # Raven of Fell Omens
    "Whenever you commit a crime, surveil 2. This ability triggers only once each turn.",
])
def test_700_13_commit_a_crime_lines(line: str) -> None:
    [ab] = compile_text(line, "Test Card") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject, ab.trigger.once_each_turn) == (
        "crime", "you", True)


@pytest.mark.parametrize(("owner", "life"), [("Bob", [21, 19]), ("Alice", [20, 20])])
def test_700_13_targeting_a_card_in_an_opponents_graveyard_is_a_crime(
        solve, owner: str, life: list[int]) -> None:
    """Cremate exiles Bob's Shock from his graveyard (a crime), or Alice's own (none)."""
    out = solve(f"""
        name: cremate
        battlefield:
          - Raven of Fell Omens
        hand: {{Alice: [Cremate]}}
        graveyard: {{{owner}: [Shock]}}
        library: {{Alice: [Forest, Forest]}}
        actions:
          - {{cast: Cremate, targets: [Shock]}}
          - pass: next_step
        expect:
          Shock: {{zone: exile}}
    """)
    assert out.passed, out.failures
    assert _life(out.game) == life
