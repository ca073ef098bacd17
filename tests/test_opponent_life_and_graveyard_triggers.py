"""603.2, 119.3: "Whenever an opponent gains life" (Kavu Predator: "that many" is the life
gained) and "that player" after "an opponent loses life" (Mindcrank: the player who lost
it); 404.2: "When a creature is put into an opponent's graveyard from the battlefield"
(Magus of the Bridge: a creature an opponent owns). Played on boards."""

from __future__ import annotations


def test_119_3_kavu_predator_opponent_gains_life(board) -> None:
    """Alice's own Revitalize puts no counter; Bob's Revitalize gains him 3 life: three
    +1/+1 counters on Alice's Kavu Predator."""
    game = board("""
        name: kavu predator
        battlefield: [{card: Kavu Predator, as: kavu}]
        hand: {Alice: [Revitalize], Bob: [Revitalize]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Revitalize}
          - {cast: Revitalize, by: Bob}
    """)
    kavu = next(o for o in game.state.battlefield() if game.name_of(o) == "Kavu Predator")
    assert game.obj(kavu).counters.get("+1/+1", 0) == 3
    assert [p.life for p in game.state.players] == [23, 23]


def test_119_3_mindcrank_that_player_mills_that_many(board) -> None:
    """Alice's Lightning Bolt makes Bob lose 3 life: he mills three cards (of four)."""
    game = board("""
        name: mindcrank
        battlefield: [Mindcrank]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island, Island, Island, Island], Bob: [Swamp, Swamp, Swamp, Swamp]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    assert len(game.state.zone_list("graveyard", 1)) == 3
    assert len(game.state.zone_list("library", 1)) == 1
    assert len(game.state.zone_list("library", 0)) == 4


def test_404_2_magus_of_the_bridge_opponents_creature(board) -> None:
    """Alice's own Grizzly Bears dying leaves Magus of the Bridge (its other ability makes a
    Zombie); Bob's Savannah Lions dying exiles it."""
    game = board("""
        name: magus of the bridge
        battlefield:
          - {card: Magus of the Bridge, as: magus}
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [Murder, Murder]}
        actions:
          - {cast: Murder, targets: [bears]}
    """)
    assert "Magus of the Bridge" in [game.name_of(o) for o in game.state.battlefield()]
    game = board("""
        name: magus of the bridge, an opponent's creature
        battlefield:
          - {card: Magus of the Bridge, as: magus}
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [Murder]}
        actions:
          - {cast: Murder, targets: [lions]}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("exile")] == ["Magus of the Bridge"]
