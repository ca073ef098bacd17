"""118.9: alternative costs printed on a spell, "You may [action] rather than pay this
spell's mana cost", played through the real engine: announced as the spell is cast (601.2b),
the objects chosen and paid with the total cost (601.2h), the condition some carry judged as
the spell is cast, and a cost the player can't pay refused with the game unchanged (118.3)."""

from __future__ import annotations

import pytest

from arbiter.rules.alternative_costs import (
    AlternativeCost,
    DiscardCardsCost,
    ExileFromHandCost,
    OpponentsGainLifeCost,
    ReturnPermanentsCost,
)
from arbiter.rules.costs import (
    ExileFromGraveyard,
    ManaPayment,
    PayLife,
    SacrificePermanents,
    TapUntapped,
)


def test_118_9_force_of_will_pays_life_and_exiles_a_blue_card(solve) -> None:
    """Bob counters Alice's Grizzly Bears with Force of Will for its alternative cost: he
    pays 1 life and exiles Brainstorm from his hand; no mana is spent (his Islands stay
    untapped), the Bears are countered."""
    out = solve("""
        name: force of will
        battlefield: [{card: Island, controller: Bob, as: isl}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}],
               Bob: [{card: Force of Will, as: fow}, {card: Brainstorm, as: storm}]}
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {cast: Force of Will, by: Bob, alternative: alternative, pay: true,
             targets: [bears], choices: {alternative: storm}}
        expect:
          bears: {zone: graveyard}
          storm: {zone: exile}
          fow: {zone: graveyard}
          isl: {tapped: false}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_118_3_force_of_will_refused_without_a_blue_card_to_exile(solve) -> None:
    """Only a red card besides Force of Will in hand: the alternative cost can't be paid
    (Force of Will itself can't be exiled for it: it is on the stack, 601.2a); refused,
    Bob's life and hand unchanged."""
    out = solve("""
        name: force of will unpaid
        hand: {Alice: [{card: Grizzly Bears, as: bears}],
               Bob: [{card: Force of Will, as: fow}, {card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {cast: Force of Will, by: Bob, alternative: alternative, pay: true,
             targets: [bears], refused: "118.3"}
        expect:
          fow: {zone: hand}
          bolt: {zone: hand}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_118_9_daze_returns_an_island_to_its_owners_hand(solve) -> None:
    """Daze for its alternative cost: Bob returns his tapped Island to his hand (tapped or
    not, any Island he controls); Alice doesn't pay {1}: her spell is countered."""
    out = solve("""
        name: daze
        battlefield: [{card: Island, controller: Bob, tapped: true, as: isl}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}], Bob: [{card: Daze, as: daze}]}
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {cast: Daze, by: Bob, alternative: alternative, pay: true, targets: [bears],
             choices: {alternative: isl}}
        expect:
          isl: {zone: hand}
          daze: {zone: graveyard}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_118_9_fireblast_sacrifices_two_mountains(solve) -> None:
    """Fireblast for its alternative cost: two Mountains sacrificed, the third (untapped)
    stays; 4 damage to Bob."""
    out = solve("""
        name: fireblast
        battlefield: [{card: Mountain, as: m1}, {card: Mountain, as: m2},
                      {card: Mountain, as: m3}]
        hand: {Alice: [{card: Fireblast, as: fb}]}
        actions:
          - {cast: Fireblast, alternative: alternative, pay: true, targets: [Bob],
             choices: {alternative: [m1, m2]}}
        expect:
          m1: {zone: graveyard}
          m2: {zone: graveyard}
          m3: {zone: battlefield, tapped: false}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_118_3_fireblast_refused_with_one_mountain(solve) -> None:
    """One Mountain can't pay "sacrifice two Mountains": refused, the Mountain stays."""
    out = solve("""
        name: fireblast unpaid
        battlefield: [{card: Mountain, as: m1}]
        hand: {Alice: [{card: Fireblast, as: fb}]}
        actions:
          - {cast: Fireblast, alternative: alternative, targets: [Bob], refused: "118.3"}
        expect:
          m1: {zone: battlefield}
          fb: {zone: hand}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_2b_invigorate_only_while_alice_controls_a_forest(solve) -> None:
    """Invigorate: "If you control a Forest, rather than pay this spell's mana cost, you may
    have an opponent gain 3 life." Without a Forest it's refused; with one, Bob gains 3
    life and the Bears get +4/+4, no mana spent."""
    refused = solve("""
        name: invigorate no forest
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Invigorate]}
        actions:
          - {cast: Invigorate, alternative: alternative, targets: [bears], refused: "601.2b"}
        expect:
          Invigorate: {zone: hand}
          player Bob: {life: 20}
    """)
    assert refused.passed, refused.failures
    out = solve("""
        name: invigorate
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Forest, as: f}]
        hand: {Alice: [Invigorate]}
        actions:
          - {cast: Invigorate, alternative: alternative, pay: true, targets: [bears],
             choices: {alternative: Bob}}
        expect:
          bears: {power: 6, toughness: 6}
          f: {tapped: false}
          player Bob: {life: 23}
    """)
    assert out.passed, out.failures


def test_118_9_offered_among_legal_actions_only_when_payable(board) -> None:
    """Gush ("You may return two Islands you control to their owner's hand rather than pay
    this spell's mana cost."): with one Island the API doesn't offer its alternative cost;
    with two it does, and casting so returns both to Alice's hand."""
    one = board("""
        name: gush one island
        battlefield: [{card: Island, as: i1}]
        hand: {Alice: [Gush]}
    """)
    assert not any("alternative cost" in a.label for a in one.legal_actions())
    game = board("""
        name: gush
        battlefield: [{card: Island, as: i1}, {card: Island, as: i2}]
        hand: {Alice: [Gush]}
    """)
    (gush,) = [a for a in game.legal_actions() if "alternative cost" in a.label]
    game.apply(gush)
    while game.pending_decision is not None and game.pending_decision.kind == "cost":
        game.apply(game.legal_actions()[0])
    hand = {game.chars(o).name for o in game.state.zone_list("hand", 0)}
    assert hand == {"Island"}
    assert len(game.state.zone_list("hand", 0)) == 2
    assert not any(game.chars(o).name == "Island" for o in game.state.battlefield())
    assert [game.chars(i.source).name for i in game.state.stack_items] == ["Gush"]


_LINES = [
    ("You may pay 1 life and exile a blue card from your hand rather than pay this spell's "
     "mana cost.", (PayLife, ExileFromHandCost), False),
    ("You may return an Island you control to its owner's hand rather than pay this "
     "spell's mana cost.", (ReturnPermanentsCost,), False),
    ("You may sacrifice two Mountains rather than pay this spell's mana cost.",
     (SacrificePermanents,), False),
    ("If you control a Forest, rather than pay this spell's mana cost, you may have an "
     "opponent gain 3 life.", (OpponentsGainLifeCost,), True),
    ("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
     (ManaPayment,), False),
    ("If you control a Plains, you may tap an untapped creature you control rather than pay "
     "this spell's mana cost.", (TapUntapped,), True),
    ("You may pay {1}{W} and exile a creature card from your graveyard rather than pay this "
     "spell's mana cost.", (ManaPayment, ExileFromGraveyard), False),
    ("You may discard a Swamp card rather than pay this spell's mana cost.",
     (DiscardCardsCost,), False),
    ("You may pay {B} rather than pay this spell's mana cost if there are thirteen or more "
     "creatures on the battlefield.", (ManaPayment,), True),
]


@pytest.mark.parametrize("line,kinds,conditional", _LINES)
def test_118_9_oracle_lines_read(line: str, kinds: tuple, conditional: bool) -> None:
    from arbiter.compiler.lines import compile_line

    (ab,) = [a for a in compile_line(line, "Some Spell") if isinstance(a, AlternativeCost)]
    assert tuple(type(c) for c in ab.costs) == kinds
    assert (ab.condition is not None) == conditional


@pytest.mark.parametrize("line", [
    "You may exile a blue card with mana value X from your hand rather than pay this "
    "spell's mana cost.",
    "You may exile the top three black cards of your graveyard rather than pay this "
    "spell's mana cost.",
    "You may pay {R}{G} rather than pay this spell's mana cost. Spend only mana produced by "
    "Treasures to cast it this way.",
])
def test_118_9_lines_not_carried_out_stay_unread(line: str) -> None:
    from arbiter.compiler.lines import compile_line

    assert not any(isinstance(a, AlternativeCost) for a in compile_line(line, "Some Spell"))


_NEGATION = """
        name: force of negation
        players: [{first}]
        battlefield: [{{card: Mountain, controller: Bob}}]
        hand: {{Bob: [{{card: Lightning Bolt, as: bolt}}],
               Alice: [{{card: Force of Negation, as: fon}}, {{card: Opt, as: opt}}]}}
        actions:
          - {{cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true, pay: true}}
          - {{cast: Force of Negation, by: Alice, alternative: alternative, targets: [bolt],
             choices: {{alternative: opt}}{refused}}}
"""


def test_601_2b_force_of_negation_on_an_opponents_turn(solve) -> None:
    """"If it's not your turn, you may exile a blue card from your hand rather than pay this
    spell's mana cost.": on Bob's turn Alice exiles Opt and counters his Lightning Bolt (a
    noncreature spell, exiled instead of put into his graveyard); she stays at 20."""
    out = solve(_NEGATION.format(first="Bob, Alice", refused="") + """
        expect:
          bolt: {zone: exile}
          opt: {zone: exile}
          fon: {zone: graveyard}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_2b_force_of_negation_refused_on_her_own_turn(solve) -> None:
    """On Alice's own turn the condition doesn't hold: refused, Opt stays in her hand."""
    out = solve(_NEGATION.format(first="Alice, Bob", refused=', refused: "601.2b"') + """
        expect:
          fon: {zone: hand}
          opt: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("attackers", "ok"), [(3, True), (2, False)])
def test_601_2b_lethargy_trap_counts_attacking_creatures(solve, attackers: int,
                                                         ok: bool) -> None:
    """Lethargy Trap ("If three or more creatures are attacking, you may pay {U} ..."): with
    three of Bob's Bears attacking, Alice casts it for {U} (one Island) and they get -3/-0;
    with two, refused."""
    bears = ", ".join(f"{{card: Grizzly Bears, controller: Bob, as: b{i}}}"
                      for i in range(attackers))
    out = solve(f"""
        name: lethargy trap
        players: [Bob, Alice]
        battlefield: [{bears}, {{card: Island, controller: Alice, as: isl}}]
        hand: {{Alice: [{{card: Lethargy Trap, as: trap}}]}}
        actions:
          - {{attack: [{", ".join(f"b{i}" for i in range(attackers))}]}}
          - {{cast: Lethargy Trap, by: Alice, alternative: alternative, pay: true{
              '' if ok else ', refused: "601.2b"'}}}
        expect:
          trap: {{zone: {'graveyard' if ok else 'hand'}}}
          b0: {{power: {-1 if ok else 2}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("commander", "ok"), [(True, True), (False, False)])
def test_118_9_fierce_guardianship_free_while_alice_controls_a_commander(
        solve, commander: bool, ok: bool) -> None:
    """Fierce Guardianship ("If you control a commander, you may cast this spell without
    paying its mana cost."): with her commander Isamaru on the battlefield Alice counters
    Bob's Divination for nothing; without a commander, refused."""
    flag = ", commander: true" if commander else ""
    out = solve(f"""
        name: fierce guardianship
        players: [Bob, Alice]
        battlefield:
          - {{card: "Isamaru, Hound of Konda", controller: Alice, owner: Alice{flag}}}
          - {{card: Island, controller: Bob}}
          - {{card: Island, controller: Bob}}
          - {{card: Island, controller: Bob}}
        library: {{Bob: [Plains, Plains]}}
        hand: {{Bob: [{{card: Divination, as: div}}],
               Alice: [{{card: Fierce Guardianship, as: fg}}]}}
        actions:
          - {{cast: Divination, by: Bob, respond: true, pay: true}}
          - {{cast: Fierce Guardianship, by: Alice, alternative: alternative, targets: [div]{
              '' if ok else ', refused: "601.2b"'}}}
        expect:
          div: {{zone: {'graveyard' if ok else 'stack'}}}
          fg: {{zone: {'graveyard' if ok else 'hand'}}}
    """)
    assert out.passed, out.failures
