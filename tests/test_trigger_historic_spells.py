"""700.6 with 603.2: "Whenever you cast a historic spell" (Serra Disciple, Jhoira, Weatherlight
Captain): historic is legendary, an artifact, or a Saga; a spell of none of them doesn't
trigger it."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


@pytest.mark.parametrize(("spell", "power"), [
    ("Ornithopter", 2),  # an artifact
    ("Isamaru, Hound of Konda", 2),  # legendary
    ("The Eldest Reborn", 2),  # a Saga
    ("Grizzly Bears", 1),  # none of them
])
def test_700_6_serra_disciple_triggers_on_historic_spells(solve, spell: str,
                                                          power: int) -> None:
    out = solve(f"""
        name: serra disciple and {spell}
        battlefield:
          - {{card: Serra Disciple, as: disciple}}
        hand: {{Alice: ["{spell}"]}}
        actions:
          - {{cast: "{spell}"}}
          - pass: next_step
        expect:
          disciple: {{power: {power}}}
    """)
    assert out.passed, out.failures


def test_700_6_historic_spell_line() -> None:
    [ab] = compile_text("Whenever you cast a historic spell, draw a card.",
                        "Jhoira, Weatherlight Captain") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "cast"
    assert "Legendary" in repr(ab.trigger.selector) and "Saga" in repr(ab.trigger.selector)
