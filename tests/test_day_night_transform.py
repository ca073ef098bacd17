"""Day and night (730, 502.2), daybound and nightbound (702.145), transforming (701.27, 712)
and the Midnight Hunt conditions (coven, "as long as it's your turn"), through the engine."""

from __future__ import annotations

import pytest
from conftest import chars_of, obj_id

from arbiter.engine.keyword_actions.transform import transform
from arbiter.scenario.errors import ScenarioError
from arbiter.state.serialize import from_json, to_json

LIBRARIES = "library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}"


def test_502_2_day_becomes_night_after_a_turn_with_no_spells(solve) -> None:
    """502.2 / 730.2a: it's day and Alice casts no spell in her turn: as Bob's turn begins
    it becomes night. 702.145b: Tavern Ruffian transforms into Tavern Smasher, keeping its
    +1/+1 counter (712.18). 730.1a: day became night, so Brimstone Vandal (Alice) deals 1
    damage to Bob and Firmament Sage (Bob) draws him a card."""
    out = solve(f"""
        name: night falls
        day_night: day
        turn: {{number: 2, phase: precombat_main}}
        battlefield:
          - {{card: Tavern Ruffian, as: ruffian, counters: {{+1/+1: 1}}}}
          - {{card: Firmament Sage, controller: Bob}}
          - {{card: Brimstone Vandal}}
        {LIBRARIES}
        actions:
          - pass: next_turn
        expect:
          ruffian: {{name: Tavern Smasher, power: 7, toughness: 6, transformed: true,
                     counters: {{+1/+1: 1}}}}
          player Bob: {{life: 19}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.day_night == "night"
    assert game.state.turn.active == 1 and game.state.turn.step == "upkeep"
    assert len(game.state.zone_list("hand", 1)) == 1  # the Sage's card (no draw step yet)


def test_730_2a_one_spell_keeps_it_day(solve) -> None:
    """730.2a: the previous turn's active player cast a spell: it stays day."""
    out = solve(f"""
        name: still day
        day_night: day
        turn: {{number: 2, phase: precombat_main}}
        battlefield: [{{card: Tavern Ruffian, as: ruffian}}]
        hand: {{Alice: [Grizzly Bears]}}
        {LIBRARIES}
        actions:
          - cast: Grizzly Bears
          - pass: next_turn
        expect:
          ruffian: {{name: Tavern Ruffian, transformed: false}}
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "day"


def test_730_2a_only_the_previous_turns_active_player_counts(solve) -> None:
    """730.2a: Bob casting a spell during Alice's turn doesn't keep it day."""
    out = solve(f"""
        name: bob's spell
        day_night: day
        turn: {{number: 2, phase: precombat_main}}
        battlefield: [{{card: Grizzly Bears, as: bears}}]
        hand: {{Bob: [Giant Growth]}}
        {LIBRARIES}
        actions:
          - {{cast: Giant Growth, by: Bob, targets: [bears]}}
          - pass: next_turn
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "night"


def test_730_2b_two_spells_make_night_day(solve) -> None:
    """730.2b / 702.145e: it's night and Alice casts two spells: as the next turn begins it
    becomes day and Tavern Smasher turns back into Tavern Ruffian; Firmament Sage draws."""
    out = solve(f"""
        name: day breaks
        day_night: night
        turn: {{number: 2, phase: precombat_main}}
        battlefield:
          - {{card: Tavern Ruffian, transformed: true, as: ruffian}}
          - {{card: Firmament Sage, as: sage}}
        hand: {{Alice: [Grizzly Bears, Savannah Lions]}}
        {LIBRARIES}
        actions:
          - cast: Grizzly Bears
          - cast: Savannah Lions
          - pass: next_turn
        expect:
          ruffian: {{name: Tavern Ruffian, power: 2, toughness: 5, transformed: false}}
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "day"
    assert len(out.game.state.zone_list("hand", 0)) == 1


def test_730_2b_one_spell_at_night_stays_night(solve) -> None:
    out = solve(f"""
        name: still night
        day_night: night
        turn: {{number: 2, phase: precombat_main}}
        battlefield: [{{card: Tavern Ruffian, transformed: true, as: ruffian}}]
        hand: {{Alice: [Grizzly Bears]}}
        {LIBRARIES}
        actions:
          - cast: Grizzly Bears
          - pass: next_turn
        expect:
          ruffian: {{name: Tavern Smasher}}
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "night"


def test_730_2c_neither_stays_neither(solve) -> None:
    out = solve(f"""
        name: neither
        turn: {{number: 2, phase: precombat_main}}
        battlefield: [Grizzly Bears]
        {LIBRARIES}
        actions:
          - pass: next_turn
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "neither"


def test_702_145d_a_daybound_permanent_makes_it_day_without_a_change_trigger(solve) -> None:
    """702.145d: Tavern Ruffian enters while it's neither day nor night: it becomes day.
    730.1a: that isn't "night becomes day", so Firmament Sage doesn't draw."""
    out = solve("""
        name: first day
        battlefield: [{card: Firmament Sage}]
        hand: {Alice: [Tavern Ruffian]}
        library: {Alice: [Plains]}
        actions:
          - cast: Tavern Ruffian
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "day"
    assert out.game.state.zone_list("hand", 0) == []


def test_702_145b_a_daybound_card_enters_transformed_at_night(solve) -> None:
    """702.145b: it's night: Hound Tamer, cast from the hand, enters as Untamed Pup; Tavern
    Ruffian put onto the battlefield enters as Tavern Smasher."""
    out = solve("""
        name: night arrivals
        day_night: night
        hand: {Alice: [{card: Hound Tamer, as: tamer}]}
        graveyard: {Alice: [{card: Tavern Ruffian, as: ruffian}]}
        actions:
          - cast: Hound Tamer
          - move: {card: ruffian, to: battlefield}
        expect:
          tamer: {name: Untamed Pup, power: 4, toughness: 4, transformed: true}
          ruffian: {name: Tavern Smasher, transformed: true}
    """)
    assert out.passed, out.failures


def test_702_145g_a_nightbound_permanent_alone_makes_it_night(solve) -> None:
    """702.145g: neither day nor night, a nightbound permanent and no daybound one: it
    becomes night (and Tavern Smasher stays as it is)."""
    out = solve("""
        name: first night
        battlefield: [{card: Tavern Ruffian, transformed: true, as: smasher}]
        expect:
          smasher: {name: Tavern Smasher}
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "night"


def test_614_12_it_becomes_day_as_firmament_sage_enters(solve) -> None:
    """Firmament Sage: "If it's neither day nor night, it becomes day as this enters" —
    with no change trigger (730.1a); at night it stays night."""
    out = solve("""
        name: sage
        hand: {Alice: [Firmament Sage]}
        library: {Alice: [Plains]}
        actions:
          - cast: Firmament Sage
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "day"
    assert out.game.state.zone_list("hand", 0) == []
    night = solve("""
        name: sage at night
        day_night: night
        hand: {Alice: [Firmament Sage]}
        actions:
          - cast: Firmament Sage
    """)
    assert night.game.state.day_night == "night"


def test_701_27a_bereaved_survivor_transforms_and_stays_the_same_object(solve) -> None:
    """701.27a / 712.18: another creature Alice controls dies; Bereaved Survivor transforms
    into Dauntless Avenger (3/2). It is the same object: its +1/+1 counter and
    Giant Growth's +3/+3 still apply; 613.7g: it has a new timestamp."""
    out = solve("""
        name: survivor
        battlefield:
          - {card: Bereaved Survivor, as: survivor, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [survivor]}
          - move: {card: bears, to: graveyard}
        expect:
          survivor: {name: Dauntless Avenger, power: 7, toughness: 6, transformed: true,
                     counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
    game = out.game
    sid = obj_id(game, "survivor")
    before = next(e for e in game.events if e.kind == "cast")
    assert game.obj(sid).timestamp > game.obj(before.obj).timestamp
    assert any(e.kind == "transformed" and e.obj == sid for e in game.events)


def test_701_27f_a_second_trigger_doesnt_transform_it_back(solve) -> None:
    """701.27f: two creatures die; both Bereaved Survivor triggers go on the stack. The
    first transforms it; the second finds it has transformed since that ability was put on
    the stack, so it stays Dauntless Avenger."""
    out = solve("""
        name: two deaths
        battlefield:
          - {card: Bereaved Survivor, as: survivor}
          - {card: Grizzly Bears, as: one}
          - {card: Savannah Lions, as: two}
        actions:
          - {move: {card: one, to: graveyard}, respond: true}
          - {move: {card: two, to: graveyard}, respond: true}
          - resolve: all
        expect:
          survivor: {name: Dauntless Avenger, transformed: true}
    """)
    assert out.passed, out.failures
    assert any("701.27f" in line for line in out.game.state.log)


def test_701_27c_a_card_that_isnt_double_faced_doesnt_transform(solve) -> None:
    """701.27c / 712.9: nothing happens to a permanent that isn't a double-faced card."""
    out = solve("""
        name: bears
        battlefield: [{card: Grizzly Bears, as: bears}]
    """)
    game = out.game
    bears = obj_id(game, "bears")
    ts = game.obj(bears).timestamp
    assert transform(game, bears) is False
    assert game.obj(bears).face == 0 and game.obj(bears).timestamp == ts
    with pytest.raises(ScenarioError, match="701.27c"):
        solve("""
            name: bears
            battlefield: [{card: Grizzly Bears, as: bears}]
            actions:
              - transform: bears
        """)


def test_702_145b_a_daybound_permanent_transforms_only_by_its_own_ability(solve) -> None:
    """702.145b: "This permanent can't transform except due to its daybound ability": an
    effect that tries to transform it does nothing (issue 14: not a scenario error)."""
    out = solve("""
        name: moonmist
        day_night: day
        battlefield: [{card: Tavern Ruffian, as: ruffian}]
        actions:
          - transform: ruffian
        expect:
          ruffian: {transformed: false, name: Tavern Ruffian}
    """)
    assert out.failures == []
    assert any("702.145b" in line for line in out.game.state.log)


def test_701_27e_brutal_cathar_triggers_as_it_transforms_into_its_front_face(solve) -> None:
    """701.27e: "enters or transforms into Brutal Cathar": night becomes day, Moonrage
    Brute transforms into Brutal Cathar and exiles Bob's creature (610.3)."""
    out = solve(f"""
        name: cathar
        day_night: night
        turn: {{number: 2, phase: precombat_main}}
        battlefield:
          - {{card: Brutal Cathar, transformed: true, as: cathar}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        hand: {{Alice: [Llanowar Elves, Savannah Lions]}}
        {LIBRARIES}
        actions:
          - cast: Llanowar Elves
          - cast: Savannah Lions
          - pass: next_turn
          - resolve: all
        expect:
          cathar: {{name: Brutal Cathar, transformed: false}}
          bears: {{zone: exile}}
    """)
    assert out.passed, out.failures


def test_730_1_the_celestus_changes_day_and_night(solve) -> None:
    """The Celestus: "If it's night, it becomes day. Otherwise, it becomes night." — night
    becomes day; its trigger gains Alice 1 life (she declines the loot)."""
    out = solve("""
        name: celestus
        day_night: night
        battlefield: [{card: The Celestus, as: celestus}]
        choices: ["no"]
        actions:
          - activate: {card: celestus, ability: 3}
        expect:
          player Alice: {life: 21}
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "day"
    other = solve("""
        name: celestus by day
        day_night: day
        battlefield: [{card: The Celestus, as: celestus}]
        choices: ["no"]
        actions:
          - activate: {card: celestus, ability: 3}
    """)
    assert other.game.state.day_night == "night"


@pytest.mark.parametrize(("others", "flying"), [
    (["Llanowar Elves", "Siege Mastodon"], True),   # powers 2, 1, 3
    (["Llanowar Elves", "Grizzly Bears"], False),   # powers 2, 1, 2
])
def test_603_4_coven_candlegrove_witch(solve, others: list[str], flying: bool) -> None:
    """Coven (603.4 intervening if): at the beginning of combat on Alice's turn, Candlegrove
    Witch gains flying only if she controls three creatures with different powers."""
    out = solve(f"""
        name: coven
        turn: {{number: 2, phase: precombat_main}}
        battlefield: [{{card: Candlegrove Witch, as: witch}}, {others[0]}, {others[1]}]
        {LIBRARIES}
        actions:
          - pass: {{to: beginning_of_combat}}
          - resolve: all
    """)
    assert out.passed, out.failures
    assert chars_of(out, "witch").has_keyword("flying") is flying


def test_611_3b_as_long_as_its_your_turn(solve) -> None:
    """611.3b: "As long as it's your turn": Daggersail Aeronaut flies and Sporeback Wolf is
    2/4 during Alice's turn; during Bob's turn neither applies."""
    text = f"""
        name: your turn
        turn: {{number: 2, phase: precombat_main}}
        battlefield: [{{card: Daggersail Aeronaut, as: ship}}, {{card: Sporeback Wolf, as: wolf}}]
        {LIBRARIES}
"""
    out = solve(text)
    assert chars_of(out, "ship").has_keyword("flying")
    assert (chars_of(out, "wolf").power, chars_of(out, "wolf").toughness) == (2, 4)
    later = solve(text + "        actions:\n          - pass: next_turn\n")
    assert not chars_of(later, "ship").has_keyword("flying")
    assert chars_of(later, "wolf").toughness == 2


def test_730_2_the_spell_count_survives_a_json_round_trip(solve) -> None:
    """Principle 1: the day/night designation and the spells cast this turn are state."""
    out = solve("""
        name: count
        day_night: day
        hand: {Alice: [Grizzly Bears]}
        actions:
          - cast: Grizzly Bears
    """)
    state = from_json(to_json(out.game.state))
    assert state.day_night == "day"
    assert state.turn.spells_cast == {0: 1}
    assert to_json(state) == to_json(out.game.state)
