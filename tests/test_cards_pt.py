"""Printed power/toughness values: CR 208 (208.2 stars), 306.5b/310.4 loyalty and defense."""

from __future__ import annotations

import pytest

from arbiter.cards.pt import PTValue


@pytest.mark.parametrize(
    ("text", "base", "star"),
    [("2", 2, 0), ("0", 0, 0), ("-1", -1, 0), ("*", 0, 1), ("1+*", 1, 1), ("*+1", 1, 1),
     ("7-*", 7, -1), ("2+*", 2, 1)],
)
def test_cr_208_2_star_values(text: str, base: int, star: int) -> None:
    v = PTValue.parse(text)
    assert (v.base, v.star) == (base, star)
    assert v.has_star == (star != 0)


def test_cr_208_2a_value_with_star() -> None:
    """208.2a: Tarmogoyf is */1+*; with 3 card types in graveyards it is 3/4."""
    assert PTValue.parse("*").value(3) == 3
    assert PTValue.parse("1+*").value(3) == 4
    assert PTValue.parse("7-*").value(2) == 5
    assert str(PTValue.parse("1+*")) == "1+*"
    assert str(PTValue.parse("*")) == "*"


def test_cr_208_3_none_stays_none() -> None:
    assert PTValue.parse_optional(None) is None


def test_x_loyalty() -> None:
    assert PTValue.parse("X").variable == "X"


@pytest.mark.parametrize("bad", ["", "*²", "one", "1+", "**"])
def test_bad_pt_names_text(bad: str) -> None:
    with pytest.raises(ValueError, match="bad power/toughness value"):
        PTValue.parse(bad)
