"""601.2f, 601.2i: "Whenever this creature attacks, the next spell you cast this turn costs
{1} less to cast." (Hardened Berserker): a rules effect on its controller (611.2c) that
reduces the generic part of their next spell's total cost, then ends as that spell becomes
cast: a later spell costs full again, and an opponent's spell neither gets the reduction nor
uses it up."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.total_cost import CostChange, total_cost
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.sagas import ChapterAbility

_BERSERKER = """
    name: berserker
    battlefield: [{card: Hardened Berserker, as: berserker}]
    hand: {Alice: [{card: Divination, as: div}, {card: Grizzly Bears, as: bears}],
           Bob: [{card: Divination, as: bobs}, {card: Shock, as: shock}]}
    actions:
      - attack: [berserker]
      - block: {}
      - pass: {to: postcombat_main}
"""


def _mv(game, alias: str, player: int = 0) -> int:  # type: ignore[no-untyped-def]
    cost, _ = total_cost(game, obj_id(game, alias), player, None)
    return cost.mana_value


def test_601_2f_next_spell_costs_one_less(solve) -> None:
    """After the attack trigger resolved, Alice's Divination ({2}{U}) and Grizzly Bears
    ({1}{G}) would each cost {1} less; Bob's Divination isn't hers."""
    out = solve(_BERSERKER)
    assert out.passed, out.failures
    game = out.game
    assert _mv(game, "div") == 2
    assert _mv(game, "bears") == 1
    assert _mv(game, "bobs", 1) == 3


def test_601_2i_the_reduction_is_used_up_by_the_next_spell_cast(solve) -> None:
    """Alice casts Grizzly Bears for {G}: her Divination then costs {2}{U} again."""
    out = solve(_BERSERKER + """
      - {cast: bears}
    expect:
      bears: {zone: battlefield}
""")
    assert out.passed, out.failures
    assert _mv(out.game, "div") == 3


def test_601_2i_an_opponents_spell_does_not_use_it_up(solve) -> None:
    """Bob casts Shock (at Alice) in her postcombat main phase: the reduction is still
    Alice's, for her next spell."""
    out = solve(_BERSERKER + """
      - {cast: shock, by: Bob, targets: [Alice]}
    expect:
      player Alice: {life: 18}
""")
    assert out.passed, out.failures
    assert _mv(out.game, "div") == 2


def test_601_2f_the_next_giant_spell_reads_its_quality() -> None:
    """Invasion of the Giants' chapter III: only a Giant spell is reduced and uses it up."""
    (ab,) = compile_line("III — The next Giant spell you cast this turn costs {2} less to "
                         "cast.", "Invasion of the Giants")
    assert isinstance(ab, ChapterAbility)
    (effect,) = ab.instructions
    (part,) = effect.parts
    change = part.detail
    assert isinstance(change, CostChange) and change.next_spell and change.amount == -2
    assert change.spells == s.IsSubtype("Giant")


def test_601_2f_next_spell_for_each_stays_unread() -> None:
    """"{1} less ... for each counter removed this way" isn't read by this template."""
    (ab,) = compile_line("Whenever this creature attacks, the next spell you cast this turn "
                         "costs {1} less to cast for each creature you control.", "Test Card")
    assert not isinstance(ab, TriggeredAbility)
