"""Qualities of the objects an object phrase names (`compiler.grammar.noun_states`, the
"that's <A> or <B>" phrase of `compiler.grammar.nouns`): one or more colors (105.2), a counter
on it (122.1), both owned and controlled by you (108.3, 108.4), attacking or blocking (506.4),
blocked or was blocked this turn (509.1g-h). The rules judge each as the target is chosen and
again as the spell or ability resolves (601.2c, 608.2b)."""

from __future__ import annotations


def test_105_2_reach_of_shadows_targets_only_a_creature_with_a_color(solve) -> None:
    """Reach of Shadows: "Destroy target creature that's one or more colors." Bob's
    Ornithopter is colorless: it can't be the target; his Grizzly Bears is green and is
    destroyed."""
    out = solve("""
        name: reach of shadows
        battlefield:
          - {card: Ornithopter, as: thopter, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Reach of Shadows]}
        actions:
          - {cast: Reach of Shadows, targets: [thopter], refused: "target"}
          - {cast: Reach of Shadows, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          thopter: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_122_1_banewhip_punisher_destroys_only_a_creature_with_a_minus_counter(solve) -> None:
    """Banewhip Punisher: "{B}, Sacrifice this creature: Destroy target creature that has a
    -1/-1 counter on it." Bob's Hill Giant has no counter (refused); his Grizzly Bears with a
    -1/-1 counter is destroyed."""
    out = solve("""
        name: banewhip punisher
        battlefield:
          - {card: Banewhip Punisher, as: punisher}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob, counters: {-1/-1: 1}}
        actions:
          - {activate: {card: punisher, ability: 2, targets: [giant]}, refused: "target"}
          - activate: {card: punisher, ability: 2, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          giant: {zone: battlefield}
          punisher: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_108_3_obelisk_of_undoing_returns_only_a_permanent_you_own_and_control(
        solve) -> None:
    """Obelisk of Undoing: "{6}, {T}: Return target permanent you both own and control to
    your hand." Alice controls Bob's Hill Giant (he owns it): not a legal target; her own
    Grizzly Bears goes to her hand."""
    out = solve("""
        name: obelisk of undoing
        battlefield:
          - {card: Obelisk of Undoing, as: obelisk}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Alice, owner: Bob}
        actions:
          - {activate: {card: obelisk, ability: 1, targets: [giant]}, refused: "target"}
          - activate: {card: obelisk, ability: 1, targets: [bears]}
        expect:
          bears: {zone: hand}
          giant: {zone: battlefield, controller: Alice}
    """)
    assert out.passed, out.failures


def test_506_4_surge_of_righteousness_destroys_a_black_blocker_not_an_idle_one(
        solve) -> None:
    """Surge of Righteousness: "Destroy target black or red creature that's attacking or
    blocking. You gain 2 life." Bob blocks Alice's Grizzly Bears with one black Walking
    Corpse; his other Walking Corpse stays home and can't be the target; the blocker is
    destroyed and Alice gains 2 life."""
    out = solve("""
        name: surge of righteousness
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Walking Corpse, as: blocker, controller: Bob}
          - {card: Walking Corpse, as: idle, controller: Bob}
        hand: {Alice: [Surge of Righteousness]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [bears]}
          - {block: {blocker: bears}}
          - {cast: Surge of Righteousness, targets: [idle], refused: "target"}
          - {cast: Surge of Righteousness, targets: [blocker]}
        expect:
          blocker: {zone: graveyard}
          idle: {zone: battlefield}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_509_1g_heat_stroke_destroys_blockers_and_blocked_creatures(solve) -> None:
    """Heat Stroke: "At end of combat, destroy each creature that blocked or was blocked this
    turn." Alice attacks with Grizzly Bears and Hill Giant; Bob's Wall of Stone blocks the
    Giant. At end of combat the Wall (it blocked) and the Giant (it was blocked) are
    destroyed; the unblocked Bears and Bob's Walking Corpse, which stayed home, are not."""
    out = solve("""
        name: heat stroke
        battlefield:
          - {card: Heat Stroke}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Wall of Stone, as: wall, controller: Bob}
          - {card: Walking Corpse, as: corpse, controller: Bob}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [bears, giant]}
          - {block: {wall: giant}}
          - {pass: {to: postcombat_main}}
        expect:
          wall: {zone: graveyard}
          giant: {zone: graveyard}
          bears: {zone: battlefield}
          corpse: {zone: battlefield}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_509_1g_sizzling_barrage_needs_a_creature_that_blocked_this_turn(solve) -> None:
    """Sizzling Barrage: "deals 4 damage to target creature that blocked this turn." Bob's
    Hill Giant blocked Alice's Grizzly Bears; after combat it is a legal target and dies. His
    Walking Corpse didn't block: not a legal target."""
    out = solve("""
        name: sizzling barrage
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Walking Corpse, as: corpse, controller: Bob}
        hand: {Alice: [Sizzling Barrage]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [bears]}
          - {block: {giant: bears}}
          - {pass: {to: postcombat_main}}
          - {cast: Sizzling Barrage, targets: [corpse], refused: "target"}
          - {cast: Sizzling Barrage, targets: [giant]}
        expect:
          giant: {zone: graveyard}
          corpse: {zone: battlefield}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_303_4_devout_harpist_destroys_an_aura_attached_to_a_creature(solve) -> None:
    """Devout Harpist: "{T}: Destroy target Aura attached to a creature." Bob's Wild Growth
    enchants a land: not a legal target; his Holy Strength on his Grizzly Bears is
    destroyed."""
    out = solve("""
        name: devout harpist
        battlefield:
          - {card: Devout Harpist, as: harpist}
          - {card: Forest, as: forest, controller: Bob}
          - {card: Wild Growth, as: growth, controller: Bob, attached_to: forest}
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Holy Strength, as: strength, controller: Bob, attached_to: bears}
        actions:
          - {activate: {card: harpist, ability: 1, targets: [growth]}, refused: "target"}
          - {activate: {card: harpist, ability: 1, targets: [strength]}}
        expect:
          strength: {zone: graveyard}
          growth: {zone: battlefield}
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
