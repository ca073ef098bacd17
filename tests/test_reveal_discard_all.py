"""701.20a / 701.9a: "<player> reveals their hand and discards all <cards>." (Amnesia,
Trapfinder's Trick, Shatter Assumptions): every card of the kind in that hand is discarded,
at once; the others stay. Played from the real Oracle lines."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.discard_hand import RevealDiscardAll
from arbiter.rules.instructions import objects as I


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_9a_amnesia_line() -> None:
    [ability] = compile_text("Target player reveals their hand and discards all nonland "
                             "cards.", "Amnesia", True) or [None]
    [step] = ability.instructions
    assert isinstance(step, RevealDiscardAll) and step.who == I.Ref.player_target(0)


def test_701_9a_amnesia_discards_every_nonland_card(board) -> None:
    game = board("""
        name: Amnesia
        hand: {Alice: [Amnesia], Bob: [Lightning Bolt, Mountain, Grizzly Bears, Island]}
        library: {Alice: [Plains], Bob: [Forest]}
        actions:
          - {cast: Amnesia, targets: [Bob]}
    """)
    assert _names(game, "graveyard", 1) == ["Grizzly Bears", "Lightning Bolt"]
    assert _names(game, "hand", 1) == ["Island", "Mountain"]


def test_701_9a_shatter_assumptions_multicolored_mode(board) -> None:
    """Mode 2: only the multicolored card goes; a colorless artifact and a red card stay."""
    game = board("""
        name: Shatter Assumptions
        hand: {Alice: [Shatter Assumptions], Bob: [Lightning Helix, Lightning Bolt, Sol Ring]}
        library: {Alice: [Plains], Bob: [Forest]}
        actions:
          - {cast: Shatter Assumptions, targets: [Bob], choices: {modes: [2]}}
    """)
    assert _names(game, "graveyard", 1) == ["Lightning Helix"]
    assert _names(game, "hand", 1) == ["Lightning Bolt", "Sol Ring"]
