"""601.2f: a spell's own cost reduction with a condition, played through the real engine
with the lands it taps: raid ("if you attacked this turn", 508.1a), "if an opponent controls
a green permanent", delirium ("if there are four or more card types among cards in your
graveyard"), "as long as", a leading "If ..., this spell costs ...", "during your turn",
and "if a creature is attacking you" (506.3, 508.1b). With a table of real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.attacking_you import CreatureAttackingYou
from arbiter.rules.spell_costs import SelfCostChange
from arbiter.rules.view import LayerView, context_for

_ISLANDS = """[{card: Island, as: i1}, {card: Island, as: i2}, {card: Island, as: i3},
                      {card: Island, as: i4}"""


def test_601_2f_siren_reaver_raid_costs_1_less_after_attacking(solve) -> None:
    """Siren Reaver ({3}{U}, raid: {1} less if you attacked this turn): before attacking it
    takes all four Islands; after Alice attacked with her Bears it takes three."""
    before = solve(f"""
        name: reaver no raid
        battlefield: {_ISLANDS}]
        hand: {{Alice: [{{card: Siren Reaver, as: reaver}}]}}
        actions:
          - {{cast: Siren Reaver, pay: true}}
        expect:
          reaver: {{zone: battlefield}}
          i4: {{tapped: true}}
    """)
    assert before.passed, before.failures
    after = solve(f"""
        name: reaver raid
        battlefield: {_ISLANDS}, {{card: Grizzly Bears, as: bears}}]
        hand: {{Alice: [{{card: Siren Reaver, as: reaver}}]}}
        actions:
          - {{attack: [bears]}}
          - {{pass: {{to: postcombat_main}}}}
          - {{cast: Siren Reaver, pay: true}}
        expect:
          reaver: {{zone: battlefield}}
          i4: {{tapped: false}}
          player Bob: {{life: 18}}
    """, name="b.yaml")
    assert after.passed, after.failures


def test_601_2f_oakhame_adversary_cheaper_while_an_opponent_controls_green(solve) -> None:
    """Oakhame Adversary ({3}{G}; {2} less if an opponent controls a green permanent):
    with Bob's Llanowar Elves it costs {1}{G} (two of four Forests tap); Alice's own green
    permanent doesn't count."""
    out = solve("""
        name: oakhame
        battlefield: [{card: Forest, as: f1}, {card: Forest, as: f2}, {card: Forest, as: f3},
                      {card: Forest, as: f4}, {card: Llanowar Elves, controller: Bob}]
        hand: {Alice: [{card: Oakhame Adversary, as: oak}]}
        actions:
          - {cast: Oakhame Adversary, pay: true}
        expect:
          oak: {zone: battlefield}
          f3: {tapped: false}
          f4: {tapped: false}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: oakhame own elves
        battlefield: [{card: Forest, as: f1}, {card: Forest, as: f2}, {card: Forest, as: f3},
                      {card: Forest, as: f4}, {card: Llanowar Elves, as: elves}]
        hand: {Alice: [{card: Oakhame Adversary, as: oak}]}
        actions:
          - {cast: Oakhame Adversary, pay: true}
        expect:
          oak: {zone: battlefield}
          f1: {tapped: true}
          f4: {tapped: true}
    """, name="b.yaml")
    assert out.passed, out.failures


def test_601_2f_dusk_feaster_delirium_costs_2_less(solve) -> None:
    """Dusk Feaster ({5}{B}{B}; delirium: {2} less): with a land, a creature, an instant and
    a sorcery in Alice's graveyard (four card types) it costs {3}{B}{B}: of seven Swamps
    two stay untapped; with three types it takes all seven."""
    grave = ("[Forest, Grizzly Bears, Lightning Bolt, Divination]", True)
    for cards, delirium in (grave, ("[Forest, Grizzly Bears, Lightning Bolt]", False)):
        out = solve(f"""
            name: dusk feaster
            battlefield: [{{card: Swamp, as: s1}}, {{card: Swamp, as: s2}},
                          {{card: Swamp, as: s3}}, {{card: Swamp, as: s4}},
                          {{card: Swamp, as: s5}}, {{card: Swamp, as: s6}},
                          {{card: Swamp, as: s7}}]
            hand: {{Alice: [{{card: Dusk Feaster, as: feaster}}]}}
            graveyard: {{Alice: {cards}}}
            actions:
              - {{cast: Dusk Feaster, pay: true}}
            expect:
              feaster: {{zone: battlefield}}
              s7: {{tapped: {str(not delirium).lower()}}}
        """, name=f"{delirium}.yaml")
        assert out.passed, out.failures


def test_506_3_a_creature_is_attacking_you(solve) -> None:
    """Bob attacks Alice with Grizzly Bears: for Alice "a creature is attacking you" holds
    (Swat Away would cost {2} less), for Bob it doesn't; before combat it holds for
    no one."""
    out = solve("""
        name: attacking you
        players: [Bob, Alice]
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        actions:
          - {attack: [bears]}
    """)
    game = out.game
    view = LayerView(game.state, game.layers().chars)
    alice, bob = 1, 0
    assert CreatureAttackingYou().holds(view, context_for(view, None, alice))
    assert not CreatureAttackingYou().holds(view, context_for(view, None, bob))
    quiet = solve("""
        name: no combat
        players: [Bob, Alice]
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
    """, name="b.yaml").game
    view = LayerView(quiet.state, quiet.layers().chars)
    assert not CreatureAttackingYou().holds(view, context_for(view, None, alice))


def test_601_2f_inspired_fire_costs_1_less_for_each_card_drawn(solve) -> None:
    """Inspired Fire ({3}{R}; {1} less for each card you've drawn this turn): after
    Divination drew two cards, it costs {1}{R}: of Alice's Mountains two stay untapped, and
    Bob's Hill Giant takes 4 and dies."""
    out = solve("""
        name: inspired fire
        battlefield: [{card: Island, as: i1}, {card: Island, as: i2}, {card: Island, as: i3},
                      {card: Mountain, as: m1}, {card: Mountain, as: m2},
                      {card: Mountain, as: m3}, {card: Mountain, as: m4},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Divination, Inspired Fire]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Divination, pay: true}
          - {cast: Inspired Fire, targets: [giant], pay: true}
        expect:
          giant: {zone: graveyard}
          m3: {tapped: false}
          m4: {tapped: false}
    """)
    assert out.passed, out.failures


ORACLE = [
    ("Siren Reaver", "Raid — This spell costs {1} less to cast if you attacked this turn."),
    ("Oakhame Adversary", "This spell costs {2} less to cast if an opponent controls a "
     "green permanent."),
    ("Ghostfire Slice", "This spell costs {2} less to cast if an opponent controls a "
     "multicolored permanent."),
    ("Dusk Feaster", "Delirium — This spell costs {2} less to cast if there are four or "
     "more card types among cards in your graveyard."),
    ("Drag to the Roots", "Delirium — This spell costs {2} less to cast as long as there "
     "are four or more card types among cards in your graveyard."),
    ("Gwaihir the Windlord", "This spell costs {2} less to cast as long as you've drawn two "
     "or more cards this turn."),
    ("Mental Modulation", "This spell costs {1} less to cast during your turn."),
    ("Avatar of Fury", "If an opponent controls seven or more lands, this spell costs {6} "
     "less to cast."),
    ("Sanguine Indulgence", "This spell costs {3} less to cast if you've gained 3 or more "
     "life this turn."),
    ("Swat Away", "This spell costs {2} less to cast if a creature is attacking you."),
]
EACH = [
    ("Inspired Fire", "This spell costs {1} less to cast for each card you've drawn this "
     "turn."),
    ("Licia, Sanguine Tribune", "This spell costs {1} less to cast for each 1 life you gained "
     "this turn."),
    ("Avatar of Growth", "This spell costs {1} less to cast for each opponent you have."),
    ("Sproutback Trudge", "This spell costs {X} less to cast, where X is the amount of life "
     "you gained this turn."),
]


@pytest.mark.parametrize(("name", "line"), EACH)
def test_601_2f_oracle_self_cost_counts(name: str, line: str) -> None:
    (ability,) = compile_line(line, name)
    assert isinstance(ability, SelfCostChange) and ability.amount == -1
    assert ability.per is not None


@pytest.mark.parametrize(("name", "line"), ORACLE)
def test_601_2f_oracle_self_cost_lines(name: str, line: str) -> None:
    (ability,) = compile_line(line, name)
    assert isinstance(ability, SelfCostChange) and ability.amount < 0
    assert ability.condition is not None


def test_601_2f_unread_self_cost_conditions_stay_unread() -> None:
    """Conditions the engine doesn't track stay explicit unsupported parts."""
    for line in ("This spell costs {2} less to cast if you've cast another instant or "
                 "sorcery spell this turn.",):
        assert isinstance(compile_line(line, "X")[0], UnsupportedAbility)


@pytest.mark.parametrize(("bob_land", "ok"), [("Plains", True), ("Island", False)])
def test_118_9_massacre_free_when_an_opponent_controls_a_plains_and_you_a_swamp(
        solve, bob_land: str, ok: bool) -> None:
    """Massacre ("If an opponent controls a Plains and you control a Swamp, you may cast
    this spell without paying its mana cost."; all creatures get -2/-2): with Bob's Plains
    and Alice's Swamp she casts it for nothing (the Swamp stays untapped) and the Bears
    die; with Bob's Island instead the condition fails and casting it so is refused."""
    out = solve(f"""
        name: massacre
        battlefield: [{{card: Swamp, as: swamp}}, {{card: {bob_land}, controller: Bob}},
                      {{card: Grizzly Bears, as: bears, controller: Bob}}]
        hand: {{Alice: [{{card: Massacre, as: massacre}}]}}
        actions:
          - {{cast: Massacre, alternative: alternative, pay: true{
              '' if ok else ', refused: "601.2b"'}}}
        expect:
          massacre: {{zone: {'graveyard' if ok else 'hand'}}}
          bears: {{zone: {'graveyard' if ok else 'battlefield'}}}
          swamp: {{tapped: false}}
    """)
    assert out.passed, out.failures


def test_118_9_oracle_legate_lines() -> None:
    from arbiter.rules.alternative_costs import AlternativeCost

    for name, line in (
            ("Deepwood Legate", "If an opponent controls a Forest and you control a Swamp, "
             "you may cast this spell without paying its mana cost."),
            ("Submerge", "If an opponent controls a Forest and you control an Island, you may "
             "cast this spell without paying its mana cost.")):
        (ab,) = compile_line(line, name)
        assert isinstance(ab, AlternativeCost) and ab.free and ab.condition is not None
