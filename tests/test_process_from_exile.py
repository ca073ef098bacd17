"""118.12, 400.3: the processors' "You may put a card an opponent owns from exile into that
player's graveyard. If you do, <effect>." played from the real Oracle lines: Wasteland
Strangler puts Bob's exiled Bolt into Bob's graveyard and gives Bob's Bears -3/-3; with only
Alice's own card in exile it can't (118.3) and nothing happens; declining does nothing.
Ulamog's Nullifier needs two cards the opponents own."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.object_costs import PutFromExileIntoGraveyard


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_118_12_wasteland_strangler_line() -> None:
    [ability] = compile_text(
        "When this creature enters, you may put a card an opponent owns from exile into that "
        "player's graveyard. If you do, target creature gets -3/-3 until end of turn.",
        "Wasteland Strangler") or [None]
    [pay] = ability.instructions
    assert isinstance(pay, I.MayPay)
    assert pay.cost == (PutFromExileIntoGraveyard(None, True,
                                                  "a card an opponent owns from exile"),)


_STRANGLER = """
    name: Wasteland Strangler
    hand: {Alice: [Wasteland Strangler]}
    battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
    library: {Alice: [Island], Bob: [Island]}
"""


def test_400_3_strangler_processes_bob_s_card(board) -> None:
    game = board(_STRANGLER + """
    exile: {Alice: [{card: Shock, as: mine}], Bob: [{card: Lightning Bolt, as: bolt}]}
    actions:
      - {cast: Wasteland Strangler, choices: {pay: "yes"}}
    choices: [bears]
    """)
    assert _names(game, "graveyard", 1) == ["Grizzly Bears", "Lightning Bolt"]
    assert _names(game, "exile") == ["Shock"]  # Alice's own card can't be chosen


def test_118_3_strangler_with_no_card_an_opponent_owns_does_nothing(board) -> None:
    game = board(_STRANGLER + """
    exile: {Alice: [{card: Shock, as: mine}]}
    actions:
      - {cast: Wasteland Strangler}
    choices: [bears]
    """)
    assert "Grizzly Bears" in [game.name_of(o) for o in game.state.battlefield()]
    assert _names(game, "exile") == ["Shock"]


def test_118_12_strangler_declined_does_nothing(board) -> None:
    game = board(_STRANGLER + """
    exile: {Bob: [{card: Lightning Bolt, as: bolt}]}
    actions:
      - {cast: Wasteland Strangler, choices: {pay: "no"}}
    choices: [bears]
    """)
    assert "Grizzly Bears" in [game.name_of(o) for o in game.state.battlefield()]
    assert _names(game, "exile") == ["Lightning Bolt"]


def test_118_3_ulamog_s_nullifier_needs_two_cards(board) -> None:
    """One card Bob owns in exile: two can't be put into graveyards, Bob's Shock isn't
    countered; with two, they go to Bob's graveyard and the Shock is countered."""
    base = """
    name: Ulamog's Nullifier
    hand: {Alice: [Ulamog's Nullifier], Bob: [Shock]}
    library: {Alice: [Island], Bob: [Island]}
    """
    one = board(base + """
    exile: {Bob: [{card: Lightning Bolt, as: bolt}]}
    actions:
      - {cast: Shock, by: Bob, targets: [Alice], respond: true}
      - {cast: Ulamog's Nullifier}
    """)
    assert one.state.players[0].life == 18  # the Shock resolved
    two = board(base + """
    exile: {Bob: [{card: Lightning Bolt, as: bolt}, {card: Forest, as: forest}]}
    actions:
      - {cast: Shock, by: Bob, targets: [Alice], respond: true}
      - {cast: Ulamog's Nullifier, choices: {pay: "yes"}}
    """)
    assert two.state.players[0].life == 20  # countered
    assert _names(two, "graveyard", 1) == ["Forest", "Lightning Bolt", "Shock"]
