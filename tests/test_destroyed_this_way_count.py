"""701.8 / 608.2c: "for each creature destroyed this way" counts the permanents the spell's
"destroy" actually put into a graveyard: one that is indestructible (702.12b) or regenerated
(701.19a) wasn't destroyed. Decree of Pain, Fracturing Gust ("2 life for each", 107.1),
Whiptongue Hydra."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.destroyed_this_way import DestroyedThisWay
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Decree of Pain", "Destroy all creatures. They can't be regenerated. Draw a card for each "
     "creature destroyed this way.", "Creature"),
    ("Death Begets Life", "Destroy all creatures and enchantments. Draw a card for each "
     "permanent destroyed this way.", None),
    ("Paraselene", "Destroy all enchantments. You gain 1 life for each enchantment destroyed "
     "this way.", "Enchantment"),
])
def test_701_8_for_each_destroyed_this_way_lines(name: str, line: str, kind: str | None) -> None:
    [ability] = compile_text(line, name, True) or [None]
    last = ability.instructions[-1]
    assert isinstance(last, I.Draw | I.GainLife) and last.n == DestroyedThisWay(kind)


def test_701_8_destroyed_this_way_after_no_destruction_is_unread() -> None:
    assert compile_text("Exile all creatures. Draw a card for each creature destroyed this "
                        "way.", "Test Spell", True) is None


def test_701_8_decree_of_pain_counts_only_what_it_destroyed(solve) -> None:
    """Grizzly Bears (Alice's), Llanowar Elves (Bob's), a Skeletal Changeling with a
    regeneration shield (can't be regenerated: destroyed) and Darksteel Myr (indestructible:
    not destroyed): Alice draws 3 cards."""
    out = solve("""
        name: decree of pain
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, controller: Bob, as: elves}
          - {card: Skeletal Changeling, controller: Bob, as: sc}
          - {card: Darksteel Myr, controller: Bob, as: myr}
          - {card: Swamp, controller: Bob}
          - {card: Swamp, controller: Bob}
        hand: {Alice: [Decree of Pain]}
        library: {Alice: [Island, Island, Island, Island, Island], Bob: [Swamp]}
        actions:
          - activate: {card: sc, ability: "{1}{B}:", by: Bob}
          - {cast: Decree of Pain}
        expect:
          bears: {zone: graveyard}
          elves: {zone: graveyard}
          sc: {zone: graveyard}
          myr: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("hand", 0)) == 3


def test_107_1_fracturing_gust_two_life_for_each(solve) -> None:
    """Fracturing Gust destroys Sol Ring, Mind Stone and Glorious Anthem: Alice gains 6."""
    out = solve("""
        name: fracturing gust
        battlefield:
          - {card: Sol Ring, controller: Bob}
          - {card: Mind Stone, controller: Bob}
          - {card: Glorious Anthem, controller: Bob}
          - {card: Darksteel Myr, controller: Bob, as: myr}
        hand: {Alice: [Fracturing Gust]}
        actions:
          - {cast: Fracturing Gust}
        expect:
          player Alice: {life: 26}
          myr: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("rest_in_peace", "life", "bears"), [
    (False, 18, "graveyard"),
    (True, 20, "battlefield"),  # 614.6: the Mountains are exiled instead: none put there
])
def test_701_8_volcanic_eruption_counts_mountains_put_into_a_graveyard(
        solve, rest_in_peace: bool, life: int, bears: str) -> None:
    """Volcanic Eruption destroys Bob's two Mountains (X = 2): 2 damage to each creature and
    each player; with Rest in Peace they are exiled instead, so it deals 0."""
    rip = "\n          - {card: Rest in Peace}" if rest_in_peace else ""
    out = solve(f"""
        name: volcanic eruption
        battlefield:
          - {{card: Mountain, controller: Bob, as: m1}}
          - {{card: Mountain, controller: Bob, as: m2}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}{rip}
        hand: {{Alice: [Volcanic Eruption]}}
        actions:
          - {{cast: Volcanic Eruption, targets: [m1, m2], choices: {{x: 2}}}}
        expect:
          player Alice: {{life: {life}}}
          player Bob: {{life: {life}}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "m1")).zone == ("exile" if rest_in_peace else "graveyard")
    assert game.obj(obj_id(game, "bears")).zone == bears
