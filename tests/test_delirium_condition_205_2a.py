"""205.2a, 207.2c, 608.2c: delirium's "if there are four or more card types among cards in
your graveyard" in a spell's "if" and "instead" sentences, counted as the spell resolves
(the spell itself is on the stack then, not in the graveyard)."""

from __future__ import annotations

from conftest import obj_id


def _unholy_heat(solve, graveyard: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Unholy Heat
        battlefield:
          - {{card: Craw Wurm, as: wurm, controller: Bob}}
        graveyard: {{Alice: {graveyard}}}
        hand: {{Alice: [{{card: Unholy Heat, as: heat}}]}}
        actions:
          - {{cast: heat, targets: [wurm]}}
    """)
    assert out.passed, out.failures
    return out.game


def test_205_2a_unholy_heat_four_card_types_deals_6(solve) -> None:
    """A land, a creature, an instant and an artifact: four card types; the 6/4 Craw Wurm
    is dealt 6 damage and dies."""
    game = _unholy_heat(solve, "[Forest, Grizzly Bears, Lightning Bolt, Sol Ring]")
    assert game.state.objects[obj_id(game, "wurm")].zone == "graveyard"


def test_205_2a_unholy_heat_three_card_types_deals_2(solve) -> None:
    """Two lands, a creature and an instant: three card types; Craw Wurm is dealt 2."""
    game = _unholy_heat(solve, "[Forest, Mountain, Grizzly Bears, Lightning Bolt]")
    wurm = obj_id(game, "wurm")
    assert game.state.objects[wurm].zone == "battlefield"
    assert game.state.objects[wurm].damage == 2


def test_205_2a_descend_upon_the_sinful_makes_an_angel_with_delirium(solve) -> None:
    """'Create a 4/4 white Angel creature token with flying if there are four or more card
    types among cards in your graveyard.'"""
    out = solve("""
        name: Descend upon the Sinful
        graveyard: {Alice: [Forest, Grizzly Bears, Lightning Bolt, Sol Ring]}
        hand: {Alice: [{card: Descend upon the Sinful, as: descend}]}
        actions:
          - {cast: descend}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Angel Token"]
