"""107.6 the untap symbol {Q} ("Untap this permanent"), 302.6 / 602.5a its summoning-sickness
rule, and 107.4: symbols in braces that aren't mana symbols ({Q}, {E}, {TK}, {½}) are never
read as mana in a cost. Played through the real engine with the Oracle lines of real cards."""

from __future__ import annotations

import copy

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.illegal import why_not_activate
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility
from arbiter.rules.costs import ManaPayment, UntapCost

ALICE, BOB = 0, 1
KNACKSAW = ("{1}{U}, {Q}: Target opponent exiles the top card of their library. Until end of "
            "turn, you may play that card.")


def _board(board, *, tapped: bool, sick: bool = False):
    flags = "tapped: true, " if tapped else ""
    flags += "summoning_sick: true, " if sick else ""
    return board(f"""
        name: untap symbol
        battlefield:
          - {{card: Knacksaw Clique, as: kc, {flags}}}
        library: {{Alice: [Island], Bob: [Grizzly Bears, Forest]}}
    """)


def test_107_6_q_is_an_untap_cost_not_mana() -> None:
    (ab,) = compile_line(KNACKSAW, "Knacksaw Clique")
    assert isinstance(ab, ActivatedAbility)
    assert ab.cost == (ManaPayment("{1}{U}"), UntapCost())


def test_107_6_paying_q_untaps_the_permanent_and_the_ability_resolves(board) -> None:
    """Knacksaw Clique, tapped: Alice activates it targeting Bob. It untaps as the cost is
    paid (602.2b); on resolution Bob exiles his top card (Grizzly Bears)."""
    game = _board(board, tapped=True)
    kc = obj_id(game, "kc")
    activate(game, kc, ALICE, 2, [BOB], {})
    assert not game.obj(kc).tapped
    assert [it.source_name for it in game.state.stack_items] == ["Knacksaw Clique"]
    steps.resolve_all(game)
    exiled = [game.name_of(o) for o in game.state.zone_list("exile", BOB)]
    assert exiled == ["Grizzly Bears"]


def test_107_6_an_untapped_permanent_cant_pay_q(board) -> None:
    """107.6: "A permanent that's already untapped can't be untapped again to pay the cost":
    refused, and the game is exactly as it was."""
    game = _board(board, tapped=False)
    kc = obj_id(game, "kc")
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalActionError, match=r"untapped, so you can't pay \{Q\} \(107.6\)"):
        activate(game, kc, ALICE, 2, [BOB], {})
    assert game.state == before


def test_302_6_a_summoning_sick_creature_cant_pay_q(board) -> None:
    """302.6 / 602.5a: a creature that came under Alice's control this turn can't activate an
    ability with {Q} in its cost, even tapped."""
    game = _board(board, tapped=True, sick=True)
    kc = obj_id(game, "kc")
    with pytest.raises(IllegalActionError, match=r"summoning sickness.*\{Q\} \(302.6\)"):
        activate(game, kc, ALICE, 2, [BOB], {})
    assert game.obj(kc).tapped
    assert not game.state.stack_items


@pytest.mark.parametrize("line", [
    "{TK}{TK}, {T}: Draw a card.",                    # tickets (107.17), not mana
    "{½}, {T}: You gain 1 life.",                     # half mana: no such payment here
    "{CHAOS}: Draw a card.",
])
def test_107_4_symbols_that_arent_mana_are_not_read_as_a_mana_cost(line) -> None:
    abilities = compile_line(line, "Test Card")
    assert not any(isinstance(c, ManaPayment) for a in abilities
                   for c in getattr(a, "cost", ()))
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)


def test_107_6_tap_and_untap_symbols_are_paid_in_the_order_printed(board) -> None:
    """Snow Mercy's "{T}, {Q}, {T}, {Q}, {T}": an untapped permanent taps, untaps, taps,
    untaps and taps (601.2h), ending tapped; a tapped one can't start paying."""
    text = "{T}, {Q}, {T}, {Q}, {T}: Tap all creatures with globe counters on them."
    game = board(f"""
        name: snow mercy
        battlefield:
          - {{token: {{name: Mercy, types: [Artifact], text: "{text}"}}, as: m}}
          - {{card: Grizzly Bears, as: bears, counters: {{globe: 1}}}}
          - {{card: Savannah Lions, as: lions}}
    """)
    m = obj_id(game, "m")
    assert why_not_activate(game, m, ALICE, None) is None
    activate(game, m, ALICE, 1, [], {})
    assert game.obj(m).tapped
    steps.resolve_all(game)
    assert game.obj(obj_id(game, "bears")).tapped
    assert not game.obj(obj_id(game, "lions")).tapped
    assert why_not_activate(game, m, ALICE, None) == "Mercy is tapped, so you can't pay {T} (107.5)"
