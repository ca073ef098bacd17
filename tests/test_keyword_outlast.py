"""702.107 outlast: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this
creature. Activate only as a sorcery." Activated through the real engine (602): the cost
paid with real mana from lands ({T} of the creature too, 302.6), the ability put on the
stack and resolved; refused at the wrong time or when the cost can't be paid, the game left
unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.keywords import keyword_ability

ALICE = 0


def _falconer_and_plains(board, falconer: str = "") -> tuple:
    game = board(f"""
        name: outlast
        battlefield:
          - {{card: Abzan Falconer, as: falconer{falconer}}}
          - {{card: Plains, as: plains}}
    """)
    return game, obj_id(game, "falconer"), obj_id(game, "plains")


def test_702_107a_outlast_puts_a_counter_and_taps(board) -> None:
    """Abzan Falconer (2/3, outlast {W}) with a Plains: activated, paid with the Plains, it
    taps and the ability goes on the stack; resolved, a +1/+1 counter: a 3/4 that (by its
    other ability) has flying."""
    game, falconer, plains = _falconer_and_plains(board)
    activate(game, falconer, ALICE, "outlast", [], {}, pay=True)
    assert game.obj(falconer).tapped and game.obj(plains).tapped
    assert len(game.state.stack_items) == 1 and not game.obj(falconer).counters
    steps.resolve_all(game)
    assert dict(game.obj(falconer).counters) == {"+1/+1": 1}
    ch = game.chars(falconer)
    assert (ch.power, ch.toughness) == (3, 4) and ch.has_keyword("flying")


def _outlast_offered(game) -> bool:
    return any("Outlast" in a.label for a in game.legal_actions())


def test_702_107a_outlast_offered_and_played_through_the_api(board) -> None:
    """The player-facing API offers the activation with an untapped Plains; applying it
    taps both and puts the ability on the stack."""
    game, falconer, plains = _falconer_and_plains(board)
    (act,) = [a for a in game.legal_actions() if "Outlast" in a.label]
    game.apply(act)
    assert game.obj(falconer).tapped and len(game.state.stack_items) == 1


def test_702_107a_outlast_needs_its_mana(board) -> None:
    """The Plains already tapped: {W} can't be paid (601.2h, 602.2b): not offered."""
    game, falconer, plains = _falconer_and_plains(board)
    game.obj(plains).tapped = True
    game.state.touch()
    assert not _outlast_offered(game)


def test_702_107a_outlast_needs_the_tap_cost(board) -> None:
    """302.6: a creature that came under Alice's control this turn can't pay {T}; a tapped
    one can't either: not offered, and activating it anyway is refused."""
    for flag, why in ((", summoning_sick: true", "302.6"), (", tapped: true", "tapped")):
        game, falconer, plains = _falconer_and_plains(board, flag)
        assert not _outlast_offered(game)
        with pytest.raises(IllegalActionError, match=why):
            activate(game, falconer, ALICE, "outlast", [], {})
        assert not game.obj(falconer).counters and not game.state.stack_items


def test_702_107a_outlast_only_as_a_sorcery(solve) -> None:
    """With a spell on the stack (602.5d: only in its controller's main phase with an empty
    stack) the activation is refused; Bob's Falconer in Alice's turn too."""
    out = solve("""
        name: outlast timing
        battlefield:
          - {card: Abzan Falconer, as: falconer}
          - {card: Abzan Falconer, as: bobs, controller: Bob}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {activate: {card: bobs, ability: outlast}, refused: "sorcery"}
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
          - {activate: {card: falconer, ability: outlast}, refused: "sorcery"}
        expect:
          falconer: {tapped: false, counters: {}}
          bobs: {tapped: false, counters: {}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,read", [
    ("Outlast {W} ({W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a "
     "sorcery.)", True),  # Abzan Falconer
    ("Outlast {1}{W}", True),  # Ainok Bond-Kin
    ("Outlast {G/W}", True),  # Arcus Acolyte
    ("Outlast {2}", True),  # Enduring Sliver
    ("Outlast {X}", False),
])
def test_702_107a_outlast_oracle_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
    assert enforced(keyword_ability(line.split(" (")[0])) is read


def test_702_107a_granted_outlast_is_read() -> None:
    """Enduring Sliver: "Other Sliver creatures you control have outlast {2}." """
    (ab,) = compile_line("Other Sliver creatures you control have outlast {2}.", "X")
    assert isinstance(ab, StaticAbility)
    (granted,) = ab.effects[0].parts[0].abilities
    assert granted.keyword == "outlast" and granted.param == "{2}"
