"""701.67 waterbend as the cost of an activated ability: for each generic mana of the
waterbend cost, an untapped artifact or creature may be tapped rather than paying it
(701.67a-b); "whenever you waterbend" is any payment of the cost (701.67c). Played through
the real engine, in scenarios and through the public API."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.waterbend_cost import WaterbendCost
from arbiter.scenario.errors import ScenarioError

_BOARD = """
        battlefield:
          - {card: Giant Koi, as: koi}
          - {card: Grizzly Bears, as: bears}
          - {card: Ornithopter, as: thopter}
          - {card: Island, as: island}
          - {card: Island, as: island2}
          - {card: Hill Giant, controller: Bob, as: giant}
"""


def test_701_67a_waterbend_taps_artifacts_and_creatures_for_generic_mana(solve) -> None:
    """Giant Koi's "Waterbend {3}: This creature can't be blocked this turn.": Alice taps
    Grizzly Bears and Ornithopter for {2} of it (the scenario provides the rest of the mana);
    the Koi then can't be blocked by Hill Giant."""
    out = solve("""
        name: waterbend
""" + _BOARD + """
        actions:
          - {activate: {card: koi, ability: 1, choices: {waterbend: [bears, thopter]}}}
          - {attack: [koi]}
          - {block: {giant: koi}, refused: "can't be blocked"}
        expect:
          bears: {tapped: true}
          thopter: {tapped: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert any(e.kind == "waterbend" and e.player == 0 for e in game.state.events)  # 701.67c


def test_701_67b_at_most_the_waterbend_costs_generic_mana(solve) -> None:
    """Waterbend {3}: tapping four objects is more than its generic mana; refused."""
    out = solve("""
        name: waterbend too many
""" + _BOARD + """
          - {card: Ornithopter, as: thopter2}
          - {card: Ornithopter, as: thopter3}
        actions:
          - {activate: {card: koi, ability: 1,
                        choices: {waterbend: [bears, thopter, thopter2, thopter3]}},
             refused: "at most 3"}
        expect:
          bears: {tapped: false}
    """)
    assert out.passed, out.failures


def test_701_67a_the_source_tapped_by_its_own_cost_cant_waterbend(solve) -> None:
    """North Pole Patrol's "Waterbend {3}, {T}: ...": the Patrol itself is tapped for {T}, so
    it isn't among the objects offered for the waterbend cost; tapping Grizzly Bears is."""
    board = """
        battlefield:
          - {card: North Pole Patrol, as: patrol}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
"""
    with pytest.raises(ScenarioError, match=r"isn't an answer.*options: bears#\d+\)"):
        solve("""
        name: waterbend own tap
""" + board + """
        actions:
          - {activate: {card: patrol, ability: 2, targets: [giant],
                        choices: {waterbend: [patrol, bears]}}}
    """)
    out = solve("""
        name: waterbend other tap
""" + board + """
        actions:
          - {activate: {card: patrol, ability: 2, targets: [giant],
                        choices: {waterbend: [bears]}}}
        expect:
          giant: {tapped: true}
          patrol: {tapped: true}
          bears: {tapped: true}
    """)
    assert out.passed, out.failures


def test_701_67a_the_api_offers_waterbend_when_only_taps_make_it_payable(board) -> None:
    """Through the public API, with one Island, Giant Koi's ability is offered (two objects
    and the Island pay {3}); Alice taps the Bears and the Ornithopter, then the Island."""
    game = board("""
        name: api waterbend
        battlefield:
          - {card: Giant Koi, as: koi}
          - {card: Grizzly Bears, as: bears}
          - {card: Ornithopter, as: thopter}
          - {card: Island}
    """)
    (act,) = [a for a in game.legal_actions() if a.label.startswith("activate Giant Koi")]
    game.apply(act)
    assert not game.pending_decision.optional  # the Island alone can't pay {3}
    game.apply(next(a for a in game.legal_actions() if a.label.startswith("Grizzly Bears")))
    assert not game.pending_decision.optional  # nor {2}
    game.apply(next(a for a in game.legal_actions() if a.label.startswith("Ornithopter")))
    assert game.pending_decision.optional  # {1}: the Island can pay it
    game.apply(next(a for a in game.legal_actions() if a.label == "choose nothing"))
    while game.pending_decision.kind != "priority":
        game.apply(game.legal_actions()[0])
    names = {game.name_of(o): game.obj(o).tapped for o in game.state.battlefield()}
    assert names == {"Giant Koi": False, "Grizzly Bears": True, "Ornithopter": True,
                     "Island": True}
    assert len(game.state.stack_items) == 1


@pytest.mark.parametrize("line, mana", [
    ("Waterbend {3}: This creature can't be blocked this turn.", "{3}"),  # Giant Koi
    ("Waterbend {4}: Draw a card, then discard a card.", "{4}"),  # Geyser Leaper
    ("Waterbend {3}, {T}: Tap target creature an opponent controls.", "{3}"),
])
def test_701_67a_waterbend_cost_lines(line: str, mana: str) -> None:
    """Real Oracle lines (Giant Koi, Geyser Leaper, North Pole Patrol)."""
    (ability,) = compile_line(line, "X")
    assert not isinstance(ability, UnsupportedAbility)
    assert WaterbendCost(mana) in ability.cost
