"""303.4f-g: an Aura put onto the battlefield other than by resolving as an Aura spell, by an
effect that doesn't say what it enchants (Replenish: "Return all enchantment cards from your
graveyard to the battlefield."), enters attached to a legal object its controller chooses as
it enters; it isn't targeted, so hexproof doesn't stop it (115.1), but protection does
(702.16c). With nothing it could enchant, it stays in its zone (303.4g)."""

from __future__ import annotations


def test_303_4f_replenish_returns_pacifism_onto_the_only_creature(solve) -> None:
    """Pacifism comes back enchanting Bob's Grizzly Bears (the only creature), which can't
    attack."""
    out = solve("""
        name: replenish pacifism
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        graveyard: {Alice: [Pacifism]}
        hand: {Alice: [Replenish]}
        actions:
          - {cast: Replenish}
        expect:
          Pacifism: {zone: battlefield, attached_to: bears}
    """)
    assert out.passed, out.failures


def test_303_4f_the_controller_chooses_among_legal_creatures(solve) -> None:
    """Two creatures (one with hexproof, which doesn't matter: not targeted, 115.1): Alice
    chooses Savannah Lions."""
    out = solve("""
        name: replenish choice
        battlefield:
          - {card: Gladecover Scout, controller: Bob, as: scout}
          - {card: Savannah Lions, controller: Bob, as: lions}
        graveyard: {Alice: [Pacifism]}
        hand: {Alice: [Replenish]}
        choices: [lions]
        actions:
          - {cast: Replenish}
        expect:
          Pacifism: {zone: battlefield, attached_to: lions}
    """)
    assert out.passed, out.failures


def test_303_4f_115_1_hexproof_doesnt_stop_an_aura_that_isnt_targeted(solve) -> None:
    """Bob's only creature is Gladecover Scout (hexproof): Pacifism enters enchanting it."""
    out = solve("""
        name: replenish hexproof
        battlefield: [{card: Gladecover Scout, controller: Bob, as: scout}]
        graveyard: {Alice: [Pacifism]}
        hand: {Alice: [Replenish]}
        actions:
          - {cast: Replenish}
        expect:
          Pacifism: {zone: battlefield, attached_to: scout}
    """)
    assert out.passed, out.failures


def test_303_4g_nothing_to_enchant_it_stays_in_the_graveyard(solve) -> None:
    """No creature: Pacifism stays in Alice's graveyard (it never entered: no 'leaves the
    graveyard' then 'dies' round trip)."""
    out = solve("""
        name: replenish nothing
        graveyard: {Alice: [Pacifism]}
        hand: {Alice: [Replenish]}
        actions:
          - {cast: Replenish}
        expect:
          Pacifism: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert not any("Pacifism moves from graveyard" in line for line in out.game.state.log)


def test_303_4g_702_16c_protection_leaves_nothing_to_enchant(solve) -> None:
    """Black Knight has protection from white: white Pacifism can't enchant it (702.16c),
    so it stays in the graveyard."""
    out = solve("""
        name: replenish protection
        battlefield: [{card: Black Knight, controller: Bob}]
        graveyard: {Alice: [Pacifism]}
        hand: {Alice: [Replenish]}
        actions:
          - {cast: Replenish}
        expect:
          Pacifism: {zone: graveyard}
    """)
    assert out.passed, out.failures
