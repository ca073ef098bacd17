"""Mana symbols and mana costs: CR 107.4, 202.1, 202.2, 202.3, 601.2f."""

from __future__ import annotations

import pytest

from arbiter.cards.mana import ManaCost, ManaSymbol
from arbiter.vocab import Color

ALL = frozenset(Color)


@pytest.mark.parametrize(
    ("text", "mv"),
    [
        ("{X}{X}{U}{U}{U}{U}", 4),  # 202.3e: X is 0 off the stack
        ("{X}{X}{U}{U}", 2),
        ("{3}{U}{U}", 5),  # 202.3 example
        ("{1}{W/U}{W/U}", 3),  # 202.3f example
        ("{2/B}{2/B}{2/B}", 6),  # 202.3f example: largest component
        ("{2}{W/U}", 3),
        ("{G/W}{G/U}", 2),
        ("{B/P}", 1),  # 202.3g: Phyrexian counts 1
        ("{G/U/P}", 1),
        ("{2/W}", 2),
        ("{C}", 1),
        ("{S}", 1),
        ("{0}", 0),
        ("{16}", 16),
    ],
)
def test_cr_202_3_mana_value(text: str, mv: int) -> None:
    cost = ManaCost.of(text)
    assert cost.mana_value == mv
    assert str(cost) == text


def test_cr_202_1b_no_mana_cost_is_not_zero() -> None:
    """202.1b: no mana cost (None) differs from a mana cost of {0}."""
    assert ManaCost.parse(None) is None
    assert ManaCost.parse("") is None
    zero = ManaCost.parse("{0}")
    assert zero is not None and zero.mana_value == 0 and str(zero) == "{0}"


def test_cr_202_2_colors() -> None:
    """202.2/202.2d: colored, hybrid and Phyrexian symbols give colors; {2} and {C} don't."""
    assert ManaCost.of("{2}{W}{B}").colors == {Color.WHITE, Color.BLACK}
    assert ManaCost.of("{2}").colors == frozenset()
    assert ManaCost.of("{C}").colors == frozenset()
    assert ManaCost.of("{2/W}").colors == {Color.WHITE}
    assert ManaCost.of("{B/P}").colors == {Color.BLACK}
    assert ManaCost.of("{G/U/P}").colors == {Color.GREEN, Color.BLUE}
    # Leyline of the Guildpact's cost covers all five colors.
    assert ManaCost.of("{G/W}{G/U}{B/G}{R/G}").colors == ALL


def test_cr_107_4_symbols_and_generic() -> None:
    cost = ManaCost.of("{X}{2}{W/U}")
    assert cost.generic == 2
    assert cost.variables == ("X",)
    assert [str(s) for s in cost.symbols] == ["{X}", "{2}", "{W/U}"]
    assert cost.symbols[2].is_hybrid and not cost.symbols[2].is_generic
    assert ManaSymbol.parse("{u/p}") == ManaSymbol(("U",), phyrexian=True)


def test_repr_is_pasteable() -> None:
    cost = ManaCost.of("{2}{W/U}")
    assert eval(repr(cost)) == cost  # noqa: S307
    sym = ManaSymbol.parse("{G/U/P}")
    assert eval(repr(sym)) == sym  # noqa: S307


@pytest.mark.parametrize("bad", ["{Q}", "2W", "{2}{W", "{W/W}", "{X/P}", "{}", "{2}x"])
def test_bad_mana_cost_names_text(bad: str) -> None:
    with pytest.raises(ValueError, match=repr(bad).replace("{", r"\{").replace("}", r"\}")):
        ManaCost.parse(bad)


def test_cr_601_2f_cost_increase_and_reduction() -> None:
    """601.2f: increases add generic mana; reductions reduce generic mana, not below 0."""
    cost = ManaCost.of("{1}{U}")
    assert str(cost.add_generic(2)) == "{3}{U}"
    assert str(cost.reduce_generic(1)) == "{U}"
    assert str(cost.reduce_generic(5)) == "{U}"
    assert str(ManaCost.of("{X}{U}").add_generic(1)) == "{X}{1}{U}"
    assert str(ManaCost.of("{2}").reduce_generic(3)) == "{0}"
    assert ManaCost.of("{G/W}{G/U}").add_generic(1).mana_value == 3


def test_cr_709_4b_combined_cost() -> None:
    """709.4b: a split card's mana cost is the combined cost of its halves."""
    total = ManaCost.of("{1}{R}") + ManaCost.of("{1}{U}")
    assert str(total) == "{2}{R}{U}"
    assert total.mana_value == 4
