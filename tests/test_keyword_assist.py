"""702.132 assist: another player chosen by the caster pays any amount of the generic mana of
the spell's total cost with their own mana (601.2g-h), then the caster pays the rest. Played
through the real engine, in scenarios and through the public API (the chosen player answers
their own decisions)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.scenario.errors import ScenarioError

_BOARD = """
        battlefield:
          - {card: Forest, as: f1}
          - {card: Forest, as: f2}
          - {card: Forest, as: f3}
          - {card: Forest, as: f4}
          - {card: Forest, as: f5}
          - {card: Mountain, controller: Bob, as: m1}
          - {card: Mountain, controller: Bob, as: m2}
          - {card: Mountain, controller: Bob, as: m3}
        hand: {Alice: [Charging Binox]}
"""


def test_702_132a_assist_another_player_pays_generic_mana(solve) -> None:
    """Charging Binox ({7}{G}, assist) with five Forests: Bob pays {3} with his three
    Mountains, Alice pays {4}{G} with her Forests, and the Binox resolves."""
    out = solve("""
        name: assist
""" + _BOARD + """
        actions:
          - {cast: Charging Binox, pay: true, choices: {assist: Bob, assist_amount: 3}}
        expect:
          Charging Binox: {zone: battlefield}
          m1: {tapped: true}
          m2: {tapped: true}
          m3: {tapped: true}
          f4: {tapped: true}
    """)
    assert out.passed, out.failures


def test_702_132a_without_assist_the_cost_is_the_casters(solve) -> None:
    """Nobody assists: Alice can't pay {7}{G} with five Forests; the cast is refused."""
    out = solve("""
        name: no assist
""" + _BOARD + """
        actions:
          - {cast: Charging Binox, pay: true, refused: "total cost"}
        expect:
          Charging Binox: {zone: hand}
          m1: {tapped: false}
    """)
    assert out.passed, out.failures


def test_702_132a_the_assisting_player_pays_only_what_they_can(solve) -> None:
    """Bob has three Mountains: paying {4} of the generic mana isn't among the answers he is
    offered (0 to 3)."""
    with pytest.raises(ScenarioError, match="isn't an answer.*options: 0, 1, 2, 3"):
        solve("""
        name: assist too much
""" + _BOARD + """
        actions:
          - {cast: Charging Binox, pay: true, choices: {assist: Bob, assist_amount: 4}}
    """)


def test_702_132a_the_api_asks_the_other_player(board) -> None:
    """Through the public API, the Binox is castable only with help: Alice chooses Bob,
    Bob (not Alice) decides how much to pay and with which Mountains, then Alice pays."""
    game = board("""
        name: api assist
""" + _BOARD)
    (cast,) = [a for a in game.legal_actions() if a.label.startswith("cast Charging Binox")]
    game.apply(cast)
    d = game.pending_decision
    assert (d.kind, d.player) == ("assist", 0)
    game.apply(next(a for a in game.legal_actions() if a.label == "Bob"))
    d = game.pending_decision
    assert (d.kind, d.player) == ("assist_amount", 1)
    assert [label for label, _ in d.options] == ["0", "1", "2", "3"]
    game.apply(next(a for a in game.legal_actions() if a.label == "3"))
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    binox = [o for o in game.state.objects.values() if o.card == "Charging Binox"
             and not o.zone.startswith("left:")]
    assert binox[0].zone == "stack"
    assert all(game.obj(o).tapped for o in game.state.battlefield())


@pytest.mark.parametrize("line", ["Assist", "Assist (Another player can pay up to {6} of "
                                            "this spell's cost.)"])
def test_702_132a_assist_lines(line: str) -> None:
    """Real Oracle lines (Charging Binox; with reminder text) are read."""
    found = parse_keyword_line(line)
    assert found is not None and found[0].keyword == "assist"
