"""Cycling (702.29) played through the real engine: "Cycling [cost]" means "[Cost], Discard
this card: Draw a card." (702.29a), activated from the hand (113.6j) and offered there with
its cost paid; typecycling searches for its type (702.29e) and is cycling (702.29f); "When
you cycle this card" triggers from where the card went (702.29c); "Whenever you cycle or
discard a card" triggers once (702.29d). Plus the Oracle lines of real cards, read or left
unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate, keyword_activated
from arbiter.engine.stack.items import StackItem
from arbiter.engine.turn.player_actions import perform
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.from_hand import DiscardSelf
from arbiter.rules.instructions import Draw, SearchLibrary
from arbiter.rules.selectors import And, IsSubtype, IsSupertype, IsType

ALICE, BOB = 0, 1


def _zone(game, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- the keyword lines (702.29a, 702.29e) ------------------------------------------------------
@pytest.mark.parametrize(("line", "cost", "searches"), [
    ("Cycling {2} ({2}, Discard this card: Draw a card.)", "{2}", None),  # Archfiend of Ifnir
    ("Cycling {U} ({U}, Discard this card: Draw a card.)", "{U}", None),  # Hieroglyphic Ill.
    ("Cycling {X}{1}{U} ({X}{1}{U}, Discard this card: Draw a card.)", "{X}{1}{U}",
     None),                                                                # Shark Typhoon
    ("Basic landcycling {1} ({1}, Discard this card: Search your library for a basic land "
     "card, reveal it, put it into your hand, then shuffle.)", "{1}",
     And((IsSupertype("Basic"), IsType("Land")))),                        # Ash Barrens
    ("Plainscycling {2} ({2}, Discard this card: Search your library for a Plains card, "
     "reveal it, put it into your hand, then shuffle.)", "{2}", IsSubtype("Plains")),
    ("Slivercycling {3} ({3}, Discard this card: Search your library for a Sliver card, "
     "reveal it, put it into your hand, then shuffle.)", "{3}", IsSubtype("Sliver")),
    ("Artifact landcycling {2}", "{2}", And((IsType("Artifact"), IsType("Land")))),
])
def test_702_29a_and_702_29e_cycling_lines_read_as_hand_abilities(line, cost, searches) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "cycling"  # 702.29f: typecycling is cycling
    ab = keyword_activated(kw)
    assert ab is not None and ab.zone == "hand" and ab.keyword == "cycling"
    assert ab.cost == (ManaPayment(cost), DiscardSelf(cycling=True))
    if searches is None:
        assert ab.instructions == (Draw(1),)
    else:
        assert ab.instructions == (SearchLibrary(searches, to="hand"),)


def test_702_29_two_cycling_keywords_on_one_line() -> None:
    """"Cycling {2}, swampcycling {2}" (Twisted Abomination's kin): two abilities."""
    first, second = parse_keyword_line("Cycling {2}, swampcycling {2}")
    assert keyword_activated(first).instructions == (Draw(1),)
    assert keyword_activated(second).instructions == (SearchLibrary(IsSubtype("Swamp"),
                                                                    to="hand"),)


@pytest.mark.parametrize("line", [
    # "a card with affinity" is no type (205): not typecycling the engine reads
    "Affinitycycling {2} ({2}, Discard this card: Search your library for a card with "
    "affinity, reveal it, put it into your hand, then shuffle.)",
])
def test_702_29e_a_cycling_word_that_names_no_type_stays_unread(line: str) -> None:
    assert parse_keyword_line(line) is None


def test_702_29a_a_cycling_cost_the_engine_cant_pay_stays_unread() -> None:
    """A cycling cost in words the engine doesn't pay as an activation cost ("Tap an untapped
    creature you control") is recognised as cycling but left unread (principle 5); Street
    Wraith's "Cycling—Pay 2 life." is paid (`test_cycling_costs_in_words_702_29a`)."""
    line = "Cycling\u2014Tap an untapped creature you control."
    found = keywords_of(line)
    assert found is not None and found[0].keyword == "cycling"
    assert keyword_activated(found[0]) is None
    assert parse_keyword_line(line) is None
    wraith = "Cycling\u2014Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)"
    assert parse_keyword_line(wraith) is not None


# -- cycling a card (702.29a) ------------------------------------------------------------------
def test_702_29a_cycling_discards_the_card_and_draws_a_card(solve) -> None:
    """Alice cycles Hieroglyphic Illumination (Cycling {U}): it goes to her graveyard and she
    draws the top card of her library."""
    out = solve("""
        name: cycling
        hand: {Alice: [{card: Hieroglyphic Illumination, as: hi}]}
        library: {Alice: [{card: Island, as: top}, {card: Forest, as: second}]}
        actions:
          - activate: {card: hi, ability: cycling}
        expect:
          hi: {zone: graveyard}
          top: {zone: hand}
          second: {zone: library}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    assert any(e.kind == "discard" for e in out.game.events)  # 701.9a: it was discarded


_OFFERED = """
    name: cycling offered
    battlefield: [{{card: Island, as: island}}{extra}]
    hand: {{Alice: [{{card: Hieroglyphic Illumination, as: hi}}],
            Bob: [{{card: Hieroglyphic Illumination, as: bobs}}]}}
    library: {{Alice: [{{card: Forest, as: top}}], Bob: [Forest]}}
"""


def _cycle_action(game, alias: str, player: int = ALICE):
    oid = obj_id(game, alias)
    return next((a for a in priority_actions(game, player)
                 if a.kind == "activate" and a.obj == oid), None)


def test_702_29a_cycling_is_offered_from_the_hand_and_paid_with_mana(board) -> None:
    """117.1 / 602.2: with priority and an untapped Island, cycling is one of Alice's
    options; taking it taps the Island for {U} (601.2g-h), discards the card and draws."""
    game = board(_OFFERED.format(extra=""))
    action = _cycle_action(game, "hi")
    assert action is not None and "Cycling {U}" in action.label
    assert _cycle_action(game, "bobs") is None  # 602.2: only its owner may activate it
    perform(game, ALICE, action)
    assert game.obj(obj_id(game, "island")).tapped
    assert _zone(game, "hi") == "graveyard"
    item = game.state.stack_items[-1]
    assert isinstance(item, StackItem) and item.ability.keyword == "cycling"


def test_118_3_cycling_is_not_offered_without_the_mana(board) -> None:
    """118.3: a cost a player can't pay fully can't be paid: with the Island tapped, cycling
    isn't offered."""
    game = board(_OFFERED.format(extra="").replace("as: island}", "as: island, tapped: true}"))
    assert _cycle_action(game, "hi") is None


def test_702_29b_cycling_exists_on_the_battlefield_but_works_from_the_hand(board) -> None:
    """702.29b: Archfiend of Ifnir on the battlefield still has cycling (it has an activated
    ability), but it can be activated only from the hand (113.6j)."""
    game = board("""
        name: cycling on the battlefield
        battlefield: [Swamp, Swamp, {card: Archfiend of Ifnir, as: fiend}]
        library: {Alice: [Forest]}
    """)
    fiend = obj_id(game, "fiend")
    assert game.chars(fiend).has_keyword("cycling")
    assert _cycle_action(game, "fiend") is None
    with pytest.raises(IllegalActionError, match="only from the hand"):
        activate(game, fiend, ALICE, "cycling", [], {})


# -- typecycling (702.29e-f) --------------------------------------------------------------------
_TYPECYCLING = """
    name: typecycling
    hand: {{Alice: [{{card: Ash Barrens, as: ash}}, {{card: Angel of the Ruins, as: angel}}]}}
    library: {{Alice: [{{card: Island, as: island}}, {{card: Evolving Wilds, as: wilds}},
                       {{card: Plains, as: plains}}, {{card: Snow-Covered Forest, as: forest}}]}}
    actions:
      - activate: {{card: {card}, ability: cycling, choices: {{search: {pick}}}}}
"""


def test_702_29e_basic_landcycling_finds_a_basic_land_card(solve) -> None:
    """Ash Barrens's basic landcycling: Alice searches for a basic land card (a snow one is
    basic too), puts it into her hand and shuffles; Ash Barrens is in her graveyard."""
    out = solve(_TYPECYCLING.format(card="ash", pick="forest"))
    game = out.game
    assert _zone(game, "forest") == "hand" and _zone(game, "ash") == "graveyard"
    assert _zone(game, "island") == "library" and _zone(game, "wilds") == "library"


def test_702_29e_basic_landcycling_cant_find_a_nonbasic_land(solve) -> None:
    """701.23a: only a card matching the description can be found: Evolving Wilds is a land
    but not basic."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_TYPECYCLING.format(card="ash", pick="wilds"))


def test_702_29e_plainscycling_finds_only_a_plains(solve) -> None:
    out = solve(_TYPECYCLING.format(card="angel", pick="plains"))
    game = out.game
    assert _zone(game, "plains") == "hand" and _zone(game, "angel") == "graveyard"
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_TYPECYCLING.format(card="angel", pick="island"))


def test_702_29f_typecycling_is_cycling_for_whenever_you_cycle(solve) -> None:
    """702.29f: "Whenever you cycle another card" (Drannith Healer) triggers when Alice
    plainscycles Angel of the Ruins: she gains 1 life."""
    out = solve("""
        name: typecycling triggers
        battlefield: [Drannith Healer]
        hand: {Alice: [{card: Angel of the Ruins, as: angel}]}
        library: {Alice: [{card: Plains, as: plains}]}
        actions:
          - activate: {card: angel, ability: cycling, choices: {search: plains}}
        expect:
          player Alice: {life: 21}
          plains: {zone: hand}
    """)
    assert out.passed, out.failures


# -- triggers on cycling (702.29c-d) -----------------------------------------------------------
def test_702_29c_when_you_cycle_this_card_triggers_from_the_graveyard(solve) -> None:
    """Stir the Sands: "When you cycle this card, create a 2/2 black Zombie creature token."
    The card is in the graveyard when its ability triggers (702.29c); the trigger goes on the
    stack above the cycling ability and resolves first ("do this before you draw")."""
    out = solve("""
        name: cycle trigger
        hand: {Alice: [{card: Stir the Sands, as: sands}]}
        library: {Alice: [{card: Island, as: top}]}
        actions:
          - activate: {card: sands, ability: cycling, respond: true}
    """)
    game = out.game
    assert _zone(game, "sands") == "graveyard"
    top, below = game.state.stack_items[-1], game.state.stack_items[-2]
    assert isinstance(top.ability, TriggeredAbility) and "Zombie" in top.ability.text
    assert below.ability.keyword == "cycling"
    assert top.source == obj_id(game, "sands")  # the card in the graveyard is its source
    from arbiter.engine.turn.steps import resolve_all

    resolve_all(game)
    zombies = [o for o in game.state.battlefield() if game.name_of(o) == "Zombie Token"]
    assert len(zombies) == 1 and game.chars(zombies[0]).power == 2
    assert _zone(game, "top") == "hand"


def test_702_29c_discarding_it_otherwise_is_not_cycling(solve) -> None:
    """702.29c: only discarding it to pay a cycling cost is cycling it: Bob discarding Stir
    the Sands to Alice's Mind Rot ("Target player discards two cards.") makes no Zombie."""
    out = solve("""
        name: discard is not cycling
        hand: {Alice: [{card: Mind Rot, as: rot}], Bob: [{card: Stir the Sands, as: sands},
                                                        {card: Island, as: island}]}
        actions:
          - cast: Mind Rot
            targets: [Bob]
    """)
    game = out.game
    assert _zone(game, "sands") == "graveyard"
    assert not any(game.name_of(o) == "Zombie Token" for o in game.state.battlefield())


def test_107_3e_shark_typhoons_trigger_uses_the_x_of_its_cycling_cost(solve) -> None:
    """Shark Typhoon: "Cycling {X}{1}{U}" and "When you cycle this card, create an X/X blue
    Shark creature token with flying." Cycled with X = 3: a 3/3 flying Shark."""
    out = solve("""
        name: shark typhoon
        hand: {Alice: [{card: Shark Typhoon, as: shark}]}
        library: {Alice: [Island]}
        actions:
          - activate: {card: shark, ability: cycling, choices: {x: 3}}
    """)
    game = out.game
    (shark,) = [o for o in game.state.battlefield() if game.name_of(o) == "Shark Token"]
    ch = game.chars(shark)
    assert (ch.power, ch.toughness) == (3, 3) and ch.has_keyword("flying")


def test_702_29d_cycle_or_discard_triggers_once_for_a_cycled_card(solve) -> None:
    """702.29d: Flameblade Adept ("Whenever you cycle or discard a card, this creature gets
    +1/+0 until end of turn") triggers once when Alice cycles a card: 2/2, not 3/2."""
    out = solve("""
        name: cycle or discard
        battlefield: [{card: Flameblade Adept, as: adept}]
        hand: {Alice: [{card: Hieroglyphic Illumination, as: hi}]}
        library: {Alice: [Island]}
        actions:
          - activate: {card: hi, ability: cycling}
        expect:
          adept: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_702_29c_you_cycle_another_card_and_a_player_cycles_a_card(solve) -> None:
    """Drannith Healer ("Whenever you cycle another card, you gain 1 life") sees only its
    controller's cycling; Stoic Champion ("Whenever a player cycles a card, this creature
    gets +2/+2") sees anyone's. Bob cycles: Alice gains nothing, her Champion is 4/4."""
    out = solve("""
        name: whose cycling
        battlefield: [Drannith Healer, {card: Stoic Champion, as: champion}]
        hand: {Bob: [{card: Hieroglyphic Illumination, as: hi}]}
        library: {Bob: [Island]}
        actions:
          - activate: {card: hi, ability: cycling, by: Bob}
        expect:
          player Alice: {life: 20}
          champion: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_702_29c_cycle_trigger_and_dies_trigger_bant_sojourners(solve) -> None:
    """Bant Sojourners: "When you cycle this card and when this creature dies, you may create
    a 1/1 white Soldier creature token." Cycled from the hand: one Soldier."""
    out = solve("""
        name: sojourners
        hand: {Alice: [{card: Bant Sojourners, as: bant}]}
        library: {Alice: [Island]}
        actions:
          - activate: {card: bant, ability: cycling, choices: {may: yes}}
    """)
    game = out.game
    soldiers = [o for o in game.state.battlefield() if game.name_of(o) == "Soldier Token"]
    assert len(soldiers) == 1


# -- Oracle lines of triggers (702.29c-d) ------------------------------------------------------
@pytest.mark.parametrize(("line", "event", "subject", "other"), [
    ("When you cycle this card, destroy all lands.", "cycle", "self", False),
    ("Whenever you cycle or discard a card, this creature gets +1/+0 until end of turn.",
     "discard", "you", False),
    ("Whenever you cycle or discard another card, scry 1.", "discard", "you", True),
    ("Whenever you cycle another card, you gain 1 life.", "cycle", "you", True),
    ("Whenever you cycle a card, this creature gets +2/+0 until end of turn.", "cycle", "you",
     False),
    ("Whenever a player cycles a card, this creature gets +2/+2 until end of turn.", "cycle",
     "any", False),
])
def test_702_29c_trigger_lines(line: str, event: str, subject: str, other: bool) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject) == (event, subject)
    assert (ab.trigger.selector is not None) == other


@pytest.mark.parametrize("line", [
    # "it" after a compound trigger names no single object (`compiler.lines`)
    "When you cycle this card and when this creature dies, you may have it deal 1 damage to "
    "any target.",
    # "for the first time each turn" isn't read
    "Whenever you cycle another card for the first time each turn, create a 1/1 white Human "
    "Soldier creature token.",
    "Whenever you cycle this card or cycle another card while this enchantment is on the "
    "battlefield, you may exile target creature.",
])
def test_702_29c_trigger_lines_left_unread(line: str) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, UnsupportedAbility)


def test_702_29_stir_the_sands_is_read_from_its_oracle_text() -> None:
    """Stir the Sands is compiled (no hand-written definition): a spell, cycling and the
    cycle trigger."""
    abilities = Catalog().abilities("Stir the Sands", 0)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    assert any(getattr(a, "keyword", None) == "cycling" for a in abilities)
