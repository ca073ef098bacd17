"""701.17a, 608.2c: "for each <card> milled this way" / "for each <card> put into <your |
their> graveyard this way" count the cards the same resolution milled that match, played from
real Oracle text: Gorging Vulture (gain 1 life per creature card milled), Coerced Confession
(draw per creature card put into the target's graveyard), Liliana's Indignation (lose 2 life
per creature card, X milled). Song of Blood's count sits in a delayed trigger (it would count
that trigger's own resolution) and stays unread."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility


def test_701_17a_gorging_vulture_gains_a_life_per_creature_card_milled(solve) -> None:
    """Alice mills Grizzly Bears, Opt, Hill Giant, Island: two creature cards, 2 life; the
    Serra Angel under them wasn't milled and doesn't count."""
    out = solve("""
        name: Gorging Vulture
        hand: {Alice: [Gorging Vulture]}
        library: {Alice: [Grizzly Bears, Opt, Hill Giant, Island, Serra Angel], Bob: [Island]}
        actions:
          - {cast: Gorging Vulture}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[0].life == 22


def test_608_2c_coerced_confession_draws_per_creature_card_in_their_graveyard(solve) -> None:
    """Bob mills Grizzly Bears, Opt, Hill Giant, Island: Alice draws two cards."""
    out = solve("""
        name: Coerced Confession
        hand: {Alice: [Coerced Confession]}
        library: {Alice: [Plains, Forest, Swamp], Bob: [Grizzly Bears, Opt, Hill Giant, Island,
                  Serra Angel]}
        actions:
          - {cast: Coerced Confession, targets: [Bob]}
    """)
    assert out.passed, out.failures
    hand = sorted(out.game.name_of(o) for o in out.game.state.zone_list("hand", 0))
    assert hand == ["Forest", "Plains"]
    assert len(out.game.state.zone_list("graveyard", 1)) == 4


def test_608_2c_lilianas_indignation_x_3_one_creature_card(solve) -> None:
    out = solve("""
        name: Liliana's Indignation
        hand: {Alice: [Liliana's Indignation]}
        library: {Alice: [Opt, Grizzly Bears, Island, Hill Giant], Bob: [Island]}
        actions:
          - {cast: Liliana's Indignation, targets: [Bob], choices: {x: 3}}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[1].life == 18


def test_608_2c_a_count_inside_a_later_trigger_stays_unread() -> None:
    abilities = compile_text(
        "Mill four cards. Whenever a creature attacks this turn, it gets +1/+0 until end of "
        "turn for each creature card put into your graveyard this way.", "Song of Blood",
        spell=True)
    assert abilities is None or any(isinstance(a, UnsupportedAbility) for a in abilities)
