"""Activation costs of two parts in one phrase (602.1a, 601.2h, 118.3), played through the
real engine: "Remove three quest counters from ~ and sacrifice it" (122.8, 701.21a),
"Sacrifice another creature or an artifact" (701.21a: one permanent that is either), and
"Return three lands you control to their owner's hand". A cost that can't be paid is refused
and leaves the game as it was (118.3)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.priority import activatable, find_ability
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.costs import RemoveCountersCost, SacrificePermanents, SacrificeSelf
from arbiter.rules.object_costs import ExileSelf, ReturnToHand

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "kinds"), [
    ("Ior Ruin Expedition", "Remove three quest counters from this enchantment and sacrifice "
     "it: Draw two cards.", (RemoveCountersCost, SacrificeSelf)),
    ("Goblin Bomb", "Remove five fuse counters from this enchantment and sacrifice it: It "
     "deals 20 damage to target player or planeswalker.", (RemoveCountersCost, SacrificeSelf)),
    ("Trenzalore Clocktower", "{1}{U}, {T}, Remove twelve time counters from Trenzalore "
     "Clocktower and exile it: Shuffle your graveyard and hand into your library, then draw "
     "seven cards. Activate only if you control a Time Lord.", (RemoveCountersCost, ExileSelf)),
    ("Magosi, the Waterveil", "{T}, Remove an eon counter from this land and return it to its "
     "owner's hand: Take an extra turn after this one.", (RemoveCountersCost, ReturnToHand)),
    ("Elite Headhunter", "{B/R}{B/R}{B/R}, Sacrifice another creature or an artifact: This "
     "creature deals 2 damage to target creature or planeswalker.", (SacrificePermanents,)),
    ("Skophos Warleader", "{R}, Sacrifice another creature or an enchantment: This creature "
     "gets +1/+0 and gains menace until end of turn.", (SacrificePermanents,)),
    ("Malevolent Noble", "{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter "
     "on this creature.", (SacrificePermanents,)),
    ("Pearl Lake Ancient", "Return three lands you control to their owner's hand: Return this "
     "creature to its owner's hand.", (ReturnToHand,)),
    ("Uyo, Silent Prophet", "{2}, Return two lands you control to their owner's hand: Copy "
     "target instant or sorcery spell. You may choose new targets for the copy.",
     (ReturnToHand,)),
])
def test_602_1a_compound_costs_of_real_lines_are_read(name: str, line: str, kinds) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, ActivatedAbility), line
    for kind in kinds:
        assert any(isinstance(c, kind) for c in ab.cost), (line, kind)


# -- remove counters and sacrifice it (122.8, 701.21a) -----------------------------------------
def test_122_8_ior_ruin_expedition_removes_three_and_is_sacrificed(solve) -> None:
    """Three quest counters: both parts are paid, the Expedition goes to the graveyard and
    Alice draws two cards."""
    out = solve("""
        name: expedition
        battlefield: [{card: Ior Ruin Expedition, as: exp, counters: {quest: 3}}]
        library: {Alice: [{card: Island, as: i1}, {card: Island, as: i2}, {card: Island, as: i3}]}
        actions:
          - activate: {card: exp, ability: 2}
        expect:
          exp: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_118_3_ior_ruin_expedition_with_two_counters_is_refused(board) -> None:
    """Two quest counters can't pay "Remove three": not offered, and trying it is refused
    with the Expedition still on the battlefield with its two counters."""
    game = board("""
        name: expedition short
        battlefield: [{card: Ior Ruin Expedition, as: exp, counters: {quest: 2}}]
    """)
    exp = obj_id(game, "exp")
    ab = find_ability(game, exp, 2)
    assert not activatable(game, exp, ALICE, ab)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, exp, ALICE, 2, [], {})
    assert game.state.version == before
    assert game.obj(exp).zone == "battlefield" and game.obj(exp).counters.get("quest") == 2


# -- sacrifice one permanent of either kind (701.21a) ------------------------------------------
def test_701_21a_elite_headhunter_sacrifices_an_artifact(solve) -> None:
    """Elite Headhunter with a Sol Ring: the artifact pays, Bob's Bears take 2 and die."""
    out = solve("""
        name: headhunter artifact
        battlefield: [{card: Elite Headhunter, as: hh}, {card: Sol Ring, as: ring},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        actions:
          - activate: {card: hh, ability: 2, targets: [bears], choices: {sacrifice: ring}}
        expect:
          ring: {zone: graveyard}
          bears: {zone: graveyard}
          hh: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_21a_elite_headhunter_cant_sacrifice_itself(board) -> None:
    """"another creature": the Headhunter alone (no artifact, no other creature) can't pay;
    offering itself as the sacrifice is refused and nothing changes."""
    game = board("""
        name: headhunter alone
        battlefield: [{card: Elite Headhunter, as: hh},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
    """)
    hh, bears = obj_id(game, "hh"), obj_id(game, "bears")
    ab = find_ability(game, hh, 2)
    assert not activatable(game, hh, ALICE, ab)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, hh, ALICE, 2, [bears], {"sacrifice": hh})
    assert game.state.version == before and game.obj(hh).zone == "battlefield"


def test_701_21a_elite_headhunter_sacrifices_another_creature_not_an_opponents(board) -> None:
    """Bob's artifact can't pay (a player sacrifices only their own permanents); Alice's
    other creature can."""
    game = board("""
        name: headhunter creature
        battlefield: [{card: Elite Headhunter, as: hh}, {card: Llanowar Elves, as: elf},
                      {card: Sol Ring, controller: Bob, as: ring},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
    """)
    hh, elf, ring, bears = (obj_id(game, a) for a in ("hh", "elf", "ring", "bears"))
    with pytest.raises(IllegalActionError):
        activate(game, hh, ALICE, 2, [bears], {"sacrifice": ring})
    assert game.obj(ring).zone == "battlefield" and game.obj(elf).zone == "battlefield"
    activate(game, hh, ALICE, 2, [bears], {"sacrifice": elf})
    assert game.obj(obj_id(game, "elf")).zone == "graveyard"


# -- return several lands ----------------------------------------------------------------------
def test_602_1a_pearl_lake_ancient_returns_three_lands_then_itself(solve) -> None:
    """Three of Alice's four lands return to her hand as the cost; the Ancient returns as
    the ability resolves."""
    out = solve("""
        name: pearl lake
        battlefield: [{card: Pearl Lake Ancient, as: ancient}, {card: Island, as: l1},
                      {card: Island, as: l2}, {card: Island, as: l3}, {card: Island, as: l4}]
        actions:
          - activate: {card: ancient, ability: 4, choices: {return: [l1, l2, l4]}}
        expect:
          l1: {zone: hand}
          l2: {zone: hand}
          l4: {zone: hand}
          l3: {zone: battlefield}
          ancient: {zone: hand}
    """)
    assert out.passed, out.failures


def test_118_3_pearl_lake_ancient_with_two_lands_is_refused(board) -> None:
    game = board("""
        name: pearl lake short
        battlefield: [{card: Pearl Lake Ancient, as: ancient}, {card: Island, as: l1},
                      {card: Island, controller: Bob, as: l2}, {card: Island, as: l3}]
    """)
    ancient = obj_id(game, "ancient")
    ab = find_ability(game, ancient, 4)
    assert not activatable(game, ancient, ALICE, ab)
