"""The coverage report (issue 4): which lines count as static abilities that create
continuous effects (604.1, 611.3), and the report's figures on a set."""

from __future__ import annotations

import pytest

from arbiter.compiler.coverage import is_static_continuous, measure, phrase


@pytest.mark.parametrize(("line", "spell", "static"), [
    ("Creatures you control get +1/+1.", False, True),
    ("Nonbasic lands are Mountains.", False, True),
    ("Enchanted creature has flying.", False, True),
    ("Threshold \u2014 As long as seven or more cards are in your graveyard, Werebear gets "
     "+3/+3.", False, True),
    # 603.1 / 602.1: triggered and activated abilities are not static, ability word or not.
    ("Landfall \u2014 Whenever a land enters the battlefield under your control, target "
     "creature gets +2/+2 until end of turn.", False, False),
    ("Whenever Festival Crasher attacks, it gets +2/+0 until end of turn.", False, False),
    ("{R}: Shivan Dragon gets +1/+0 until end of turn.", False, False),
    # 100.2a: a deck-construction rule.
    ("A deck can have any number of cards named Relentless Rats.", False, False),
    ("Draw a card.", False, False),
    # 113.3a: on an instant or sorcery (Giant Growth), the same wording is a spell ability
    # followed as the spell resolves (611.2), not a static ability ...
    ("Target creature gets +3/+3 until end of turn.", True, False),
    # ... except the static abilities that speak of the spell itself (113.6; Crashing Tide).
    ("This spell has flash as long as you control a Merfolk.", True, True),
])
def test_cr_604_1_static_continuous_classifier(line: str, spell: bool, static: bool) -> None:
    assert is_static_continuous(line, spell) is static


def test_phrase_abstracts_name_costs_and_numbers() -> None:
    assert phrase("{2}{R}: Brigand gets +1/+0 until end of turn.", "Brigand") == \
        "{…}{…}: ~ gets +N/+N until end of turn."


def test_coverage_of_a_set_counts_each_card_once() -> None:
    cov = measure(set_code="MID")
    data = cov.as_dict()
    assert data["cards"] == 275
    assert 0 <= data["fully_read"] <= 275
    assert data["per_set"] == {"MID": {"cards": 275, "fully_read": data["fully_read"],
                                       "share": round(data["fully_read"] / 275, 4)}}
