"""614.1c with 601.2h: "~ enters with a number of +1/+1 counters on it equal to the amount of
mana spent to cast it" (a permanent not cast had none spent); 615.1 / 611.2a: "Prevent all
damage that would be dealt this turn to another target creature ..." (Kurbis, Harvest
Celebrant)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, ReplacementAbility
from arbiter.rules.mana_spent import ManaSpentToCastIt


def test_601_2h_kurbis_counts_all_mana_spent(solve) -> None:
    """Kurbis cast with X = 1, paying {1}{G}{G} with three Forests: three counters (X is 1)."""
    out = solve("""
        name: mana spent
        battlefield: [Forest, Forest, Forest]
        hand: {Alice: ["Kurbis, Harvest Celebrant"]}
        actions:
          - {cast: "Kurbis, Harvest Celebrant", pay: true, choices: {x: 1}}
        expect:
          "Kurbis, Harvest Celebrant": {counters: {+1/+1: 3}, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_601_2h_put_onto_the_battlefield_not_cast_gets_none(solve) -> None:
    """Ghouls' Night Out puts Kurbis from Alice's graveyard onto the battlefield: it wasn't
    cast, no counters, a 0/0 put into the graveyard (704.5f)."""
    out = solve("""
        name: not cast
        hand: {Alice: ["Ghouls' Night Out"]}
        graveyard: {Alice: [{card: "Kurbis, Harvest Celebrant", as: kurbis}]}
        actions:
          - {cast: "Ghouls' Night Out"}
        expect:
          kurbis: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_615_1_prevent_damage_this_turn_to_another_target(solve) -> None:
    """Kurbis (two counters) removes one: Grizzly Bears with a +1/+1 counter takes no damage
    from Lightning Bolt this turn; Kurbis itself can't be the target ("another")."""
    out = solve("""
        name: kurbis prevention
        battlefield:
          - {card: "Kurbis, Harvest Celebrant", as: kurbis, counters: {+1/+1: 2}}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {activate: {card: kurbis, ability: "Remove", targets: [kurbis]}, refused: "target"}
          - {activate: {card: kurbis, ability: "Remove", targets: [bears]}}
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          bears: {zone: battlefield}
          kurbis: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "bears")).damage == 0


@pytest.mark.parametrize("name", ["Kurbis", "Marath", "Gyrus", "Dyadrine"])
def test_614_1c_mana_spent_counters_lines(name: str) -> None:
    (ability,) = compile_line(f"{name} enters with a number of +1/+1 counters on it equal to "
                              "the amount of mana spent to cast it.", f"{name}, X",
                              legendary=True)
    assert isinstance(ability, ReplacementAbility)
    assert ability.spec == ("+1/+1", ManaSpentToCastIt())


def test_615_1_prevent_this_turn_to_line() -> None:
    (ability,) = compile_line(
        "Remove a +1/+1 counter from Kurbis: Prevent all damage that would be dealt this turn "
        "to another target creature with a +1/+1 counter on it.", "Kurbis, Harvest Celebrant",
        legendary=True)
    assert isinstance(ability, ActivatedAbility)
    (effect,) = ability.instructions
    assert [p.rule for p in effect.parts] == ["prevent_all_damage_dealt_to"]
