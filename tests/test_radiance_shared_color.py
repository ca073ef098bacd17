"""Radiance (207.2c), 105.2: "target creature and each other creature that shares a color
with it": the target and every other creature with a color the target has as the spell
resolves (`rules.shared_colors.SharesAColorWithTarget`, bound by
`engine.stack.target_players`); a colorless target shares no color."""

from __future__ import annotations


def test_105_2_cleansing_beam_damages_the_creatures_sharing_a_color(solve) -> None:
    """Cleansing Beam: "deals 2 damage to target creature and each other creature that shares
    a color with it." Targeting Bob's green Grizzly Bears: Alice's green Llanowar Elves dies
    too; the red Hill Giant and the black Walking Corpse share no color and are unharmed."""
    out = solve("""
        name: cleansing beam
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Llanowar Elves, as: elves}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Walking Corpse, as: corpse}
        hand: {Alice: [Cleansing Beam]}
        actions:
          - {cast: Cleansing Beam, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          elves: {zone: graveyard}
          giant: {zone: battlefield}
          corpse: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert all(o.damage == 0 for o in game.state.objects.values()
               if o.alias in ("giant", "corpse"))


def test_105_2c_wojek_siren_on_a_colorless_target_pumps_only_it(solve) -> None:
    """Wojek Siren: "Target creature and each other creature that shares a color with it get
    +1/+1 until end of turn." On Alice's colorless Ornithopter: only the Ornithopter gets
    +1/+1; her Grizzly Bears doesn't. On the Bears, her green Llanowar Elves does too."""
    out = solve("""
        name: wojek siren
        battlefield:
          - {card: Ornithopter, as: thopter}
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves}
        hand: {Alice: [Wojek Siren, Wojek Siren]}
        actions:
          - {cast: Wojek Siren, targets: [thopter]}
        expect:
          thopter: {power: 1, toughness: 3}
          bears: {power: 2, toughness: 2}
          elves: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: wojek siren green
        battlefield:
          - {card: Ornithopter, as: thopter}
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves}
        hand: {Alice: [Wojek Siren]}
        actions:
          - {cast: Wojek Siren, targets: [bears]}
        expect:
          thopter: {power: 0, toughness: 2}
          bears: {power: 3, toughness: 3}
          elves: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
