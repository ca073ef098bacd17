"""Keyword actions that put +1/+1 counters or make tokens, played through the real engine:
populate (701.36), bolster (701.39), amass (701.47) and connive (701.50); with a table of
real Oracle lines read or left unread."""

from __future__ import annotations

import pytest
from conftest import chars_of, obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.engine.keyword_actions.amass import Amass
from arbiter.engine.keyword_actions.bolster import Bolster
from arbiter.engine.keyword_actions.connive import Connive
from arbiter.engine.keyword_actions.manifest_dread import ManifestDread
from arbiter.engine.keyword_actions.populate import Populate
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import CreateEffect, PutCounters
from arbiter.vocab import Color

SOLDIER = "{token: {name: Soldier Token, types: [Creature], subtypes: [Soldier], " \
    "colors: [W], power: 1, toughness: 1}, as: %s}"


def _tokens(game) -> list:
    return [game.chars(o) for o in game.state.battlefield() if game.obj(o).token is not None]


# -- 701.39 bolster ----------------------------------------------------------------------------
def test_701_39a_bolster_the_creature_with_least_toughness(solve) -> None:
    """Dromoka's Gift (Bolster 4): of Hill Giant (3/3), Savannah Lions (2/1) and Bob's
    Grizzly Bears, the Lions has the least toughness among Alice's creatures: 6/5."""
    out = solve("""
        name: bolster
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Savannah Lions, as: lions}
          - {card: Llanowar Elves, as: bobs, controller: Bob}
        hand: {Alice: [Dromoka's Gift]}
        actions:
          - {cast: Dromoka's Gift}
        expect:
          lions: {power: 6, toughness: 5, counters: {+1/+1: 4}}
          giant: {counters: {}}
          bobs: {counters: {}}
    """)
    assert out.passed, out.failures


def test_701_39a_bolster_tie_is_the_players_choice(solve) -> None:
    """Grizzly Bears and Hill Giant with -0/-1 (Grizzly Bears 2/2, Hill Giant given a
    -1/-1 counter: 2/2): tied for least toughness; Alice chooses the Giant."""
    out = solve("""
        name: bolster tie
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, counters: {-1/-1: 1}}
        hand: {Alice: [Dromoka's Gift]}
        actions:
          - {cast: Dromoka's Gift, choices: {bolster: giant}}
        expect:
          giant: {power: 6, toughness: 6}
          bears: {power: 2, toughness: 2, counters: {}}
    """)
    assert out.passed, out.failures


def test_701_39a_bolster_counts_toughness_after_effects_on_resolution(solve) -> None:
    """Hill Giant (3/3) and Grizzly Bears (2/2); in response to Dromoka's Gift, Giant Growth
    makes the Bears 5/5: the Giant has the least toughness as the Gift resolves."""
    out = solve("""
        name: bolster on resolution
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Dromoka's Gift, Giant Growth]}
        actions:
          - {cast: Dromoka's Gift, respond: true}
          - {cast: Giant Growth, targets: [bears]}
        expect:
          giant: {counters: {+1/+1: 4}}
          bears: {counters: {}}
    """)
    assert out.passed, out.failures


# -- 701.36 populate ---------------------------------------------------------------------------
def test_701_36a_populate_copies_a_creature_token(solve) -> None:
    """Rootborn Defenses with a 1/1 white Soldier token: a second Soldier token (a copy),
    and both are indestructible until end of turn."""
    out = solve("""
        name: populate
        battlefield:
          - %s
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Rootborn Defenses]}
        actions:
          - {cast: Rootborn Defenses}
    """ % (SOLDIER % "soldier"))
    assert out.passed, out.failures
    tokens = _tokens(out.game)
    assert [(t.name, t.power, t.toughness, t.colors) for t in tokens] \
        == [("Soldier Token", 1, 1, {Color.WHITE})] * 2
    assert all(t.has_keyword("indestructible") for t in tokens)


def test_701_36b_populate_without_a_creature_token_creates_nothing(solve) -> None:
    """Only a nontoken creature and Bob's Soldier token: Rootborn Defenses creates no token
    (701.36b; a token Bob controls isn't Alice's to copy)."""
    out = solve("""
        name: populate nothing
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {token: {name: Soldier Token, types: [Creature], subtypes: [Soldier],
                     colors: [W], power: 1, toughness: 1}, as: bobs, controller: Bob}
        hand: {Alice: [Rootborn Defenses]}
        actions:
          - {cast: Rootborn Defenses}
    """)
    assert out.passed, out.failures
    assert len(_tokens(out.game)) == 1


# -- 701.47 amass ------------------------------------------------------------------------------
def test_701_47a_amass_creates_an_army_then_grows_it(solve) -> None:
    """Eternal Skylord enters: amass Zombies 2 creates a 0/0 black Zombie Army token with two
    +1/+1 counters. Mordor Muster then amasses Orcs 1: the same Army gets a counter and
    becomes an Orc as well."""
    out = solve("""
        name: amass
        hand: {Alice: [Eternal Skylord, Mordor Muster]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Eternal Skylord}
    """)
    assert out.passed, out.failures
    [army] = _tokens(out.game)
    assert (army.name, army.power, army.toughness, army.colors, army.subtypes) == \
        ("Zombie Army Token", 2, 2, {Color.BLACK}, {"Zombie", "Army"})
    assert army.has_keyword("flying")  # "Zombie tokens you control have flying"
    out = solve("""
        name: amass twice
        hand: {Alice: [Eternal Skylord, Mordor Muster]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Eternal Skylord}
          - {cast: Mordor Muster}
    """)
    assert out.passed, out.failures
    [army] = _tokens(out.game)
    assert (army.power, army.toughness, army.subtypes) == (3, 3, {"Zombie", "Orc", "Army"})


def test_701_47a_amass_with_no_creature_left_still_creates_the_army(solve) -> None:
    """Mordor Muster with no Army: a 1/1 Orc Army token (the 0/0 gets its counter as the
    spell resolves, before state-based actions)."""
    out = solve("""
        name: amass orcs
        hand: {Alice: [Mordor Muster]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Mordor Muster}
        expect:
          player Alice: {life: 19, hand_size: 1}
    """)
    assert out.passed, out.failures
    [army] = _tokens(out.game)
    assert (army.name, army.power, army.toughness, army.subtypes) == \
        ("Orc Army Token", 1, 1, {"Orc", "Army"})


# -- 701.50 connive ----------------------------------------------------------------------------
def test_701_50a_connive_discarding_a_nonland_puts_a_counter(solve) -> None:
    """Raffine's Informant (2/1) enters and connives: Alice draws Lightning Bolt and, with
    Forest also in hand, discards the Bolt (nonland): a +1/+1 counter, 3/2."""
    out = solve("""
        name: connive nonland
        hand: {Alice: [{card: Raffine's Informant, as: spy}, {card: Forest, as: forest}]}
        library: {Alice: [{card: Lightning Bolt, as: bolt}, Plains]}
        actions:
          - {cast: spy, choices: {discard: bolt}}
        expect:
          spy: {power: 3, toughness: 2, counters: {+1/+1: 1}}
          bolt: {zone: graveyard}
          forest: {zone: hand}
    """)
    assert out.passed, out.failures
    assert any(e.kind == "connives" for e in out.game.events)


def test_701_50a_connive_discarding_a_land_puts_no_counter(solve) -> None:
    """The same, discarding the Forest: no counter; the Informant still connived (701.50b)."""
    out = solve("""
        name: connive land
        hand: {Alice: [{card: Raffine's Informant, as: spy}, {card: Forest, as: forest}]}
        library: {Alice: [{card: Lightning Bolt, as: bolt}, Plains]}
        actions:
          - {cast: spy, choices: {discard: forest}}
        expect:
          spy: {power: 2, toughness: 1, counters: {}}
          bolt: {zone: hand}
          forest: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert any(e.kind == "connives" for e in out.game.events)


def test_701_50c_connive_after_it_left_draws_and_discards_only(solve) -> None:
    """Bob bolts Raffine's Informant with its trigger on the stack: Alice still draws and
    discards (the last known controller, 701.50c); no counter is put on anything."""
    out = solve("""
        name: connive gone
        hand: {Alice: [{card: Raffine's Informant, as: spy}], Bob: [Lightning Bolt]}
        library: {Alice: [{card: Shock, as: shock}, Plains]}
        actions:
          - {cast: spy, respond: true}
          - {resolve: 1}
          - {cast: Lightning Bolt, by: Bob, targets: [spy]}
        expect:
          shock: {zone: graveyard}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures
    assert chars_of(out, "shock") is not None


#: Real Oracle lines (today's wording) and the keyword action each compiles to (None:
#: left unread).
LINES = [
    ("Raffine's Informant", "When this creature enters, it connives.", Connive),
    ("Dromoka's Gift", "Bolster 4.", Bolster),
    ("Aven Tactician", "When this creature enters, bolster 1.", Bolster),
    ("Sundering Growth", "Destroy target artifact or enchantment, then populate.", Populate),
    ("Dunland Crebain", "When this creature enters, amass Orcs 2.", Amass),
    ("Dreadhorde Invasion", "At the beginning of your upkeep, you lose 1 life and amass "
     "Zombies 1.", Amass),
    ("Expedition Raptor", "When this creature enters, support 2.", PutCounters),
    ("Lead by Example", "Support 2.", PutCounters),
    ("Unsettling Twins", "When this creature enters, manifest dread.", ManifestDread),
    # 701.62a: "that creature" is the card manifested (`compiler.grammar.refs`)
    ("Killer's Mask", "When this Equipment enters, manifest dread, then attach this "
     "Equipment to that creature.", ManifestDread),
    ("Azorius Justiciar", "When this creature enters, detain up to two target creatures your "
     "opponents control.", CreateEffect),
    ("Lavinia of the Tenth", "When Lavinia enters, detain each nonland permanent your "
     "opponents control with mana value 4 or less.", None),
    ("Thornvault Forager", "{T}, Forage: Add two mana in any combination of colors.", None),
    ("Dragonscale General", "At the beginning of your end step, bolster X, where X is the "
     "number of tapped creatures you control.", None),
]


@pytest.mark.parametrize(("card", "line", "action"), LINES)
def test_701_keyword_action_lines(catalog: Catalog, card: str, line: str, action) -> None:
    abilities = catalog.abilities(card, 0)
    mine = [a for a in abilities if a.text.startswith(line[:30])]
    assert len(mine) == 1, abilities
    if action is None:
        assert isinstance(mine[0], UnsupportedAbility)
        return
    assert any(isinstance(i, action) for i in mine[0].instructions)


def test_701_47a_amass_orcs_onto_an_existing_zombie_army(solve) -> None:
    """A Zombie Army token (with a counter) already there: Dunland Crebain's amass Orcs 2
    creates no token; the Army gets two counters and is an Orc too."""
    out = solve("""
        name: amass existing
        battlefield:
          - {token: {name: Zombie Army Token, types: [Creature], subtypes: [Zombie, Army],
                     colors: [B], power: 0, toughness: 0}, as: army, counters: {+1/+1: 1}}
        hand: {Alice: [Dunland Crebain]}
        actions:
          - {cast: Dunland Crebain}
        expect:
          army: {power: 3, toughness: 3, subtypes: [Zombie, Orc, Army]}
    """)
    assert out.passed, out.failures
    assert len(_tokens(out.game)) == 1
    assert obj_id(out.game, "army")


# -- 701.41 support ----------------------------------------------------------------------------
def test_701_41a_support_on_a_spell_up_to_n_target_creatures(solve) -> None:
    """Lead by Example (Support 2) targeting Grizzly Bears and Savannah Lions: a +1/+1
    counter on each."""
    out = solve("""
        name: support spell
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Savannah Lions, as: lions}]
        hand: {Alice: [Lead by Example]}
        actions:
          - {cast: Lead by Example, targets: [bears, lions]}
        expect:
          bears: {power: 3, toughness: 3, counters: {+1/+1: 1}}
          lions: {power: 3, toughness: 2, counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_701_41a_support_on_a_permanent_other_creatures_only(board) -> None:
    """Expedition Raptor (Support 2) enters: Grizzly Bears may be a target, the Raptor itself
    may not ("other target creatures"); the refusal changes nothing. One target is enough
    ("up to"): the Bears gets a counter, the Raptor none."""
    import pytest

    from arbiter.errors import IllegalActionError

    game = board("""
        name: support permanent
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Plains, as: p1}
          - {card: Plains, as: p2}
          - {card: Plains, as: p3}
          - {card: Plains, as: p4}
          - {card: Plains, as: p5}
        hand: {Alice: [{card: Expedition Raptor, as: raptor}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"cast Expedition Raptor#{obj_id(game, 'raptor')}")
    for _ in range(20):
        if game.pending_decision.kind == "target":
            break
        game.apply(game.legal_actions()[0] if game.pending_decision.kind == "pay" else "pass")
    d = game.pending_decision
    assert d.kind == "target"
    raptor, bears = obj_id(game, "raptor"), obj_id(game, "bears")
    legal = [str(a) for a in game.legal_actions()]
    assert any(a.startswith("Grizzly Bears") for a in legal)
    assert not any(a.startswith("Expedition Raptor") for a in legal)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply("Expedition Raptor")
    assert game.to_json() == before
    game.apply(next(a for a in game.legal_actions() if str(a) == "Grizzly Bears"))
    for _ in range(10):
        if not game.state.stack_items:
            break
        acts = [str(a) for a in game.legal_actions()]
        game.apply("done" if "done" in acts else acts[0])
    assert game.obj(bears).counters == {"+1/+1": 1}
    assert game.obj(raptor).counters == {}


# -- 701.62 manifest dread ---------------------------------------------------------------------
def test_701_62a_manifest_dread_one_face_down_the_other_to_the_graveyard(solve) -> None:
    """Manifest Dread with Grizzly Bears and Lightning Bolt on top: Alice manifests the Bolt
    (a face-down 2/2 creature with no name, 701.40a) and the Bears goes to her graveyard."""
    out = solve("""
        name: manifest dread
        hand: {Alice: [Manifest Dread]}
        library: {Alice: [{card: Grizzly Bears, as: bears}, {card: Lightning Bolt, as: bolt},
                          {card: Plains, as: deep}]}
        actions:
          - {cast: Manifest Dread, choices: {manifest: bolt}}
        expect:
          bolt: {zone: battlefield, face_down: true, power: 2, toughness: 2,
                 types: [Creature], subtypes: []}
          bears: {zone: graveyard}
          deep: {zone: library}
    """)
    assert out.passed, out.failures
    assert out.game.chars(obj_id(out.game, "bolt")).name in (None, "")
    assert any(e.kind == "manifests_dread" for e in out.game.events)


def test_701_62a_manifest_dread_a_creature_card_can_turn_face_up(board) -> None:
    """Manifesting Grizzly Bears: Alice may turn it face up for its mana cost (701.40b); it
    is Grizzly Bears again."""
    game = board("""
        name: manifest dread face up
        battlefield: [Forest, Forest]
        hand: {Alice: [Manifest Dread]}
        library: {Alice: [{card: Grizzly Bears, as: bears}, {card: Lightning Bolt, as: bolt},
                          Plains]}
        actions:
          - {cast: Manifest Dread, choices: {manifest: bears}}
    """)
    bears = obj_id(game, "bears")
    assert game.obj(bears).face_down == "manifest"
    turn_up = [a for a in game.legal_actions() if f"#{bears}" in str(a) and "face up" in str(a)]
    assert turn_up, [str(a) for a in game.legal_actions()]
    game.apply(turn_up[0])
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    assert not game.obj(bears).face_down
    assert game.chars(bears).name == "Grizzly Bears"


def test_701_62b_manifest_dread_with_one_card_or_none(solve) -> None:
    """One card in the library: it is manifested. An empty library: nothing is manifested,
    and Alice still manifested dread (701.62b)."""
    out = solve("""
        name: manifest dread one card
        hand: {Alice: [Manifest Dread]}
        library: {Alice: [{card: Hill Giant, as: giant}]}
        actions:
          - {cast: Manifest Dread}
        expect:
          giant: {zone: battlefield, face_down: true, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: manifest dread empty
        hand: {Alice: [Manifest Dread]}
        actions:
          - {cast: Manifest Dread}
    """)
    assert out.passed, out.failures
    assert not out.game.state.battlefield()
    assert any(e.kind == "manifests_dread" for e in out.game.events)


# -- 701.61 forage -----------------------------------------------------------------------------
def test_701_61a_forage_by_exiling_three_cards(solve) -> None:
    """Treetop Sentries enters; Alice forages by exiling the three cards of her graveyard,
    so she draws a card."""
    out = solve("""
        name: forage exile
        hand: {Alice: [Treetop Sentries]}
        graveyard: {Alice: [{card: Shock, as: g1}, {card: Plains, as: g2},
                            {card: Grizzly Bears, as: g3}]}
        library: {Alice: [{card: Lightning Bolt, as: top}, Plains]}
        actions:
          - {cast: Treetop Sentries, choices: {may: "yes"}}
        expect:
          g1: {zone: exile}
          g2: {zone: exile}
          g3: {zone: exile}
          top: {zone: hand}
    """)
    assert out.passed, out.failures
    assert any(e.kind == "forages" for e in out.game.events)


def test_701_61a_forage_by_sacrificing_a_food(solve) -> None:
    """With a Food and three cards in her graveyard, Alice chooses to sacrifice the Food:
    the cards stay; she draws."""
    out = solve("""
        name: forage food
        battlefield: [{token: Food, as: food}]
        hand: {Alice: [Treetop Sentries]}
        graveyard: {Alice: [{card: Shock, as: g1}, Plains, Grizzly Bears]}
        library: {Alice: [{card: Lightning Bolt, as: top}, Plains]}
        actions:
          - {cast: Treetop Sentries, choices: {may: "yes", forage: food}}
        expect:
          g1: {zone: graveyard}
          top: {zone: hand}
    """)
    assert out.passed, out.failures
    assert not [o for o in out.game.state.battlefield() if out.game.obj(o).token is not None]


def test_701_61a_cant_forage_so_if_you_do_is_false(solve) -> None:
    """Two cards in the graveyard and no Food: Alice can't forage; she draws nothing."""
    out = solve("""
        name: forage impossible
        hand: {Alice: [Treetop Sentries]}
        graveyard: {Alice: [{card: Shock, as: g1}, Plains]}
        library: {Alice: [{card: Lightning Bolt, as: top}, Plains]}
        actions:
          - {cast: Treetop Sentries, choices: {may: "yes"}}
        expect:
          g1: {zone: graveyard}
          top: {zone: library}
    """)
    assert out.passed, out.failures
