"""Airbend (701.65), played through the real engine: the permanents are exiled, and each
card exiled this way may be cast by its owner from exile by paying {2} rather than its mana
cost (an alternative cost, 118.9), for as long as it remains exiled. With a table of real
Oracle lines read or left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.keyword_actions.airbend import Airbend
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1


def _offered(game, player: int, oid: int) -> bool:
    return any(a.kind == "cast" and a.obj == oid and a.alternative == "airbend"
               for a in priority_actions(game, player))


def _untapped(game, name: str) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == name and not game.obj(o).tapped)


def test_701_65a_airbent_card_cast_by_its_owner_for_two(board) -> None:
    """Airbending Lesson exiles Alice's own Serra Angel ({3}{W}{W}); she casts it from exile
    for {2}: two of her three Plains are tapped, and the Angel returns to the
    battlefield."""
    game = board("""
        name: airbend cast
        battlefield:
          - {card: Serra Angel, as: angel}
          - Plains
          - Plains
          - Plains
        hand: {Alice: [Airbending Lesson]}
        actions:
          - {cast: Airbending Lesson, targets: [angel]}
    """)
    angel = obj_id(game, "angel")
    assert game.obj(angel).zone == "exile"
    assert any(e.kind == "airbends" for e in game.events)
    assert _offered(game, ALICE, angel)
    cast(game, angel, ALICE, [], {}, alternative="airbend", pay=True)
    assert _untapped(game, "Plains") == 1
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.battlefield()
            if "Creature" in game.chars(o).types] == ["Serra Angel"]


def test_701_65a_only_the_owner_may_cast_the_airbent_card(board) -> None:
    """Alice airbends Bob's Grizzly Bears: Bob owns the card, so Alice isn't offered it and
    can't cast it; the card stays in exile."""
    game = board("""
        name: airbend owner
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - Forest
          - Forest
        hand: {Alice: [Airbending Lesson]}
        actions:
          - {cast: Airbending Lesson, targets: [bears]}
    """)
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "exile" and game.obj(bears).owner == BOB
    assert not _offered(game, ALICE, bears)
    with pytest.raises(IllegalActionError):
        cast(game, bears, ALICE, [], {}, alternative="airbend", pay=True)
    assert game.obj(bears).zone == "exile" and _untapped(game, "Forest") == 2


def test_701_65a_airbend_two_targets_a_token_ceases_to_exist(solve) -> None:
    """Whirlwind Technique: Alice draws two and discards one, then airbends Bob's Grizzly
    Bears and his Soldier token: the Bears card is in exile; the token ceased to exist
    (111.7)."""
    out = solve("""
        name: airbend token
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {token: {name: Soldier Token, types: [Creature], subtypes: [Soldier],
                     colors: [W], power: 1, toughness: 1}, as: soldier, controller: Bob}
        hand: {Alice: [Whirlwind Technique]}
        library: {Alice: [Island, {card: Forest, as: forest}]}
        actions:
          - {cast: Whirlwind Technique, targets: [Alice, bears, soldier],
             choices: {discard: forest}}
        expect:
          bears: {zone: exile}
          soldier: {exists: false}
          forest: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_65a_no_longer_castable_once_it_left_exile(board) -> None:
    """The airbent Angel is put into Alice's graveyard from exile: a new object (400.7),
    no longer castable for {2}."""
    game = board("""
        name: airbend left exile
        battlefield: [{card: Serra Angel, as: angel}, Plains, Plains]
        hand: {Alice: [Airbending Lesson]}
        actions:
          - {cast: Airbending Lesson, targets: [angel]}
          - {move: {card: angel, to: graveyard}}
    """)
    angel = obj_id(game, "angel")
    assert game.obj(angel).zone == "graveyard"
    assert not _offered(game, ALICE, angel)
    with pytest.raises(IllegalActionError):
        cast(game, angel, ALICE, [], {}, alternative="airbend", pay=True)


LINES = [
    ("Airbending Lesson", "Airbend target nonland permanent.", True, True),
    ("Aang, the Last Airbender", "When Aang enters, airbend up to one other target nonland "
     "permanent.", False, True),
    ("Whirlwind Technique", "Airbend up to two target creatures.", True, True),
    ("Glider Staff", "When this Equipment enters, airbend up to one target creature.", False,
     True),
    ("Aang, Swift Savior", "When Aang enters, airbend up to one other target creature or "
     "spell.", False, False),
    ("Avatar's Wrath", "Choose up to one target creature, then airbend all other creatures.",
     True, False),
]


@pytest.mark.parametrize(("card", "line", "spell", "read"), LINES)
def test_701_65a_airbend_lines(card: str, line: str, spell: bool, read: bool) -> None:
    (ability,) = compile_line(line, card, spell=spell, legendary="," in card)
    if not read:
        assert isinstance(ability, UnsupportedAbility)
        return
    assert [type(i) for i in ability.instructions] == [Airbend]
