"""201.2b: "the number of differently named <objects>": objects that each have a name and
no name in common (two Forests count once; 201.2a: a split card has both its names, 709.4a).
Played with the real engine: Awakened Amalgam's power and toughness (604.3, 7a) and Audience
with Trostani's draw, counted as the spell resolves (608.2h)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.different_names import differently_named


def test_604_3_awakened_amalgam_counts_different_land_names_you_control(board) -> None:
    """Forest, Forest, Island and Breeding Pool: three different names, a 3/3; Bob's
    Plains and Swamp aren't Alice's."""
    game = board("""
        name: awakened amalgam
        battlefield:
          - {card: Awakened Amalgam, controller: Alice, as: amalgam}
          - {card: Forest, controller: Alice}
          - {card: Forest, controller: Alice}
          - {card: Island, controller: Alice}
          - {card: Breeding Pool, controller: Alice}
          - {card: Plains, controller: Bob}
          - {card: Swamp, controller: Bob}
    """)
    ch = game.chars(obj_id(game, "amalgam"))
    assert (ch.power, ch.toughness) == (3, 3)


def test_608_2h_audience_with_trostani_draws_for_different_creature_token_names(
        board) -> None:
    """Audience with Trostani: after its Plant is created Alice controls creature tokens
    named Plant, Goblin, Goblin and Soldier (its Clue isn't a creature): three different
    names, three cards drawn."""
    game = board("""
        name: audience with trostani
        battlefield:
          - Forest
          - Forest
          - Forest
          - {token: {name: Goblin, types: [Creature], subtypes: [Goblin], power: 1,
                     toughness: 1}, controller: Alice}
          - {token: {name: Goblin, types: [Creature], subtypes: [Goblin], power: 1,
                     toughness: 1}, controller: Alice}
          - {token: {name: Soldier, types: [Creature], subtypes: [Soldier], power: 1,
                     toughness: 1}, controller: Alice}
          - {token: {name: Clue, types: [Artifact], subtypes: [Clue]}, controller: Alice}
        hand: {Alice: [{card: Audience with Trostani, as: audience}]}
        library: {Alice: [Plains, Plains, Plains, Plains, Plains], Bob: [Plains]}
    """)
    hand_before = len(game.state.zone_list("hand", 0))
    cast(game, obj_id(game, "audience"), 0, [], {}, pay=True)
    resolve_all(game)
    assert len(game.state.zone_list("hand", 0)) == hand_before - 1 + 3


def test_201_2b_a_split_card_shares_a_name_with_either_half() -> None:
    """201.2b with 709.4a: Fire // Ice and Fire have a name in common, so only one of them
    counts; Fire // Ice, Wear // Tear and Fire: two (Wear // Tear and either of the others);
    201.2a: an object with no name never counts."""
    assert differently_named([("Fire", "Ice"), ("Fire",)]) == 1
    assert differently_named([("Fire", "Ice"), ("Wear", "Tear"), ("Fire",)]) == 2
    assert differently_named([("Forest",), ("Forest",), ("Island",), ()]) == 2
