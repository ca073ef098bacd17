"""406.1: "Exile target player's graveyard." (Bojuka Bog, Tormod's Crypt): every card in that
player's graveyard goes to exile; other graveyards are untouched."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.exile_graveyard import ExileGraveyard
from arbiter.rules.abilities import ActivatedAbility, TriggeredAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Bojuka Bog", "When this land enters, exile target player's graveyard.", TriggeredAbility),
    ("Tormod's Crypt", "{T}, Sacrifice this artifact: Exile target player's graveyard.",
     ActivatedAbility),
])
def test_406_1_exile_target_players_graveyard_lines(name, line, kind) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, kind)
    assert ability.instructions == (ExileGraveyard(who=I.Ref("player_target")),)
    assert ability.targets[0].kind == "player"


def test_406_1_tormods_crypt_exiles_bobs_graveyard(board) -> None:
    game = board("""
        name: Tormod's Crypt
        battlefield: [{card: Tormod's Crypt, as: crypt}]
        graveyard: {Alice: [Forest], Bob: [Grizzly Bears, Lightning Bolt]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: crypt, ability: 1, targets: [Bob]}
    """)
    assert game.state.zone_list("graveyard", 1) == []
    assert sorted(game.name_of(o) for o in game.state.zone_list("exile")) == [
        "Grizzly Bears", "Lightning Bolt"]
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Forest", "Tormod's Crypt"]


def test_406_1_kayas_guile_exiles_all_opponents_graveyards(board) -> None:
    """Kaya's Guile choosing "Exile all opponents' graveyards." and "You gain 4 life.": Bob's
    graveyard is exiled, Alice's own graveyard stays (each opponent's, not each player's)."""
    game = board("""
        name: Kaya's Guile
        hand: {Alice: [Kaya's Guile]}
        graveyard: {Alice: [Forest], Bob: [Grizzly Bears, Lightning Bolt]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Kaya's Guile, choices: {entwine: no, modes: [2, 4]}}
    """)
    assert game.state.zone_list("graveyard", 1) == []
    assert sorted(game.name_of(o) for o in game.state.zone_list("exile")) == [
        "Grizzly Bears", "Lightning Bolt"]
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Forest", "Kaya's Guile"]
    assert game.state.players[0].life == 24
