"""107.3a, 608.2h: quantities about the turn, the players and the spell itself wherever a number
stands ("where X is ...", "equal to ...", "for each ...", `compiler.grammar.amounts`):

- 119.9: "the amount of life you gained this turn" (Nightmare's Thirst, Fortifying Draught);
- 102.2 / 102.1: "the number of opponents you have", "for each opponent.", "for each player."
  (Inspired Sphinx, Chittering Witch, Benediction of Moons), in two- and three-player games;
- 601.2h converge: "the number of colors of mana spent to cast this spell" / "for each color of
  mana spent to cast this spell" (Kaleidoscorch, Radiant Epicure, Unified Front): the colors
  of the mana actually paid; a permanent put onto the battlefield wasn't cast (0);
- 601.2i: "the number of spells you've cast this turn" (Volcanic Torrent, itself included);
- 608.2h: the number of a resolving effect's "+N/+N for each ..." is fixed as it resolves
  (Fists of Flame: a card drawn afterwards doesn't grow the bonus).
"""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text

ALICE, BOB, CAROL = 0, 1, 2


# -- 119.9: the life you gained this turn ---------------------------------------------------
def test_119_9_nightmares_thirst_counts_all_life_gained_this_turn(solve) -> None:
    """Angel's Mercy (7 life), then Nightmare's Thirst (1 more): X = 8, Bob's 6/6 Colossal
    Dreadmaw gets -8/-8 and dies (704.5f)."""
    out = solve("""
        name: Nightmare's Thirst after Angel's Mercy
        battlefield: [{card: Colossal Dreadmaw, controller: Bob, as: big}]
        hand: {Alice: [Angel's Mercy, Nightmare's Thirst]}
        actions:
          - {cast: Angel's Mercy}
          - {cast: Nightmare's Thirst, targets: [big]}
        expect:
          player Alice: {life: 28}
          big: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_119_9_608_2h_fortifying_draught_fixed_as_it_resolves(solve) -> None:
    """Fortifying Draught alone: Alice gained 2 this turn, the bear gets +2/+2. Life gained
    afterwards (Angel's Mercy) doesn't change the bonus (608.2h)."""
    out = solve("""
        name: Fortifying Draught
        battlefield: [{card: Grizzly Bears, as: bear}]
        hand: {Alice: [Fortifying Draught, Angel's Mercy]}
        actions:
          - {cast: Fortifying Draught, targets: [bear]}
          - {cast: Angel's Mercy}
        expect:
          bear: {power: 4, toughness: 4}
          player Alice: {life: 29}
    """)
    assert out.passed, out.failures


# -- 102.2 / 102.1: opponents and players ---------------------------------------------------
@pytest.mark.parametrize(("players", "drawn"), [("[Alice, Bob]", 1), ("[Alice, Bob, Carol]", 2)])
def test_102_2_inspired_sphinx_draws_one_card_per_opponent(solve, players: str,
                                                           drawn: int) -> None:
    out = solve(f"""
        name: Inspired Sphinx
        players: {players}
        library: {{Alice: [Island, Island, Island]}}
        actions:
          - {{enter: {{card: Inspired Sphinx}}}}
        expect:
          player Alice: {{hand_size: {drawn}}}
    """)
    assert out.passed, out.failures


def test_102_2_chittering_witch_one_rat_per_opponent_in_three_player_game(solve) -> None:
    out = solve("""
        name: Chittering Witch
        players: [Alice, Bob, Carol]
        actions:
          - {enter: {card: Chittering Witch}}
    """)
    assert out.passed, out.failures
    game = out.game
    rats = [o for o in game.state.battlefield() if game.name_of(o) == "Rat Token"]
    assert len(rats) == 2
    assert all(game.controller_of(o) == ALICE for o in rats)


def test_102_1_benediction_of_moons_one_life_per_player(solve) -> None:
    """'You gain 1 life for each player.': three players, Alice counts herself too."""
    out = solve("""
        name: Benediction of Moons
        players: [Alice, Bob, Carol]
        hand: {Alice: [Benediction of Moons]}
        actions:
          - {cast: Benediction of Moons}
        expect:
          player Alice: {life: 23}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a distributive "for each opponent, <instruction>" and a qualified opponent are other
    # templates: not a count
    "For each opponent, draw a card.",
    "Draw a card for each opponent who attacked you this turn.",
    "Draw a card for each spell you've cast this turn other than the first.",
])
def test_102_2_other_for_each_opponent_templates_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", spell=True) is None


# -- 601.2h converge: colors of mana spent ----------------------------------------------------
@pytest.mark.parametrize(("lands", "life"), [("[Mountain, Island]", 18),
                                             ("[Mountain, Mountain]", 19)])
def test_601_2h_kaleidoscorch_converge_counts_colors_paid(solve, lands: str, life: int) -> None:
    """Kaleidoscorch ({1}{R}): red and blue paid, 2 damage; red twice, 1."""
    out = solve(f"""
        name: Kaleidoscorch
        battlefield: {lands}
        hand: {{Alice: [Kaleidoscorch]}}
        actions:
          - {{cast: Kaleidoscorch, targets: [Bob], pay: true}}
        expect:
          player Bob: {{life: {life}}}
    """)
    assert out.passed, out.failures


def test_601_2h_radiant_epicure_cast_with_five_colors(solve) -> None:
    """Radiant Epicure ({4}{B}) paid with one land of each color: X = 5."""
    out = solve("""
        name: Radiant Epicure cast
        battlefield: [Swamp, Island, Forest, Mountain, Plains]
        hand: {Alice: [Radiant Epicure]}
        actions:
          - {cast: Radiant Epicure, pay: true}
        expect:
          player Alice: {life: 25}
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_601_2h_radiant_epicure_not_cast_no_mana_spent(solve) -> None:
    """Put onto the battlefield without being cast: no mana was spent (X = 0)."""
    out = solve("""
        name: Radiant Epicure entered
        actions:
          - {enter: {card: Radiant Epicure}}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_2h_unified_front_one_token_per_color_spent(solve) -> None:
    """Unified Front ({3}{W}): white, blue and green paid (and another white): three Kor."""
    out = solve("""
        name: Unified Front
        battlefield: [Plains, Plains, Island, Forest]
        hand: {Alice: [Unified Front]}
        actions:
          - {cast: Unified Front, pay: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len([o for o in game.state.battlefield()
                if game.name_of(o) == "Kor Ally Token"]) == 3


# -- 601.2i: spells cast this turn ------------------------------------------------------------
def test_601_2i_volcanic_torrent_counts_itself_and_earlier_spells(solve) -> None:
    """Shock, then Volcanic Torrent (two spells cast this turn, itself included): 2 damage to
    each of Bob's creatures; Alice's own creature isn't dealt any."""
    out = solve("""
        name: Volcanic Torrent
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bobs_bear}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Grizzly Bears, as: alices_bear}
        hand: {Alice: [Shock, Volcanic Torrent]}
        actions:
          - {cast: Shock, targets: [Carol]}
          - {cast: Volcanic Torrent}
        expect:
          giant: {zone: battlefield}
          bobs_bear: {zone: graveyard}
          alices_bear: {zone: battlefield}
        players: [Alice, Bob, Carol]
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "giant")).damage == 2
    assert game.obj(obj_id(game, "alices_bear")).damage == 0


# -- 608.2h: a resolving effect's count is fixed ----------------------------------------------
def test_608_2h_fists_of_flame_bonus_fixed_as_it_resolves(solve) -> None:
    """Fists of Flame draws a card (one drawn this turn): +1/+0. Divination afterwards (three
    drawn) doesn't grow it."""
    out = solve("""
        name: Fists of Flame
        battlefield: [{card: Grizzly Bears, as: bear}]
        library: {Alice: [Island, Island, Island, Island]}
        hand: {Alice: [Fists of Flame, Divination]}
        actions:
          - {cast: Fists of Flame, targets: [bear]}
          - {cast: Divination}
        expect:
          bear: {power: 3, toughness: 2, has: [trample]}
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures
