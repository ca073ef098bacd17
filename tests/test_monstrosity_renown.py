"""Monstrosity (701.37) and renown (702.112): the designations, the abilities that read
them, and the triggers on becoming monstrous or renowned — real Oracle lines compiled and
played with the real engine."""

from __future__ import annotations

import pytest
from conftest import chars_of
from test_combat import BOB, BOB_P, attack, damage

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.designations import Become, SourceIs
from arbiter.engine.triggers.triggered import put_on_stack
from arbiter.engine.turn.steps import resolve_all

_DB = CardDatabase.bundled()


def _line(name: str, starts: str):
    face = _DB.get(name).faces[0]
    text = next(x for x in (face.oracle_text or "").split("\n") if x.startswith(starts))
    (ab,) = compile_text(text, face.name)
    return ab


@pytest.mark.parametrize(("name", "starts", "n"), [
    ("Fleecemane Lion", "{3}{G}{W}", 1), ("Keepsake Gorgon", "{5}{B}{B}", 1),
    ("Arbor Colossus", "{3}{G}{G}{G}", 3)])
def test_701_37a_monstrosity_n_is_an_activated_abilitys_effect(name, starts, n) -> None:
    assert _line(name, starts).instructions == (Become("monstrous", n),)


@pytest.mark.parametrize(("name", "starts", "designation"), [
    ("Fleecemane Lion", "As long as", "monstrous"),
    ("Goblin Glory Chaser", "As long as", "renowned")])
def test_701_37b_702_112b_as_long_as_designated(name, starts, designation) -> None:
    assert _line(name, starts).condition == SourceIs(designation)


@pytest.mark.parametrize(("name", "starts", "event"), [
    ("Keepsake Gorgon", "When", "becomes_monstrous"),
    ("Relic Seeker", "When", "becomes_renowned")])
def test_becomes_monstrous_or_renowned_triggers(name, starts, event) -> None:
    assert _line(name, starts).trigger.event == event


_LION = """
    name: lion
    battlefield: [{card: Fleecemane Lion, as: lion}]
    actions:
      - {activate: {card: lion, ability: 1}}
"""


def test_701_37a_fleecemane_lion_becomes_monstrous_once(solve) -> None:
    """{3}{G}{W}: Monstrosity 1 — one +1/+1 counter (4/4) and, as long as it's monstrous,
    hexproof and indestructible. Activating again does nothing more (701.37a)."""
    before = chars_of(solve(_LION.replace("  actions:\n      - {activate: {card: lion, "
                                          "ability: 1}}\n", ""), name="b.yaml"), "lion")
    assert not before.has_keyword("hexproof")
    out = solve(_LION + "      - {activate: {card: lion, ability: 1}}\n")
    lion = chars_of(out, "lion")
    assert (lion.power, lion.toughness) == (4, 4)
    assert lion.has_keyword("hexproof") and lion.has_keyword("indestructible")


def test_701_37b_keepsake_gorgon_trigger_on_becoming_monstrous(solve) -> None:
    """When Keepsake Gorgon becomes monstrous, destroy target non-Gorgon creature an
    opponent controls."""
    out = solve("""
        name: gorgon
        battlefield:
          - {card: Keepsake Gorgon, as: gorgon}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        actions:
          - {activate: {card: gorgon, ability: "{5}{B}{B}"}}
        expect:
          bears: {zone: graveyard}
          gorgon: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_702_112a_renown_once_on_combat_damage_to_a_player(solve) -> None:
    """Topan Freeblade (2/2, renown 1) deals combat damage to Bob: a +1/+1 counter and it
    becomes renowned; the next time, "if it isn't renowned" is false (603.4)."""
    from test_combat import board

    game, ids = board(solve, "  - {card: Topan Freeblade, as: blade}\n")
    blade = ids["blade"]
    for expected_life, expected_counters in ((18, 1), (15, 1)):
        attack(game, {blade: BOB_P})
        damage(game)
        put_on_stack(game)
        resolve_all(game)
        game.state.combat = None
        game.obj(blade).tapped = False
        assert game.state.players[BOB].life == expected_life
        assert game.obj(blade).counters.get("+1/+1", 0) == expected_counters
    assert "renowned" in game.obj(blade).choices


def test_701_37c_a_monstrous_trigger_using_x_stays_unread() -> None:
    """701.37c: "create X X/X ... tokens" needs the X Hydra Broodmaster became monstrous
    with; until that X is read, the line is not read (rather than read as X = 0)."""
    face = _DB.get("Hydra Broodmaster").faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if x.startswith("When"))
    assert compile_text(line, face.name) is None
