"""701.9a / 614.1a / 614.1c: "If a spell or ability an opponent controls causes you to discard
this card, put it onto the battlefield with two +1/+1 counters on it instead of putting it into
your graveyard." (Dodecapod), played through the engine: Bob's Mind Rot makes Alice discard
it: it enters under her control with the counters (a 5/5); her own discard to a cost or her
own spell isn't caused by an opponent."""

from __future__ import annotations


def test_614_1a_dodecapod_discarded_by_an_opponents_spell(solve) -> None:
    out = solve("""
        name: Mind Rot into Dodecapod
        players: [Bob, Alice]
        hand:
          Alice: [{card: Dodecapod, as: pod}, {card: Island, as: island}]
          Bob: [Mind Rot]
        library: {Alice: [Plains], Bob: [Swamp]}
        actions:
          - {cast: Mind Rot, targets: [Alice]}
        expect:
          Dodecapod: {zone: battlefield, controller: Alice, counters: {+1/+1: 2}, power: 5,
                      toughness: 5}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [game.obj(o).card for o in game.state.zone_list("graveyard", 1)] == ["Island"]


def test_614_1a_dodecapod_discarded_by_your_own_spell(solve) -> None:
    """Alice's own Mind Rot on herself: no opponent's spell: into her graveyard."""
    out = solve("""
        name: own Mind Rot
        hand:
          Alice: [Mind Rot, {card: Dodecapod, as: pod}, {card: Island, as: island}]
        library: {Alice: [Plains], Bob: [Swamp]}
        actions:
          - {cast: Mind Rot, targets: [Alice]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sorted(game.obj(o).card for o in game.state.zone_list("graveyard", 0)) == [
        "Dodecapod", "Island", "Mind Rot"]
