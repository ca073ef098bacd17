"""614.1a, 614.12: a permanent's own replacement of its entering by an action: "If this land
would enter, sacrifice <...> instead. If you do, put this land onto the battlefield. If you
don't, put it into its owner's graveyard." (Lotus Vale, Heart of Yavimaya) and Mox Diamond's
"If this artifact would enter, you may discard a land card instead. ...", played through the
engine."""

from __future__ import annotations

from conftest import obj_id


def test_614_1a_lotus_vale_sacrifices_two_untapped_lands(solve) -> None:
    """Alice plays Lotus Vale with three untapped lands and a tapped one: she sacrifices the
    two she chooses among the untapped ones, and Lotus Vale enters."""
    out = solve("""
        name: lotus vale
        choices: [f1, f2]
        battlefield:
          - {card: Forest, as: f1}
          - {card: Forest, as: f2}
          - {card: Forest, as: f3}
          - {card: Plains, tapped: true, as: p}
        hand: {Alice: [{card: Lotus Vale, as: vale}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {play: vale}
        expect:
          vale: {zone: battlefield}
          f1: {zone: graveyard}
          f2: {zone: graveyard}
          f3: {zone: battlefield}
          p: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_614_1a_lotus_vale_without_two_untapped_lands_goes_to_the_graveyard(solve) -> None:
    """One untapped land (the tapped one can't be chosen): nothing is sacrificed and Lotus
    Vale is put into Alice's graveyard."""
    out = solve("""
        name: lotus vale alone
        battlefield:
          - {card: Forest, as: f1}
          - {card: Plains, tapped: true, as: p}
        hand: {Alice: [{card: Lotus Vale, as: vale}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {play: vale}
        expect:
          vale: {zone: graveyard}
          f1: {zone: battlefield}
          p: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_614_1a_heart_of_yavimaya_sacrifices_a_forest_only(solve) -> None:
    """Heart of Yavimaya with only a Plains: into the graveyard; with a Forest: the Forest is
    sacrificed (the only one: no choice) and the Heart enters."""
    out = solve("""
        name: heart without forest
        battlefield: [{card: Plains, as: p}]
        hand: {Alice: [{card: Heart of Yavimaya, as: heart}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {play: heart}
        expect:
          heart: {zone: graveyard}
          p: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: heart with forest
        battlefield: [{card: Plains, as: p}, {card: Forest, as: f}]
        hand: {Alice: [{card: Heart of Yavimaya, as: heart}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {play: heart}
        expect:
          heart: {zone: battlefield}
          f: {zone: graveyard}
          p: {zone: battlefield}
    """)
    assert out.passed, out.failures


def _mox(solve, answer: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: mox diamond
        choices: [{answer}]
        battlefield: [Plains]
        hand: {{Alice: [{{card: Mox Diamond, as: mox}}, {{card: Forest, as: land}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: mox}}
    """)
    assert out.passed, out.failures
    game = out.game
    return game.obj(obj_id(game, "mox")).zone, game.obj(obj_id(game, "land")).zone


def test_614_1a_mox_diamond_discard_a_land_card_or_not(solve) -> None:
    assert _mox(solve, "yes") == ("battlefield", "graveyard")
    assert _mox(solve, "no") == ("graveyard", "hand")


def test_614_12_vesuva_copying_lotus_vale_stops_the_game(solve) -> None:
    """614.12: Vesuva entering as a copy of Lotus Vale has, as it would exist, Lotus Vale's
    "If this land would enter, sacrifice two untapped lands instead", so Alice would have to
    sacrifice two untapped lands or Vesuva goes to the graveyard. The engine doesn't carry
    out a copied entering action: the game stops naming 614.12 rather than letting Vesuva
    enter for free."""
    import pytest

    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="614.12"):
        solve("""
            name: vesuva copies lotus vale
            battlefield:
              - {card: Lotus Vale, as: vale}
              - {card: Forest, as: f1}
              - {card: Forest, as: f2}
            library: {Alice: [Plains], Bob: [Plains]}
            actions:
              - {enter: {card: Vesuva, as: v, choices: {copy: vale}}}
        """)



def test_614_12_a_token_copy_of_mox_diamond_stops_the_game(solve) -> None:
    """614.12: Stolen Identity's token copy of Mox Diamond has, as it would exist, Mox
    Diamond's "If this artifact would enter, you may discard a land card instead. If you
    do, put this artifact onto the battlefield. If you don't, put it into its owner's
    graveyard." The engine doesn't carry out a copied entering action: the game stops
    naming 614.12 rather than creating the token for free."""
    import pytest

    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="614.12"):
        solve("""
            name: stolen mox
            battlefield:
              - {card: Mox Diamond, controller: Bob, as: mox}
            hand: {Alice: [Stolen Identity, Forest]}
            library: {Alice: [Plains], Bob: [Plains]}
            actions:
              - {cast: Stolen Identity, targets: [mox]}
        """)
