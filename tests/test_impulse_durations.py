"""601.3 / 611.2a-b: the permission to play an exiled card for the durations the text gives,
from real Oracle lines: "Until the beginning of your next upkeep, you may play that card"
(Elkin Bottle: still there during the opponent's turn, gone as the upkeep begins), "You may
play that card for as long as you control Lightning" and "... for as long as it remains
exiled" (the permission follows the card while it stays in exile, 400.7)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse import PLAY
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import INDEFINITE, UNTIL_YOUR_NEXT_UPKEEP, WHILE_YOU_CONTROL_SOURCE


@pytest.mark.parametrize(("name", "line", "duration"), [
    ("Elkin Bottle", "{3}, {T}: Exile the top card of your library. Until the beginning of "
     "your next upkeep, you may play that card.", UNTIL_YOUR_NEXT_UPKEEP),
    ("Lightning, Security Sergeant", "Whenever Lightning deals combat damage to a player, "
     "exile the top card of your library. You may play that card for as long as you control "
     "Lightning.", WHILE_YOU_CONTROL_SOURCE),
    # Hoarding Broodlord's sentence after its search
    ("Hoarding Broodlord", "Exile the top card of your library. For as long as that card "
     "remains exiled, you may play it.", INDEFINITE),
    ("Praetor's Grasp", "Exile the top card of your library. You may play that card for as "
     "long as it remains exiled.", INDEFINITE),
])
def test_611_2a_impulse_duration_lines(name: str, line: str, duration: str) -> None:
    spell = not line.startswith(("{", "Whenever"))  # the two sentences alone: spell text
    [ability] = compile_text(line, name, spell, legendary="," in name) or [None]
    first, second = ability.instructions
    assert isinstance(first, I.ExileTop)
    assert isinstance(second, I.CreateEffect) and second.duration == duration
    assert second.parts[0].detail == PLAY and second.affected == I.Ref.it()


_BOTTLE = """
        name: Elkin Bottle
        battlefield: [{card: Elkin Bottle, as: bottle}]
        library: {Alice: [{card: Lightning Bolt, as: bolt}, Plains, Island, Swamp],
                  Bob: [Island, Forest, Mountain]}
        actions:
          - {activate: {card: bottle, ability: "{3}"}}
"""


def test_611_2a_elkin_bottle_card_playable_on_the_opponents_turn(board) -> None:
    game = board(_BOTTLE + """
          - {pass: next_turn}
          - {cast: bolt, by: Alice, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17


def test_611_2a_elkin_bottle_permission_ends_as_the_upkeep_begins(board) -> None:
    game = board(_BOTTLE + """
          - {pass: next_turn}
          - {pass: next_turn}
          - {cast: bolt, by: Alice, from: exile, targets: [Bob], refused: "exile"}
    """)
    assert game.state.players[1].life == 20
    assert [game.name_of(o) for o in game.state.zone_list("exile")] == ["Lightning Bolt"]
