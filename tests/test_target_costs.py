"""601.2f after 601.2c: cost changes that depend on the spell's chosen targets, "This spell
costs {2} less to cast if it targets a blue spell." (Mystical Dispute), "... {3} less ... if
it targets a tapped creature." (Seized from Slumber), and strive "This spell costs {2}{W}
more to cast for each target beyond the first." Played with real mana; strive's total cost
asked of the engine with the targets chosen."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.total_cost import total_cost
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.selectors import CREATURE
from arbiter.rules.target_costs import TargetCostChange

_DISPUTE = """
        name: dispute
        battlefield: [{{card: Island, controller: Bob, as: i1}}]
        hand: {{Alice: [{{card: {spell}, as: spell}}], Bob: [{{card: Mystical Dispute, as: md}}]}}
        actions:
          - {{cast: {spell}, respond: true{targets}}}
          - {{cast: Mystical Dispute, by: Bob, targets: [spell], pay: true{refused}}}
"""


def test_601_2f_mystical_dispute_costs_u_against_a_blue_spell(solve) -> None:
    """Alice casts Opt (blue); Bob's Mystical Dispute targeting it costs {U}: his one Island
    pays; Alice can't pay {3} (no lands): Opt is countered."""
    out = solve(_DISPUTE.format(spell="Opt", targets="", refused="") + """
        expect:
          spell: {zone: graveyard}
          md: {zone: graveyard}
          i1: {tapped: true}
    """)
    assert out.passed, out.failures


def test_601_2f_mystical_dispute_full_cost_against_a_red_spell(solve) -> None:
    """Against Lightning Bolt (red) it costs {2}{U}: one Island can't pay: refused."""
    out = solve(_DISPUTE.format(spell="Lightning Bolt", targets=", targets: [Bob]",
                                refused=', refused: "total cost"') + """
        expect:
          md: {zone: hand}
          i1: {tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("tapped", "plains", "ok"), [(True, 2, True), (False, 2, False),
                                                       (False, 5, True)])
def test_601_2f_seized_from_slumber_tapped_target(solve, tapped: bool, plains: int,
                                                  ok: bool) -> None:
    """Seized from Slumber ({4}{W}) costs {1}{W} against a tapped creature (two Plains),
    its full cost against an untapped one."""
    lands = ", ".join(["{card: Plains}"] * plains)
    out = solve(f"""
        name: seized
        battlefield: [{{card: Grizzly Bears, controller: Bob, tapped: {str(tapped).lower()},
                        as: bears}}, {lands}]
        hand: {{Alice: [{{card: Seized from Slumber, as: sfs}}]}}
        actions:
          - {{cast: Seized from Slumber, targets: [bears], pay: true{'' if ok else
              ', refused: "total cost"'}}}
        expect:
          bears: {{zone: {'graveyard' if ok else 'battlefield'}}}
    """)
    assert out.passed, out.failures


def test_601_2f_strive_adds_its_cost_for_each_target_beyond_the_first(board) -> None:
    """Consign to Dust ({2}{G}, strive {2}{G}): with one target its total cost is {2}{G};
    with three, {6}{G}{G}{G}."""
    game = board("""
        name: strive
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, as: b},
                      {card: Grizzly Bears, as: c}]
        hand: {Alice: [{card: Consign to Dust, as: ctd}]}
    """)
    ctd = obj_id(game, "ctd")
    spec = TargetSpec("creature", CREATURE, description="target creature")
    ids = [obj_id(game, x) for x in "abc"]
    one, _ = total_cost(game, ctd, 0, None, targets=[(spec, ids[0])])
    three, _ = total_cost(game, ctd, 0, None, targets=[(spec, i) for i in ids])
    assert str(one) == "{2}{G}"
    assert three.mana_value == 9 and str(three).count("{G}") == 3


@pytest.mark.parametrize("line,amount,per", [
    ("This spell costs {2} less to cast if it targets a blue spell.", -2, ""),
    ("This spell costs {3} less to cast if it targets a tapped creature.", -3, ""),
    ("This spell costs {2} more to cast if it targets a Dragon.", 2, ""),
    ("Strive — This spell costs {2}{W} more to cast for each target beyond the first.", 0,
     "{2}{W}"),
    ("This spell costs {1} more to cast for each target beyond the first.", 0, "{1}"),
])
def test_601_2f_target_cost_oracle_lines(line: str, amount: int, per: str) -> None:
    (ab,) = compile_line(line, "Some Spell", spell=True)
    assert isinstance(ab, TargetCostChange)
    assert ab.amount == amount and ab.per_target == per


@pytest.mark.parametrize(("tapped", "offered"), [(True, True), (False, False)])
def test_601_2f_offered_when_a_legal_target_makes_it_affordable(board, tapped: bool,
                                                                offered: bool) -> None:
    """With two Plains the API offers Seized from Slumber only while a tapped creature could
    be its target (117.1: the reduced cost is then payable)."""
    game = board(f"""
        name: seized offered
        battlefield: [{{card: Grizzly Bears, controller: Bob, tapped: {str(tapped).lower()}}},
                      {{card: Plains}}, {{card: Plains}}]
        hand: {{Alice: [Seized from Slumber]}}
    """)
    assert any(a.label.startswith("cast Seized from Slumber")
               for a in game.legal_actions()) == offered
