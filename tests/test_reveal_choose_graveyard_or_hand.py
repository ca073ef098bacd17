"""701.20a, 406.2, 601.3, 609.4b: "Target opponent reveals their hand. You choose a nonland card
from that player's graveyard or hand and exile it. [You may cast that card for as long as it
remains exiled, and you may spend mana as though it were mana of any color to cast that
spell.]" played from the real Oracle text of Psychic Intrusion and Memory Leak: the card is
chosen among both zones; Psychic Intrusion's caster casts the exiled Bolt from Bob's
graveyard with an Island; Memory Leak gives no such permission."""

from __future__ import annotations


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_609_4b_psychic_intrusion_casts_the_bolt_from_bob_s_graveyard(board) -> None:
    game = board("""
    name: Psychic Intrusion
    battlefield: [Island]
    hand: {Alice: [Psychic Intrusion], Bob: [{card: Grizzly Bears, as: bears}, Mountain]}
    graveyard: {Bob: [{card: Lightning Bolt, as: bolt}, Forest]}
    library: {Alice: [Island], Bob: [Island]}
    actions:
      - {cast: Psychic Intrusion, targets: [Bob], choices: {discard: bolt}}
      - {cast: Lightning Bolt, from: exile, targets: [Bob], pay: true}
    """)
    assert game.state.players[1].life == 17
    assert _names(game, "graveyard", 1) == ["Forest", "Lightning Bolt"]
    assert _names(game, "hand", 1) == ["Grizzly Bears", "Mountain"]


def test_406_2_memory_leak_exiles_from_the_hand_without_permission(board) -> None:
    game = board("""
    name: Memory Leak
    hand: {Alice: [Memory Leak], Bob: [{card: Grizzly Bears, as: bears}, Mountain]}
    graveyard: {Bob: [{card: Lightning Bolt, as: bolt}, Forest]}
    library: {Alice: [Island], Bob: [Island]}
    actions:
      - {cast: Memory Leak, targets: [Bob], choices: {discard: bears}}
      - {cast: Grizzly Bears, from: exile, refused: "exile"}
    """)
    assert _names(game, "exile") == ["Grizzly Bears"]
    assert _names(game, "graveyard", 1) == ["Forest", "Lightning Bolt"]
