"""601.2f / 611.2c: a resolved "<spells> you cast this turn cost {N} less to cast" is a rules
effect on its controller until end of turn (613.10), read as each later spell's total cost is
determined.

    Whenever this creature attacks, instant and sorcery spells you cast this turn cost {1}
    less to cast.                                                  (Spellbinding Soprano)
"""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.total_cost import total_cost
from arbiter.engine.turn import steps
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility

_SOPRANO = """
    name: soprano
    battlefield: [{card: Spellbinding Soprano, as: soprano}]
    hand: {Alice: [{card: Divination, as: div}, {card: Grizzly Bears, as: bears}],
           Bob: [{card: Divination, as: bobs}]}
    actions:
      - attack: [soprano]
      - block: {}
      - pass: {to: postcombat_main}
"""


def _mv(game, alias: str, player: int = 0) -> int:  # type: ignore[no-untyped-def]
    cost, _ = total_cost(game, obj_id(game, alias), player, None)
    return cost.mana_value


def test_601_2f_soprano_attacks_and_sorceries_cost_one_less_this_turn(solve) -> None:
    """After the attack trigger resolved, Alice's Divination ({2}{U}) costs {1}{U}; her
    Grizzly Bears (a creature spell) still costs {1}{G}; Bob's Divination isn't hers."""
    out = solve(_SOPRANO)
    assert out.passed, out.failures
    game = out.game
    assert _mv(game, "div") == 2
    assert _mv(game, "bears") == 2
    assert _mv(game, "bobs", 1) == 3


def test_611_2a_the_reduction_ends_with_the_turn(solve) -> None:
    """514.2: "this turn" ends in the cleanup step: Divination costs {2}{U} again."""
    out = solve(_SOPRANO)
    assert out.passed, out.failures
    game = out.game
    steps.cleanup_actions(game)
    assert _mv(game, "div") == 3


def test_601_2f_a_reduction_never_takes_colored_mana(solve) -> None:
    """Two reductions of {1} (two attack triggers of two Sopranos) take {2}{U} to {U}, not
    lower: only generic mana is reduced (601.2f)."""
    out = solve(_SOPRANO.replace("[{card: Spellbinding Soprano, as: soprano}]",
                                 "[{card: Spellbinding Soprano, as: soprano}, "
                                 "{card: Spellbinding Soprano, as: soprano2}]").replace(
        "attack: [soprano]", "attack: [soprano, soprano2]"))
    assert out.passed, out.failures
    assert _mv(out.game, "div") == 1


def test_611_2c_the_line_is_read_as_an_effect_on_its_controller() -> None:
    (ab,) = compile_line("Whenever this creature attacks, instant and sorcery spells you cast "
                         "this turn cost {1} less to cast.", "Spellbinding Soprano")
    assert isinstance(ab, TriggeredAbility)
    (effect,) = ab.instructions
    assert effect.affected is None and effect.rules_only and effect.duration == "end_of_turn"


def test_601_2f_for_each_stays_unread() -> None:
    """("The next spell you cast this turn costs {1} less": tests/test_next_spell_cost.py)"""
    (ab,) = compile_line("{T}: Spells you cast this turn cost {1} less to cast for each Wizard "
                         "you control.", "Test Card")
    assert isinstance(ab, UnsupportedAbility)
