"""Principle 5: text the compiler can't read is an explicit unsupported part that keeps the
text; a game or scenario that needs it stops with a message naming the card and the text."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.scenario.errors import ScenarioError

#: A rules text no template reads (a made-up ability, so no future template will read it).
UNREADABLE = "Whenever the moon is full, flip a coin until you lose a flip."


def test_unreadable_line_is_an_unsupported_part_keeping_its_text() -> None:
    (part,) = compile_line(UNREADABLE + " (Reminder text.)", "Moon Hermit")
    assert isinstance(part, UnsupportedAbility)
    assert part.text == UNREADABLE
    assert part.card == "Moon Hermit"


def test_cr_604_1_a_permanent_with_an_unreadable_ability_stops_the_scenario(solve) -> None:
    with pytest.raises(ScenarioError) as e:
        solve(f"""
            name: unreadable permanent
            battlefield:
              - token: {{name: Moon Hermit, types: [Creature], power: 1, toughness: 1,
                         text: "{UNREADABLE}"}}
            expect: {{}}
        """)
    assert "Moon Hermit" in str(e.value)
    assert UNREADABLE in str(e.value)


def test_cr_613_1f_an_unreadable_ability_that_was_removed_is_not_needed(solve) -> None:
    out = solve(f"""
        name: unreadable permanent under Humility
        battlefield:
          - card: Humility
          - token: {{name: Moon Hermit, types: [Creature], power: 3, toughness: 3,
                     text: "{UNREADABLE}"}}
            as: hermit
        expect:
          hermit: {{power: 1, toughness: 1}}
    """)
    assert out.failures == []


def test_unsupported_text_error_names_card_and_text() -> None:
    err = UnsupportedTextError("Moon Hermit", UNREADABLE)
    assert str(err) == f"Moon Hermit: Arbiter can't carry out this text yet: {UNREADABLE!r}"
