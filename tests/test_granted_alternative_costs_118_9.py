"""118.9 / 601.2b / 601.2f / 107.3b: "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost
for spells you cast." (Fist of Suns) and "You may pay {0} rather than pay the mana cost for
Zombie creature spells you cast." (Rooftop Storm), played through the real engine with real
mana payment: the alternative cost is what the total cost starts from, only for the spells
named (judged as the spell is proposed), only for the ability's controller; X is 0."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.granted_alternative_costs import RULE, GrantedCost
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_118_9_the_line_is_a_rules_effect_with_the_cost() -> None:
    (ab,) = compile_line("You may pay {0} rather than pay the mana cost for Zombie creature "
                         "spells you cast.", "Rooftop Storm")
    assert isinstance(ab, StaticAbility)
    (part,) = [p for e in ab.effects for p in e.parts]
    assert part.rule == RULE and isinstance(part.detail, GrantedCost)
    assert part.detail.mana == "{0}"


@pytest.mark.parametrize(("name", "line"), [
    ("Nissa, Worldsoul Speaker", "You may pay eight {E} rather than pay the mana cost for "
     "permanent spells you cast."),
    ("Kentaro, the Smiling Cat", "You may pay {X} rather than pay the mana cost for Samurai "
     "spells you cast, where X is that spell's mana value."),
    ("Darksteel Monolith", "Once each turn, you may pay {0} rather than pay the mana cost for "
     "a colorless spell you cast from your hand."),
])
def test_118_9_other_granted_costs_stay_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


_FIST = """
    name: fist of suns
    battlefield:
      - {card: Fist of Suns, controller: Alice}
      - Plains
      - Island
      - Swamp
      - Mountain
      - Forest
    hand: {Alice: [{card: Hill Giant, as: giant}, {card: Blaze, as: blaze}],
           Bob: [{card: Hill Giant, as: bobs}]}
"""


def test_118_9d_fist_of_suns_hill_giant_for_wubrg(solve) -> None:
    """Hill Giant cast paying {W}{U}{B}{R}{G}: all five lands tap (its mana cost {3}{R} would
    take four)."""
    out = solve(_FIST + """
    actions:
      - {cast: giant, alternative: granted alternative, pay: true}
    expect:
      giant: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if "Land" in game.chars(o).types)


def test_107_3b_x_is_0_for_the_granted_cost(solve) -> None:
    """Blaze ({X}{R}) for {W}{U}{B}{R}{G} with X=2 is refused: X can only be 0."""
    out = solve(_FIST + """
    actions:
      - {cast: blaze, alternative: granted alternative, targets: [Bob], pay: true,
         choices: {x: 2}, refused: "only legal choice for X is 0"}
    expect:
      blaze: {zone: hand}
    """)
    assert out.passed, out.failures


_STORM = """
    name: rooftop storm
    battlefield:
      - {card: Rooftop Storm, controller: Alice}
    hand: {Alice: [{card: Walking Corpse, as: zombie}, {card: Grizzly Bears, as: bears}]}
"""


def test_118_9_rooftop_storm_a_zombie_for_0(solve) -> None:
    """With no land Alice casts Walking Corpse (a Zombie) for {0}."""
    out = solve(_STORM + """
    actions:
      - {cast: zombie, alternative: granted alternative, pay: true}
    expect:
      zombie: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_118_9_rooftop_storm_not_for_other_creatures(solve) -> None:
    """Grizzly Bears isn't a Zombie: it can't be cast for {0}."""
    out = solve(_STORM + """
    actions:
      - {cast: bears, alternative: granted alternative, pay: true,
         refused: "no ability lets you pay an alternative cost"}
    expect:
      bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_118_9_the_legal_actions_offer_the_zombie_for_its_granted_cost(board) -> None:
    game = board(_STORM)
    casts = [str(a) for a in game.legal_actions() if str(a).startswith("cast ")]
    assert any("Walking Corpse" in c and "granted alternative" in c for c in casts)
    assert not any("Grizzly Bears" in c for c in casts)


def test_118_9_only_for_the_abilitys_controller(solve) -> None:
    """In his turn Bob can't cast his Hill Giant for Alice's Fist of Suns's cost."""
    out = solve(_FIST + """
    library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
    actions:
      - {pass: next_turn}
      - {pass: {to: precombat_main}}
      - {cast: bobs, by: Bob, alternative: granted alternative,
         refused: "no ability lets you pay an alternative cost"}
    expect:
      bobs: {zone: hand}
    """)
    assert out.passed, out.failures


def test_118_9_omniscience_spells_from_the_hand_for_nothing(solve) -> None:
    """Omniscience and no land: Alice casts Hill Giant from her hand for {0}."""
    out = solve("""
    name: omniscience
    battlefield:
      - {card: Omniscience, controller: Alice}
    hand: {Alice: [{card: Hill Giant, as: giant}]}
    actions:
      - {cast: giant, alternative: granted alternative, pay: true}
    expect:
      giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_118_9_omniscience_not_from_the_graveyard(solve) -> None:
    """Karador lets Alice cast Grizzly Bears from her graveyard, but Omniscience's cost is
    only for spells cast from her hand: with no land the cast is refused."""
    out = solve("""
    name: omniscience graveyard
    battlefield:
      - {card: Omniscience, controller: Alice}
      - {card: "Karador, Ghost Chieftain", controller: Alice}
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
    actions:
      - {cast: bears, from: graveyard, alternative: granted alternative, pay: true,
         refused: "no ability lets you pay an alternative cost"}
    expect:
      bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_611_2a_chandra_until_end_of_turn_spells_from_the_hand_for_nothing(solve) -> None:
    """Chandra, Flame's Catalyst's −8: Alice discards her hand, draws seven (Hill Giants) and
    casts one for {0} with no land."""
    out = solve("""
    name: chandra
    turn: {number: 3}
    battlefield:
      - {card: "Chandra, Flame's Catalyst", as: chandra, counters: {loyalty: 8}}
    library: {Alice: [Hill Giant, Hill Giant, Hill Giant, Hill Giant, Hill Giant, Hill Giant,
                      Hill Giant, Hill Giant]}
    actions:
      - activate: {card: chandra, ability: "-8"}
      - {cast: Hill Giant, alternative: granted alternative, pay: true}
    expect:
      player Alice: {hand_size: 6}
    """)
    assert out.passed, out.failures
    game = out.game
    assert any(game.name_of(o) == "Hill Giant" for o in game.state.battlefield())
