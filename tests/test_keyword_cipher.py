"""702.99 cipher played through the real engine: the spell resolves and its card is exiled
encoded on a creature (702.99a), the creature has the triggered ability while encoded (layer
6), combat damage to a player triggers it, and a copy of the card is cast from exile without
paying its mana cost (707.12, 608.2g); the encoding ends when the creature leaves (702.99c)."""

from __future__ import annotations

import pytest
from keyword_play import BOB, Answers, at, attack, board, damage

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line

_TEXT = ("Whenever this creature deals combat damage to a player, you may copy the encoded "
         "card and you may cast the copy without paying its mana cost.")


def _texts(game, oid: int) -> list[str]:
    return [a.text for a in game.chars(oid).abilities]


def _encoded_board(solve, answers: Answers):
    return board(solve, """
  - {card: Grizzly Bears, as: bears}
""", extra="""hand: {Alice: [Shadow Slice]}
actions:
  - {cast: Shadow Slice, targets: [Bob], choices: {cipher: bears}}
""", answers=answers)


def test_702_99a_cipher_encodes_and_casts_a_copy_on_combat_damage(solve) -> None:
    """Shadow Slice (Bob loses 3) encoded on Grizzly Bears; the Bears deal 2 combat damage
    to Bob and Alice casts a copy at Bob: 20 - 3 - 2 - 3 = 12. The card stays encoded."""
    answers = Answers(cipher_copy=True)
    game, ids = _encoded_board(solve, answers)
    card = next(o for o in game.state.objects.values() if o.card == "Shadow Slice"
                and not o.zone.startswith("left:"))
    assert card.zone == "exile"
    assert game.state.players[BOB].life == 17
    assert _TEXT in _texts(game, ids["bears"])
    attack(game, {ids["bears"]: at(BOB)})
    damage(game)
    assert game.state.players[BOB].life == 12
    assert card.zone == "exile"
    assert not [o for o in game.state.objects.values() if o.card == "Shadow Slice"
                and o.zone == "stack"]
    assert any(d.key == "cipher_copy" for d in answers.asked)


def test_702_99a_cipher_copy_may_be_declined(solve) -> None:
    game, ids = _encoded_board(solve, Answers(cipher_copy=False))
    attack(game, {ids["bears"]: at(BOB)})
    damage(game)
    assert game.state.players[BOB].life == 15


def test_702_99a_cipher_not_encoded_goes_to_the_graveyard(solve) -> None:
    out = solve("""
        name: cipher declined
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Shadow Slice]}
        actions:
          - {cast: Shadow Slice, targets: [Bob]}
        expect:
          Shadow Slice: {zone: graveyard}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
    bears = next(o.id for o in out.game.state.objects.values() if o.alias == "bears")
    assert _TEXT not in _texts(out.game, bears)


def test_702_99a_cipher_without_a_creature_nothing_to_encode(solve) -> None:
    out = solve("""
        name: cipher no creature
        hand: {Alice: [Shadow Slice]}
        actions:
          - {cast: Shadow Slice, targets: [Bob]}
        expect:
          Shadow Slice: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_99c_encoding_ends_when_the_creature_leaves(solve) -> None:
    """The Bears return to Alice's hand and are cast again: a new object (400.7), without
    the ability; Shadow Slice stays in exile."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
""", extra="""hand: {Alice: [Shadow Slice]}
actions:
  - {cast: Shadow Slice, targets: [Bob], choices: {cipher: bears}}
  - {move: {card: bears, to: hand}}
  - {cast: Grizzly Bears}
""")
    bears = next(o for o in game.state.battlefield() if game.chars(o).name == "Grizzly Bears")
    assert _TEXT not in _texts(game, bears)
    card = next(o for o in game.state.objects.values() if o.card == "Shadow Slice"
                and not o.zone.startswith("left:"))
    assert card.zone == "exile"


def test_702_99a_a_copy_of_a_cipher_spell_encodes_nothing(solve) -> None:
    """Twincast copies Shadow Slice: the copy isn't represented by a card, so only the
    original may be encoded (one decision asked)."""
    answers = Answers(cipher=lambda d: d.options[0][1], new_target=None)
    out = solve("""
        name: cipher copy
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Shadow Slice, Twincast]}
        actions:
          - {cast: Shadow Slice, targets: [Bob], respond: true, as: slice}
          - {cast: Twincast, targets: [slice], respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    game.decider = answers
    from arbiter.engine.turn import steps

    steps.resolve_all(game)
    assert game.state.players[BOB].life == 14
    assert sum(1 for d in answers.asked if d.key == "cipher") == 1


@pytest.mark.parametrize("line", [
    "Cipher (Then you may exile this spell card encoded on a creature you control. Whenever "
    "that creature deals combat damage to a player, its controller may cast a copy of the "
    "encoded card without paying its mana cost.)",
    "Cipher",
])
def test_702_99_cipher_keyword_lines_are_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "cipher" and enforced(kw)
