"""702.34a, 611.2c: "Target instant or sorcery card in your graveyard gains flashback until end
of turn. The flashback cost is equal to its mana cost." (Snapcaster Mage) and "Each instant and
sorcery card in your graveyard gains flashback ..." (Past in Flames) played from the real
Oracle lines: the Bolt is cast from the graveyard for {R} and exiled as it leaves the stack
(702.34a); the flashback is gone after the turn (514.2); Past in Flames gives it to the cards
in the graveyard as it resolves only (611.2c)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.compiler.statics.granted_flashback import FLASHBACK_OF_MANA_COST
from arbiter.engine.casting.flashback_until_end_of_turn import GraveyardCardsGain
from arbiter.rules.instructions import Ref


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_702_34a_snapcaster_mage_line() -> None:
    [ability] = compile_text(
        "When this creature enters, target instant or sorcery card in your graveyard gains "
        "flashback until end of turn. The flashback cost is equal to its mana cost.",
        "Snapcaster Mage") or [None]
    assert ability.instructions == (GraveyardCardsGain(Ref.target(0),
                                                       (FLASHBACK_OF_MANA_COST,)),)


_SNAPCASTER = """
    name: Snapcaster Mage
    battlefield: [{card: Mountain, as: m1}]
    hand: {Alice: [Snapcaster Mage]}
    graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
"""


def test_702_34a_snapcaster_gives_the_bolt_flashback(board) -> None:
    game = board(_SNAPCASTER + """
    actions:
      - {cast: Snapcaster Mage}
      - {cast: Lightning Bolt, from: graveyard, alternative: flashback, targets: [Bob],
         pay: true}
    """)
    assert game.state.players[1].life == 17
    assert _names(game, "exile") == ["Lightning Bolt"]  # 702.34a: exiled leaving the stack
    assert _names(game, "graveyard") == []
    assert game.obj(next(o for o in game.state.battlefield()
                         if game.name_of(o) == "Mountain")).tapped  # {R} paid


def test_514_2_snapcaster_flashback_ends_with_the_turn(board) -> None:
    game = board(_SNAPCASTER + """
    actions:
      - {cast: Snapcaster Mage}
      - {pass: next_turn}
      - {pass: next_turn}
      - {cast: Lightning Bolt, from: graveyard, alternative: flashback, targets: [Bob],
         refused: "flashback"}
    """)
    assert game.state.players[1].life == 20
    assert _names(game, "graveyard") == ["Lightning Bolt"]


def test_611_2c_past_in_flames_only_the_cards_there_as_it_resolves(board) -> None:
    """Past in Flames gives the Bolt flashback; Shock, put into the graveyard afterwards,
    has none."""
    game = board("""
    name: Past in Flames
    hand: {Alice: [Past in Flames, Shock]}
    graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Island], Bob: [Island]}
    actions:
      - {cast: Past in Flames}
      - {cast: Shock, targets: [Bob]}
      - {cast: Lightning Bolt, from: graveyard, alternative: flashback, targets: [Bob]}
      - {cast: Shock, from: graveyard, alternative: flashback, targets: [Bob],
         refused: "flashback"}
    """)
    assert game.state.players[1].life == 20 - 2 - 3
    assert _names(game, "exile") == ["Lightning Bolt"]
    assert _names(game, "graveyard") == ["Past in Flames", "Shock"]
