"""Mutagen tokens ("create a Mutagen token"): as the cards' reminder text defines them, a
colorless artifact token with "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target
creature. Activate only as a sorcery." (named for its kind as the predefined tokens of 111.10
are, 111.4). Played through the real engine: Slithering Cryptid's enters trigger makes one,
and the token's ability puts the counter (122.1) and sacrifices the token (701.21a); it
can't be activated at instant speed (602.5d)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError


def _mutagens(game) -> list[int]:
    return [o for o in game.state.battlefield() if "Mutagen" in game.chars(o).subtypes]


_CAST = """
    name: Slithering Cryptid makes a Mutagen
    battlefield: [Forest, Forest, Island, Forest]
    hand: {Alice: [Slithering Cryptid]}
    library: {Alice: [Forest], Bob: [Forest]}
    actions:
      - {cast: Slithering Cryptid, pay: true, as: cryptid}
"""


def test_111_2_slithering_cryptid_creates_a_colorless_mutagen_artifact_token(board) -> None:
    game = board(_CAST)
    [mutagen] = _mutagens(game)
    ch = game.chars(mutagen)
    assert set(ch.types) == {"Artifact"} and ch.colors == frozenset()
    assert game.state.objects[mutagen].token and game.chars(mutagen).controller == 0
    assert len(ch.abilities) == 1


def test_122_1_the_mutagen_puts_a_counter_on_target_creature_and_is_sacrificed(board) -> None:
    game = board(_CAST + """
      - activate: {card: Mutagen Token, ability: 1, targets: [cryptid]}
    """)
    cryptid = obj_id(game, "cryptid")
    assert _mutagens(game) == []
    assert game.obj(cryptid).counters.get("+1/+1") == 1
    assert (game.chars(cryptid).power, game.chars(cryptid).toughness) == (3, 4)


def test_602_5d_the_mutagen_is_activated_only_as_a_sorcery(board) -> None:
    """On Bob's turn Alice can't activate her Mutagen (a sorcery's timing: her own main phase,
    307.1)."""
    game = board("""
    name: Mutagen at instant speed
    battlefield: [{token: Mutagen, as: mutagen}, {card: Grizzly Bears, as: bears}, Island]
    library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
    actions:
      - {pass: next_turn}
    """)
    assert game.state.turn.active == 1
    mutagen, bears = obj_id(game, "mutagen"), obj_id(game, "bears")
    with pytest.raises(IllegalActionError, match="sorcery"):
        activate(game, mutagen, 0, 1, [bears], {})
    assert game.obj(bears).counters.get("+1/+1") is None
