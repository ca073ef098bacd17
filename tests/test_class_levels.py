"""Class cards (716) played through the real engine: a class level bar "[Cost]: Level N" is
an activated ability that makes the Class level N, only from level N-1 and only as a sorcery
(716.2a), and the Class has the abilities of its level N section as long as it is level N or
greater (716.2a); a permanent with no level is level 1 (716.2d); a new object has no level
(716.2b, 400.7). Plus the Oracle text of real Classes, section by section."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.class_levels import class_section
from arbiter.engine.casting.activation import activate
from arbiter.engine.keywords.class_levels import BecomeLevel, ClassLevelAtLeast
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.parts import AddAbilities
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1

#: Stormchaser's Talent (today's Oracle text).
_STORMCHASER = """\
When this Class enters, create a 1/1 blue and red Otter creature token with prowess.
{3}{U}: Level 2
When this Class becomes level 2, return target instant or sorcery card from your graveyard \
to your hand.
{5}{U}: Level 3
Whenever you cast an instant or sorcery spell, create a 1/1 blue and red Otter creature \
token with prowess."""


# -- the Oracle text, section by section (716.2, 716.3) -------------------------------------
@pytest.mark.parametrize(("bar", "cost", "level"), [
    ("{3}{U}: Level 2", "{3}{U}", 2),   # Stormchaser's Talent
    ("{5}{U}: Level 3", "{5}{U}", 3),   # Stormchaser's Talent
    ("{2}{G}: Level 2", "{2}{G}", 2),   # Druid Class
    ("{R}{G}: Level 2", "{R}{G}", 2),   # Bard Class
    ("{1}{W}{W}: Level 3", "{1}{W}{W}", 3),
])
def test_716_2a_a_class_level_bar_is_a_sorcery_speed_ability_from_the_level_below(
        bar, cost, level) -> None:
    section = class_section([bar, "Creatures you control get +1/+1."], 0, "Some Class")
    assert section is not None and section.end == 2
    act, static = section.abilities
    assert isinstance(act, ActivatedAbility) and act.text == bar
    assert act.cost == (ManaPayment(cost),) and act.sorcery_speed
    assert act.condition == ClassLevelAtLeast(level - 1, exactly=True)
    assert act.instructions == (BecomeLevel(level),)
    assert isinstance(static, StaticAbility)
    assert static.condition == ClassLevelAtLeast(level)  # "level N or greater"


def test_716_2_each_bar_takes_the_lines_of_its_own_section() -> None:
    lines = _STORMCHASER.split("\n")
    assert class_section(lines, 0, "Stormchaser's Talent") is None  # 716.3: no bar
    two = class_section(lines, 1, "Stormchaser's Talent")
    assert two is not None and two.end == 3
    (granted,) = [p for p in two.abilities[1].effects[0].parts if isinstance(p, AddAbilities)]
    (trigger,) = granted.abilities
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.trigger.event == "becomes_class_level_2"  # "When this Class becomes level 2"
    three = class_section(lines, 3, "Stormchaser's Talent")
    assert three is not None and three.end == 5


# -- gaining a level (716.2a, 716.2c) --------------------------------------------------------
_BOARD = """
    name: stormchaser's talent
    battlefield: [{{card: Stormchaser's Talent, as: talent}}]
    hand: {{Alice: [{{card: Opt, as: opt}}]}}
    graveyard: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
    library: {{Alice: [Island, Island, Island]}}
    {extra}
"""


def _otters(game) -> int:
    return sum(1 for o in game.state.battlefield() if "Otter" in game.chars(o).subtypes)


def test_716_2a_level_2_makes_the_class_level_2_and_it_triggers(solve) -> None:
    """Alice gains level 2 of Stormchaser's Talent: "When this Class becomes level 2" returns
    Lightning Bolt from her graveyard to her hand."""
    out = solve(_BOARD.format(extra="""
    actions:
      - activate: {card: talent, ability: "{3}{U}: Level 2", targets: [bolt]}
    expect:
      bolt: {zone: hand}
    """))
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "talent")).choices["class_level"] == 2


def test_716_2d_a_class_with_no_level_is_level_1_and_cant_skip_to_level_3(board) -> None:
    """716.2a: level 3's bar can be activated only if the Class is level 2; a Class that
    never gained a level is level 1 (716.2d). The refusal leaves the game unchanged."""
    game = board(_BOARD.format(extra=""))
    talent = obj_id(game, "talent")
    before = game.state.version
    with pytest.raises(IllegalActionError, match="only if"):
        activate(game, talent, ALICE, "{5}{U}: Level 3", [], {})
    assert game.state.version == before and not game.state.stack_items


def test_716_2a_a_level_is_gained_only_as_a_sorcery(solve) -> None:
    """716.2a: "Activate only ... as a sorcery": not in Alice's upkeep."""
    with pytest.raises(ScenarioError, match="only as a sorcery"):
        solve(_BOARD.format(extra="""
    turn: {number: 1, phase: upkeep}
    actions:
      - activate: {card: talent, ability: "{3}{U}: Level 2", targets: [bolt]}
    """))


def test_716_2a_a_level_is_not_gained_with_a_spell_on_the_stack(solve) -> None:
    """307.1 / 716.2a: with Opt on the stack Alice can't gain a level."""
    with pytest.raises(ScenarioError, match="only as a sorcery"):
        solve(_BOARD.format(extra="""
    actions:
      - {cast: Opt, respond: true}
      - activate: {card: talent, ability: "{3}{U}: Level 2", targets: [bolt]}
    """))


def test_716_2a_the_same_level_cant_be_gained_twice(solve) -> None:
    """Level 2's bar needs level 1: once the Class is level 2 it can't be activated again."""
    with pytest.raises(ScenarioError, match="only if"):
        solve(_BOARD.format(extra="""
    actions:
      - activate: {card: talent, ability: "{3}{U}: Level 2", targets: [bolt]}
      - activate: {card: talent, ability: "{3}{U}: Level 2", targets: [bolt]}
    """))


def test_716_2a_level_3_abilities_only_at_level_3(solve) -> None:
    """At level 1 casting Opt makes no Otter; after levels 2 and 3 the Class has "Whenever
    you cast an instant or sorcery spell, create ... Otter" and casting Opt makes one."""
    low = solve(_BOARD.format(extra="""
    actions:
      - {cast: Opt, choices: {scry: []}}
    """))
    assert _otters(low.game) == 0
    high = solve(_BOARD.format(extra="""
    actions:
      - activate: {card: talent, ability: "{3}{U}: Level 2", targets: [bolt]}
      - activate: {card: talent, ability: "{5}{U}: Level 3"}
      - {cast: Opt, choices: {scry: []}}
    """))
    assert _otters(high.game) == 1
    game = high.game
    assert game.obj(obj_id(game, "talent")).choices["class_level"] == 3


def test_716_2b_a_class_that_returns_is_a_new_object_at_level_1(solve) -> None:
    """400.7 / 716.2b: the level is the permanent's; bounced and replayed, the Class is
    level 1 again and level 3's bar can't be activated."""
    with pytest.raises(ScenarioError, match="only if"):
        solve(_BOARD.format(extra="""
    actions:
      - activate: {card: talent, ability: "{3}{U}: Level 2", targets: [bolt]}
      - move: {card: talent, to: hand}
      - enter: {card: talent}
      - activate: {card: talent, ability: "{5}{U}: Level 3"}
    """))


def test_716_2a_an_unread_section_stops_the_game_only_at_its_level(solve) -> None:
    """Principle 5: Druid Class's level 2 line isn't read yet. At level 1 the Class works
    (landfall: a Forest enters, Alice gains 1 life); gaining level 2 stops the game naming
    the line."""
    board = """
    name: druid class
    battlefield: [{card: Druid Class, as: druid}]
    actions:
      - enter: {card: Forest}
    expect:
      player Alice: {life: 21}
    """
    out = solve(board)
    assert out.passed, out.failures
    # Level 2's "You may play an additional land on each of your turns." is read now
    # (305.2, `engine.turn.land_plays`): gaining the level gives Alice a second land play.
    from arbiter.engine.turn.land_plays import lands_allowed

    out = solve(board.replace("  - enter: {card: Forest}\n", "  - enter: {card: Forest}\n"
                              "      - activate: {card: druid, ability: 2}\n"))
    assert out.passed, out.failures
    assert lands_allowed(out.game, 0) == 2
