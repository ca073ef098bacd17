"""103.4, 611.3a: static abilities comparing a life total with the player's starting life
total (20 in a two-player game): "as long as your life total is less than or equal to half
your starting life total", "at least 7 life more than", "an opponent's life total is less
than half their starting life total", "for each opponent whose ...". Played through the real
engine; the condition is judged again whenever a life total changes."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.game import Game
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.starting_life import LifeAgainstStarting, OpponentsAgainstStarting


def test_103_4_bhaal_indestructible_at_half_the_starting_life_total(solve) -> None:
    """Bhaal (4/4) at Alice's 11 life has no indestructible; at 10 (half of 20) it has, and
    Bob's Murder leaves it on the battlefield."""
    out = solve("""
        name: bhaal at 11
        battlefield: [{card: "Bhaal, Lord of Murder", as: bhaal}]
        actions:
          - {set: {player: Alice, life: 11}}
        expect:
          bhaal: {lacks: [indestructible]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: bhaal at 10
        battlefield: [{card: "Bhaal, Lord of Murder", as: bhaal}]
        hand: {Bob: [Murder]}
        actions:
          - {set: {player: Alice, life: 10}}
          - {cast: Murder, by: Bob, targets: [bhaal]}
        expect:
          bhaal: {has: [indestructible], zone: battlefield}
    """)
    assert out.passed, out.failures


def test_103_4_path_of_bravery_at_or_above_the_starting_life_total(solve) -> None:
    """Path of Bravery: Grizzly Bears are 3/3 at 20 life; Shock at Alice (18) makes them
    2/2 again."""
    out = solve("""
        name: path of bravery
        battlefield:
          - Path of Bravery
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [Shock]}
        expect:
          bears: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: path of bravery shocked
        battlefield:
          - Path of Bravery
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          bears: {power: 2, toughness: 2}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_103_4_leyline_of_hope_seven_more_than_the_starting_life_total(solve) -> None:
    """Leyline of Hope: at 26 life Grizzly Bears are 2/2; at 27 (7 more than 20) 4/4."""
    for life, size in ((26, 2), (27, 4)):
        out = solve(f"""
            name: leyline at {life}
            battlefield:
              - Leyline of Hope
              - {{card: Grizzly Bears, as: bears}}
            actions:
              - {{set: {{player: Alice, life: {life}}}}}
            expect:
              bears: {{power: {size}, toughness: {size}}}
        """)
        assert out.passed, out.failures


def test_103_4_elenda_greater_and_ten_greater_than_the_starting_life_total(solve) -> None:
    """Elenda, Saint of Dusk (4/4): at 20 life a 4/4 without menace; at 21 a 5/5 with
    menace; at 30 (10 greater) a 10/10 with menace."""
    for life, size, menace in ((20, 4, False), (21, 5, True), (30, 10, True)):
        out = solve(f"""
            name: elenda at {life}
            battlefield: [{{card: "Elenda, Saint of Dusk", as: elenda}}]
            actions:
              - {{set: {{player: Alice, life: {life}}}}}
            expect:
              elenda: {{power: {size}, toughness: {size},
                        {"has" if menace else "lacks"}: [menace]}}
        """)
        assert out.passed, out.failures


def test_103_4_anya_counts_opponents_below_half_their_starting_life_total(solve) -> None:
    """Anya, Merciless Angel (4/4): Bob at 10 life (not less than half of 20): a 4/4 without
    indestructible; at 9, a 7/7 with indestructible."""
    out = solve("""
        name: anya at 10
        battlefield: [{card: "Anya, Merciless Angel", as: anya}]
        actions:
          - {set: {player: Bob, life: 10}}
        expect:
          anya: {power: 4, toughness: 4, lacks: [indestructible]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: anya at 9
        battlefield: [{card: "Anya, Merciless Angel", as: anya}]
        actions:
          - {set: {player: Bob, life: 9}}
          - {set: {player: Alice, life: 5}}
        expect:
          anya: {power: 7, toughness: 7, has: [indestructible]}
    """)
    assert out.passed, out.failures


def test_103_4_starting_life_total_is_a_fact_of_the_player(solve) -> None:
    """The starting life total is kept apart from the life total: Alice at 10 is at half of
    her starting 20, and a game round-trips it through its JSON."""
    out = solve("""
        name: starting life
        battlefield: []
        actions:
          - {set: {player: Alice, life: 10}}
    """)
    game = out.game
    assert [p.starting_life for p in game.state.players] == [20, 20]
    assert game.state.players[0].life == 10
    again = Game.from_json(game.to_json())
    assert [p.starting_life for p in again.state.players] == [20, 20]


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Bhaal, Lord of Murder", "As long as your life total is less than or equal to half your "
     "starting life total, Bhaal has indestructible.", LifeAgainstStarting),
    ("Bane, Lord of Darkness", "As long as your life total is less than or equal to half your "
     "starting life total, Bane has indestructible.", LifeAgainstStarting),
    ("Myrkul, Lord of Bones", "As long as your life total is less than or equal to half your "
     "starting life total, Myrkul has indestructible.", LifeAgainstStarting),
    ("Righteous Valkyrie", "As long as you have at least 7 life more than your starting life "
     "total, creatures you control get +2/+2.", LifeAgainstStarting),
    ("Leyline of Hope", "As long as you have at least 7 life more than your starting life "
     "total, creatures you control get +2/+2.", LifeAgainstStarting),
    ("Path of Bravery", "As long as your life total is greater than or equal to your starting "
     "life total, creatures you control get +1/+1.", LifeAgainstStarting),
    ("Anya, Merciless Angel", "As long as an opponent's life total is less than half their "
     "starting life total, Anya has indestructible.", LifeAgainstStarting),
    ("Anya, Merciless Angel", "Anya gets +3/+3 for each opponent whose life total is less "
     "than half their starting life total.", OpponentsAgainstStarting),
    ("Elenda, Saint of Dusk", "As long as your life total is greater than your starting life "
     "total, Elenda gets +1/+1 and has menace. Elenda gets an additional +5/+5 as long as your "
     "life total is at least 10 greater than your starting life total.", LifeAgainstStarting),
])
def test_103_4_starting_life_lines_read(name: str, line: str, kind: type) -> None:
    abilities = compile_text(line, name)
    assert abilities is not None and len(abilities) == 1
    assert isinstance(abilities[0], StaticAbility)
    assert kind.__name__ in repr(abilities[0])
