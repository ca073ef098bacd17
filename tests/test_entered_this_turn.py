"""Permanents that entered the battlefield this turn (400.7: each entering is a new object):
"Put a +1/+1 counter on each green creature that entered this turn." (Oran-Rief, the
Vastwood) and "Activate only if this land entered this turn or if you control a basic land."
(602.5b: Gathering Place's mana ability, also when a cost's payment would tap it)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.priority import castable
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.entered_selectors import EnteredThisTurn, SourceEnteredThisTurn
from arbiter.rules.structure import nodes

ALICE = 0


@pytest.mark.parametrize(("name", "line", "found"), [
    ("Oran-Rief, the Vastwood", "{T}: Put a +1/+1 counter on each green creature that entered "
     "this turn.", EnteredThisTurn),
    ("Mirrex", "{T}: Add one mana of any color. Activate only if this land entered this turn.",
     SourceEnteredThisTurn),
    ("Gathering Place", "{T}: Add {G} or {W}. Activate only if this land entered this turn or "
     "if you control a basic land.", SourceEnteredThisTurn),
])
def test_400_7_entered_this_turn_lines_are_read(name: str, line: str, found: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility)
    everything = list(nodes((ab.instructions, ab.condition)))
    assert any(isinstance(x, found) for x in everything) or isinstance(
        getattr(ab.condition, "parts", (None,))[0], found)


def test_400_7_oran_rief_counters_only_on_green_creatures_that_entered_this_turn(solve) -> None:
    """Two turns on (Oran-Rief entered tapped and untaps in Alice's untap step), the Grizzly
    Bears cast this turn gets the counter; the Bears already on the battlefield and the
    non-green Hill Giant cast this turn don't."""
    out = solve("""
        name: oran-rief
        battlefield:
          - {card: "Oran-Rief, the Vastwood", as: oran}
          - {card: Grizzly Bears, as: old}
        hand: {Alice: [{card: Grizzly Bears, as: new}, {card: Hill Giant, as: giant}]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - pass: next_turn
          - pass: next_turn
          - pass: {to: precombat_main}
          - {cast: new}
          - {cast: giant}
          - activate: {card: oran, ability: 3}
        expect:
          new: {power: 3, toughness: 3}
          old: {power: 2, toughness: 2}
          giant: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_602_5b_gathering_place_without_a_basic_land_and_not_entered_this_turn(board) -> None:
    """Gathering Place placed before the turn, no basic land (Mishra's Factory isn't one):
    its {G}-or-{W} ability can't be activated, nor tapped to pay for Giant Growth."""
    game = board("""
        name: gathering place
        choices: ["{G}"]
        battlefield: [{card: Gathering Place, as: gp}, {card: Mishra's Factory}]
        hand: {Alice: [{card: Giant Growth, as: gg}]}
    """)
    gp, gg = obj_id(game, "gp"), obj_id(game, "gg")
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, gp, ALICE, 2, [], {})
    assert not game.obj(gp).tapped and game.state.players[ALICE].mana_pool == {}
    assert not castable(game, gg, ALICE, None)


def test_602_5b_gathering_place_with_a_basic_land_or_played_this_turn(solve) -> None:
    """With a Forest it taps for {G} or {W}; played this turn (no basic land), it does too."""
    out = solve("""
        name: gathering place ok
        battlefield: [{card: Gathering Place, as: gp}, {card: Forest}]
        choices: ["{W}"]
        actions:
          - activate: {card: gp, ability: 2}
        expect:
          gp: {tapped: true}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[ALICE].mana_pool == {"W": 1}
    out = solve("""
        name: gathering place played
        hand: {Alice: [{card: Gathering Place, as: gp}]}
        choices: ["{G}"]
        actions:
          - play: gp
          - activate: {card: gp, ability: 2}
        expect:
          gp: {tapped: true}
    """, name="played.yaml")
    assert out.passed, out.failures
    assert out.game.state.players[ALICE].mana_pool == {"G": 1}
