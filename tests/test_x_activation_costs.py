"""107.3a / 602.2b / 601.2b: activation costs with an X counting counters or objects, with
no {X} to pay: "Remove X +1/+1 counters from ~", "Tap X untapped artifacts you control",
"Sacrifice X creatures", "Exile X cards from your graveyard". The player announces X as the
ability is activated; the cost is paid with that many, and the ability's X is that value on
the stack. An X the cost can't be paid with is refused, with the game unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules import costs as K

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Arcbound Javelineer", "{T}, Remove X +1/+1 counters from this creature: It deals X "
     "damage to target attacking, blocking, or tapped creature.", K.RemoveCountersCost),
    ("Infused Arrows", "{T}, Remove X charge counters from this artifact: Target creature gets "
     "-X/-X until end of turn.", K.RemoveCountersCost),
    ("Glacian, Powerstone Engineer", "{T}, Tap X untapped artifacts you control: Look at the "
     "top X cards of your library. Put one of them into your hand and the rest into your "
     "graveyard.", K.TapUntapped),
    ("Krav, the Unredeemed", "{B}, Sacrifice X creatures: Target player draws X cards and gains "
     "X life. Put X +1/+1 counters on Krav.", K.SacrificePermanents),
    ("Copper-Leaf Angel", "{T}, Sacrifice X lands: Create X 1/1 green Saproling creature "
     "tokens.", K.SacrificePermanents),
    ("Chatterfang, Squirrel General", "{B}, Sacrifice X Squirrels: Target creature gets +X/-X "
     "until end of turn.", K.SacrificePermanents),
    ("Taigam, Sidisi's Hand", "{B}, {T}, Exile X cards from your graveyard: Target creature "
     "gets -X/-X until end of turn.", K.ExileFromGraveyard),
])
def test_107_3a_x_object_costs_of_real_lines_are_read(name: str, line: str, kind: type) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    (cost,) = [c for c in ab.cost if isinstance(c, kind)]
    assert cost.x


def test_107_3a_infused_arrows_removes_x_charge_counters(solve) -> None:
    """X = 2: two of the three charge counters are removed and Bob's Hill Giant (3/3) gets
    -2/-2 until end of turn."""
    out = solve("""
        name: infused arrows
        battlefield: [{card: Infused Arrows, as: arrows, counters: {charge: 3}},
                      {card: Hill Giant, controller: Bob, as: giant}]
        actions:
          - activate: {card: arrows, ability: "{T}, Remove", targets: [giant], choices: {x: 2}}
        expect:
          arrows: {tapped: true, counters: {charge: 1}}
          giant: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_107_3a_infused_arrows_x_above_its_counters_is_refused(board) -> None:
    """X = 4 with three charge counters can't be paid: refused, nothing tapped or removed."""
    game = board("""
        name: infused arrows short
        battlefield: [{card: Infused Arrows, as: arrows, counters: {charge: 3}},
                      {card: Hill Giant, controller: Bob, as: giant}]
    """)
    arrows, giant = obj_id(game, "arrows"), obj_id(game, "giant")
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, arrows, ALICE, "{T}, Remove", [giant], {"x": 4})
    assert game.state.version == before
    assert not game.obj(arrows).tapped and game.obj(arrows).counters.get("charge") == 3


def test_107_3a_krav_sacrifices_x_creatures(solve) -> None:
    """X = 2: two creatures are sacrificed; Alice draws two and gains 2 life; Krav gets two
    +1/+1 counters."""
    out = solve("""
        name: krav
        battlefield: [{card: "Krav, the Unredeemed", as: krav}, {card: Grizzly Bears, as: b1},
                      {card: Llanowar Elves, as: b2}, {card: Savannah Lions, as: b3}]
        library: {Alice: [Island, Island, Island]}
        actions:
          - activate: {card: krav, ability: "{B}, Sacrifice", targets: [Alice],
                       choices: {x: 2, sacrifice: [b1, b3]}}
        expect:
          b1: {zone: graveyard}
          b3: {zone: graveyard}
          b2: {zone: battlefield}
          krav: {counters: {+1/+1: 2}}
          player Alice: {life: 22, hand_size: 2}
    """)
    assert out.passed, out.failures


def test_107_3a_krav_x_sacrifices_must_be_exactly_x(board) -> None:
    """X = 3 with only Krav and one other creature: refused, nothing sacrificed."""
    game = board("""
        name: krav short
        battlefield: [{card: "Krav, the Unredeemed", as: krav}, {card: Grizzly Bears, as: b1}]
    """)
    krav, b1 = obj_id(game, "krav"), obj_id(game, "b1")
    with pytest.raises(IllegalActionError):
        activate(game, krav, ALICE, "{B}, Sacrifice", [("player", ALICE)],
                 {"x": 3, "sacrifice": [b1]})
    assert game.obj(b1).zone == "battlefield"


def test_107_3a_copper_leaf_angel_x_zero_sacrifices_nothing(solve) -> None:
    """X = 0 is a legal announcement: nothing is sacrificed and no token is created."""
    out = solve("""
        name: copper-leaf
        battlefield: [{card: Copper-Leaf Angel, as: angel}, {card: Forest, as: f}]
        actions:
          - activate: {card: angel, ability: "{T}, Sacrifice", choices: {x: 0}}
        expect:
          angel: {tapped: true}
          f: {zone: battlefield}
          Saproling: {count: 0}
    """)
    assert out.passed, out.failures


def test_107_3a_x_announced_through_the_player_decision(board) -> None:
    """Through the public API: activating Infused Arrows asks for X among 0..3 (the charge
    counters it has), and X = 3 removes all three."""
    game = board("""
        name: arrows api
        turn: {number: 2}
        battlefield: [{card: Infused Arrows, as: arrows, counters: {charge: 3}},
                      {card: Hill Giant, controller: Bob, as: giant}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    arrows = obj_id(game, "arrows")
    game.apply(next(str(a) for a in game.legal_actions()
                    if str(a).startswith("activate Infused Arrows")))
    labels = [str(a) for a in game.legal_actions()]
    assert labels == ["0", "1", "2", "3"]
    game.apply("3")
    while game.obj(arrows).counters.get("charge", 0) and game.legal_actions():
        game.apply(str(game.legal_actions()[-1]))  # the target: Bob's giant
    assert game.obj(arrows).counters.get("charge", 0) == 0
