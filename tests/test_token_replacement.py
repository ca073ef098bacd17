"""614.1a / 616.1: replacement effects on token creation, played through the real engine:
one instruction's tokens are one event; "twice that many of those tokens" (Anointed
Procession, Mondrak), "those tokens plus a Food token" (Peregrin Took), "that many 4/4
Angels instead" (Divine Visitation), any player's tokens (Primal Vigor); two of them in the
order the affected player chooses (616.1); extra tokens for ones created tapped and attacking
are tapped and attacking too; a token added beside the event's isn't one the instruction acts
on."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting import spells
from arbiter.engine.decisions import Decision
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.token_changes import TokenChange


def _names(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.chars(o).name for o in game.state.battlefield()
                  if game.obj(o).token is not None and game.chars(o).controller == player)


def _alarm(board, permanents: str, caster: str = "Alice"):  # type: ignore[no-untyped-def]
    game = board(f"""
        name: tokens
        battlefield: [{permanents}]
        hand: {{{caster}: [{{card: Raise the Alarm, as: alarm}}]}}
        library: {{Alice: [Forest], Bob: [Forest]}}
    """)
    return game


def _cast_alarm(game, player: int = 0) -> None:  # type: ignore[no-untyped-def]
    spells.cast(game, obj_id(game, "alarm"), player, [], {})
    resolve_all(game)


def test_111_2_raise_the_alarm_alone_makes_two_soldiers(board) -> None:
    game = _alarm(board, "")
    _cast_alarm(game)
    assert _names(game, 0) == ["Soldier Token"] * 2


def test_614_1a_anointed_procession_doubles_the_tokens_you_create(board) -> None:
    game = _alarm(board, "{card: Anointed Procession}")
    _cast_alarm(game)
    assert _names(game, 0) == ["Soldier Token"] * 4


def test_614_1a_anointed_procession_doesnt_double_an_opponents_tokens(board) -> None:
    """"under your control": Bob's Raise the Alarm makes his two Soldiers only."""
    game = _alarm(board, "{card: Anointed Procession}", caster="Bob")
    _cast_alarm(game, 1)
    assert _names(game, 1) == ["Soldier Token"] * 2


def test_614_1a_primal_vigor_doubles_every_players_tokens(board) -> None:
    game = _alarm(board, "{card: Primal Vigor}", caster="Bob")
    _cast_alarm(game, 1)
    assert _names(game, 1) == ["Soldier Token"] * 4


def test_614_5_peregrin_took_adds_one_food_per_event_not_per_token(board) -> None:
    """"those tokens plus an additional Food token": two Soldiers and one Food."""
    game = _alarm(board, "{card: Peregrin Took}")
    _cast_alarm(game)
    assert _names(game, 0) == ["Food Token", "Soldier Token", "Soldier Token"]


def test_614_1a_divine_visitation_makes_angels_instead_of_creature_tokens(board) -> None:
    game = _alarm(board, "{card: Divine Visitation}")
    _cast_alarm(game)
    names = _names(game, 0)
    assert len(names) == 2 and all("Angel" in n for n in names)
    angel = next(o for o in game.state.battlefield() if game.obj(o).token is not None)
    ch = game.chars(angel)
    assert (ch.power, ch.toughness) == (4, 4)


class _Pick:
    """Answers the 616.1 order question with the option whose label starts with `first`;
    anything else with the first option."""

    def __init__(self, first: str) -> None:
        self.first = first
        self.asked: list[Decision] = []

    def decide(self, d: Decision) -> Any:
        if d.key == "replacement":
            self.asked.append(d)
            return next(v for label, v in d.options if label.startswith(self.first))
        return d.options[0][1] if d.options else None


@pytest.mark.parametrize(("first", "soldiers", "food"), [
    ("2 times", 4, 1),       # doubled first: four Soldiers, then one Food beside them
    ("tokens plus", 4, 2),   # the Food first: Soldiers and Food are all doubled
])
def test_616_1_the_affected_player_orders_took_and_procession(
        board, first: str, soldiers: int, food: int) -> None:
    game = _alarm(board, "{card: Anointed Procession}, {card: Peregrin Took}")
    pick = _Pick(first)
    game.decider = pick
    _cast_alarm(game)
    names = _names(game, 0)
    assert names.count("Soldier Token") == soldiers and names.count("Food Token") == food
    assert len(pick.asked) == 1 and pick.asked[0].player == 0


def test_616_1_orders_giving_the_same_result_are_not_asked(board) -> None:
    """Two doublers: four times as many in either order; no question."""
    game = _alarm(board, "{card: Anointed Procession}, {card: Parallel Lives}")
    pick = _Pick("none")
    game.decider = pick
    _cast_alarm(game)
    assert _names(game, 0) == ["Soldier Token"] * 8 and not pick.asked


def test_614_1a_doubled_attacking_tokens_are_tapped_and_attacking(board) -> None:
    """Hero of Bladehold attacks with Anointed Procession out: four Soldiers (not two) enter
    tapped and attacking (508.4)."""
    from arbiter.engine.combat.declare import declare_attackers

    game = board("""
        name: hero
        turn: {number: 2}
        battlefield: [{card: Anointed Procession}, {card: Hero of Bladehold, as: hero}]
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {obj_id(game, "hero"): ("player", 1)})
    resolve_all(game)
    soldiers = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(soldiers) == 4
    assert all(game.obj(o).tapped for o in soldiers)
    assert all(o in game.state.combat.attackers for o in soldiers)


@pytest.mark.parametrize(("line", "op", "n", "types", "anyone"), [
    ("If one or more tokens would be created under your control, twice that many of those "
     "tokens are created instead.", "times", 2, (), False),
    ("If an effect would create one or more tokens under your control, it creates twice that "
     "many of those tokens instead.", "times", 2, (), False),
    ("If one or more creature tokens would be created under your control, three times that "
     "many of those tokens are created instead.", "times", 3, ("Creature",), False),
    ("If one or more tokens would be created, twice that many of those tokens are created "
     "instead.", "times", 2, (), True),
    ("If one or more tokens would be created under your control, those tokens plus that many "
     "1/1 green Squirrel creature tokens are created instead.", "plus_each", 1, (), False),
    ("If one or more artifact tokens would be created under your control, those tokens plus "
     "an additional 1/1 colorless Thopter artifact creature token with flying are created "
     "instead.", "plus", 1, ("Artifact",), False),
])
def test_614_1a_token_replacement_lines(line: str, op: str, n: int, types: tuple,
                                        anyone: bool) -> None:
    (ab,) = compile_line(line, "X")
    assert isinstance(ab, StaticAbility)
    change = ab.effects[0].parts[0].detail
    assert isinstance(change, TokenChange)
    assert (change.op, change.n, change.types, change.anyone) == (op, n, types, anyone)


def test_614_1a_611_2a_kaya_doubles_tokens_until_end_of_turn(board) -> None:
    """Kaya, Geist Hunter's −2 (a resolved effect until end of turn): Raise the Alarm then
    makes four Soldiers."""
    from arbiter.engine.casting import activation

    game = _alarm(board, "{card: 'Kaya, Geist Hunter', as: kaya}")
    activation.activate(game, obj_id(game, "kaya"), 0, 2, [], {})
    resolve_all(game)
    _cast_alarm(game)
    assert _names(game, 0) == ["Soldier Token"] * 4


def test_614_1a_doubling_season_doubles_tokens_and_counters_an_effect_puts(solve) -> None:
    """Doubling Season: Raise the Alarm makes four Soldiers; Battlegrowth's +1/+1 counter
    becomes two."""
    out = solve("""
        name: doubling season
        battlefield:
          - {card: Doubling Season}
          - {card: Grizzly Bears, as: bears}
          - {card: Plains}
          - {card: Plains}
          - {card: Forest}
        hand: {Alice: [Raise the Alarm, Battlegrowth]}
        actions:
          - {cast: Raise the Alarm, pay: true}
          - {cast: Battlegrowth, targets: [bears], pay: true}
        expect:
          bears: {counters: {+1/+1: 2}, power: 4}
    """)
    assert out.passed, out.failures
    soldiers = [o for o in out.game.state.battlefield() if out.game.obj(o).token is not None]
    assert len(soldiers) == 4


def test_614_1a_doubling_season_doesnt_double_a_loyalty_cost_but_doubles_entering_loyalty(
        solve) -> None:
    """A loyalty ability's +1 is a cost (606.4), not an effect: Garruk Wildspeaker (placed
    before Doubling Season, with 3 loyalty) goes from 3 to 4. A planeswalker cast with
    Doubling Season out enters with twice its loyalty (122.6, 306.5b): 6."""
    out = solve("""
        name: doubling season and loyalty
        battlefield:
          - {card: Garruk Wildspeaker, as: garruk}
          - {card: Doubling Season}
          - {card: Forest, as: f1, tapped: true}
          - {card: Forest, as: f2, tapped: true}
        actions:
          - {activate: {card: garruk, ability: 1, targets: [f1, f2]}}
        expect:
          garruk: {counters: {loyalty: 4}}
          f1: {tapped: false}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: doubling season, a planeswalker enters
        battlefield:
          - {card: Doubling Season}
          - {card: Forest}
          - {card: Forest}
          - {card: Forest}
          - {card: Forest}
        hand: {Alice: [Garruk Wildspeaker]}
        actions:
          - {cast: Garruk Wildspeaker, pay: true}
        expect:
          Garruk Wildspeaker: {zone: battlefield, counters: {loyalty: 6}}
    """)
    assert out.passed, out.failures


def test_614_1a_effects_only_lines_read() -> None:
    from arbiter.engine.replacement.counter_amounts import CounterChange

    (ab,) = compile_line("If an effect would put one or more counters on a permanent you "
                         "control, it puts twice that many of those counters on that permanent "
                         "instead.", "Doubling Season")
    assert isinstance(ab, StaticAbility)
    change = ab.effects[0].parts[0].detail
    assert isinstance(change, CounterChange) and change.effects_only and change.op == "twice"
