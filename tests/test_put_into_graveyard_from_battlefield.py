"""603.6c / 603.10a / 400.7e: "When this Aura is put into a graveyard from the battlefield,
return it to its owner's hand." (Rancor): it triggers for any permanent put into a graveyard
from the battlefield (not only a creature dying), and returns the card from the graveyard."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def test_603_6c_rancor_line() -> None:
    [ability] = compile_text("When this Aura is put into a graveyard from the battlefield, "
                             "return it to its owner's hand.", "Rancor") or [None]
    assert isinstance(ability, TriggeredAbility)
    assert (ability.trigger.event, ability.trigger.subject) == (
        "put_into_graveyard_from_battlefield", "self")
    assert ability.instructions == (I.ReturnToHand(I.Ref.new_of(I.Ref.this())),)


def test_704_5m_rancor_returns_when_its_creature_dies(solve) -> None:
    """Lightning Bolt kills the enchanted Grizzly Bears; Rancor goes to the graveyard (704.5m)
    and returns to Alice's hand."""
    out = solve("""
        name: Rancor
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Rancor, as: rancor, attached_to: bears}
        hand: {Bob: [Lightning Bolt]}
        library: {Alice: [Forest], Bob: [Mountain]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          rancor: {zone: hand}
    """)
    assert out.passed, out.failures


def test_603_6c_exiled_rancor_doesnt_return(solve) -> None:
    out = solve("""
        name: Rancor exiled
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Rancor, as: rancor, attached_to: bears}
        library: {Alice: [Forest], Bob: [Mountain]}
        actions:
          - move: {card: rancor, to: exile}
        expect:
          rancor: {zone: exile}
    """)
    assert out.passed, out.failures
