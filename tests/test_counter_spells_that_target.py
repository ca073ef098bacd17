"""701.6a / 115.1: counterspells whose target is described by what it targets or what it
is, played through the real engine:

    Counter target spell that targets a permanent you control.      (Turn Aside)
    Counter target spell that targets you or a permanent you control.  (Hindering Light)
    Counter target spell that targets a player.                     (Outwit)
    Counter target spell or ability that targets you or a creature you control.
    Counter target activated ability.                               (Squelch)
    Counter target activated ability from an artifact source.       (Rust)

A spell or ability that doesn't fit can't be chosen (the cast or activation is refused and
nothing changes), and one that stopped fitting before the counterspell resolves makes it
fizzle (608.2b). With a table of real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def test_115_1_turn_aside_counters_a_spell_that_targets_your_creature(solve) -> None:
    """Bob's Lightning Bolt targets Alice's Grizzly Bears; Turn Aside counters it: the
    Bears live, the Bolt is in Bob's graveyard."""
    out = solve("""
        name: turn aside
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Turn Aside], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears], respond: true}
          - {cast: Turn Aside, targets: [bolt]}
        expect:
          bears: {zone: battlefield}
          bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_115_1_turn_aside_cant_target_a_spell_aimed_at_a_player(solve) -> None:
    """Bob's Lightning Bolt targets Alice herself, not a permanent she controls: Turn Aside
    can't target it (refused, nothing changes); the Bolt then resolves: Alice at 17."""
    out = solve("""
        name: turn aside player
        hand: {Alice: [{card: Turn Aside, as: ta}], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true}
          - {cast: Turn Aside, targets: [bolt], refused: "target"}
          - {resolve: 1}
        expect:
          ta: {zone: hand}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_115_1_turn_aside_cant_target_a_spell_at_the_opponents_creature(solve) -> None:
    """"A permanent you control": a Bolt at Bob's own Bears isn't one Turn Aside can
    target."""
    out = solve("""
        name: turn aside bobs creature
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [{card: Turn Aside, as: ta}], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears], respond: true}
          - {cast: Turn Aside, targets: [bolt], refused: "target"}
        expect:
          ta: {zone: hand}
          bolt: {zone: stack}
    """)
    assert out.passed, out.failures


def test_608_2b_turn_aside_fizzles_when_the_creature_is_gone(solve) -> None:
    """Bob's Electrolyze targets Alice's Bears and Alice (1 damage each); Turn Aside
    targets it. Before Turn Aside resolves the Bears leave the battlefield: Electrolyze no
    longer targets a permanent Alice controls, so Turn Aside's only target is illegal and
    it doesn't resolve (608.2b). Electrolyze then resolves for its legal target: Alice at
    19."""
    out = solve("""
        name: turn aside fizzles
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Turn Aside, as: ta}], Bob: [{card: Electrolyze, as: arc}]}
        library: {Bob: [Plains]}
        actions:
          - {cast: Electrolyze, by: Bob, targets: [bears, Alice], choices: {divide: [1, 1]},
             respond: true}
          - {cast: Turn Aside, targets: [arc], respond: true}
          - {move: {card: bears, to: graveyard}}
        expect:
          ta: {zone: graveyard}
          arc: {zone: graveyard}
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures


def test_115_1_hindering_light_counters_a_spell_that_targets_you(solve) -> None:
    """Hindering Light ("targets you or a permanent you control"; draw a card): Bob's
    Bolt at Alice is countered; Alice stays at 20 and draws a card."""
    out = solve("""
        name: hindering light
        hand: {Alice: [Hindering Light], Bob: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true}
          - {cast: Hindering Light, targets: [bolt]}
        expect:
          bolt: {zone: graveyard}
          player Alice: {life: 20, hand_size: 1}
    """)
    assert out.passed, out.failures


def test_115_1_outwit_counters_only_a_spell_that_targets_a_player(solve) -> None:
    """Outwit ("targets a player"): Bob's Bolt at Alice's Bears targets no player (refused);
    his next Bolt, at Alice, is countered; the first one then kills the Bears."""
    out = solve("""
        name: outwit
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Outwit], Bob: [{card: Lightning Bolt, as: b1},
                                     {card: Lightning Bolt, as: b2}]}
        actions:
          - {cast: b1, by: Bob, targets: [bears], respond: true}
          - {cast: Outwit, targets: [b1], refused: "target"}
          - {cast: b2, by: Bob, targets: [Alice], respond: true}
          - {cast: Outwit, targets: [b2]}
        expect:
          bears: {zone: graveyard}
          b2: {zone: graveyard}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_115_1_siren_stormtamer_counters_an_ability_that_targets_you(solve) -> None:
    """Siren Stormtamer ({U}, sacrifice it: counter target spell or ability that targets you
    or a creature you control): Bob's Prodigal Pyromancer pings Alice; the Stormtamer
    counters the ability: Alice stays at 20."""
    out = solve("""
        name: stormtamer
        battlefield: [{card: Siren Stormtamer, as: siren},
                      {card: Prodigal Pyromancer, as: pyro, controller: Bob}]
        actions:
          - activate: {card: pyro, ability: "{T}", targets: [Alice], by: Bob, respond: true,
                       as: ping}
          - activate: {card: siren, ability: "{U}", targets: [ping]}
        expect:
          siren: {zone: graveyard}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_115_1_siren_stormtamer_cant_target_an_ability_aimed_elsewhere(solve) -> None:
    """The Pyromancer pings Bob: that ability targets neither Alice nor a creature she
    controls, so the Stormtamer can't target it (refused, it stays on the battlefield)."""
    out = solve("""
        name: stormtamer refused
        battlefield: [{card: Siren Stormtamer, as: siren},
                      {card: Prodigal Pyromancer, as: pyro, controller: Bob}]
        actions:
          - activate: {card: pyro, ability: "{T}", targets: [Bob], by: Bob, respond: true,
                       as: ping}
          - activate: {card: siren, ability: "{U}", targets: [ping]}
            refused: "target"
          - {resolve: 1}
        expect:
          siren: {zone: battlefield}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_701_6a_squelch_counters_an_activated_ability_not_a_triggered_one(solve) -> None:
    """Squelch (counter target activated ability; draw a card): the Pyromancer's ping at
    Alice is countered. A triggered ability can't be its target."""
    out = solve("""
        name: squelch
        battlefield: [{card: Prodigal Pyromancer, as: pyro, controller: Bob}]
        hand: {Alice: [Squelch]}
        library: {Alice: [Plains]}
        actions:
          - activate: {card: pyro, ability: "{T}", targets: [Alice], by: Bob, respond: true,
                       as: ping}
          - {cast: Squelch, targets: [ping]}
        expect:
          player Alice: {life: 20, hand_size: 1}
    """)
    assert out.passed, out.failures


def test_701_6a_squelch_cant_target_a_triggered_ability(solve) -> None:
    """Bob's Kitchen Finks enters: its "gain 2 life" triggered ability is on the stack;
    Squelch can't target it (refused), and Bob gains the life."""
    out = solve("""
        name: squelch trigger
        hand: {Alice: [{card: Squelch, as: sq}]}
        library: {Alice: [Plains]}
        actions:
          - {enter: {card: Kitchen Finks, controller: Bob}, respond: true}
        expect:
          game: {stack: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    (item,) = game.state.stack_items
    from arbiter.engine.stack.targeting import legal_targets
    from arbiter.rules.instructions import TargetSpec
    from arbiter.rules.stack_abilities import StackAbility

    spec = TargetSpec("ability", StackAbility(("activated",)))
    assert item.kind == "triggered" and legal_targets(game, spec, 0, None) == []


def test_701_6a_rust_counters_only_an_ability_of_an_artifact_source(solve) -> None:
    """Rust (counter target activated ability from an artifact source): Bob's Rod of Ruin
    pings Alice and Rust counters it (Alice at 20); the Pyromancer's ping, from a
    creature, can't be Rust's target (refused) and resolves: Alice at 19."""
    out = solve("""
        name: rust
        battlefield: [{card: Rod of Ruin, as: rod, controller: Bob},
                      {card: Prodigal Pyromancer, as: pyro, controller: Bob}]
        hand: {Alice: [{card: Rust, as: r1}, {card: Rust, as: r2}]}
        actions:
          - activate: {card: rod, ability: 1, targets: [Alice], by: Bob, respond: true,
                       as: rodping}
          - {cast: r1, targets: [rodping]}
          - activate: {card: pyro, ability: "{T}", targets: [Alice], by: Bob, respond: true,
                       as: ping}
          - {cast: r2, targets: [ping], refused: "target"}
          - {resolve: 1}
        expect:
          r1: {zone: graveyard}
          r2: {zone: hand}
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures


def test_608_2h_ionize_damages_the_countered_spells_controller(solve) -> None:
    """Ionize (counter target spell; 2 damage to that spell's controller): Bob's Bolt at
    Alice is countered and Bob, its controller, takes 2."""
    out = solve("""
        name: ionize
        hand: {Alice: [Ionize], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true}
          - {cast: Ionize, targets: [bolt]}
        expect:
          bolt: {zone: graveyard}
          player Alice: {life: 20}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_609_3_vex_the_countered_spells_controller_may_draw(solve) -> None:
    """Vex (counter target spell; that spell's controller may draw a card): Bob, the Bolt's
    controller, chooses to draw (609.3: the player the "may" names chooses)."""
    out = solve("""
        name: vex
        hand: {Alice: [Vex], Bob: [{card: Lightning Bolt, as: bolt}]}
        library: {Bob: [Plains]}
        choices: [true]
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true}
          - {cast: Vex, targets: [bolt]}
        expect:
          bolt: {zone: graveyard}
          player Alice: {life: 20, hand_size: 0}
          player Bob: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_603_2_season_of_growth_triggers_on_a_spell_that_targets_your_creature(solve) -> None:
    """Season of Growth ("Whenever you cast a spell that targets a creature you control,
    draw a card"): Giant Growth on Alice's Bears draws her a card; a second one on Bob's
    Hill Giant doesn't (115.1: judged on the spell's targets as it becomes cast)."""
    out = solve("""
        name: season of growth
        battlefield: [Season of Growth, {card: Grizzly Bears, as: bears},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [{card: Giant Growth, as: g1}, {card: Giant Growth, as: g2}]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: g1, targets: [bears]}
          - {cast: g2, targets: [giant]}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_603_2_reparations_triggers_on_an_opponents_spell_at_you(solve) -> None:
    """Reparations ("Whenever an opponent casts a spell that targets you or a creature you
    control, you may draw a card"): Bob's Bolt at Alice lets her draw; Alice's own spell
    at her creature doesn't."""
    out = solve("""
        name: reparations
        battlefield: [Reparations, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Giant Growth], Bob: [Lightning Bolt]}
        library: {Alice: [Plains, Plains]}
        choices: [true]
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {hand_size: 1, life: 17}
    """)
    assert out.passed, out.failures


ORACLE = [
    ("Turn Aside", "Counter target spell that targets a permanent you control.", True),
    ("Confound", "Counter target spell that targets a creature.", True),
    ("Outwit", "Counter target spell that targets a player.", True),
    ("Hindering Light", "Counter target spell that targets you or a permanent you control.",
     True),
    ("Avoid Fate", "Counter target instant or Aura spell that targets a permanent you "
     "control.", True),
    ("Psychic Rebuttal", "Counter target instant or sorcery spell that targets you.", True),
    ("Hydromorph Gull", "{U}, Sacrifice this creature: Counter target spell that targets a "
     "creature you control.", True),
    ("Siren Stormtamer", "{U}, Sacrifice this creature: Counter target spell or ability that "
     "targets you or a creature you control.", True),
    ("Diplomatic Escort", "{U}, {T}, Discard a card: Counter target spell or ability that "
     "targets a creature.", True),
    ("Squelch", "Counter target activated ability.", True),
    ("Rust", "Counter target activated ability from an artifact source.", True),
    ("Brown Ouphe", "{1}{G}, {T}: Counter target activated ability from an artifact source.",
     True),
    ("Emerald Dragon", "Counter target activated or triggered ability from a noncreature "
     "source.", True),
    ("Stifle", "Counter target activated or triggered ability.", True),
    ("Ionize", "Counter target spell. Ionize deals 2 damage to that spell's controller.",
     True),
    ("Vex", "Counter target spell. That spell's controller may draw a card.", True),
    ("Season of Growth", "Whenever you cast a spell that targets a creature you control, "
     "draw a card.", True),
    ("Reparations", "Whenever an opponent casts a spell that targets you or a creature you "
     "control, you may draw a card.", True),
    # Left unread: other shapes of target.
    ("Tale's End", "Counter target activated ability, triggered ability, or legendary "
     "spell.", False),
    ("Mistfolk", "{U}: Counter target spell that targets this creature.", False),
]


@pytest.mark.parametrize(("name", "line", "read"), ORACLE)
def test_701_6a_oracle_counter_lines(name: str, line: str, read: bool) -> None:
    spell = not line.startswith("Whenever") and "{" not in line.split(":")[0]
    abilities = compile_line(line, name, spell=spell)
    assert (not any(isinstance(a, UnsupportedAbility) for a in abilities)) == read
