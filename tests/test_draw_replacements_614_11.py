"""614.11 / 121.6 / 614.5 / 616.1: static replacement effects on drawing a card, played
through the engine: "draw two cards instead" (Thought Reflection, Alhammarret's Archive's
"except the first one you draw in each of your draw steps"), an opponent's draw replaced
(Hullbreacher's Treasure, Notion Thief), "you may skip that draw instead" (Obstinate
Familiar) and "while you have no cards in hand" (Blood Scrivener)."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text

_LIBRARIES = "library: {Alice: [Island, Island, Island, Island, Island, Island, Island, " \
             "Island, Island, Island], Bob: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]}"


def _hand(out, player: int = 0) -> int:
    return len(out.game.state.zone_list("hand", player))


def _treasures(out, player: int) -> int:
    game = out.game
    return sum(1 for o in game.state.battlefield()
               if "Treasure" in game.chars(o).subtypes and game.chars(o).controller == player)


def test_614_11_thought_reflection_divination_draws_four(solve) -> None:
    """Divination's two draws are each replaced by two draws: four cards."""
    out = solve(f"""
        name: thought reflection
        battlefield: [Thought Reflection]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 4


def test_614_5_two_thought_reflections_eight_cards(solve) -> None:
    """614.5: each Thought Reflection applies once to a draw and to the draws replacing it,
    so with two, each of Divination's draws becomes four: eight cards."""
    out = solve(f"""
        name: two reflections
        battlefield: [Thought Reflection, Thought Reflection]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 8


def test_614_11_archive_excepts_the_first_draw_of_the_draw_step(solve) -> None:
    """Alhammarret's Archive: Alice's draw in her draw step is the first one she draws in it
    (one card); Divination's draws later are each replaced by two (four more)."""
    out = solve(f"""
        name: archive
        turn: {{number: 3, step: upkeep}}
        battlefield: [Alhammarret's Archive]
        {_LIBRARIES}
        actions:
          - pass: {{to: precombat_main}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 1
    out = solve(f"""
        name: archive divination
        battlefield: [Alhammarret's Archive]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 4


def test_614_11_hullbreacher_an_opponents_draw_becomes_a_treasure(solve) -> None:
    """Bob's Hullbreacher: Alice's two Divination draws are replaced: she draws nothing, Bob
    creates two Treasure tokens."""
    out = solve(f"""
        name: hullbreacher
        battlefield: [{{card: Hullbreacher, controller: Bob}}]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 0
    assert _treasures(out, 1) == 2


def test_614_11_hullbreacher_not_the_first_draw_in_the_draw_step(solve) -> None:
    """Bob's Hullbreacher: Alice's draw in her draw step is the first one she draws in it:
    she draws it, and Bob gets no Treasure; his own Divination isn't replaced."""
    out = solve(f"""
        name: hullbreacher draw step
        turn: {{number: 3, step: upkeep}}
        battlefield: [{{card: Hullbreacher, controller: Bob}}]
        {_LIBRARIES}
        actions:
          - pass: {{to: precombat_main}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 1
    assert _treasures(out, 1) == 0


def test_614_11_notion_thief_steals_the_draws(solve) -> None:
    """Bob's Notion Thief: Alice skips Divination's two draws and Bob draws two cards."""
    out = solve(f"""
        name: notion thief
        battlefield: [{{card: Notion Thief, controller: Bob}}]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 0
    assert _hand(out, 1) == 2


def test_614_5_two_notion_thieves_cancel_out(solve) -> None:
    """Each player controls a Notion Thief: Alice's draw becomes Bob's draw, which Alice's
    Notion Thief makes hers again; neither can apply again (614.5): Alice draws two."""
    out = solve(f"""
        name: two thieves
        battlefield: [Notion Thief, {{card: Notion Thief, controller: Bob}}]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 2
    assert _hand(out, 1) == 0


@pytest.mark.parametrize(("answer", "cards"), [("yes", 0), ("no", 2)])
def test_614_11_obstinate_familiar_may_skip(solve, answer: str, cards: int) -> None:
    out = solve(f"""
        name: familiar
        battlefield: [Obstinate Familiar]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        choices: [{answer}, {answer}]
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == cards


def test_614_11_blood_scrivener_only_with_an_empty_hand(solve) -> None:
    """Blood Scrivener: Divination's first draw comes with no cards in Alice's hand: she
    draws two instead and loses 1 life; the second finds two cards there: one card."""
    out = solve(f"""
        name: scrivener
        battlefield: [Blood Scrivener]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - {{cast: Divination}}
        expect:
          player Alice: {{life: 19}}
    """)
    assert out.passed, out.failures
    assert _hand(out) == 3


@pytest.mark.parametrize("line", [
    # the pronouns name another player than the one who would draw
    "If an opponent would draw a card except the first one you draw in each of your draw "
    "steps, instead you create a Treasure token.",
    # "you draw two" for another player's draw
    "If an opponent would draw a card, draw two cards instead.",
    # an outcome not read here
    "If you would draw a card, exile the top two cards of your library instead.",
    # a target chosen as the replacement applies (Words of War)
    "{1}: The next time you would draw a card this turn, this enchantment deals 2 damage to "
    "any target instead.",
])
def test_614_11_other_draw_replacements_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Test Card") or []
    assert any(unread_parts(a) for a in abilities) or not abilities


@pytest.mark.parametrize(("times", "life", "cards"), [(1, 25, 1), (2, 30, 0)])
def test_611_2a_words_of_worship_the_next_draw_this_turn(solve, times: int, life: int,
                                                         cards: int) -> None:
    """Words of Worship's ability: the next draw this turn is replaced by gaining 5 life. One
    activation replaces Divination's first draw only (used up); two replace both (the first
    replacement's event isn't a draw, so the second waits for the next draw)."""
    activations = "\n".join(['          - activate: {card: words, ability: "{1}"}'] * times)
    out = solve(f"""
        name: words of worship
        battlefield: [{{card: Words of Worship, as: words}}]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
{activations}
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[0].life == life
    assert _hand(out) == cards


def test_611_2a_words_of_wilding_ends_with_the_turn(solve) -> None:
    """Words of Wilding's ability unused this turn: Alice's draw on her next turn isn't
    replaced (no Bear)."""
    out = solve(f"""
        name: words of wilding
        battlefield: [{{card: Words of Wilding, as: words}}]
        {_LIBRARIES}
        actions:
          - activate: {{card: words, ability: "{{1}}"}}
          - pass: next_turn
          - pass: next_turn
          - pass: {{to: precombat_main}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not any("Bear" in game.chars(o).subtypes for o in game.state.battlefield())
    assert _hand(out) == 1


def test_611_2a_words_of_wilding_a_bear_instead(solve) -> None:
    out = solve(f"""
        name: words of wilding bear
        battlefield: [{{card: Words of Wilding, as: words}}]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        actions:
          - activate: {{card: words, ability: "{{1}}"}}
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = [o for o in game.state.battlefield() if "Bear" in game.chars(o).subtypes]
    assert len(bears) == 1 and game.chars(bears[0]).power == 2
    assert _hand(out) == 1


@pytest.mark.parametrize(("answers", "counters", "cards"), [
    ("yes, yes", 2, 0), ("yes, no", 1, 1), ("no, no", 0, 2)])
def test_614_11_pursuit_of_knowledge_may_put_a_study_counter(solve, answers: str,
                                                             counters: int, cards: int) -> None:
    """"If you would draw a card, you may put a study counter on this enchantment instead.":
    each of Divination's draws, Alice chooses; declined, she draws."""
    out = solve(f"""
        name: pursuit
        battlefield: [{{card: Pursuit of Knowledge, as: pursuit}}]
        hand: {{Alice: [Divination]}}
        {_LIBRARIES}
        choices: [{answers}]
        actions:
          - {{cast: Divination}}
    """)
    assert out.passed, out.failures
    game = out.game
    pursuit = next(o for o in game.state.battlefield()
                   if game.obj(o).card == "Pursuit of Knowledge")
    assert game.obj(pursuit).counters.get("study", 0) == counters
    assert _hand(out) == cards


def test_614_11_underrealm_lich_looks_at_three_instead(solve) -> None:
    """Underrealm Lich: each of Divination's draws becomes "look at the top three cards, put
    one into your hand and the rest into your graveyard": Mountain and Plains chosen, the
    other four cards and Divination in the graveyard."""
    out = solve("""
        name: underrealm lich
        battlefield: [Underrealm Lich]
        hand: {Alice: [Divination]}
        library: {Alice: [Forest, Mountain, Swamp, Plains, Island, Wastes, Island],
                  Bob: [Island]}
        choices: [Mountain, Plains]
        actions:
          - {cast: Divination}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sorted(game.obj(o).card for o in game.state.zone_list("hand", 0)) == [
        "Mountain", "Plains"]
    assert sorted(game.obj(o).card for o in game.state.zone_list("graveyard", 0)) == [
        "Divination", "Forest", "Island", "Swamp", "Wastes"]


def test_614_11_an_exile_instead_stays_unread() -> None:
    """Asmodeus's cards exiled would be linked to its other ability (607.2a): unread."""
    abilities = compile_text("If you would draw a card, exile the top card of your library "
                             "face down instead.", "Asmodeus the Archfiend") or []
    assert not abilities or any(unread_parts(a) for a in abilities)
