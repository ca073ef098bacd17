"""406.3, 404.1, 608.2c: exiling the cards of one kind from a player's graveyard, and counting
the cards exiled this way, played from the real Oracle lines: Crypt Incursion ("Exile all
creature cards from target player's graveyard. You gain 3 life for each card exiled this
way."), Mudhole ("Target player exiles all land cards from their graveyard."), Malanthrope
("exile target player's graveyard. Put a +1/+1 counter on this creature for each creature card
exiled this way.")."""

from __future__ import annotations


def _scenario(card: str, actions: str) -> str:
    """Alice casts `card` against Bob's graveyard of two creature cards, a land and an
    instant."""
    return (f"name: {card}\nhand: {{Alice: [{card}]}}\n"
            "graveyard: {Bob: [Grizzly Bears, Hill Giant, Forest, Lightning Bolt]}\n"
            "library: {Alice: [Island, Island], Bob: [Island]}\n" + actions)


def _graveyard(game, player: int = 1) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list("graveyard", player))


def test_406_3_crypt_incursion_exiles_creature_cards_and_counts_them(board) -> None:
    """Two creature cards leave Bob's graveyard; Alice gains 3 life for each (6)."""
    game = board(_scenario("Crypt Incursion",
                           "actions: [{cast: Crypt Incursion, targets: [Bob]}]"))
    assert _graveyard(game) == ["Forest", "Lightning Bolt"]
    assert game.state.players[0].life == 26


def test_404_1_mudhole_exiles_only_land_cards(board) -> None:
    game = board(_scenario("Mudhole", "actions: [{cast: Mudhole, targets: [Bob]}]"))
    assert _graveyard(game) == ["Grizzly Bears", "Hill Giant", "Lightning Bolt"]
    assert sorted(game.name_of(o) for o in game.state.zone_list("exile")) == ["Forest"]


def test_608_2c_malanthrope_counts_the_creature_cards_exiled_this_way(board) -> None:
    """Bob's whole graveyard is exiled (four cards); two of them are creature cards, so
    Malanthrope gets two +1/+1 counters."""
    game = board(_scenario("Malanthrope", "actions: [{cast: Malanthrope}]\nchoices: [Bob]"))
    assert _graveyard(game) == []
    [mal] = [o for o in game.state.battlefield() if game.name_of(o) == "Malanthrope"]
    assert game.obj(mal).counters.get("+1/+1") == 2
