"""602.2b / 107.3a: X announced for an activated ability is that value everywhere in its text,
not only in its targets: "{X}, {T}: Search your library for a creature card with mana value
X or less, reveal it, put it into your hand, then shuffle." (Citanul Flute); and 510.2: Steel
Hellkite's "{X}: Destroy each nonland permanent with mana value X whose controller was dealt
combat damage by this creature this turn. Activate only once each turn." Plus the Oracle
lines of real cards, read."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.activated_x import fix_x_limits
from arbiter.rules.selectors import StatCompare

_HELLKITE = """
    name: steel hellkite
    battlefield:
      - {{card: Steel Hellkite, as: kite}}
      - {{card: Mind Stone, as: my_stone}}
      - {{card: Mind Stone, as: bobs_stone, controller: Bob}}
      - {{card: Grizzly Bears, as: bears, controller: Bob}}
      - {{card: Hill Giant, as: giant, controller: Bob}}
      - {{card: Forest, as: forest, controller: Bob}}
    actions:
{attack}      - pass: {{to: postcombat_main}}
      - activate: {{card: kite, ability: "{{X}}", choices: {{x: 2}}}}
"""
_ATTACK = "      - attack: [kite]\n      - block: {}\n"


def test_510_2_steel_hellkite_destroys_what_bob_controls_with_mana_value_x(solve) -> None:
    """The Hellkite dealt Bob 5 combat damage; X = 2: Bob's Mind Stone and Grizzly Bears are
    destroyed; his Hill Giant (mana value 4) and Forest (a land) stay, and so does Alice's
    Mind Stone (Alice wasn't dealt damage by it)."""
    out = solve(_HELLKITE.format(attack=_ATTACK) + """
    expect:
      player Bob: {life: 15}
      bobs_stone: {zone: graveyard}
      bears: {zone: graveyard}
      giant: {zone: battlefield}
      forest: {zone: battlefield}
      my_stone: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_510_2_without_combat_damage_this_turn_it_destroys_nothing(solve) -> None:
    out = solve(_HELLKITE.format(attack="") + """
    expect:
      bobs_stone: {zone: battlefield}
      bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_602_5b_steel_hellkite_only_once_each_turn(solve) -> None:
    out = solve(_HELLKITE.format(attack=_ATTACK) + """
      - {activate: {card: kite, ability: "{X}", choices: {x: 4}}, refused: "602.5b"}
    expect:
      bears: {zone: graveyard}
      giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_107_3a_citanul_flute_searches_for_a_creature_card_with_mana_value_x_or_less(
        solve) -> None:
    """X = 2: Grizzly Bears (mana value 2) can be found and put into Alice's hand; Hill Giant
    (4) isn't among the cards the search may find."""
    out = solve("""
        name: citanul flute
        battlefield: [{card: Citanul Flute, as: flute}]
        library: {Alice: [{card: Hill Giant, as: giant}, {card: Grizzly Bears, as: bears}]}
        actions:
          - activate: {card: flute, ability: 1, choices: {x: 2, search: bears}}
        expect:
          bears: {zone: hand}
          giant: {zone: library}
          flute: {tapped: true}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Steel Hellkite", "{X}: Destroy each nonland permanent with mana value X whose controller "
     "was dealt combat damage by this creature this turn. Activate only once each turn."),
    ("Dauntless Dismantler", "{X}{X}{W}, Sacrifice this creature: Destroy each artifact with "
     "mana value X."),
    ("Citanul Flute", "{X}, {T}: Search your library for a creature card with mana value X or "
     "less, reveal it, put it into your hand, then shuffle."),
])
def test_107_3a_activated_x_lines_read_and_take_the_announced_x(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility)
    fixed = fix_x_limits(ab, 3)
    assert "ManaValueX" not in repr(fixed.instructions)
    op = "<=" if "or less" in line else "=="
    assert repr(StatCompare("mana_value", op, 3)) in repr(fixed.instructions)


def test_107_3a_citanul_flute_cant_find_a_card_of_greater_mana_value(solve) -> None:
    """X = 2: Hill Giant isn't an answer to the search (only Grizzly Bears is offered)."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: citanul flute giant
            battlefield: [{card: Citanul Flute, as: flute}]
            library: {Alice: [{card: Hill Giant, as: giant}, {card: Grizzly Bears, as: bears}]}
            actions:
              - activate: {card: flute, ability: 1, choices: {x: 2, search: giant}}
        """)
