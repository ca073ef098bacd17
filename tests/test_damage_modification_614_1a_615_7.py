"""614.1a and 615.7: more readings of the static abilities that change the damage a source
would deal, played through the engine:

- a source named by its qualities ("a red or artifact source you control", "an instant or
  sorcery source you control", "a Giant source you control": Mechanized Warfare,
  Pyromancer's Swath, Calamity Bearer);
- "it deals that much damage minus 1 ... instead" (Benevolent Unicorn, Lashknife Barrier) and
  "it deals half that damage, rounded down, ... instead" (Ghosts of the Innocent);
- "Double all damage that creature sources you control would deal." (Absorbing Man and
  Titania);
- 615.7: "prevent half that damage, rounded up" (Gisela, Blade of Goldnight), "prevent all
  but 1 of that damage" (Hyperion, Supreme Hero), "prevent X of that damage, where X is the
  number of creatures you control" (Shield of the Avatar), X counted as the damage would be
  dealt.
"""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1


def _bolt(solve, battlefield: str, target: str = "Bob", by: str = "Alice"):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: damage modification
        battlefield: {battlefield}
        hand: {{{by}: [Lightning Bolt]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: Lightning Bolt, by: {by}, targets: [{target}]}}
    """)
    assert out.passed, out.failures
    return out.game


def _attack(solve, battlefield: str, life: int) -> None:  # type: ignore[no-untyped-def]
    """Alice's creature `att` attacks Bob unblocked; Bob's life afterwards."""
    out = solve(f"""
        name: attack
        turn: {{number: 3}}
        battlefield: {battlefield}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{attack: [att]}}
          - {{block: {{}}}}
          - {{pass: {{to: postcombat_main}}}}
        expect:
          player Bob: {{life: {life}}}
    """)
    assert out.passed, out.failures


def test_614_1a_mechanized_warfare_adds_1_to_a_red_source_at_an_opponent(solve) -> None:
    """A red or artifact source Alice controls: her Bolt deals 4 to Bob; at Alice herself
    (not an opponent) 3."""
    assert _bolt(solve, "[Mountain, Mechanized Warfare]").state.players[BOB].life == 16
    own = _bolt(solve, "[Mountain, Mechanized Warfare]", target="Alice")
    assert own.state.players[ALICE].life == 17


def test_614_1a_mechanized_warfare_not_a_green_creature(solve) -> None:
    """Grizzly Bears is neither red nor an artifact: its 2 combat damage stays 2."""
    _attack(solve, "[Mechanized Warfare, {card: Grizzly Bears, as: att}]", 18)


def test_614_1a_pyromancers_swath_adds_2_to_an_instant(solve) -> None:
    assert _bolt(solve, "[Mountain, Pyromancer's Swath]").state.players[BOB].life == 15


def test_614_1a_calamity_bearer_doubles_a_giant_sources_damage(solve) -> None:
    """Calamity Bearer (a 3/4 Giant) attacking alone: 6 damage."""
    _attack(solve, "[{card: Calamity Bearer, as: att}]", 14)


def test_614_1a_benevolent_unicorn_a_spell_deals_1_less(solve) -> None:
    """Bob's Bolt at Alice, who controls Benevolent Unicorn: 2 damage."""
    game = _bolt(solve, "[{card: Mountain, controller: Bob}, Benevolent Unicorn]",
                 target="Alice", by="Bob")
    assert game.state.players[ALICE].life == 18


def test_614_1a_lashknife_barrier_only_creatures_you_control(solve) -> None:
    """Bob's Bolt at Alice's Hill Giant (3/3): 2 damage marked, it lives; at Alice: 3."""
    field = "[{card: Mountain, controller: Bob}, Lashknife Barrier, {card: Hill Giant, as: g}]"
    game = _bolt(solve, field, target="g", by="Bob")
    giant = game.obj(obj_id(game, "g"))
    assert giant.zone == "battlefield" and giant.damage == 2
    assert _bolt(solve, field, target="Alice", by="Bob").state.players[ALICE].life == 17


def test_614_1a_ghosts_of_the_innocent_halves_rounded_down(solve) -> None:
    """Half of the Bolt's 3, rounded down: 1."""
    assert _bolt(solve, "[Mountain, Ghosts of the Innocent]").state.players[BOB].life == 19


def test_614_1a_double_all_damage_creature_sources_you_control(solve) -> None:
    """Absorbing Man and Titania: Grizzly Bears deals 4; the Bolt (no creature) 3."""
    _attack(solve, "[Absorbing Man and Titania, {card: Grizzly Bears, as: att}]", 16)
    game = _bolt(solve, "[Mountain, Absorbing Man and Titania]")
    assert game.state.players[BOB].life == 17


def test_615_7_gisela_prevents_half_rounded_up_and_doubles_at_opponents(solve) -> None:
    """Bob's Bolt at Alice: 2 of the 3 prevented (half, rounded up), 1 dealt. Alice's Bolt at
    Bob: doubled to 6."""
    field = "[{card: Mountain, controller: Bob}, Mountain, \"Gisela, Blade of Goldnight\"]"
    assert _bolt(solve, field, target="Alice", by="Bob").state.players[ALICE].life == 19
    assert _bolt(solve, field).state.players[BOB].life == 14


def test_615_7_hyperion_prevents_all_but_1(solve) -> None:
    field = "[{card: Mountain, controller: Bob}, \"Hyperion, Supreme Hero\"]"
    assert _bolt(solve, field, target="Alice", by="Bob").state.players[ALICE].life == 19


def test_615_7_shield_of_the_avatar_counts_creatures_as_damage_is_dealt(solve) -> None:
    """Alice controls Grizzly Bears (equipped) and Hill Giant: 2 of the Bolt's 3 prevented,
    1 marked, the Bears live."""
    game = _bolt(solve, "[{card: Mountain, controller: Bob}, {card: Grizzly Bears, as: bears},"
                 " Hill Giant, {card: Shield of the Avatar, attached_to: bears}]",
                 target="bears", by="Bob")
    bears = game.obj(obj_id(game, "bears"))
    assert bears.zone == "battlefield" and bears.damage == 1


@pytest.mark.parametrize("line", [
    "If a source you control with an odd mana value would deal damage to a permanent or "
    "player, it deals double that damage to that permanent or player instead.",
    "If a source would deal damage to a player, you may prevent X of that damage, where X "
    "is the number of Clerics you control.",  # "you may"
    "Double all damage that sources you control of the chosen type would deal.",
])
def test_614_1a_615_7_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Test Card")
    assert abilities is None or isinstance(abilities[0], UnsupportedAbility)


def test_615_7_ajani_steadfasts_emblem_prevents_all_but_1(solve) -> None:
    """114.4: the emblem's static ability works from the command zone: after Ajani's −7,
    Bob's Bolt at Alice deals 1."""
    out = solve("""
        name: ajani emblem
        battlefield:
          - {card: "Ajani Steadfast", as: ajani, counters: {loyalty: 7}}
          - {card: Mountain, controller: Bob}
        hand: {Bob: [Lightning Bolt]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {activate: {card: ajani, ability: "-7"}}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures
