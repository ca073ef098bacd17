"""601.2c: "up to three target cards from a single graveyard" limits the targets together
to one graveyard, a restriction Arbiter's target selectors don't state; reading the phrase
as "from a graveyard" let the targets come from several graveyards (a wrong reading), so
such lines stay unread (principle 5) until the restriction is carried out."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line


@pytest.mark.parametrize(("line", "spell"), [
    ("Exile up to three target cards from a single graveyard.", True),  # Decompose
    ("{1}{B}, Sacrifice this creature: Exile up to two target cards from a single "
     "graveyard.", False),  # Famished Ghoul
    ("When this creature enters, exile up to two target cards from a single graveyard.",
     False),  # Gravegouger
    ("Exile X target cards from a single graveyard.", True),  # Rats' Feast
])
def test_601_2c_targets_from_a_single_graveyard_stay_unread(line: str, spell: bool) -> None:
    [ab] = compile_line(line, "Test Card", spell=spell)
    assert type(ab).__name__ == "UnsupportedAbility"


@pytest.mark.parametrize("line", [
    "Exile target card from a graveyard.",  # one target: any graveyard (Cling to Dust)
    "Exile up to two target cards from graveyards.",
])
def test_601_2c_targets_from_any_graveyard_are_read(line: str) -> None:
    [ab] = compile_line(line, "Test Card", spell=True)
    assert type(ab).__name__ != "UnsupportedAbility"
