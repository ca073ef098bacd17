"""605.1b / 605.4a / 106.12a: triggered mana abilities. "Whenever enchanted land is tapped
for mana, its controller adds an additional {G}." triggers when a mana ability of that land
with {T} in its cost resolves and produces mana, and resolves at once, without the stack:
the extra mana pays the same spell (601.2g-h). "Its controller" / "that player" is the player
who tapped the land; "one mana of any type that land produced" is of a type it produced."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.mana.sources import is_triggered_mana_ability
from arbiter.rules import instructions as I


def _id(game, alias: str) -> int:
    from tests.conftest import obj_id

    return obj_id(game, alias)


def test_605_4a_wild_growth_forest_pays_a_two_drop(solve) -> None:
    """One Forest enchanted by Wild Growth makes {G}{G}: it pays Grizzly Bears ({1}{G})."""
    out = solve("""
        name: wild growth
        battlefield:
          - {card: Forest, as: forest}
          - {card: Wild Growth, attached_to: forest}
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true}
        expect:
          forest: {tapped: true}
          Grizzly Bears: {zone: battlefield}
          game: {stack: 0}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[0].mana_pool == {}


def test_605_4a_without_wild_growth_one_forest_cant_pay_two(solve) -> None:
    out = solve("""
        name: no wild growth
        battlefield: [{card: Forest, as: forest}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true, refused: "total cost {1}{G}"}
        expect:
          forest: {tapped: false}
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_106_12a_its_controller_is_the_lands_controller(solve) -> None:
    """Bob's Wild Growth on Alice's Forest: Alice taps it and gets both mana; Bob gets
    none."""
    out = solve("""
        name: wild growth on an opponent's land
        battlefield:
          - {card: Forest, as: forest}
          - {card: Wild Growth, controller: Bob, attached_to: forest}
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true}
        expect:
          Grizzly Bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[1].mana_pool == {}


def test_605_4a_tapped_at_priority_the_pool_gets_both(board) -> None:
    """605.3a: Alice taps the enchanted Forest with priority: {G}{G} in her pool, nothing on
    the stack."""
    game = board("""
        name: wild growth at priority
        battlefield:
          - {card: Forest, as: forest}
          - {card: Wild Growth, attached_to: forest}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"tap Forest#{_id(game, 'forest')} for {{G}}")
    assert game.state.players[0].mana_pool == {"G": 2}
    assert not game.state.stack_items


def test_605_4a_fertile_ground_any_color_pays_a_red_and_green_spell(solve) -> None:
    """A Forest with Fertile Ground makes {G} and one mana of any color: {R}{G} for
    Rip-Clan Crasher."""
    out = solve("""
        name: fertile ground
        battlefield:
          - {card: Forest, as: forest}
          - {card: Fertile Ground, attached_to: forest}
        hand: {Alice: [Rip-Clan Crasher]}
        actions:
          - {cast: Rip-Clan Crasher, pay: true}
        expect:
          Rip-Clan Crasher: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_614_12_utopia_sprawl_adds_the_chosen_color(solve) -> None:
    """Utopia Sprawl, red chosen as it entered: the Forest makes {G} and {R}, which pay
    Rip-Clan Crasher ({R}{G}); Savannah Lions ({W}) can't be paid."""
    out = solve("""
        name: utopia sprawl
        battlefield:
          - {card: Forest, as: forest}
          - {card: Utopia Sprawl, attached_to: forest, choices: {color: red}}
        hand: {Alice: [Rip-Clan Crasher, Savannah Lions]}
        actions:
          - {cast: Savannah Lions, pay: true, refused: "total cost {W}"}
          - {cast: Rip-Clan Crasher, pay: true}
        expect:
          Rip-Clan Crasher: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_106_1b_mana_flare_adds_a_type_the_land_produced(solve) -> None:
    """Bob's Mana Flare: Alice's one Mountain makes {R}{R} and pays Lightning Strike
    ({1}{R}); but the extra is of the type the land produced, so a Forest with Mana Flare
    doesn't pay {R}{G}."""
    out = solve("""
        name: mana flare
        battlefield:
          - {card: Mountain, as: mountain}
          - {card: Mana Flare, controller: Bob}
        hand: {Alice: [Lightning Strike]}
        actions:
          - {cast: Lightning Strike, targets: [Bob], pay: true}
        expect:
          mountain: {tapped: true}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: mana flare forest
        battlefield:
          - {card: Forest, as: forest}
          - {card: Mana Flare, controller: Bob}
        hand: {Alice: [Rip-Clan Crasher]}
        actions:
          - {cast: Rip-Clan Crasher, pay: true, refused: "total cost {R}{G}"}
        expect:
          forest: {tapped: false}
    """)
    assert out.passed, out.failures


def test_106_12_mirari_s_wake_only_its_controllers_lands(solve) -> None:
    """Alice's Mirari's Wake ("Whenever you tap a land for mana"): her Mountain makes {R}{R};
    Bob's Mountain still makes one {R}, not enough for his Lightning Strike."""
    out = solve("""
        name: mirari's wake
        battlefield:
          - {card: Mountain, as: mine}
          - {card: Mountain, as: his, controller: Bob}
          - {card: Mirari's Wake}
        hand: {Alice: [Lightning Strike], Bob: [Lightning Strike]}
        actions:
          - {cast: Lightning Strike, by: Bob, targets: [Alice], pay: true,
             refused: "total cost {1}{R}"}
          - {cast: Lightning Strike, targets: [Bob], pay: true}
        expect:
          mine: {tapped: true}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_106_12a_manabarbs_deals_damage_to_the_player_who_tapped(solve) -> None:
    """Manabarbs isn't a mana ability (605.5a: it adds no mana): its trigger goes on the
    stack and deals 1 damage to the player who tapped the land."""
    out = solve("""
        name: manabarbs
        battlefield:
          - Mountain
          - {card: Manabarbs, controller: Bob}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          player Alice: {life: 19}
          player Bob: {life: 17}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "card", "to", "produced"), [
    ("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
     "Wild Growth", "event_player", False),
    ("Whenever enchanted land is tapped for mana, its controller adds an additional one mana "
     "of any color.", "Fertile Ground", "event_player", False),
    ("Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
     "Overgrowth", "event_player", False),
    ("Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
     "Vernal Bloom", "event_player", False),
    ("Whenever a Mountain is tapped for mana, its controller adds an additional {R}.",
     "Gauntlet of Might", "event_player", False),
    ("Whenever a player taps a land for mana, that player adds one mana of any type that land "
     "produced.", "Mana Flare", "event_player", True),
    ("Whenever enchanted Forest is tapped for mana, its controller adds an additional one "
     "mana of the chosen color.", "Utopia Sprawl", "event_player", False),
    ("Whenever you tap a land for mana, add one mana of any type that land produced.",
     "Mirari's Wake", "you", True),
    ("Whenever you tap a nonland permanent for mana, add one mana of any type that permanent "
     "produced.", "Kinnan, Bonder Prodigy", "you", True),
])
def test_605_1b_triggered_mana_ability_oracle_lines(line: str, card: str, to: str,
                                                    produced: bool) -> None:
    (ab,) = compile_text(line, card)
    assert is_triggered_mana_ability(ab)
    adds = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert adds and all(i.to == to and i.produced == produced for i in adds)


def test_605_5a_manabarbs_is_not_a_mana_ability() -> None:
    (ab,) = compile_text("Whenever a player taps a land for mana, this enchantment deals 1 "
                         "damage to that player.", "Manabarbs")
    assert not is_triggered_mana_ability(ab)
    assert ab.trigger is not None and ab.trigger.event == "tapped_for_mana"
