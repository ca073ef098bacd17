"""404 / 110.2: "all creature cards from all graveyards" (Liliana Vess's −8, Rise of the Dark
Realms): every graveyard, not only yours; "under your control" puts each under the
ability's controller's control, whoever owns it (108.3 ownership is unchanged)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1


def test_110_2_liliana_vess_takes_every_creature_card(solve) -> None:
    """Liliana Vess's −8: Alice's Hill Giant and Bob's Grizzly Bears come onto the
    battlefield under Alice's control; Bob keeps owning his Bears; his Lightning Bolt (not a
    creature card) stays in his graveyard."""
    out = solve("""
        name: liliana vess
        turn: {number: 3}
        battlefield:
          - {card: Liliana Vess, as: liliana, counters: {loyalty: 8}}
        graveyard: {Alice: [{card: Hill Giant, as: giant}],
                    Bob: [{card: Grizzly Bears, as: bears}, {card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - activate: {card: liliana, ability: "-8"}
        expect:
          giant: {zone: battlefield, controller: Alice}
          bears: {zone: battlefield, controller: Alice, owner: Bob}
          bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_404_oracle_lines_read_every_graveyard(catalog) -> None:
    (ab,) = compile_line("[−8]: Put all creature cards from all graveyards onto the "
                         "battlefield under your control.", "Liliana Vess")
    assert not isinstance(ab, UnsupportedAbility), ab
    (back,) = ab.instructions
    assert back.under_you and "OwnedByYou" not in repr(back.what)
