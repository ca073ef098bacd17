"""Activation costs that move cards and permanents or put and remove counters (602.2b,
601.2h, 118.3), played through the real engine: "Exile two cards from your graveyard"
(406.2), "Discard a land card" and "Discard a card at random" (701.9a-b), "Sacrifice two
artifacts" (701.21a), "Exile ~" and "Return a land you control to its owner's hand",
"Put a -0/-1 counter on ~" (122.6), "Remove a +1/+1 counter from a creature you control"
(122.8). A cost that can't be paid is refused and leaves the game as it was (118.3)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.engine.turn.priority import activatable, find_ability
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.costs import ExileFromGraveyard, SacrificePermanents
from arbiter.rules.object_costs import (
    DiscardCards,
    ExileSelf,
    PutCountersOnSelf,
    RemoveCounterFrom,
    ReturnToHand,
)

ALICE, BOB = 0, 1


def _zone(game, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- the Oracle lines, today's wording ---------------------------------------------------------
@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Grim Lavamancer", "{R}, {T}, Exile two cards from your graveyard: This creature deals 2 "
     "damage to any target.", ExileFromGraveyard),
    ("Scarblade Elite", "{T}, Exile an Assassin card from your graveyard: Destroy target "
     "creature.", ExileFromGraveyard),
    ("Coral Helm", "{3}, Discard a card at random: Target creature gets +2/+2 until end of "
     "turn.", DiscardCards),
    ("Seismic Assault", "Discard a land card: This enchantment deals 2 damage to any target.",
     DiscardCards),
    ("Zombie Infestation", "Discard two cards: Create a 2/2 black Zombie creature token.",
     DiscardCards),
    ("Sai, Master Thopterist", "{1}{U}, Sacrifice two artifacts: Draw a card.",
     SacrificePermanents),
    ("Relic of Progenitus", "{1}, Exile this artifact: Exile all graveyards. Draw a card.",
     ExileSelf),
    ("Meloku the Clouded Mirror", "{1}, Return a land you control to its owner's hand: Create a "
     "1/1 blue Illusion creature token with flying.", ReturnToHand),
    ("Broken Fall", "Return this enchantment to its owner's hand: Regenerate target creature.",
     ReturnToHand),
    ("Wall of Roots", "Put a -0/-1 counter on this creature: Add {G}. Activate only once each "
     "turn.", PutCountersOnSelf),
    ("Ray Fillet, Man Ray", "{2}, Remove a +1/+1 counter from a creature you control: Draw a "
     "card.", RemoveCounterFrom),
    ("Fain, the Broker", "{T}, Remove a counter from a creature you control: Create a Treasure "
     "token.", RemoveCounterFrom),
])
def test_602_1a_object_costs_of_real_lines_are_read(name: str, line: str, kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility), line
    assert any(isinstance(c, kind) for c in ab.cost)


def test_602_1a_discard_a_card_stays_the_plain_discard_cost() -> None:
    from arbiter.rules.costs import DiscardCard

    (ab,) = compile_line("{1}, Discard a card: Draw a card.", "Test")
    assert DiscardCard() in ab.cost


# -- exiling cards from a graveyard (406.2) ---------------------------------------------------
def test_406_2_grim_lavamancer_exiles_two_cards_from_its_controllers_graveyard(solve) -> None:
    """Grim Lavamancer: two of Alice's three graveyard cards are exiled as the cost; Bob
    takes 2."""
    out = solve("""
        name: lavamancer
        battlefield: [{card: Grim Lavamancer, as: grim}]
        graveyard: {Alice: [{card: Forest, as: f1}, {card: Island, as: f2},
                            {card: Mountain, as: f3}], Bob: [{card: Swamp, as: s1}]}
        actions:
          - activate: {card: grim, ability: 1, targets: [Bob], choices: {exile: [f1, f3]}}
        expect:
          grim: {tapped: true}
          f1: {zone: exile}
          f3: {zone: exile}
          f2: {zone: graveyard}
          s1: {zone: graveyard}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_118_3_grim_lavamancer_with_one_card_in_graveyard_cant_activate(board) -> None:
    """One card in Alice's graveyard and three in Bob's: the cost can't be paid (only
    Alice's own graveyard pays it), the ability isn't offered, and trying is refused with the
    game unchanged."""
    game = board("""
        name: lavamancer short
        battlefield: [{card: Grim Lavamancer, as: grim}]
        graveyard: {Alice: [Forest], Bob: [Swamp, Island, Plains]}
    """)
    grim = obj_id(game, "grim")
    ab = find_ability(game, grim, 1)
    assert not activatable(game, grim, ALICE, ab)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, grim, ALICE, 1, [("player", BOB)], {})
    assert not game.obj(grim).tapped and game.state.version == before
    assert len(game.state.zone_list("graveyard", ALICE)) == 1


# -- discarding (701.9a, 701.9b) --------------------------------------------------------------
def test_701_9b_coral_helm_discards_one_card_at_random(solve) -> None:
    """Coral Helm with two cards in Alice's hand: one of them (the game's pick) is
    discarded, and the Bears get +2/+2."""
    out = solve("""
        name: coral helm
        battlefield: [{card: Coral Helm, as: helm}, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Forest, as: h1}, {card: Island, as: h2}]}
        actions:
          - activate: {card: helm, ability: 1, targets: [bears]}
        expect:
          bears: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures
    game = out.game
    zones = sorted([_zone(game, "h1"), _zone(game, "h2")])
    assert zones == ["graveyard", "hand"]


def test_701_9b_coral_helm_with_an_empty_hand_is_refused(board) -> None:
    game = board("""
        name: coral helm empty
        battlefield: [{card: Coral Helm, as: helm}, {card: Grizzly Bears, as: bears}]
    """)
    helm, bears = obj_id(game, "helm"), obj_id(game, "bears")
    assert not activatable(game, helm, ALICE, find_ability(game, helm, 1))
    with pytest.raises(IllegalActionError):
        activate(game, helm, ALICE, 1, [bears], {})
    assert game.state.stack_items == []


def test_701_9a_seismic_assault_discards_a_land_card_not_another_card(board) -> None:
    """Seismic Assault: "Discard a land card": the Forest pays it; Lightning Bolt can't."""
    game = board("""
        name: seismic assault
        battlefield: [{card: Seismic Assault, as: sa}]
        hand: {Alice: [{card: Forest, as: land}, {card: Lightning Bolt, as: bolt}]}
    """)
    sa, land, bolt = obj_id(game, "sa"), obj_id(game, "land"), obj_id(game, "bolt")
    with pytest.raises(IllegalActionError):
        activate(game, sa, ALICE, 1, [("player", BOB)], {"discard": bolt})
    assert game.obj(bolt).zone == "hand" and game.state.stack_items == []
    activate(game, sa, ALICE, 1, [("player", BOB)], {"discard": land})
    steps.resolve_all(game)
    assert game.state.players[BOB].life == 18
    assert game.obj(obj_id(game, "land")).zone == "graveyard"


def test_701_9a_zombie_infestation_discards_two_cards(solve) -> None:
    out = solve("""
        name: zombie infestation
        battlefield: [{card: Zombie Infestation, as: zi}]
        hand: {Alice: [{card: Forest, as: a}, {card: Island, as: b}, {card: Swamp, as: c}]}
        actions:
          - activate: {card: zi, ability: 1, choices: {discard: [a, c]}}
        expect:
          a: {zone: graveyard}
          c: {zone: graveyard}
          b: {zone: hand}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum("Zombie" in game.chars(o).subtypes for o in game.state.battlefield()) == 1


# -- sacrificing, exiling and returning permanents ---------------------------------------------
def test_701_21a_sai_sacrifices_two_artifacts(solve) -> None:
    out = solve("""
        name: sai
        battlefield:
          - {card: "Sai, Master Thopterist", as: sai}
          - {card: Ornithopter, as: o1}
          - {card: Ornithopter, as: o2}
        library: {Alice: [{card: Island, as: top}]}
        actions:
          - activate: {card: sai, ability: 2, choices: {sacrifice: [o1, o2]}}
        expect:
          o1: {zone: graveyard}
          o2: {zone: graveyard}
          top: {zone: hand}
    """)
    assert out.passed, out.failures


def test_701_21a_sai_with_one_artifact_cant_pay(board) -> None:
    game = board("""
        name: sai short
        battlefield: [{card: "Sai, Master Thopterist", as: sai}, {card: Ornithopter, as: o1}]
    """)
    sai = obj_id(game, "sai")
    assert not activatable(game, sai, ALICE, find_ability(game, sai, 2))
    with pytest.raises(IllegalActionError):
        activate(game, sai, ALICE, 2, [], {})
    assert game.obj(obj_id(game, "o1")).zone == "battlefield"


def test_406_2_relic_of_progenitus_exiles_itself_then_all_graveyards(solve) -> None:
    out = solve("""
        name: relic
        battlefield: [{card: Relic of Progenitus, as: relic}]
        graveyard: {Alice: [{card: Forest, as: g1}], Bob: [{card: Swamp, as: g2}]}
        library: {Alice: [{card: Island, as: top}]}
        actions:
          - activate: {card: relic, ability: 2}
        expect:
          relic: {zone: exile}
          g1: {zone: exile}
          g2: {zone: exile}
          top: {zone: hand}
    """)
    assert out.passed, out.failures


def test_602_2b_meloku_returns_a_land_to_its_owners_hand(solve) -> None:
    out = solve("""
        name: meloku
        battlefield:
          - {card: Meloku the Clouded Mirror, as: meloku}
          - {card: Island, as: isl}
          - {card: Island, as: bobs, controller: Bob}
        actions:
          - activate: {card: meloku, ability: 2, choices: {return: isl}}
        expect:
          isl: {zone: hand}
          bobs: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum("Illusion" in game.chars(o).subtypes for o in game.state.battlefield()) == 1


def test_602_2b_meloku_cant_return_an_opponents_land(board) -> None:
    game = board("""
        name: meloku bob
        battlefield:
          - {card: Meloku the Clouded Mirror, as: meloku}
          - {card: Island, as: bobs, controller: Bob}
    """)
    meloku, bobs = obj_id(game, "meloku"), obj_id(game, "bobs")
    assert not activatable(game, meloku, ALICE, find_ability(game, meloku, 2))
    with pytest.raises(IllegalActionError):
        activate(game, meloku, ALICE, 2, [], {"return": bobs})
    assert game.obj(bobs).zone == "battlefield"


# -- counters as costs (122.6, 122.8) ---------------------------------------------------------
def test_122_6_wall_of_roots_puts_a_counter_on_itself_once_each_turn(board) -> None:
    """Wall of Roots (0/5): a -0/-1 counter pays for {G} (a mana ability, 605.1a); a second
    activation the same turn is refused (602.5b), the counter count unchanged."""
    game = board("""
        name: wall of roots
        battlefield: [{card: Wall of Roots, as: wall}]
    """)
    wall = obj_id(game, "wall")
    activate(game, wall, ALICE, 2, [], {})
    assert game.obj(wall).counters == {"-0/-1": 1}
    assert game.chars(wall).toughness == 4
    assert game.state.players[ALICE].mana_pool == {"G": 1}
    with pytest.raises(IllegalActionError):
        activate(game, wall, ALICE, 2, [], {})
    assert game.obj(wall).counters == {"-0/-1": 1}


def test_122_8_shapers_of_nature_remove_a_counter_from_a_creature_you_control(board) -> None:
    """Shapers of Nature: the +1/+1 counter comes off Alice's Bears, and Alice draws; Bob's
    creature with a counter can't pay, nor can a creature of Alice's without one."""
    game = board("""
        name: shapers
        battlefield:
          - {card: Shapers of Nature, as: ray}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, as: plain}
          - {card: Grizzly Bears, as: bobs, controller: Bob, counters: {+1/+1: 2}}
        library: {Alice: [{card: Island, as: top}]}
    """)
    ray, bears, plain, bobs = (obj_id(game, a) for a in ("ray", "bears", "plain", "bobs"))
    for wrong in (plain, bobs):
        with pytest.raises(IllegalActionError):
            activate(game, ray, ALICE, 2, [], {"remove_from": wrong})
    assert game.obj(bobs).counters == {"+1/+1": 2} and game.state.stack_items == []
    activate(game, ray, ALICE, 2, [], {"remove_from": bears})
    assert game.obj(bears).counters.get("+1/+1", 0) == 0
    steps.resolve_all(game)
    assert game.obj(obj_id(game, "top")).zone == "hand"


def test_118_3_shapers_of_nature_may_remove_the_counter_from_itself(board) -> None:
    """"Remove a +1/+1 counter from a creature you control" doesn't say "another": Shapers
    of Nature, a creature Alice controls, pays it with its own counter."""
    game = board("""
        name: shapers itself
        battlefield:
          - {card: Shapers of Nature, as: ray, counters: {+1/+1: 1}}
        library: {Alice: [{card: Island, as: top}]}
    """)
    ray = obj_id(game, "ray")
    activate(game, ray, ALICE, 2, [], {"remove_from": ray})
    assert game.obj(ray).counters.get("+1/+1", 0) == 0
    steps.resolve_all(game)
    assert game.obj(obj_id(game, "top")).zone == "hand"


def test_122_1a_plus_one_plus_zero_and_minus_zero_minus_one_counters_change_pt(board) -> None:
    """122.1a: any +X/+Y counter adds X and Y (not only +1/+1 and -1/-1): Grizzly Bears with
    two +1/+0 counters and a -0/-1 counter is a 4/1."""
    game = board("""
        name: pt counters
        battlefield: [{card: Grizzly Bears, as: bears, counters: {+1/+0: 2, -0/-1: 1}}]
    """)
    bears = obj_id(game, "bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 1)


# -- the library, the whole hand, counters on the source, another permanent --------------------
def test_701_17b_deranged_assistant_mills_a_card_for_mana(board) -> None:
    """"{T}, Mill a card: Add {C}.": the top card goes to the graveyard; with an empty
    library the cost can't be paid (701.17b) and the game is unchanged."""
    game = board("""
        name: deranged assistant
        battlefield: [{card: Deranged Assistant, as: da}]
        library: {Alice: [{card: Island, as: top}, {card: Forest, as: second}]}
    """)
    da = obj_id(game, "da")
    activate(game, da, ALICE, 1, [], {})
    assert game.state.players[ALICE].mana_pool == {"C": 1}
    assert _zone(game, "top") == "graveyard" and _zone(game, "second") == "library"
    game = board("""
        name: deranged assistant empty
        battlefield: [{card: Deranged Assistant, as: da}]
    """)
    da = obj_id(game, "da")
    with pytest.raises(IllegalActionError):
        activate(game, da, ALICE, 1, [], {})
    assert not game.obj(da).tapped and game.state.players[ALICE].mana_pool == {}


def test_406_2_royal_herbalist_exiles_the_top_card_of_the_library(solve) -> None:
    out = solve("""
        name: royal herbalist
        battlefield: [{card: Royal Herbalist, as: rh}]
        library: {Alice: [{card: Island, as: top}]}
        actions:
          - activate: {card: rh, ability: 1}
        expect:
          top: {zone: exile}
          player Alice: {life: 21}
    """)
    assert out.passed, out.failures


def test_701_9a_slate_of_ancestry_discards_the_hand_even_an_empty_one(solve) -> None:
    """"{4}, {T}, Discard your hand: Draw a card for each creature you control.": with two
    cards in hand both are discarded; with none it can still be activated."""
    out = solve("""
        name: slate
        battlefield: [{card: Slate of Ancestry, as: slate}, {card: Grizzly Bears}]
        hand: {Alice: [{card: Forest, as: h1}, {card: Island, as: h2}]}
        library: {Alice: [{card: Swamp, as: top}]}
        actions:
          - activate: {card: slate, ability: 1}
        expect:
          h1: {zone: graveyard}
          h2: {zone: graveyard}
          top: {zone: hand}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: slate empty
        battlefield: [{card: Slate of Ancestry, as: slate}, {card: Grizzly Bears}]
        library: {Alice: [{card: Swamp, as: top}]}
        actions:
          - activate: {card: slate, ability: 1}
        expect:
          top: {zone: hand}
    """, name="empty.yaml")
    assert out.passed, out.failures


def test_122_8_loch_mare_removes_a_counter_from_itself(board) -> None:
    """Loch Mare (4/5) enters with three -1/-1 counters (a 1/2); "Remove a counter from this
    creature: Draw a card." takes one off (a 2/3) and Alice draws."""
    game = board("""
        name: loch mare
        battlefield: [{card: Loch Mare, as: mare}]
        library: {Alice: [{card: Island, as: top}]}
    """)
    mare = obj_id(game, "mare")
    assert game.obj(mare).counters == {"-1/-1": 3}
    activate(game, mare, ALICE, 2, [], {})
    steps.resolve_all(game)
    assert game.obj(mare).counters == {"-1/-1": 2}
    assert (game.chars(mare).power, game.chars(mare).toughness) == (2, 3)
    assert _zone(game, "top") == "hand"


def test_118_3_kumena_taps_another_merfolk_not_itself(board) -> None:
    """Kumena, Tyrant of Orazca: "Tap another untapped Merfolk you control": alone it can't
    pay (Kumena is a Merfolk, but not another one); with Merfolk of the Pearl Trident it taps
    that one."""
    game = board("""
        name: kumena alone
        battlefield: [{card: "Kumena, Tyrant of Orazca", as: kumena}]
    """)
    kumena = obj_id(game, "kumena")
    with pytest.raises(IllegalActionError):
        activate(game, kumena, ALICE, 1, [], {"tap": kumena})
    assert not game.obj(kumena).tapped
    game = board("""
        name: kumena
        battlefield:
          - {card: "Kumena, Tyrant of Orazca", as: kumena}
          - {card: Merfolk of the Pearl Trident, as: merfolk}
    """)
    kumena, merfolk = obj_id(game, "kumena"), obj_id(game, "merfolk")
    activate(game, kumena, ALICE, 1, [], {"tap": merfolk})
    assert game.obj(merfolk).tapped and not game.obj(kumena).tapped


def test_701_43a_oasis_ritualist_exerted_as_a_cost_stays_tapped(solve) -> None:
    """Oasis Ritualist: "{T}, Exert this creature: Add two mana of any one color." — two
    mana, and it doesn't untap during Alice's next untap step (701.43a)."""
    out = solve("""
        name: oasis ritualist
        battlefield: [{card: Oasis Ritualist, as: ritualist}]
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        choices: ["{G}{G}"]
        actions:
          - activate: {card: ritualist, ability: 2}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[ALICE].mana_pool == {"G": 2}
    out = solve("""
        name: oasis ritualist next turn
        battlefield: [{card: Oasis Ritualist, as: ritualist}]
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        choices: ["{G}{G}"]
        actions:
          - activate: {card: ritualist, ability: 2}
          - pass: next_turn
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          ritualist: {tapped: true}
    """, name="next.yaml")
    assert out.passed, out.failures


def test_113_6m_ghoulsteed_returns_from_the_graveyard_discarding_two_cards(solve) -> None:
    """Ghoulsteed: "{2}{B}, Discard two cards: Return this card from your graveyard to the
    battlefield tapped." — activated from the graveyard (113.6m), two cards from the hand."""
    out = solve("""
        name: ghoulsteed
        graveyard: {Alice: [{card: Ghoulsteed, as: steed}]}
        hand: {Alice: [{card: Forest, as: a}, {card: Island, as: b}]}
        actions:
          - activate: {card: steed, ability: 1, choices: {discard: [a, b]}}
        expect:
          steed: {zone: battlefield, tapped: true}
          a: {zone: graveyard}
          b: {zone: graveyard}
    """)
    assert out.passed, out.failures
