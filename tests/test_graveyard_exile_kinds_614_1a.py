"""614.1a / 614.6: "If an instant or sorcery card would be put into a graveyard from anywhere,
exile it instead." (Dryad Militant: either card type, 205.2a) and, as a resolved effect until
end of turn (611.2a), "If a card would be put into your graveyard from anywhere this turn,
exile that card instead." (Yawgmoth's Will's sentence, on a test permanent's ability), played
through the engine."""

from __future__ import annotations


def _cards(out, zone: str, player: int = 0) -> list[str]:
    game = out.game
    return sorted(str(game.obj(o).card) for o in game.state.zone_list(zone, player))


def test_614_1a_dryad_militant_exiles_a_resolved_instant(solve) -> None:
    """Lightning Bolt resolves and would be put into Alice's graveyard: exiled instead; the
    Grizzly Bears it killed (a creature card) goes to Bob's graveyard."""
    out = solve("""
        name: dryad militant
        battlefield: [Dryad Militant, {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
    """)
    assert out.passed, out.failures
    assert _cards(out, "exile") == ["Lightning Bolt"]
    assert _cards(out, "graveyard") == []
    assert _cards(out, "graveyard", 1) == ["Grizzly Bears"]


_WILL = """{token: {name: Test Will, types: [Artifact], text: "{T}: If a card would be put into
                 your graveyard from anywhere this turn, exile that card instead."}, as: will}"""


def test_611_2a_this_turn_your_cards_are_exiled_instead(solve) -> None:
    """After the ability resolves, Alice's Lightning Bolt is exiled as it resolves; Bob's
    Grizzly Bears (his card, his graveyard) isn't."""
    out = solve("""
        name: will
        battlefield:
          - """ + _WILL + """
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: will, ability: "{T}"}
          - {cast: Lightning Bolt, targets: [bears]}
    """)
    assert out.passed, out.failures
    assert _cards(out, "exile") == ["Lightning Bolt"]
    assert _cards(out, "graveyard", 1) == ["Grizzly Bears"]


def test_611_2a_the_effect_ends_with_the_turn(solve) -> None:
    """Activated on turn 1: on Alice's next turn her Lightning Bolt goes to her graveyard."""
    out = solve("""
        name: will next turn
        battlefield:
          - """ + _WILL + """
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - activate: {card: will, ability: "{T}"}
          - pass: next_turn
          - pass: next_turn
          - pass: {to: precombat_main}
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    assert out.passed, out.failures
    assert _cards(out, "graveyard") == ["Lightning Bolt"]
