"""601.3 / 609.4b / 101.4: impulse permissions that also let the player spend mana as though it
were mana of any color or type to cast the exiled cards, and exiling the top card of each
player's (or each opponent's) library:

    Exile the top card of each player's library. Until the end of your next turn, you may
    play those cards, and mana of any type can be spent to cast those spells.  (Lidless Gaze)
    Exile target creature. Until the end of your next turn, you may cast that card and you
    may spend mana as though it were mana of any color to cast that spell.  (Hurl Through Hell)

Played through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse import CAST, MAY_PLAY
from arbiter.engine.casting.impulse_cards import ExileTopMayPlay
from arbiter.engine.mana.spend_as_any import SPEND_AS_ANY
from arbiter.rules.instructions import CreateEffect
from arbiter.rules.parts import RulesPart


def test_609_4b_lidless_gaze_alice_casts_bobs_bolt_with_islands(solve) -> None:
    """Lidless Gaze ({2}{B}{R}) exiles the top card of each library (Alice's Grizzly Bears, Bob's
    Lightning Bolt); Alice casts Bob's Lightning Bolt paying {R} with an Island (mana of any
    type, 609.4b), and her own Grizzly Bears paying {1}{G} with Islands."""
    out = solve("""
        name: lidless gaze
        battlefield: [Mountain, Swamp, Island, Island, Island, Island, Island]
        hand: {Alice: [Lidless Gaze]}
        library: {Alice: [{card: Grizzly Bears, as: bears}, Plains],
                  Bob: [{card: Lightning Bolt, as: bolt}, Forest]}
        actions:
          - {cast: Lidless Gaze, pay: true}
          - {cast: bolt, from: exile, targets: [Bob], pay: true}
          - {cast: bears, from: exile, pay: true}
        expect:
          bolt: {zone: graveyard, owner: Bob}
          bears: {zone: battlefield, controller: Alice}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_609_4b_without_the_permission_the_color_still_matters(solve) -> None:
    """Light Up the Stage (no spending permission): Alice can't pay Lightning Bolt's {R}
    with Islands (106.1, 601.2h): the cast is refused and the card stays in exile."""
    out = solve("""
        name: light up the stage
        battlefield: [Mountain, Island, Island]
        hand: {Alice: [Light Up the Stage]}
        library: {Alice: [{card: Lightning Bolt, as: bolt}, Plains, Plains]}
        actions:
          - {cast: Light Up the Stage, pay: true}
          - {cast: bolt, from: exile, targets: [Bob], pay: true, refused: "can't pay"}
        expect:
          bolt: {zone: exile}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_3_lines_read_with_their_spending_permission() -> None:
    [gaze] = compile_text("Exile the top card of each player's library. Until the end of your "
                          "next turn, you may play those cards, and mana of any type can be "
                          "spent to cast those spells.", "Lidless Gaze", spell=True)
    assert gaze.instructions == (ExileTopMayPlay(1, "play", "until_end_of_your_next_turn",
                                                 who="each_player", spend="type"),)
    [hurl] = compile_text("Exile target creature. Until the end of your next turn, you may cast "
                          "that card and you may spend mana as though it were mana of any "
                          "color to cast that spell.", "Hurl Through Hell", spell=True)
    permission = hurl.instructions[-1]
    assert isinstance(permission, CreateEffect)
    assert permission.parts == (RulesPart(MAY_PLAY, CAST), RulesPart(SPEND_AS_ANY, "color"))
