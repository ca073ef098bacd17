"""608.2c / 608.2h: what "it" names in an effect. The object an instruction acts upon is the
last one named, the card itself included: in "put a +1/+1 counter on this creature and it
can't be blocked", "it" is the creature, not the object whose event triggered the ability
(a Kappa Cannoneer reading that made the entering artifact unblockable, and a Fearless
Fledgling reading that gave the land flying). As the subject ("~ deals 2 damage to it") the
card doesn't become "it"."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I

THIS = I.Ref.this()


def _instructions(text: str, name: str) -> tuple:
    (ability,) = compile_text(text, name)
    return ability.instructions


@pytest.mark.parametrize(("name", "text"), [
    ("Kappa Cannoneer", "Whenever an artifact you control enters, put a +1/+1 counter on this "
                        "creature and it can't be blocked this turn."),
    ("Fearless Fledgling", "Landfall — Whenever a land you control enters, put a +1/+1 counter "
                           "on this creature. It gains flying until end of turn."),
])
def test_608_2c_it_after_putting_a_counter_on_the_card_is_the_card(name: str, text: str) -> None:
    counters, effect = _instructions(text, name)
    assert counters.on == THIS
    assert effect.affected == THIS


def test_608_2h_it_after_sacrificing_the_card_deals_the_damage() -> None:
    """Mogg Bombers: "sacrifice this creature and it deals 3 damage": the card, as it last
    existed, is the source (not the creature whose entering triggered it)."""
    sacrifice, damage = _instructions(
        "When another creature enters, sacrifice this creature and it deals 3 damage to "
        "target player or planeswalker.", "Mogg Bombers")
    assert sacrifice.what == THIS
    assert damage.source == THIS


def test_608_2c_the_card_as_subject_doesnt_become_it() -> None:
    """"Tap target creature. ~ deals 2 damage to it": "it" is still the creature."""
    instructions = _instructions("{T}: Tap target creature. This creature deals 2 damage to it.",
                                 "Test Subject")
    assert instructions[-1].to == I.Ref.target(0)
