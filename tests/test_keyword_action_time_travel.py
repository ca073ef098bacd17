"""Time travel (701.56), played through the real engine: for each permanent its controller
controls with a time counter and each suspended card they own in exile with one, they put a
time counter on it, remove one, or leave it; removing the last one from a suspended card
triggers suspend (702.62a). With a table of real Oracle lines read or left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.time_travel import TimeTravel, candidates
from arbiter.rules.abilities import UnsupportedAbility


def test_701_56a_time_travel_removing_the_last_counter_casts_the_suspended_card(solve) -> None:
    """Rift Bolt is suspended with one time counter; Alice casts Wibbly-wobbly,
    Timey-wimey and removes it: suspend triggers, she casts Rift Bolt without paying at Bob
    (17), and draws a card."""
    out = solve("""
        name: time travel remove
        exile: {Alice: [{card: Rift Bolt, as: bolt}]}
        hand: {Alice: ["Wibbly-wobbly, Timey-wimey"]}
        library: {Alice: [{card: Island, as: top}, Plains]}
        choices: [yes, Bob]
        actions:
          - {counters: {on: bolt, add: {time: 1}}}
          - {cast: "Wibbly-wobbly, Timey-wimey", choices: {time_travel: remove}}
        expect:
          bolt: {zone: graveyard}
          top: {zone: hand}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
    assert any(e.kind == "time_travels" for e in out.game.events)


def test_701_56a_time_travel_adds_or_removes_for_each_object(solve) -> None:
    """Ancestral Vision suspended with 2 time counters and Alice's Grizzly Bears with 2:
    she adds one to the Vision (3) and removes one from the Bears (1)."""
    out = solve("""
        name: time travel each
        battlefield: [{card: Grizzly Bears, as: bears, counters: {time: 2}}]
        exile: {Alice: [{card: Ancestral Vision, as: av}]}
        hand: {Alice: ["All of History, All at Once"]}
        choices: [remove, add]
        actions:
          - {counters: {on: av, add: {time: 2}}}
          - {cast: "All of History, All at Once"}
        expect:
          bears: {counters: {time: 1}}
          av: {zone: exile, counters: {time: 3}}
    """)
    assert out.passed, out.failures


def test_701_56a_time_travel_only_your_permanents_and_your_suspended_cards(board) -> None:
    """Only Alice's permanent with a time counter and her suspended card qualify: not Bob's
    permanent with time counters, not Bob's suspended card, not a card of hers in exile with
    a time counter but no suspend (702.62b: it isn't suspended), not her Bears without
    counters."""
    game = board("""
        name: time travel candidates
        battlefield:
          - {card: Grizzly Bears, as: mine, counters: {time: 1}}
          - {card: Grizzly Bears, as: plain}
          - {card: Hill Giant, as: bobs, controller: Bob, counters: {time: 1}}
        exile:
          Alice: [{card: Rift Bolt, as: suspended}, {card: Lightning Bolt, as: nosuspend}]
          Bob: [{card: Rift Bolt, as: bobsuspended}]
        actions:
          - {counters: {on: suspended, add: {time: 2}}}
          - {counters: {on: nosuspend, add: {time: 2}}}
          - {counters: {on: bobsuspended, add: {time: 2}}}
    """)
    assert sorted(candidates(game, 0)) == sorted([obj_id(game, "mine"),
                                                  obj_id(game, "suspended")])


LINES = [
    ("Wibbly-wobbly, Timey-wimey", "Time travel.", True, 1),
    ("All of History, All at Once", "Time travel.", True, 1),
    ("Coward // Killer", "Time travel.", True, 1),
    ("The Tenth Doctor", "Timey-Wimey — {7}: Time travel three times. Activate only as a "
     "sorcery.", False, None),
]


@pytest.mark.parametrize(("card", "line", "spell", "n"), LINES)
def test_701_56a_time_travel_lines(card: str, line: str, spell: bool, n: int | None) -> None:
    (ability,) = compile_line(line, card, spell=spell)
    if n is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    assert [type(i) for i in ability.instructions] == [TimeTravel] * n


def test_701_56a_time_travel_twice_in_one_chapter() -> None:
    """The Parting of the Ways, chapter II: "Time travel, then time travel." is two."""
    (ability,) = compile_line("II — Time travel, then time travel.", "The Parting of the Ways")
    assert not isinstance(ability, UnsupportedAbility)
    assert sum(isinstance(i, TimeTravel) for i in ability.instructions) == 2
