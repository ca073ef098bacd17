"""205.3: the card type after a series of subtypes describes the whole series: "Cleric,
Rogue, Warrior, or Wizard creature card" is a creature card with one of those creature
types. A Kindred artifact that is a Rogue (Cloak and Dagger) isn't one; before this reading
only the last subtype got the word "creature", so any Rogue card matched."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.view import LayerView, context_for

_BOARD = """
    name: graveyard of Rogues
    graveyard: {Alice: [{card: Cloak and Dagger, as: dagger}, {card: Grizzly Bears, as: bears},
                        {card: Thieves' Fortune, as: fortune}, {card: Thieving Sprite, as: rogue}]}
    library: {Alice: [Island], Bob: [Island]}
"""


@pytest.mark.parametrize(("phrase", "matching"), [
    ("Cleric, Rogue, Warrior, or Wizard creature card", {"rogue"}),
    ("Rogue or Warrior creature card", {"rogue"}),
    ("Ninja or Rogue creature card", {"rogue"}),
    ("Rogue or Warrior card", {"rogue", "dagger", "fortune"}),  # no type word: any Rogue card
    ("artifact or creature card", {"rogue", "dagger", "bears"}),
])
def test_205_3_type_word_after_subtypes_describes_the_series(board, phrase, matching) -> None:
    game = board(_BOARD)
    selector = NOUN.parse_string(phrase, parse_all=True)[0].selector()
    view = LayerView(game.state, game.all_layers().chars)
    ctx = context_for(view, obj_id(game, "bears"), 0)
    found = {alias for alias in ("dagger", "bears", "fortune", "rogue")
             if selector.matches(view, obj_id(game, alias), ctx)}
    assert found == matching
