"""611.3b / 603.4: conditions counting cards in your graveyard: "as long as there are four or
more permanent cards in your graveyard" (descend 4, an ability word with a number, 207.2c)
and "as long as there's a Lesson card in your graveyard", played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, TriggeredAbility


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Frilled Cave-Wurm", "Descend 4 \u2014 This creature gets +2/+0 as long as there are four "
     "or more permanent cards in your graveyard.", StaticAbility),
    ("First-Time Flyer", "This creature gets +1/+1 as long as there's a Lesson card in your "
     "graveyard.", StaticAbility),
    ("Malamet Veteran", "Descend 4 \u2014 Whenever this creature attacks, if there are four or "
     "more permanent cards in your graveyard, put a +1/+1 counter on target creature.",
     TriggeredAbility),
])
def test_207_2c_cards_in_graveyard_conditions_real_lines(name: str, line: str,
                                                         kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, kind)


@pytest.mark.parametrize(("graveyard", "power"), [
    ("[Forest, Grizzly Bears, Sol Ring, Holy Strength]", 4),  # four permanent cards
    ("[Forest, Grizzly Bears, Sol Ring, Lightning Bolt, Shock]", 2),  # three: instants aren't
])
def test_207_2c_descend_4_frilled_cave_wurm(board, graveyard: str, power: int) -> None:
    """Frilled Cave-Wurm (2/5) gets +2/+0 with four or more permanent cards (artifact, battle,
    creature, enchantment, land, planeswalker) in Alice's graveyard; Bob's don't count."""
    game = board(f"""
        name: descend
        battlefield: [{{card: Frilled Cave-Wurm, as: wurm}}]
        graveyard: {{Alice: {graveyard}, Bob: [Forest, Forest, Forest, Forest]}}
    """)
    assert game.chars(obj_id(game, "wurm")).power == power
