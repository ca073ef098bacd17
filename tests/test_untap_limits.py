"""502.3: "As long as this artifact is untapped, players can't untap more than one land during
their untap steps." (Winter Orb), "Players can't untap more than one creature ..." (Smoke):
the active player chooses which of the limited permanents untap."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import StaticAbility

_BOARD = """
name: {name}
battlefield:
  - {{card: Winter Orb, as: orb{orb}}}
{smoke}  - {{card: Forest, controller: Bob, tapped: true, as: f1}}
  - {{card: Forest, controller: Bob, tapped: true, as: f2}}
  - {{card: Forest, controller: Bob, tapped: true, as: f3}}
  - {{card: Grizzly Bears, controller: Bob, tapped: true, as: b1}}
  - {{card: Grizzly Bears, controller: Bob, tapped: true, as: b2}}
library: {{Alice: [Plains], Bob: [Plains]}}
choices: {choices}
actions:
  - {{pass: next_turn}}
expect:
{expect}
"""


def test_502_3_winter_orb_one_land_of_the_players_choice(solve) -> None:
    """Bob's untap step under an untapped Winter Orb: he untaps only the Forest he chooses;
    his creatures untap as usual."""
    out = solve(_BOARD.format(name="winter orb", orb="", smoke="", choices="[f2]", expect=(
        "  f1: {tapped: true}\n  f2: {tapped: false}\n  f3: {tapped: true}\n"
        "  b1: {tapped: false}\n  b2: {tapped: false}")))
    assert out.passed, out.failures


def test_502_3_tapped_winter_orb_limits_nothing(solve) -> None:
    """A tapped Winter Orb ("as long as this artifact is untapped"): all of Bob's lands
    untap, and no choice is asked."""
    out = solve(_BOARD.format(name="tapped orb", orb=", tapped: true", smoke="", choices="[]",
                              expect="  f1: {tapped: false}\n  f3: {tapped: false}"))
    assert out.passed, out.failures


def test_502_3_two_limits_each_obeyed(solve) -> None:
    """Winter Orb and Smoke: Bob untaps one Forest and one Grizzly Bears, his choices."""
    out = solve(_BOARD.format(name="orb and smoke", orb="", smoke="  - Smoke\n",
                              choices="[f3, b2]", expect=(
                                  "  f1: {tapped: true}\n  f3: {tapped: false}\n"
                                  "  b1: {tapped: true}\n  b2: {tapped: false}")))
    assert out.passed, out.failures


@pytest.mark.parametrize(("card", "line"), [
    ("Winter Orb", "As long as this artifact is untapped, players can't untap more than one "
     "land during their untap steps."),
    ("Smoke", "Players can't untap more than one creature during their untap steps."),
    ("Static Orb", "As long as this artifact is untapped, players can't untap more than two "
     "permanents during their untap steps."),
    ("Mungha Wurm", "You can't untap more than one land during your untap step."),
])
def test_502_3_untap_limit_lines(catalog: Catalog, card: str, line: str) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1 and isinstance(mine[0], StaticAbility)
