"""105.2 / 106.5: "{T}: Add one mana of any color among legendary creatures and planeswalkers
you control." (Mox Amber): only a color one of those permanents has now; with none colored
(or none at all), the ability adds no mana."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("legend", "castable"), [
    ("Zurgo Bellstriker", True),  # a red legendary creature: {R} can be added
    ("Ertai, Wizard Adept", False),  # blue only: no red mana for Lightning Bolt
    (None, False),  # no legendary permanent: no mana at all (106.5)
])
def test_106_5_mox_amber_adds_only_its_legends_colors(solve, legend: str | None,
                                                      castable: bool) -> None:
    extra = f"\n  - {{card: \"{legend}\"}}" if legend else ""
    refused = "" if castable else ', refused: "{R}"'
    out = solve(f"""
name: mox amber {legend}
battlefield:
  - {{card: Mox Amber}}{extra}
hand:
  Alice: [Lightning Bolt]
actions:
  - {{cast: Lightning Bolt, targets: [Bob], pay: true{refused}}}
expect:
  player Bob: {{life: {17 if castable else 20}}}
""")
    assert out.failures == []
