"""Endure (701.63), played through the real engine: counters on the permanent or an N/N
white Spirit token, the controller's choice; the token when the permanent has left; and a
table of real Oracle lines read or left unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.endure import Endure
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.vocab import Color


def _spirits(game) -> list:
    return [game.chars(o) for o in game.state.battlefield()
            if game.obj(o).token is not None and "Spirit" in game.chars(o).subtypes]


def test_701_63a_endure_with_counters(solve) -> None:
    """Dusyut Earthcarver (4/4, "When this creature enters, it endures 3.") enters; Alice
    puts the three counters on it: 7/7 and no Spirit."""
    out = solve("""
        name: endure counters
        hand: {Alice: [{card: Dusyut Earthcarver, as: carver}]}
        actions:
          - {cast: carver, choices: {endure: "yes"}}
        expect:
          carver: {power: 7, toughness: 7, counters: {+1/+1: 3}}
    """)
    assert out.passed, out.failures
    assert _spirits(out.game) == []
    assert any(e.kind == "endures" for e in out.game.events)


def test_701_63a_endure_with_a_spirit_token(solve) -> None:
    """Alice declines the counters: Earthcarver stays 4/4 and she creates a 3/3 white
    Spirit creature token."""
    out = solve("""
        name: endure token
        hand: {Alice: [{card: Dusyut Earthcarver, as: carver}]}
        actions:
          - {cast: carver, choices: {endure: "no"}}
        expect:
          carver: {power: 4, toughness: 4, counters: {}}
    """)
    assert out.passed, out.failures
    spirits = _spirits(out.game)
    assert len(spirits) == 1
    spirit = spirits[0]
    assert (spirit.power, spirit.toughness) == (3, 3)
    assert spirit.colors == frozenset({Color.WHITE})
    assert set(spirit.types) == {"Creature"} and set(spirit.subtypes) == {"Spirit"}
    assert spirit.controller == 0


def test_701_63a_endure_after_the_permanent_left_makes_the_spirit(solve) -> None:
    """Kin-Tree Nurturer's enter trigger ("it endures 1") is on the stack when Bob's Shock
    kills it: it can't get counters (400.7), so Alice, its last controller, creates a 1/1
    Spirit; no choice is asked."""
    out = solve("""
        name: endure after leaving
        hand: {Alice: [{card: Kin-Tree Nurturer, as: nurturer}], Bob: [Shock]}
        actions:
          - {cast: nurturer, respond: true}
          - {resolve: 1}
          - {cast: Shock, by: Bob, targets: [nurturer]}
        expect:
          nurturer: {zone: graveyard}
    """)
    assert out.passed, out.failures
    spirits = _spirits(out.game)
    assert [(c.power, c.toughness, c.controller) for c in spirits] == [(1, 1, 0)]


def test_701_63a_endure_when_attacking(solve) -> None:
    """Sinkhole Surveyor attacks: Alice loses 1 life and it endures 1 (counter chosen): a
    1/3 flier becomes 2/4."""
    out = solve("""
        name: endure attack
        battlefield: [{card: Sinkhole Surveyor, as: surveyor}]
        actions:
          - {attack: [surveyor], choices: {endure: "yes"}}
        expect:
          surveyor: {power: 2, toughness: 4}
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures


LINES = [
    ("Dusyut Earthcarver", "When this creature enters, it endures 3.", 3),
    ("Kin-Tree Nurturer", "When this creature enters, it endures 1.", 1),
    ("Anafenza, Unyielding Lineage",
     "Whenever another nontoken creature you control dies, Anafenza endures 2.", 2),
    ("Inspirited Vanguard", "Whenever this creature enters or attacks, it endures 2.", 2),
    ("Descendant of Storms", "Whenever this creature attacks, you may pay {1}{W}. If you do, "
     "it endures 1.", 1),
    ("Hamza, Might of the Yathan", "Whenever a creature you control is turned face up, it "
     "endures X, where X is that creature's toughness.", None),
    ("Krumar Initiate", "{X}{B}, {T}, Pay X life: This creature endures X. Activate only as "
     "a sorcery.", None),
]


def _instructions(item) -> list:
    out = []
    for i in item:
        out.append(i)
        for name in ("then", "otherwise", "do"):
            out.extend(_instructions(getattr(i, name, ()) or ()))
    return out


@pytest.mark.parametrize(("card", "line", "n"), LINES)
def test_701_63a_endure_lines(card: str, line: str, n: int | None) -> None:
    (ability,) = compile_line(line, card, legendary="," in card)
    if n is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    endures = [i for i in _instructions(ability.instructions) if isinstance(i, Endure)]
    assert [e.n for e in endures] == [n]
