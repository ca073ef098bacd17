"""608.2c, 611.2c: after an effect on a group ("creatures target player controls get +2/+2
until end of turn"), "them" / "those creatures" / "each of them" in a later instruction of the
same ability are the objects the effect's affected set locked as it resolved (Great Oak
Guardian, Essence of Antiquity, Jeskai Ascendancy): not the source, not objects that match later."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def test_608_2c_great_oak_guardian_untaps_the_creatures_it_pumped(solve) -> None:
    """Alice targets Bob: his tapped Bears get +2/+2 and untap; Alice's tapped Giant stays
    tapped and 3/3."""
    out = solve("""
        name: great oak guardian
        battlefield:
          - {card: Grizzly Bears, controller: Bob, tapped: true, as: bears}
          - {card: Hill Giant, tapped: true, as: giant}
        hand: {Alice: [Great Oak Guardian]}
        actions:
          - {cast: Great Oak Guardian}
        choices: [Bob]
        expect:
          bears: {tapped: false, power: 4, toughness: 4}
          giant: {tapped: true, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_608_2c_essence_of_antiquity_untaps_the_creatures_given_hexproof(solve) -> None:
    """Turned face up: Alice's creatures (the Essence, her tapped Bears) gain hexproof and
    untap; Bob's tapped Giant stays tapped."""
    out = solve("""
        name: essence of antiquity
        battlefield:
          - {card: Essence of Antiquity, face_down: disguise, as: essence}
          - {card: Grizzly Bears, tapped: true, as: bears}
          - {card: Hill Giant, controller: Bob, tapped: true, as: giant}
        actions:
          - {turn_face_up: essence}
        expect:
          bears: {tapped: false, has: [Hexproof]}
          giant: {tapped: true}
    """)
    assert out.passed, out.failures


def test_608_2c_a_singular_pronoun_after_a_group_stays_unread() -> None:
    """"It" can't name a group's objects (608.2c)."""
    assert compile_text("Creatures you control get +1/+1 until end of turn. It gains flying "
                        "until end of turn.", "Test", True) is None
