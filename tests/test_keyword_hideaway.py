"""702.75 hideaway: "When this permanent enters, look at the top N cards of your library.
Exile one of them face down and put the rest on the bottom of your library in a random
order." and its linked abilities' "You may play the exiled card without paying its mana cost
if <condition>" (607.2a). Played through the real engine: the land played (305.1), the
trigger resolved (603), the ability activated and resolved (602, 608.2c, 608.2g)."""

from __future__ import annotations

import pytest
from conftest import obj_id
from keyword_play import Answers

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.rules.abilities import ActivatedAbility

ALICE, BOB = 0, 1
_LIBRARY = "library: {Alice: [Grizzly Bears, Forest, Island, Swamp, Plains, Mountain]}"


def _hidden(game, land: str = "bridge") -> list[int]:
    return [o for o in game.obj(obj_id(game, land)).linked if game.obj(o).zone == "exile"]


def _hide(solve, land: str, hide: str, battlefield: str = ""):
    """Alice plays `land` (its hideaway trigger goes on the stack) and, as it resolves,
    exiles `hide` from among the top four cards."""
    out = solve(f"""
        name: hideaway
        {_LIBRARY}
        battlefield: [{{card: Plains}}{battlefield}]
        hand: {{Alice: [{{card: {land}, as: bridge}}]}}
        actions:
          - {{play: {land}, as: bridge, respond: true}}
    """)
    assert out.passed, out.failures
    game = out.game
    game.decider = Answers(hideaway=lambda d: next(
        v for label, v in d.options if label.startswith(hide)))
    steps.resolve_all(game)
    return game


def test_702_75a_hideaway_exiles_one_face_down_and_the_rest_go_to_the_bottom(solve) -> None:
    """Mosswort Bridge (Hideaway 4) played: Alice looks at Grizzly Bears, Forest, Island and
    Swamp, exiles the Bears face down; the other three go under Plains and Mountain."""
    game = _hide(solve, "Mosswort Bridge", "Grizzly Bears")
    assert game.obj(obj_id(game, "bridge")).tapped  # "This land enters tapped."
    (hidden,) = _hidden(game)
    assert game.obj(hidden).card == "Grizzly Bears" and game.obj(hidden).face_down  # 406.3
    library = [game.obj(o).card for o in game.state.zone_list("library", ALICE)]
    assert library[:2] == ["Plains", "Mountain"]
    assert sorted(library[2:]) == ["Forest", "Island", "Swamp"]


def _activate_play(game, land: str, answers: Answers) -> None:
    oid = obj_id(game, land)
    game.obj(oid).tapped = False
    game.state.touch()
    game.decider = answers
    ability = next(i for i, a in enumerate(game.chars(oid).abilities, 1)
                   if isinstance(a.ability, ActivatedAbility) and "exiled card" in a.ability.text)
    activate(game, oid, ALICE, ability, [], {})
    steps.resolve_all(game)


def test_702_75a_play_the_exiled_card_when_the_condition_holds(solve) -> None:
    """Shelldock Isle ("if a library has twenty or fewer cards in it": Alice's has two): its
    ability lets Alice cast the hidden Grizzly Bears without paying its mana cost."""
    game = _hide(solve, "Shelldock Isle", "Grizzly Bears")
    (hidden,) = _hidden(game)
    _activate_play(game, "bridge", Answers(play_exiled=True))
    assert game.obj(hidden).zone != "exile"
    bears = [o for o in game.state.battlefield() if game.obj(o).card == "Grizzly Bears"]
    assert len(bears) == 1 and not game.obj(bears[0]).face_down


def test_702_75a_the_condition_is_checked_as_it_resolves(solve) -> None:
    """Mosswort Bridge with only a Hill Giant (total power 3, not 10): the ability
    resolves and nothing happens; the card stays exiled face down."""
    game = _hide(solve, "Mosswort Bridge", "Grizzly Bears", ", {card: Hill Giant}")
    (hidden,) = _hidden(game)
    answers = Answers(play_exiled=True)
    _activate_play(game, "bridge", answers)
    assert game.obj(hidden).zone == "exile" and game.obj(hidden).face_down
    assert not [d for d in answers.asked if d.key == "play_exiled"]


def test_702_75a_total_power_10_lets_it_play(solve) -> None:
    """Two Colossal Dreadmaws (6 + 6 = 12 power): the Bridge's ability casts the Bears."""
    game = _hide(solve, "Mosswort Bridge", "Grizzly Bears",
                 ", {card: Colossal Dreadmaw}, {card: Colossal Dreadmaw}")
    _activate_play(game, "bridge", Answers(play_exiled=True))
    assert any(game.obj(o).card == "Grizzly Bears" for o in game.state.battlefield())


@pytest.mark.parametrize("played_before,plays", [(False, True), (True, False)])
def test_305_2b_a_hidden_land_is_played_only_with_a_land_play_left(solve, played_before,
                                                                   plays) -> None:
    """Mosswort Bridge hides a Forest; two Colossal Dreadmaws make total power 12. With
    Alice's land play for the turn unused, the Forest is played (and counts as it); with it
    used (the Bridge itself), the Forest can't be played (305.2b) and stays exiled."""
    game = _hide(solve, "Mosswort Bridge", "Forest",
                 ", {card: Colossal Dreadmaw}, {card: Colossal Dreadmaw}")
    (hidden,) = _hidden(game)
    assert game.state.turn.lands_played == 1  # the Bridge
    if not played_before:
        game.state.turn.lands_played = 0
    _activate_play(game, "bridge", Answers(play_exiled=True))
    assert (game.obj(hidden).zone != "exile") is plays
    assert any(game.obj(o).card == "Forest" for o in game.state.battlefield()) is plays
    assert game.state.turn.lands_played == 1


@pytest.mark.parametrize("line", [
    "Hideaway 4 (When this land enters, look at the top four cards of your library, exile one "
    "face down, then put the rest on the bottom in a random order.)",  # Mosswort Bridge
    "Hideaway 5",  # Fight Rigging
])
def test_702_75a_hideaway_keyword_lines(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "hideaway" and enforced(kw)


@pytest.mark.parametrize("line", [
    "{G}, {T}: You may play the exiled card without paying its mana cost if creatures you "
    "control have total power 10 or greater.",  # Mosswort Bridge
    "{R}, {T}: You may play the exiled card without paying its mana cost if an opponent was "
    "dealt 7 or more damage this turn.",  # Spinerock Knoll
    "{W}, {T}: You may play the exiled card without paying its mana cost if you attacked with "
    "three or more creatures this turn.",  # Windbrisk Heights
    "{B}, {T}: You may play the exiled card without paying its mana cost if each player has "
    "no cards in hand.",  # Howltooth Hollow
    "{U}, {T}: You may play the exiled card without paying its mana cost if a library has "
    "twenty or fewer cards in it.",  # Shelldock Isle
])
def test_702_75a_play_the_exiled_card_lines_are_read(line: str) -> None:
    (ab,) = compile_line(line, "X")
    assert isinstance(ab, ActivatedAbility)
