"""115.1, 102.2: "target opponent or planeswalker": a target that is a planeswalker or a
player, the player an opponent of the spell's controller only (the 2018 wording of "target
opponent" and "target player or planeswalker" combined)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting import spells
from arbiter.engine.stack.targeting import legal_targets
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import SpellAbility

#: Real Oracle lines in today's wording.
LINES = [
    ("Kiss of Death", "Kiss of Death deals 4 damage to target opponent or planeswalker."),
    ("Vampiric Touch", "Vampiric Touch deals 2 damage to target opponent or planeswalker and "
                       "you gain 2 life."),
    ("Rakdos's Return", "Rakdos's Return deals X damage to target opponent or planeswalker. "
                        "That player or that planeswalker's controller discards X cards."),
    ("Stensia Banquet", "Stensia Banquet deals damage to target opponent or planeswalker equal "
                        "to the number of Vampires you control."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_115_1_opponent_or_planeswalker_lines(name: str, line: str) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)
    (spec,) = ability.targets
    assert spec.kind == "any" and spec.players == "opponent"


_BOARD = """
    name: kiss of death
    battlefield: [{card: Jace Beleren, as: jace, controller: Bob},
                  {card: Grizzly Bears, as: bears, controller: Bob}]
    hand: {Alice: [{card: Kiss of Death, as: d}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_115_1_kiss_of_death_targets_opponents_and_planeswalkers_only(board) -> None:
    """The legal targets: Bob and his Jace; not Alice (102.2: not an opponent of hers), not
    a creature."""
    game = board(_BOARD)
    (ability,) = compile_line(LINES[0][1], "Kiss of Death", spell=True)
    got = legal_targets(game, ability.targets[0], 0, obj_id(game, "d"))
    assert sorted(map(str, got)) == sorted(map(str, [obj_id(game, "jace"), ("player", 1)]))


def test_102_2_kiss_of_death_at_its_caster_is_refused(board) -> None:
    game = board(_BOARD)
    before = game.state.version
    with pytest.raises(IllegalActionError, match="isn't a legal target opponent"):
        spells.cast(game, obj_id(game, "d"), 0, [("player", 0)], {})
    assert game.state.version == before and game.obj(obj_id(game, "d")).zone == "hand"


def test_120_3_kiss_of_death_at_an_opponent_and_at_a_planeswalker(board) -> None:
    """At Bob: Bob 16, Alice 24. At Jace Beleren (3 loyalty): 4 damage removes its loyalty
    counters (120.3c) and it goes to the graveyard (704.5i)."""
    game = board(_BOARD + """
    actions:
      - {cast: d, targets: [Bob]}
""")
    assert (game.state.players[0].life, game.state.players[1].life) == (24, 16)
    game = board(_BOARD + """
    actions:
      - {cast: d, targets: [jace]}
""")
    assert game.obj(obj_id(game, "jace")).zone == "graveyard"
    assert game.state.players[1].life == 20
