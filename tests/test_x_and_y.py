"""107.3a / 613.4c / 107.1a: Aspect of Wolf, "Enchanted creature gets +X/+Y, where X is half
the number of Forests you control, rounded down, and Y is half the number of Forests you
control, rounded up." Counted again as Forests come and go (611.3a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("forests", "power", "toughness"), [
    (0, 2, 2), (1, 2, 3), (3, 3, 4), (4, 4, 4),
])
def test_613_4c_aspect_of_wolf_halves_rounded(solve, forests: int, power: int,
                                               toughness: int) -> None:
    lands = "".join("  - Forest\n" for _ in range(forests))
    out = solve(f"""
name: aspect of wolf
battlefield:
{lands}  - {{card: Forest, controller: Bob}}
  - {{card: Grizzly Bears, as: bears}}
  - {{card: Aspect of Wolf, attached_to: bears}}
expect:
  bears: {{power: {power}, toughness: {toughness}}}
""")
    assert out.passed, out.failures


def test_611_3a_aspect_of_wolf_counts_again(solve) -> None:
    """A third Forest enters: the Bears, 3/3 with two Forests, become 3/4."""
    out = solve("""
name: aspect of wolf grows
battlefield:
  - Forest
  - Forest
  - {card: Grizzly Bears, as: bears}
  - {card: Aspect of Wolf, attached_to: bears}
actions:
  - {enter: {card: Forest}}
expect:
  bears: {power: 3, toughness: 4}
""")
    assert out.passed, out.failures


def test_107_3a_x_and_y_line() -> None:
    line = ("Enchanted creature gets +X/+Y, where X is half the number of Forests you control, "
            "rounded down, and Y is half the number of Forests you control, rounded up.")
    [ability] = compile_text(line, "Aspect of Wolf") or [None]
    assert isinstance(ability, StaticAbility)
