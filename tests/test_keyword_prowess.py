"""702.108 prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
of turn." Spells cast through the real engine (601), the triggers put on the stack and
resolved (603), the bonus gone after cleanup (514.2)."""

from __future__ import annotations

from arbiter.engine.turn import steps


def test_702_108a_prowess_triggers_on_a_noncreature_spell(solve) -> None:
    """Monastery Swiftspear (1/2) and Alice casts Lightning Bolt at Bob: a 2/3; the trigger
    resolves before the Bolt (it is put on the stack above it)."""
    out = solve("""
        name: prowess
        battlefield: [{card: Monastery Swiftspear, as: spear}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
        expect:
          spear: {power: 1, toughness: 2}
    """)
    assert out.passed, out.failures
    game = out.game
    stack = [it.ability.text if it.kind == "triggered" else it.source_name
             for it in game.state.stack_items]
    assert stack == ["Lightning Bolt", "Whenever you cast a noncreature spell, this creature "
                     "gets +1/+1 until end of turn."]
    steps.resolve_all(game)
    spear = next(o for o in game.state.battlefield())
    assert (game.chars(spear).power, game.chars(spear).toughness) == (2, 3)
    assert game.state.players[1].life == 17
    steps.cleanup_actions(game)  # 514.2: "until end of turn" ends
    assert (game.chars(spear).power, game.chars(spear).toughness) == (1, 2)


def test_702_108a_prowess_not_for_a_creature_spell_nor_an_opponents_spell(solve) -> None:
    """Casting Grizzly Bears (a creature spell), and Bob casting Shock: no trigger."""
    out = solve("""
        name: prowess no trigger
        battlefield: [{card: Monastery Swiftspear, as: spear}]
        hand: {Alice: [Grizzly Bears], Bob: [Shock]}
        actions:
          - {cast: Grizzly Bears}
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          spear: {power: 1, toughness: 2}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_702_108b_each_instance_triggers_separately(solve) -> None:
    """Thor Odinson (4/4, prowess twice) and one Giant Growth on another creature: both
    instances trigger, a 6/6."""
    out = solve("""
        name: prowess twice
        battlefield:
          - {card: Thor Odinson, as: thor}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
        expect:
          thor: {power: 6, toughness: 6}
          bears: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures
