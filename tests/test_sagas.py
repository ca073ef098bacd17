"""Sagas (714), played through the real engine: a lore counter as the Saga enters (714.3a) and
as its controller's precombat main phase begins (714.3b); chapter abilities are triggered
abilities (714.2b-c); the Saga is sacrificed once its final chapter ability has left the stack
(714.4, 704.5s); "Exile this Saga, then return it to the battlefield transformed under your
control." (712.14a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.return_transformed import ExileAndReturnTransformed
from arbiter.rules.instructions import CreateEffect, CreateToken, Draw, GainLife, Scry
from arbiter.rules.sagas import ChapterAbility

_LIBRARIES = "library: {Alice: [Plains, Plains, Plains], Bob: [Island, Island, Island]}"


def _knights(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.name_of(o) == "Knight Token"]


def test_714_3a_a_saga_enters_with_a_lore_counter_and_chapter_i_triggers(solve) -> None:
    """History of Benalia resolves: it enters with a lore counter (714.3a), chapter I
    triggers (714.2b) and makes a 2/2 Knight with vigilance."""
    out = solve(f"""
        name: saga enters
        {_LIBRARIES}
        hand: {{Alice: [{{card: History of Benalia, as: saga}}]}}
        actions:
          - {{cast: History of Benalia}}
        expect:
          saga: {{zone: battlefield, counters: {{lore: 1}}}}
    """)
    assert out.passed, out.failures
    (knight,) = _knights(out.game)
    assert out.game.chars(knight).has_keyword("vigilance")


def test_714_3b_a_lore_counter_as_its_controllers_precombat_main_phase_begins(solve) -> None:
    """Bob's main phase adds nothing to Alice's Saga; Alice's next one adds the second lore
    counter and chapter II makes a second Knight."""
    out = solve(f"""
        name: saga main phase
        {_LIBRARIES}
        hand: {{Alice: [{{card: History of Benalia, as: saga}}]}}
        actions:
          - {{cast: History of Benalia}}
          - {{pass: {{to: precombat_main}}}}
          - {{pass: {{to: postcombat_main}}}}
        expect:
          saga: {{counters: {{lore: 1}}}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 1 and len(_knights(out.game)) == 1
    out = solve(f"""
        name: saga main phase 2
        {_LIBRARIES}
        hand: {{Alice: [{{card: History of Benalia, as: saga}}]}}
        actions:
          - {{cast: History of Benalia}}
          - {{pass: {{to: precombat_main}}}}
          - {{pass: {{to: precombat_main}}}}
        expect:
          saga: {{counters: {{lore: 2}}}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 0 and len(_knights(out.game)) == 2


def test_714_4_the_saga_stays_while_its_final_chapter_is_on_the_stack(solve) -> None:
    """704.5s: with three lore counters and chapter III on the stack, History of Benalia
    stays; once chapter III has resolved (Knights get +2/+1) its controller sacrifices it."""
    text = f"""
        name: final chapter
        {_LIBRARIES}
        battlefield:
          - {{card: History of Benalia, as: saga, counters: {{lore: 2}}}}
          - {{token: {{name: Knight, subtypes: [Knight], power: 2, toughness: 2}}, as: knight}}
        actions:
          - {{pass: {{to: precombat_main}}}}
          - {{pass: {{to: precombat_main}}, respond: true}}
    """
    out = solve(text)
    game = out.game
    saga = obj_id(game, "saga")
    assert game.obj(saga).zone == "battlefield" and game.obj(saga).counters == {"lore": 3}
    (item,) = game.state.stack_items
    assert isinstance(item.ability, ChapterAbility) and item.ability.chapter == 3
    out = solve(text.replace(", respond: true", ""))
    game = out.game
    assert game.obj(obj_id(game, "saga")).zone == "graveyard"
    knight = game.chars(obj_id(game, "knight"))
    assert (knight.power, knight.toughness) == (4, 3)


def test_704_5s_a_saga_with_lore_counters_past_its_final_chapter_is_sacrificed(solve) -> None:
    """A Saga set up with three lore counters (no chapter ability triggered: they weren't
    put on during the game) is sacrificed the first time state-based actions are checked."""
    out = solve("""
        name: sba
        battlefield: [{card: History of Benalia, as: saga, counters: {lore: 3}}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          saga: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert any(e.kind == "sacrificed" for e in out.game.events)


def test_714_2b_two_lore_counters_at_once_trigger_both_chapters(solve) -> None:
    """714.2b: two lore counters put on a Saga with one take it from 1 to 3: chapters II and
    III both trigger (not chapter I: it already had one)."""
    out = solve("""
        name: two at once
        battlefield: [{card: History of Benalia, as: saga, counters: {lore: 1}}]
        actions:
          - {counters: {on: saga, add: {lore: 2}}, respond: true}
    """)
    chapters = sorted(i.ability.chapter for i in out.game.state.stack_items)
    assert chapters == [2, 3]


def test_712_14a_chapter_iii_returns_the_saga_transformed(solve) -> None:
    """Era of Enlightenment's chapter III: it is exiled and returns with its back face up, a
    new object (400.7) with no lore counters: Hand of Enlightenment, a 2/2 first strike
    creature; nothing is sacrificed."""
    out = solve(f"""
        name: exile and return transformed
        {_LIBRARIES}
        battlefield: [{{card: Era of Enlightenment, as: saga, counters: {{lore: 2}}}}]
        actions:
          - {{pass: {{to: precombat_main}}}}
          - {{pass: {{to: precombat_main}}}}
        expect:
          saga: {{name: Hand of Enlightenment, zone: battlefield, transformed: true,
                  power: 2, toughness: 2, has: [First strike], counters: {{}}}}
    """)
    assert out.passed, out.failures
    assert not any(e.kind == "sacrificed" for e in out.game.events)


_CHAPTERS = [
    ("I, II — Create a 2/2 white Knight creature token with vigilance.", [1, 2],
     CreateToken),
    ("III — Knights you control get +2/+1 until end of turn.", [3], CreateEffect),
    ("I — Scry 2.", [1], Scry),
    ("II — You gain 2 life.", [2], GainLife),
    ("I, II — Draw a card, then discard a card.", [1, 2], Draw),
    ("III — Exile this Saga, then return it to the battlefield transformed under your "
     "control.", [3], ExileAndReturnTransformed),
]


@pytest.mark.parametrize(("line", "numbers", "first"), _CHAPTERS)
def test_714_2c_chapter_lines_read_as_one_ability_per_chapter(
        line: str, numbers: list[int], first: type) -> None:
    abilities = compile_line(line, "Some Saga")
    assert [a.chapter for a in abilities] == numbers  # type: ignore[attr-defined]
    for a in abilities:
        assert isinstance(a, ChapterAbility)
        assert a.trigger.event == "counters_put" and a.trigger.counters == ("lore", a.chapter)
        assert isinstance(a.instructions[0], first)


def test_207_2c_an_ability_word_after_the_chapter_symbol_is_dropped(catalog: Catalog) -> None:
    """Ifrit, Warden of Inferno: "I — Lunge — Ifrit fights up to one other target
    creature.": the chapter ability is the fight."""
    (ab,) = compile_line("I — Lunge — Ifrit fights up to one other target creature.",
                         "Ifrit, Warden of Inferno", legendary=True)
    assert isinstance(ab, ChapterAbility) and ab.chapter == 1
    assert type(ab.instructions[0]).__name__ == "Fight"


def test_712_14a_the_exile_and_return_clause_reads_on_activated_abilities() -> None:
    """Clive's "{4}{R}{R}, {T}: Exile Clive, then return it to the battlefield transformed
    under its owner's control. Activate only as a sorcery." — under its owner's control."""
    (ab,) = compile_line("{4}{R}{R}, {T}: Exile Clive, then return it to the battlefield "
                         "transformed under its owner's control. Activate only as a sorcery.",
                         "Clive, Ifrit's Dominant", legendary=True)
    assert ab.instructions == (ExileAndReturnTransformed(under_you=False),)
