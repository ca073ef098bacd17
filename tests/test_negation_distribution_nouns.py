"""A leading "non-" word describes every card type of the series it begins: "a nontoken
creature or planeswalker" is a nontoken creature or a nontoken planeswalker (the words of
the Oracle text, read as a judge reads them). Played with the real engine: Sheoldred's
enters trigger (701.21a sacrifice, 608.2d the player's choice) and Iroh, Grand Lotus's two
flashback grants (702.34a), which would otherwise both reach a Lesson card."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all


def test_701_21a_sheoldred_opponent_sacrifices_a_nontoken_creature_not_a_token(board) -> None:
    """Bob controls two Zombie tokens and Grizzly Bears: "a nontoken creature or
    planeswalker" leaves him only the Bears to sacrifice; the tokens stay."""
    game = board("""
        name: sheoldred
        battlefield:
          - Swamp
          - Swamp
          - Swamp
          - Swamp
          - Swamp
          - {token: {name: Zombie, types: [Creature], subtypes: [Zombie], power: 2,
                     toughness: 2}, controller: Bob, as: zombie}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {token: {name: Zombie, types: [Creature], subtypes: [Zombie], power: 2,
                     toughness: 2}, controller: Bob, as: zombie2}
        hand: {Alice: [{card: "Sheoldred // The True Scriptures", as: sheoldred}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, obj_id(game, "sheoldred"), 0, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "zombie")).zone == "battlefield"
    assert game.obj(obj_id(game, "zombie2")).zone == "battlefield"


def test_701_21a_sheoldred_a_token_planeswalker_isnt_sacrificed(board) -> None:
    """Bob controls only a planeswalker token (a copy made by a token effect): it is no
    "nontoken creature or planeswalker", so he sacrifices nothing (701.21a)."""
    game = board("""
        name: sheoldred token planeswalker
        battlefield:
          - Swamp
          - Swamp
          - Swamp
          - Swamp
          - Swamp
          - {token: {name: Jace Copy, types: [Planeswalker], subtypes: [Jace]},
             controller: Bob, as: walker, counters: {loyalty: 3}}
        hand: {Alice: [{card: "Sheoldred // The True Scriptures", as: sheoldred}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert game.obj(obj_id(game, "walker")).zone == "battlefield"
    cast(game, obj_id(game, "sheoldred"), 0, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "walker")).zone == "battlefield"


def test_702_34a_iroh_non_lesson_grant_doesnt_reach_a_lesson(board) -> None:
    """Iroh: "each non-Lesson instant and sorcery card" has flashback for its mana cost, so
    the Lesson sorcery Expanded Anatomy has only Iroh's "flashback {1}" (one flashback
    ability, no second cost to announce) while Divination has its mana cost's."""
    game = board("""
        name: iroh
        battlefield: [{card: "Iroh, Grand Lotus", controller: Alice}]
        graveyard: {Alice: [{card: Expanded Anatomy, as: lesson},
                            {card: Divination, as: divination}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    lesson = [k.text for k in game.chars(obj_id(game, "lesson")).keyword_abilities(
        "flashback")]
    divination = game.chars(obj_id(game, "divination")).keyword_abilities("flashback")
    assert lesson == ["Flashback {1}"]
    assert len(divination) == 1 and divination[0].param is None
