"""The original Innistrad werewolves (603.4 intervening "if", 701.27 transform), played
through the real engine:

    At the beginning of each upkeep, if no spells were cast last turn, transform this creature.
    At the beginning of each upkeep, if a player cast two or more spells last turn, transform
    this creature.

"Last turn" counts every player's spells (not only the active player's, as 730.2's day/night
check does), and "a player cast two or more" needs one player with two, not two players with
one each."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Sacrifice, Transform
from arbiter.rules.last_turn import SpellsCastLastTurn


def _upkeep(solve, werewolf: str, transformed: bool, during_turn: str) -> str:
    out = solve(f"""
        name: werewolf upkeep
        battlefield:
          - {{card: {werewolf}, as: wolf, transformed: {str(transformed).lower()}}}
          - {{card: Mountain, controller: Bob}}
        hand: {{Alice: [Lightning Bolt, Shock], Bob: [Lightning Bolt, Shock]}}
        actions:
        {during_turn}
          - {{pass: {{to: upkeep}}}}
    """)
    game = out.game
    wolf = obj_id(game, "wolf")
    return game.chars(wolf).name or ""


def test_603_4_no_spells_last_turn_the_human_transforms(solve) -> None:
    """Nobody cast a spell during Alice's turn 1: at the beginning of Bob's upkeep Village
    Ironsmith transforms into Ironfang."""
    assert _upkeep(solve, "Village Ironsmith", False, "") == "Ironfang"


def test_603_4_a_spell_by_the_non_active_player_counts(solve) -> None:
    """Bob cast Lightning Bolt during Alice's turn: a spell was cast last turn, so the
    werewolf doesn't transform (730.2a's day/night check would have looked only at Alice)."""
    name = _upkeep(solve, "Village Ironsmith", False,
                   "  - {cast: Lightning Bolt, by: Bob, targets: [Alice]}")
    assert name == "Village Ironsmith"


def test_603_4_a_player_cast_two_spells_the_werewolf_transforms_back(solve) -> None:
    """Alice cast two spells during her turn: at Bob's upkeep Ironfang transforms back into
    Village Ironsmith."""
    name = _upkeep(solve, "Village Ironsmith", True,
                   "  - {cast: Lightning Bolt, targets: [Bob]}\n"
                   "          - {cast: Shock, targets: [Bob]}")
    assert name == "Village Ironsmith"


def test_603_4_two_players_with_one_spell_each_is_not_a_player_with_two(solve) -> None:
    """Alice and Bob each cast one spell: no single player cast two or more, so Ironfang
    stays; and spells were cast, so it wouldn't transform the other way either."""
    name = _upkeep(solve, "Village Ironsmith", True,
                   "  - {cast: Lightning Bolt, targets: [Bob]}\n"
                   "          - {cast: Shock, by: Bob, targets: [Alice]}")
    assert name == "Ironfang"


def test_603_4_the_condition_is_false_as_it_would_trigger_nothing_goes_on_the_stack(
        solve) -> None:
    """603.4: an intervening "if" that is false as the event occurs: the ability doesn't
    trigger at all (nothing on the stack during Bob's upkeep)."""
    out = solve("""
        name: no trigger
        battlefield: [{card: Village Ironsmith, as: wolf}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
          - {pass: {to: upkeep}, respond: true}
    """)
    assert out.game.state.turn.step == "upkeep"
    assert not out.game.state.stack_items


@pytest.mark.parametrize(("line", "condition", "effect"), [
    ("At the beginning of each upkeep, if no spells were cast last turn, transform this "
     "creature.", SpellsCastLastTurn("all", "==", 0), Transform),
    ("At the beginning of each upkeep, if a player cast two or more spells last turn, "
     "transform this creature.", SpellsCastLastTurn("a player", ">=", 2), Transform),
    # Call of the Full Moon, an Aura
    ("At the beginning of each upkeep, if a player cast two or more spells last turn, "
     "sacrifice this Aura.", SpellsCastLastTurn("a player", ">=", 2), Sacrifice),
])
def test_603_4_the_werewolf_lines_read(line: str, condition: object, effect: type) -> None:
    (ab,) = compile_line(line, "Some Werewolf")
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "step" and ab.trigger.step == "upkeep"
    assert ab.trigger.whose == "any"  # "each upkeep"
    assert ab.intervening_if == condition
    assert [type(i) for i in ab.instructions] == [effect]
