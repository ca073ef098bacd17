"""701.9a / 614.1a: "If an effect causes you to discard a card, discard it, but you may put it
on top of your library instead of into your graveyard." (Library of Leng). The card is still
discarded; a discard as a cost (cycling, 118.3) isn't caused by an effect."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility

ALICE = 1  # Bob is the active player, casting Mind Rot


def _mind_rot(solve, answer: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Mind Rot into Leng
        players: [Bob, Alice]
        battlefield: [{{card: Library of Leng, controller: Alice}}]
        hand:
          Alice: [{{card: Forest, as: forest}}, {{card: Island, as: island}}]
          Bob: [Mind Rot]
        library: {{Alice: [{{card: Plains, as: plains}}], Bob: [Swamp]}}
        actions:
          - {{cast: Mind Rot, targets: [Alice]}}
        choices: [{answer}, {answer}]
    """)
    assert out.passed, out.failures
    return out.game


def test_614_1a_leng_discarded_cards_go_on_top_of_the_library(solve) -> None:
    """Bob's Mind Rot makes Alice discard Forest and Island: she puts both on top of her
    library instead (above the Plains); her graveyard stays empty."""
    game = _mind_rot(solve, "yes")
    library = game.state.zone_list("library", ALICE)
    assert [game.obj(o).card for o in library[2:]] == ["Plains"]
    assert sorted(game.obj(o).card for o in library[:2]) == ["Forest", "Island"]
    assert game.state.zone_list("graveyard", ALICE) == []
    assert game.state.zone_list("hand", ALICE) == []


def test_614_1a_leng_may_decline(solve) -> None:
    game = _mind_rot(solve, "no")
    assert sorted(game.obj(o).card for o in game.state.zone_list("graveyard", ALICE)) == [
        "Forest", "Island"]
    assert [game.obj(o).card for o in game.state.zone_list("library", ALICE)] == ["Plains"]


def test_701_9a_a_discard_as_a_cost_isnt_caused_by_an_effect(solve) -> None:
    """Cycling Drifting Meadow discards it as a cost: it goes to the graveyard (no choice is
    offered), and Alice draws."""
    out = solve("""
        name: cycling with Leng
        battlefield: [Library of Leng, Plains, Plains]
        hand: {Alice: [{card: Drifting Meadow, as: meadow}]}
        library: {Alice: [Forest], Bob: [Swamp]}
        actions:
          - {activate: {card: meadow, ability: cycling}, choices: {library_top: yes}}
        expect:
          meadow: {zone: graveyard}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_614_1a_leng_line() -> None:
    (ab,) = compile_line("If an effect causes you to discard a card, discard it, but you may "
                         "put it on top of your library instead of into your graveyard.",
                         "Library of Leng")
    assert isinstance(ab, StaticAbility)
