"""Optional additional costs in words after a keyword, played through the real engine:
kicker (702.33a), buyback (702.27a), entwine (702.42a) and replicate (702.56a) whose cost is
"Sacrifice a creature", "Return a creature you control to its owner's hand", "Pay 4 life",
"Pay 3 life, Discard a card at random", "Sacrifice three lands", "Tap an untapped Dalek you
control". The player announces the cost (601.2b); its objects are chosen and paid with the
total cost (601.2h); paying life is losing it (119.4); a random discard is paid after the
other costs (601.2h, 701.9b); a cost that can't be paid isn't offered (118.3)."""

from __future__ import annotations

from casting_play import ALICE, kind, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import keywords_of


def _zone(game, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- 702.33a: kicker in words --------------------------------------------------------------
def test_702_33a_vicious_offering_kicked_by_sacrificing_a_creature_gives_minus_5(board) -> None:
    """Vicious Offering (Kicker—Sacrifice a creature): Alice announces the kicker, sacrifices
    her Bears as the total cost is paid (601.2h); kicked, Bob's 3/3 Hill Giant gets -5/-5
    and dies."""
    game = board("""
        name: offering
        battlefield: [Swamp, Swamp, {card: Grizzly Bears, as: mine},
                      {card: Hill Giant, controller: Bob, as: theirs}]
        hand: {Alice: [Vicious Offering]}
    """)
    before = game.state.players[ALICE].life
    take(game, "cast Vicious Offering")
    assert labels(game) == ["don't pay kicker Sacrifice a creature",
                            "pay kicker Sacrifice a creature"]
    take(game, "pay kicker", "~Hill Giant")
    if kind(game) == "cost":
        take(game, "~Grizzly")
    pass_until_empty(game)
    assert _zone(game, "mine") == "graveyard"  # paid as a cost
    assert _zone(game, "theirs") == "graveyard"  # -5/-5 on a 3/3 (702.33d: kicked)
    assert game.state.players[ALICE].life == before


def test_702_33a_vicious_offering_unkicked_gives_minus_2_and_keeps_the_creature(board) -> None:
    game = board("""
        name: offering unkicked
        battlefield: [Swamp, Swamp, {card: Grizzly Bears, as: mine},
                      {card: Hill Giant, controller: Bob, as: theirs}]
        hand: {Alice: [Vicious Offering]}
    """)
    take(game, "cast Vicious Offering", "don't pay kicker", "~Hill Giant")
    pass_until_empty(game)
    assert _zone(game, "mine") == "battlefield"
    assert _zone(game, "theirs") == "battlefield"  # 3/3 with -2/-2: a 1/1 until end of turn
    assert game.chars(obj_id(game, "theirs")).toughness == 1


def test_702_33a_118_3_a_sacrifice_kicker_isnt_offered_with_nothing_to_sacrifice(board) -> None:
    """118.3: with no creature of her own, Alice can't pay "Sacrifice a creature": she isn't
    asked to announce it."""
    game = board("""
        name: offering, nothing to sacrifice
        battlefield: [Swamp, Swamp, {card: Hill Giant, controller: Bob, as: theirs}]
        hand: {Alice: [Vicious Offering]}
    """)
    take(game, "cast Vicious Offering")
    assert not any("kicker" in a for a in labels(game))


def test_702_33a_arctic_merfolk_kicked_by_returning_a_creature_enters_with_a_counter(
        board) -> None:
    """Arctic Merfolk (Kicker—Return a creature you control to its owner's hand): the Bears
    go back to Alice's hand as the cost is paid; kicked, the Merfolk enters with a +1/+1
    counter (702.33d)."""
    game = board("""
        name: merfolk
        battlefield: [Island, Island, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Arctic Merfolk, as: merfolk}]}
    """)
    take(game, "cast Arctic Merfolk", "pay kicker")
    if kind(game) == "cost":
        take(game, "~Grizzly")
    pass_until_empty(game)
    assert _zone(game, "bears") == "hand"
    assert game.obj(obj_id(game, "merfolk")).counters.get("+1/+1") == 1


# -- 702.27a: buyback in words --------------------------------------------------------------
def test_702_27a_119_4_slaughter_bought_back_with_4_life_returns_to_hand(board) -> None:
    """Slaughter (Buyback—Pay 4 life): Alice pays 4 life as the total cost (119.4: paying life
    is losing it); the creature is destroyed and Slaughter returns to her hand (702.27a)."""
    game = board("""
        name: slaughter
        battlefield: [Swamp, Swamp, Swamp, Swamp, {card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [{card: Slaughter, as: slaughter}]}
    """)
    take(game, "cast Slaughter", "pay buyback")
    assert game.state.players[ALICE].life == 16
    pass_until_empty(game)
    assert _zone(game, "giant") == "graveyard"
    assert _zone(game, "slaughter") == "hand"


def test_702_27a_119_4_buyback_for_life_isnt_offered_with_too_little_life(board) -> None:
    """119.4 / 118.3: with 3 life Alice can't pay 4 life: no buyback announcement."""
    game = board("""
        name: slaughter, low life
        battlefield: [Swamp, Swamp, Swamp, Swamp, {card: Hill Giant, controller: Bob}]
        hand: {Alice: [{card: Slaughter, as: slaughter}]}
        actions: [{set: {player: Alice, life: 3}}]
    """)
    take(game, "cast Slaughter")
    assert not any("buyback" in a for a in labels(game))
    pass_until_empty(game)
    assert _zone(game, "slaughter") == "graveyard"
    assert game.state.players[ALICE].life == 3


def test_119_4_at_negative_life_a_spell_with_an_unannounced_life_buyback_is_cast(board) -> None:
    """119.4: a player can always pay 0 life. Alice at -2 (kept in the game by Platinum
    Angel) casts Slaughter without announcing buyback (Pay 4 life): the cast is legal, the
    giant is destroyed and her life total stays -2."""
    game = board("""
        name: slaughter, negative life
        battlefield: [Platinum Angel, Swamp, Swamp, Swamp, Swamp,
                      {card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [{card: Slaughter, as: slaughter}]}
        actions: [{set: {player: Alice, life: -2}}]
    """)
    take(game, "cast Slaughter")
    assert not any("buyback" in a for a in labels(game))
    take(game, "~Hill Giant")
    pass_until_empty(game)
    assert _zone(game, "giant") == "graveyard"
    assert _zone(game, "slaughter") == "graveyard"
    assert game.state.players[ALICE].life == -2


def test_702_27a_701_9b_flowstone_flood_buyback_pays_life_and_a_random_discard(board) -> None:
    """Flowstone Flood (Buyback—Pay 3 life, Discard a card at random): 3 life and one card of
    Alice's two others, picked at random after the other costs (601.2h, 701.9b)."""
    game = board("""
        name: flowstone
        battlefield: [Mountain, Mountain, Mountain, Mountain, {card: Forest, controller: Bob,
                      as: land}]
        hand: {Alice: [{card: Flowstone Flood, as: flood}, Island, Plains]}
    """)
    take(game, "cast Flowstone Flood", "pay buyback", "~Forest")
    assert game.state.players[ALICE].life == 17
    assert len(game.state.zone_list("hand", ALICE)) == 1  # one of the two, at random
    assert len(game.state.zone_list("graveyard", ALICE)) == 1
    pass_until_empty(game)
    assert _zone(game, "land") == "graveyard"
    assert _zone(game, "flood") == "hand"


# -- 702.42a: entwine in words ---------------------------------------------------------------
def test_702_42a_betrayal_of_flesh_entwined_by_sacrificing_three_lands(board) -> None:
    """Betrayal of Flesh (Entwine—Sacrifice three lands): entwined, both modes: Bob's creature
    is destroyed and Alice's creature card returns; three of her lands are sacrificed."""
    game = board("""
        name: betrayal
        battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp,
                      {card: Hill Giant, controller: Bob, as: giant}]
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        hand: {Alice: [Betrayal of Flesh]}
    """)
    take(game, "cast Betrayal of Flesh", "pay entwine")
    for _ in range(6):
        if kind(game) != "cost" and kind(game) != "target":
            break
        take(game, labels(game)[0])
    pass_until_empty(game)
    assert _zone(game, "giant") == "graveyard"
    assert _zone(game, "bears") == "battlefield"
    swamps = [o for o in game.state.battlefield() if game.name_of(o) == "Swamp"]
    assert len(swamps) == 6


# -- reading ---------------------------------------------------------------------------------
def test_702_33a_702_56a_costs_in_words_the_engine_pays_are_enforced() -> None:
    for line in ("Kicker—Sacrifice a creature.", "Kicker—{2}{R}, Sacrifice a land.",
                 "Buyback—Pay 3 life, Discard a card at random.", "Entwine—Sacrifice two lands.",
                 "Replicate—Tap an untapped Dalek you control.",
                 "Squad—Exile four cards from your graveyard."):
        found = keywords_of(line)
        assert found is not None and len(found) == 1 and enforced(found[0]), line


def test_702_33a_costs_in_words_the_engine_cant_pay_stay_unread() -> None:
    """Principle 5: "Kicker—Sacrifice any number of creatures" (announced how many) and a cost
    the grammar doesn't know stay unsupported."""
    for line in ("Kicker—Sacrifice any number of creatures.", "Buyback—Mill a card.",
                 "Replicate—Pay {E}{E}{E}."):
        found = keywords_of(line)
        assert found is None or not all(enforced(k) for k in found), line



# -- 702.56a: replicate in words ---------------------------------------------------------------
def test_702_56a_exterminate_replicated_by_tapping_a_dalek(board) -> None:
    """Exterminate! (Replicate—Tap an untapped Dalek you control): Alice pays the replicate
    cost once, tapping one of her two Daleks (a Dalek Squadron; a changeling Outcast is a Dalek too,
    702.73a) (601.2h); the replicate trigger copies the spell
    once (702.56a) and the copy takes Bob's other creature: both die, Bob loses 3 life twice."""
    game = board("""
        name: exterminate
        battlefield: [Swamp, Swamp, Swamp, {card: Dalek Squadron, as: d1},
                      {card: Changeling Outcast, as: d2},
                      {card: Hill Giant, controller: Bob, as: giant},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Exterminate!]}
    """)
    take(game, "cast Exterminate!", "pay replicate Tap 1 untapped Dalek you control 1 time")
    while kind(game) in ("cost", "target"):
        take(game, "~Hill Giant" if any("Hill Giant" in a for a in labels(game))
             else labels(game)[0])
    tapped = [a for a in ("d1", "d2") if game.obj(obj_id(game, a)).tapped]
    assert len(tapped) == 1
    for _ in range(20):
        if not game.state.stack_items and kind(game) == "priority":
            break
        options = labels(game)
        bears = [o for o in options if "Grizzly" in o]
        take(game, bears[0] if bears else "pass" if "pass" in options else options[0])
    assert _zone(game, "giant") == "graveyard"
    assert _zone(game, "bears") == "graveyard"
    assert game.state.players[1].life == 14
