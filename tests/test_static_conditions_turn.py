"""611.3b with new conditions, played through the engine:

- 700.5: "As long as your devotion to green and white is less than seven, Karametra isn't a
  creature." Devotion to two colors counts each mana symbol that is either color once (a
  {G/W} hybrid symbol counts one), among permanents you control;
- 121.2: "As long as you've drawn two or more cards this turn, this creature gets +0/+2 and
  has vigilance." (Gnarled Sage), counted per player for the turn.
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility

_GOD = "Karametra, God of Harvests"


@pytest.mark.parametrize(("others", "creature"), [
    ("", False),  # devotion 2
    ("Kitchen Finks, Qasali Pridemage", False),  # 2 + 2 (hybrid once each) + 2 = 6
    ("Kitchen Finks, Qasali Pridemage, Llanowar Elves", True),  # 7
    ("Kitchen Finks, Qasali Pridemage, {card: Llanowar Elves, controller: Bob}", False),
])
def test_700_5_devotion_to_two_colors(solve, others: str, creature: bool) -> None:
    types = "[Enchantment, Creature]" if creature else "[Enchantment]"
    out = solve(f"""
name: devotion
battlefield: ["{_GOD}", {others}]
expect:
  "{_GOD}": {{types: {types}}}
""".replace("[\"" + _GOD + "\", ]", "[\"" + _GOD + "\"]"))
    assert out.passed, out.failures


def test_121_2_drawn_two_or_more_cards_this_turn(solve) -> None:
    """Gnarled Sage (4/4) becomes 4/6 with vigilance after Divination draws two; Bob's own
    draws don't count for Alice."""
    out = solve("""
name: sage
battlefield: [{card: Gnarled Sage, as: sage}, {card: Gnarled Sage, as: bobs, controller: Bob}]
hand: {Alice: [Divination]}
library: {Alice: [Island, Island, Island], Bob: [Island]}
actions:
  - {cast: Divination}
expect:
  sage: {power: 4, toughness: 6, has: [vigilance]}
  bobs: {power: 4, toughness: 4, lacks: [vigilance]}
""")
    assert out.passed, out.failures


def test_121_2_one_card_isnt_two(solve) -> None:
    out = solve("""
name: sage one
battlefield: [{card: Gnarled Sage, as: sage}]
hand: {Alice: [Opt]}
library: {Alice: [Island, Island]}
actions:
  - {cast: Opt, choices: {scry: []}}
expect:
  sage: {toughness: 4, lacks: [vigilance]}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Athreos, Shroud-Veiled", "As long as your devotion to white and black is less than seven, "
     "Athreos isn't a creature."),
    ("Spinehorn Minotaur", "As long as you've drawn two or more cards this turn, this creature "
     "has double strike."),
    ("Messenger Hawk", "This creature gets +2/+0 as long as you've drawn two or more cards this "
     "turn."),
])
def test_611_3b_condition_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility) and ability.condition is not None
