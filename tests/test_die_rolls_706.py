"""706: rolling a die. 706.1a: a dN has N equally likely outcomes, 1 to N (the game's seeded
generator; here the die is set to show a chosen face where the test needs one). 706.2: "the
result" later in the ability is that number. 706.3a-b: the results table printed under the
rolling line is part of its ability: the row holding the result is followed."""

from __future__ import annotations

import types

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions import dice
from arbiter.engine.keyword_actions.dice import RollDie
from arbiter.rules.abilities import UnsupportedAbility


def _die_shows(monkeypatch: pytest.MonkeyPatch, face: int) -> None:
    """706.1b: a substitute die that comes up `face`."""
    monkeypatch.setattr(dice, "rng", types.SimpleNamespace(randrange=lambda _s, _n: face - 1))


_OGRE = """
    name: hoarding ogre
    battlefield:
      - {card: Hoarding Ogre, as: ogre}
    actions:
      - attack: [ogre]
      - block: {}
    expect:
      Treasure Token: {count: %d}
"""


@pytest.mark.parametrize(("face", "treasures"), [(1, 1), (9, 1), (10, 2), (19, 2), (20, 3)])
def test_706_3a_hoarding_ogre_follows_the_row_holding_the_result(
        solve, monkeypatch: pytest.MonkeyPatch, face: int, treasures: int) -> None:
    """"1—9 | Create a Treasure token. 10—19 | ... two ... 20 | ... three": each end of each
    range counts as inside it."""
    _die_shows(monkeypatch, face)
    out = solve(_OGRE % treasures)
    assert out.passed, out.failures
    assert any(f"rolls a d20: {face} (706.2)" in ln for ln in out.game.state.log)


def test_706_1a_a_real_roll_is_from_1_to_20_and_picks_its_row(solve) -> None:
    """Unpatched (the seeded generator): Sylvan Shepherd gains 1, 2 or 5 life as the roll
    the log shows says."""
    out = solve("""
        name: sylvan shepherd
        battlefield:
          - {card: Sylvan Shepherd, as: shep}
        actions:
          - attack: [shep]
          - block: {}
    """)
    assert out.passed, out.failures
    [line] = [ln for ln in out.game.state.log if "rolls a d20" in ln]
    result = int(line.split(": ")[-1].split(" ")[0])
    assert 1 <= result <= 20
    gained = 1 if result <= 9 else 2 if result <= 19 else 5
    assert out.game.state.players[0].life == 20 + gained


def test_706_2_ancient_silver_dragon_draws_the_result(solve, monkeypatch) -> None:
    """"roll a d20. Draw cards equal to the result.": a 7 draws seven cards."""
    _die_shows(monkeypatch, 7)
    out = solve("""
        name: silver dragon
        battlefield:
          - {card: Ancient Silver Dragon, as: dragon}
        library: {Alice: [Island, Island, Island, Island, Island, Island, Island, Island]}
        actions:
          - attack: [dragon]
          - block: {}
          - pass: {to: postcombat_main}
        expect:
          player Bob: {life: 12}
          player Alice: {hand_size: 7}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("face", "alice", "bob"), [(4, 18, 18), (15, 20, 18)])
def test_706_3b_fireball_deals_its_damage_then_rolls(solve, monkeypatch, face: int,
                                                     alice: int, bob: int) -> None:
    """Farideh's Fireball: 5 damage to the target, then "1—9 | ... 2 damage to each player.
    10—20 | ... 2 damage to each opponent"."""
    _die_shows(monkeypatch, face)
    out = solve(f"""
        name: farideh's fireball
        hand: {{Alice: [Farideh's Fireball]}}
        battlefield:
          - {{card: Mountain}}
          - {{card: Mountain}}
          - {{card: Mountain}}
          - {{card: Mountain}}
          - {{card: Hill Giant, as: giant, controller: Bob}}
        actions:
          - {{cast: Farideh's Fireball, targets: [giant]}}
        expect:
          giant: {{zone: graveyard}}
          player Alice: {{life: {alice}}}
          player Bob: {{life: {bob}}}
    """)
    assert out.passed, out.failures


def test_706_3b_the_table_is_one_ability_with_the_roll() -> None:
    [ability] = Catalog().abilities("Hoarding Ogre", 0)[:1]
    [roll] = ability.instructions
    assert isinstance(roll, RollDie) and roll.sides == 20
    assert [(r.low, r.high) for r in roll.table] == [(1, 9), (10, 19), (20, 20)]
    assert "20 | Create three Treasure tokens." in ability.text


@pytest.mark.parametrize("card", [
    "Contraband Livestock",  # "Its controller creates ...": names the exiled creature
    "Power of Persuasion",  # "Return it to its owner's hand": the chosen target
    "Diviner's Portent",  # "Roll a d20 and add ...": a modifier (706.2) not read
])
def test_706_3_tables_naming_the_rolling_lines_objects_stay_unread(card: str) -> None:
    abilities = Catalog().abilities(card, 0)
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)


@pytest.mark.parametrize("line", [
    "Draw cards equal to the result.",  # no roll before it
    "Roll two d8 and choose one result. Draw cards equal to that result.",
    "Roll a d20 and add the number of cards in your hand.",
])
def test_706_2_the_result_needs_a_roll_of_one_die_before_it(line: str) -> None:
    [ability] = compile_line(line, "Test Card", spell=True)
    assert isinstance(ability, UnsupportedAbility)


def test_706_1a_six_sided_die_and_the_result() -> None:
    [ability] = compile_line("{T}, Sacrifice this creature: Roll a six-sided die. You gain "
                             "life equal to the result.", "Vegetation Abomination")
    roll, gain = ability.instructions
    assert isinstance(roll, RollDie) and roll.sides == 6 and not roll.table
    assert str(gain.n) == "the result"


@pytest.mark.parametrize(("face", "attached"), [(9, False), (10, True)])
def test_706_3a_goblin_morningstar_row_names_its_own_token(solve, monkeypatch, face: int,
                                                            attached: bool) -> None:
    """"10—20 | Create a 1/1 red Goblin creature token, then attach this Equipment to it.":
    "it" is the token the row created (608.2c); a 9 makes the token only."""
    _die_shows(monkeypatch, face)
    out = solve("""
        name: goblin morningstar
        hand: {Alice: [Goblin Morningstar]}
        battlefield: [Mountain, Mountain]
        actions:
          - {cast: Goblin Morningstar}
        expect:
          Goblin Token: {count: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    [star] = [o for o in game.state.battlefield() if game.name_of(o) == "Goblin Morningstar"]
    [token] = [o for o in game.state.battlefield() if game.name_of(o) == "Goblin Token"]
    assert (game.obj(star).attached_to == token) is attached


def test_706_3_a_row_naming_the_rolling_lines_object_stays_unread() -> None:
    """Lightfoot Rogue's "It gets +1/+0 ..." would read "it" as the object named before the
    row: the block stays unread."""
    assert any(isinstance(a, UnsupportedAbility)
               for a in Catalog().abilities("Lightfoot Rogue", 0))


@pytest.mark.parametrize(("face", "zone"), [(1, "battlefield"), (2, "graveyard")])
def test_706_2_arden_angel_returns_only_on_a_1(solve, monkeypatch, face: int,
                                               zone: str) -> None:
    """"roll a four-sided die. If the result is 1, return Arden Angel from your graveyard to
    the battlefield." (608.2c: the condition is checked on the result)."""
    _die_shows(monkeypatch, face)
    out = solve(f"""
        name: arden angel
        graveyard: {{Alice: [{{card: Arden Angel, as: angel}}]}}
        library: {{Alice: [Swamp, Swamp]}}
        turn: {{number: 3, phase: untap}}
        actions:
          - {{pass: {{to: draw}}}}
        expect:
          angel: {{zone: {zone}}}
    """)
    assert out.passed, out.failures
    assert any("rolls a d4" in ln for ln in out.game.state.log)
