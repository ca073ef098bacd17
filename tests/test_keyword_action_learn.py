"""Learn (701.48) played through the real engine: "You may discard a card. If you do, draw a
card. If you didn't discard a card, you may reveal a Lesson card you own from outside the
game and put it into your hand." (701.48a). The cards a player owns outside the game are
their sideboard (400.11a, the scenario key `sideboard`). Plus the Oracle lines that learn."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.keyword_actions.learn import Learn
from arbiter.rules.abilities import ActivatedAbility, SpellAbility, TriggeredAbility

ALICE, BOB = 0, 1
SCIENCES = "Environmental Sciences"
PROPHECY = "Introduction to Prophecy"


def _hand(game, player: int = ALICE) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_list("hand", player))


def _grave(game, player: int = ALICE) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_list("graveyard", player))


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Pop Quiz", "Learn. (You may reveal a Lesson card you own from outside the game and put "
     "it into your hand, or discard a card to draw a card.)", SpellAbility),
    ("Eyetwitch", "When this creature dies, learn. (You may reveal a Lesson card you own from "
     "outside the game and put it into your hand, or discard a card to draw a card.)",
     TriggeredAbility),
    ("Gnarled Professor", "When this creature enters, learn.", TriggeredAbility),
    ("Overgrown Arch", "{2}, Sacrifice this creature: Learn. (You may reveal a Lesson card "
     "you own from outside the game and put it into your hand, or discard a card to draw a "
     "card.)", ActivatedAbility),
])
def test_701_48a_learn_lines_read(name, line, kind) -> None:
    (ab,) = read_lines(name, 0, line, spell=kind is SpellAbility)
    assert isinstance(ab, kind)
    assert Learn() in ab.instructions


def _pop_quiz(solve, hand: str, sideboard: str, choices: str):
    return solve(f"""
name: learn
battlefield: []
hand:
  Alice: [Pop Quiz{hand}]
library:
  Alice: [Island, Forest, Mountain]
sideboard:
  Alice: {sideboard}
actions:
  - {{cast: Pop Quiz, choices: {{{choices}}}}}
""").game


def test_701_48a_learn_reveals_a_lesson_from_outside_the_game(solve) -> None:
    """Pop Quiz: draw a card (Island), then learn: no discard, Environmental Sciences from
    the sideboard into the hand; the other Lesson stays outside the game."""
    game = _pop_quiz(solve, "", f"[{SCIENCES}, {PROPHECY}, Lightning Bolt]",
                     f"learn_discard: null, learn_lesson: {SCIENCES}")
    assert _hand(game) == [SCIENCES, "Island"]
    assert game.state.players[ALICE].sideboard == [PROPHECY, "Lightning Bolt"]


def test_701_48a_learn_discards_a_card_to_draw_a_card(solve) -> None:
    """Discarding Forest (drawn by Pop Quiz) draws the next card; no Lesson is revealed then."""
    game = _pop_quiz(solve, "", f"[{SCIENCES}]",
                     f"learn_discard: Island, learn_lesson: {SCIENCES}")
    assert _hand(game) == ["Forest"]
    assert _grave(game) == ["Island", "Pop Quiz"]
    assert game.state.players[ALICE].sideboard == [SCIENCES]


def test_701_48a_learn_may_do_neither(solve) -> None:
    game = _pop_quiz(solve, ", Lightning Bolt", f"[{SCIENCES}]",
                     "learn_discard: null, learn_lesson: null")
    assert _hand(game) == ["Island", "Lightning Bolt"]
    assert game.state.players[ALICE].sideboard == [SCIENCES]


def test_701_48a_only_a_lesson_card_can_be_revealed(solve) -> None:
    """A sideboard of no Lesson cards: nothing to reveal, and naming another card is no
    answer."""
    from arbiter.scenario.errors import ScenarioError

    game = _pop_quiz(solve, "", "[Lightning Bolt]", "learn_discard: null")
    assert _hand(game) == ["Island"]
    with pytest.raises(ScenarioError):
        _pop_quiz(solve, "", f"[{SCIENCES}, Lightning Bolt]",
                  "learn_discard: null, learn_lesson: Lightning Bolt")


def test_701_48a_a_creature_that_dies_learns_and_the_lesson_is_cast(solve) -> None:
    """Eyetwitch dies (to Lightning Bolt): its controller learns; the Lesson brought into the
    game is a card in their hand they cast (400.11b)."""
    out = solve(f"""
name: learn on dying
battlefield:
  - {{card: Eyetwitch, as: eye}}
  - Plains
  - Plains
hand:
  Alice: [Lightning Bolt]
library:
  Alice: [Forest, Island]
sideboard:
  Alice: [{SCIENCES}]
actions:
  - {{cast: Lightning Bolt, targets: [eye],
     choices: {{learn_discard: null, learn_lesson: {SCIENCES}}}}}
  - {{cast: {SCIENCES}, pay: true, choices: {{search: Forest}}}}
""")
    game = out.game
    game.use_aliases = False
    assert "Eyetwitch" in _grave(game)
    assert SCIENCES in _grave(game)  # cast and resolved
    assert "Forest" in _hand(game)
    assert game.state.players[ALICE].life == 22
    assert game.state.players[ALICE].sideboard == []


def test_701_48a_retriever_phoenix_replacement_stops_the_game_unread(solve) -> None:
    """Retriever Phoenix's "if you would learn, you may instead return this card" isn't read:
    with it in the graveyard the game stops rather than ignore it (principle 5)."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="if you would learn"):
        solve(f"""
name: phoenix
graveyard:
  Alice: [Retriever Phoenix]
hand:
  Alice: [Pop Quiz]
library:
  Alice: [Island]
sideboard:
  Alice: [{SCIENCES}]
actions:
  - {{cast: Pop Quiz}}
""")


def test_701_48a_an_activated_ability_learns(solve) -> None:
    """Overgrown Arch: {2}, sacrifice it: learn (an activated ability of a permanent)."""
    out = solve(f"""
name: arch
battlefield:
  - {{card: Overgrown Arch, as: arch}}
sideboard:
  Alice: [{PROPHECY}]
actions:
  - {{activate: {{card: arch, ability: "{{2}}", choices: {{learn_lesson: {PROPHECY}}}}}}}
""")
    game = out.game
    game.use_aliases = False
    assert _hand(game) == [PROPHECY]
    assert _grave(game) == ["Overgrown Arch"]  # 118.3: sacrificed as its cost
