"""Entwine (702.42) played through the real engine: "Entwine [cost]" lets the caster choose
all the modes of a modal spell instead of the number specified, paying the entwine cost in
addition (702.42a; 601.2b, 601.2f-h); an entwined spell follows each mode in the order
written (702.42b)."""

from __future__ import annotations

import pytest
from casting_play import BOB, kind, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.errors import IllegalActionError

_BARBED = """
    name: entwine
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain{extra}]
    hand: {{Alice: [{{card: Barbed Lightning, as: barbed}}]}}
"""


def _tapped(game) -> int:
    return sum(1 for o in game.state.battlefield() if game.obj(o).tapped)


def test_702_42a_entwined_barbed_lightning_chooses_both_modes(board) -> None:
    """Barbed Lightning ({2}{R}, Entwine {2}) entwined: no mode is chosen (both are), each
    mode's target is chosen (601.2c), the five Mountains pay {2}{R}{2}; the Bears die and Bob
    loses 3 life."""
    game = board(_BARBED.format(extra=", {card: Grizzly Bears, controller: Bob, as: bears}"))
    take(game, "cast Barbed Lightning")
    assert labels(game) == ["don't pay entwine {2}", "pay entwine {2}"]
    take(game, "pay entwine {2}")
    assert kind(game) == "target"  # no mode decision: all modes are chosen
    take(game, "Bob")  # the Bears, the one creature, targeted at once
    assert _tapped(game) == 5
    pass_until_empty(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.state.players[BOB].life == 17


def test_700_2a_a_mode_with_no_legal_target_cant_be_chosen(board) -> None:
    """700.2a: with no creature on the battlefield, Barbed Lightning's first mode ("3 damage
    to target creature") can't be chosen: only the second is, and it is chosen at once."""
    game = board(_BARBED.format(extra=""))
    take(game, "cast Barbed Lightning", "don't pay entwine")
    assert kind(game) == "target" and labels(game) == ["Alice", "Bob"]


def test_702_42a_not_entwined_only_the_chosen_mode(board) -> None:
    game = board(_BARBED.format(extra=", {card: Grizzly Bears, controller: Bob, as: bears}"))
    take(game, "cast Barbed Lightning", "don't pay entwine")
    assert kind(game) == "mode"
    take(game, "2", "Bob")
    assert _tapped(game) == 3
    pass_until_empty(game)
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"
    assert game.state.players[BOB].life == 17


def test_702_42a_118_3_entwine_not_offered_without_the_mana(board) -> None:
    """Four Mountains pay {2}{R} but not {2}{R}{2}: the mode is asked, no announcement."""
    game = board(_BARBED.format(extra=", {card: Grizzly Bears, controller: Bob}").replace(
        "Mountain, Mountain, Mountain, Mountain, Mountain", "Mountain, Mountain, Mountain, "
        "Mountain"))
    take(game, "cast Barbed Lightning")
    assert kind(game) == "mode" and labels(game) == ["1", "2"]


def test_702_42a_601_2c_entwined_needs_a_target_for_every_mode(board) -> None:
    """Entwined, both modes are chosen, so both need a target (601.2c): with no creature on
    the battlefield, announcing the entwine is refused and the game is unchanged."""
    game = board(_BARBED.format(extra=""))
    take(game, "cast Barbed Lightning")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply("pay entwine {2}")
    assert game.to_json() == before


def test_702_42b_entwined_modes_followed_in_the_order_written(solve) -> None:
    """Promise of Power entwined: first "You draw five cards and you lose 5 life", then
    "Create an X/X black Demon ... where X is the number of cards in your hand": the Demon
    counts the five cards just drawn (with one card already in hand: 6/6)."""
    out = solve("""
        name: entwine order
        hand: {Alice: [{card: Promise of Power, as: pop}, Island]}
        library: {Alice: [Island, Island, Island, Island, Island, Island]}
        actions:
          - {cast: pop, choices: {entwine: yes}}
        expect:
          player Alice: {life: 15, hand_size: 6}
    """)
    assert out.passed, out.failures
    game = out.game
    demons = [o for o in game.state.battlefield() if "Demon" in game.chars(o).subtypes]
    assert len(demons) == 1
    assert (game.chars(demons[0]).power, game.chars(demons[0]).toughness) == (6, 6)


def test_702_42b_promise_of_power_not_entwined_demon_mode_only(solve) -> None:
    out = solve("""
        name: entwine no
        hand: {Alice: [{card: Promise of Power, as: pop}, Island]}
        library: {Alice: [Island, Island, Island, Island, Island, Island]}
        actions:
          - {cast: pop, choices: {entwine: no, mode: 2}}
        expect:
          player Alice: {life: 20, hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    demons = [o for o in game.state.battlefield() if "Demon" in game.chars(o).subtypes]
    assert [game.chars(d).power for d in demons] == [1]


@pytest.mark.parametrize(("line", "read"), [
    ("Entwine {2}", True),                               # Barbed Lightning
    ("Entwine {3}{R}", True),                            # Rain of Rust
    ("Entwine\u2014Sacrifice three lands.", True),      # Betrayal of Flesh's kin
    ("Entwine\u2014Sacrifice two lands.", True),
])
def test_702_42a_entwine_lines_read_only_with_a_cost_the_engine_pays(line: str, read: bool) -> None:
    found = parse_keyword_line(line)
    assert (found is not None) is read
