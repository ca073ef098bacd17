"""608.2h / 400.7: "{G}: Exile target card from a graveyard. If it was a creature card, put a
+1/+1 counter on this creature and you gain 1 life." (Scavenging Ooze): the condition is
asked of the card moved to exile (its characteristics are the same there); a land card
exiled gives nothing."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.object_conditions import ObjectIs


def test_608_2h_scavenging_ooze_line_is_read() -> None:
    (ab,) = compile_line("{G}: Exile target card from a graveyard. If it was a creature card, "
                         "put a +1/+1 counter on this creature and you gain 1 life.",
                         "Scavenging Ooze")
    assert isinstance(ab, ActivatedAbility)
    exile, cond = ab.instructions
    assert isinstance(exile, I.Exile) and isinstance(cond, I.If)
    assert isinstance(cond.condition, ObjectIs)


def test_608_2h_it_was_a_permanent_asks_its_last_known_information() -> None:
    """"If it was a creature" about a permanent that left the battlefield is asked of it as
    it last existed there (608.2h: `ObjectWas`, the past-tense conditions read since stop
    36), not of the card it became in the graveyard (400.7)."""
    from arbiter.rules.last_known_conditions import ObjectWas
    from arbiter.rules.selectors import IsType

    (ab,) = compile_line("{2}: Destroy target permanent. If it was a creature, you gain 1 life.",
                         "Test Card")
    assert isinstance(ab, ActivatedAbility)
    destroy, cond = ab.instructions
    assert isinstance(destroy, I.Destroy) and isinstance(cond, I.If)
    assert cond.condition == ObjectWas(I.Ref.target(0), IsType("Creature"))


def test_608_2h_scavenging_ooze_exiles_a_creature_card_and_grows(solve) -> None:
    out = solve("""
        name: scavenging ooze creature
        battlefield: [{card: Scavenging Ooze, as: ooze}]
        graveyard: {Bob: [{card: Grizzly Bears, as: bears}, {card: Forest, as: land}]}
        actions:
          - activate: {card: ooze, ability: 1, targets: [bears]}
        expect:
          bears: {zone: exile}
          land: {zone: graveyard}
          ooze: {power: 3, toughness: 3}
          player Alice: {life: 21}
    """)
    assert out.passed, out.failures


def test_608_2h_scavenging_ooze_exiles_a_land_card_and_nothing_else(solve) -> None:
    out = solve("""
        name: scavenging ooze land
        battlefield: [{card: Scavenging Ooze, as: ooze}]
        graveyard: {Bob: [{card: Forest, as: land}]}
        actions:
          - activate: {card: ooze, ability: 1, targets: [land]}
        expect:
          land: {zone: exile}
          ooze: {power: 2, toughness: 2}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
