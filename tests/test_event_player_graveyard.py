"""603.3d / 115.1: "Whenever Ink-Eyes deals combat damage to a player, you may put target
creature card from that player's graveyard onto the battlefield under your control." (Ink-Eyes,
Servant of Oni): "that player" is the player dealt combat damage (510.2), bound as the ability
is put on the stack and its target chosen; only a card that player owns, in their graveyard,
can be the target."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.event_selectors import ControlledByEventPlayer
from arbiter.rules.structure import nodes

_INK_EYES = """
        name: ink-eyes
        battlefield: [{card: "Ink-Eyes, Servant of Oni", as: ink}]
        graveyard: {Alice: [Hill Giant], Bob: [Grizzly Bears]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [ink]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        choices: [%s]
"""


def test_510_2_ink_eyes_takes_a_creature_card_from_the_damaged_players_graveyard(solve
                                                                                  ) -> None:
    """Ink-Eyes deals 5 combat damage to Bob: Bob's Grizzly Bears (not Alice's own Hill
    Giant) comes onto the battlefield under Alice's control; Bob still owns it."""
    out = solve(_INK_EYES % "yes")
    assert out.passed, out.failures
    game = out.game
    assert game.state.players[1].life == 15
    bears = [o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears"]
    assert len(bears) == 1
    assert (game.obj(bears[0]).controller, game.obj(bears[0]).owner) == (0, 1)
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 0)] == ["Hill Giant"]


def test_510_2_ink_eyes_declined(solve) -> None:
    """Alice declines ("you may"): both cards stay in their graveyards."""
    out = solve(_INK_EYES % "no")
    assert out.passed, out.failures
    game = out.game
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Grizzly Bears"]
    assert not any(game.name_of(o) == "Grizzly Bears" for o in game.state.battlefield())


@pytest.mark.parametrize("line", [
    "Whenever Ink-Eyes deals combat damage to a player, you may put target creature card from "
    "that player's graveyard onto the battlefield under your control.",
    "Whenever this creature deals combat damage to a player, exile target card from that "
    "player's graveyard.",
])
def test_115_1_target_card_from_that_players_graveyard_lines(line: str) -> None:
    (ability,) = compile_line(line, "Ink-Eyes, Servant of Oni", legendary=True)
    (spec,) = ability.targets
    assert spec.zone == "graveyard"
    assert any(isinstance(n, ControlledByEventPlayer) and n.owns for n in nodes(spec))
