"""603.2 with 601.2i: "Whenever you cast your second spell each turn, create a 1/1 white
Spirit creature token with flying." (Clarion Spirit): only the spell that is its
controller's second this turn triggers it; "an opponent casts their second spell each turn"
(Monologue Tax) counts that opponent's spells."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def _tokens(out, subtype: str, controller: int) -> int:
    game = out.game
    return sum(1 for o in game.state.battlefield() if game.obj(o).card is None
               and subtype in game.chars(o).subtypes and game.chars(o).controller == controller)


def test_601_2i_clarion_spirit_second_spell_only(solve) -> None:
    """Alice casts three Lightning Bolts: one Spirit (the second spell), not two; Bob 11."""
    out = solve("""
        name: clarion spirit
        battlefield: [{card: Clarion Spirit, as: spirit}]
        hand: {Alice: [Lightning Bolt, Lightning Bolt, Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 11}
    """)
    assert out.passed, out.failures
    assert _tokens(out, "Spirit", 0) == 1


def test_601_2i_clarion_spirit_one_spell_nothing(solve) -> None:
    out = solve("""
        name: clarion spirit one spell
        battlefield: [{card: Clarion Spirit, as: spirit}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
    assert _tokens(out, "Spirit", 0) == 0


def test_601_2i_monologue_tax_opponents_second_spell(solve) -> None:
    """Alice's Monologue Tax: Bob casts two Shocks (instants, on Alice's turn): Alice gets one
    Treasure; her own two spells give nothing."""
    out = solve("""
        name: monologue tax
        battlefield: [{card: Monologue Tax, as: tax}]
        hand: {Alice: [Shock, Shock], Bob: [Shock, Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {cast: Shock, targets: [Bob]}
          - {cast: Shock, by: Bob, targets: [Alice]}
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 16}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures
    assert _tokens(out, "Treasure", 0) == 1


@pytest.mark.parametrize(("name", "line", "subject", "by", "nth"), [
    ("Clarion Spirit", "Whenever you cast your second spell each turn, create a 1/1 white "
     "Spirit creature token with flying.", "you", "any", 2),
    ("Monologue Tax", "Whenever an opponent casts their second spell each turn, you create a "
     "Treasure token.", "any", "opponent", 2),
    ("Ledger Shredder", "Whenever a player casts their second spell each turn, this creature "
     "connives.", "any", "any", 2),
    ("Rodeo Pyromancers", "Whenever you cast your first spell each turn, add {R}{R}.", "you",
     "any", 1),
])
def test_601_2i_oracle_lines(name: str, line: str, subject: str, by: str, nth: int) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    t = ab.trigger
    assert (t.event, t.subject, t.by, t.nth) == ("cast", subject, by, nth)
