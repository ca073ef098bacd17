"""702.5a: "Enchant creature, land, or planeswalker" - a serial list of three qualities is
one enchant keyword (one parameter), not three keyword items. Imprisoned in the Moon cast on
a creature (303.4a: its targets are what it may enchant) makes it a colorless land with
"{T}: Add {C}" and no other card types or abilities (205.1a, 613.1f); an artifact isn't a
legal target and the spell can't be cast at it."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("line", "param"), [
    ("Enchant creature, land, or planeswalker", "creature, land, or planeswalker"),
    ("Enchant artifact, creature, or planeswalker", "artifact, creature, or planeswalker"),
    ("Enchant creature, planeswalker, or Clue", "creature, planeswalker, or Clue"),
])
def test_702_5a_enchant_serial_list_is_one_keyword(line: str, param: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert (kw.keyword, kw.param) == ("enchant", param)


def test_702_5a_a_keyword_list_still_splits() -> None:
    assert [k.keyword for k in parse_keyword_line("Flash, enchant creature")] == [
        "flash", "enchant"]


_MOON = """
    name: imprisoned in the moon
    battlefield:
      - {{card: Serra Angel, controller: Bob, as: angel}}
      - {{card: Sol Ring, controller: Bob, as: ring}}
    hand: {{Alice: [{{card: Imprisoned in the Moon, as: moon}}]}}
    actions:
      - {{cast: Imprisoned in the Moon, targets: [{target}]}}
"""


def test_303_4a_imprisoned_in_the_moon_on_a_creature(solve) -> None:
    out = solve(_MOON.format(target="angel") + """
    expect:
      moon: {attached_to: angel}
      angel: {types: [Land], subtypes: [], colors: [], lacks: [flying, vigilance]}
""")
    assert out.passed, out.failures
    game = out.game
    (ability,) = game.chars(obj_id(game, "angel")).abilities
    assert ability.ability.text.startswith("{T}: Add {C}")


def test_702_5a_an_artifact_isnt_a_legal_target(solve) -> None:
    with pytest.raises(ScenarioError, match="isn.t a legal target creature, land, or planeswalker"):
        solve(_MOON.format(target="ring"))
