"""Choosing the face of a card as it is cast or played (`engine.casting.faces`): a modal
double-faced card's back face cast (712.11b) or played as a land (712.12), an adventurer
card cast as an Adventure (715.3) and played from exile afterwards (715.3d), an omen card
cast as an Omen and shuffled into its owner's library (720.3d). Each plays the real engine
through the public API; the cards and their text are the bundled card data."""

from __future__ import annotations

from casting_play import labels, pass_until_empty, take
from conftest import obj_id

ALICE = 0


def _card_zone(game, card: str) -> list[str]:
    return [o.zone for o in game.state.objects.values() if o.card == card
            and not o.zone.startswith("left:")]


def test_712_12_a_modal_double_faced_land_back_face_is_played_with_that_face_up(board) -> None:
    """Spikefield Hazard // Spikefield Cave in hand: Alice may cast the instant or play the
    back face as her land (712.12); played, it is Spikefield Cave on the battlefield, a land
    that entered tapped by its own replacement effect (614.1c), and her land play is used."""
    game = board("""
        name: mdfc land
        battlefield: [Mountain]
        hand: {Alice: [{card: "Spikefield Hazard // Spikefield Cave", as: sf}]}
    """)
    sf = obj_id(game, "sf")
    assert f"play Spikefield Cave#{sf}" in labels(game)
    assert f"cast Spikefield Hazard#{sf}" in labels(game)
    take(game, f"play Spikefield Cave#{sf}")
    land = obj_id(game, "sf")
    ch = game.chars(land)
    assert game.obj(land).zone == "battlefield" and ch.name == "Spikefield Cave"
    assert ch.types == {"Land"} and game.obj(land).tapped
    assert game.state.turn.lands_played == 1


def test_712_11b_a_back_face_cast_is_that_face_on_the_stack_and_the_battlefield(board) -> None:
    """Esika, God of the Tree // The Prismatic Bridge ({W}{U}{B}{R}{G}) with one land of each
    basic type: Esika ({1}{G}{G}) can't be paid with one Forest, the back face can. Alice
    casts The Prismatic Bridge: on the stack it has only that face's characteristics (712.8f,
    712.11c) and it resolves into a legendary enchantment named The Prismatic Bridge
    (712.13)."""
    game = board("""
        name: mdfc back face
        battlefield: [Plains, Island, Swamp, Mountain, Forest]
        hand: {Alice: [{card: "Esika, God of the Tree // The Prismatic Bridge", as: esika}]}
    """)
    esika = obj_id(game, "esika")
    casts = [x for x in labels(game) if x.startswith("cast")]
    assert casts == [f"cast The Prismatic Bridge#{esika}"]  # 712.11c: Esika can't be paid
    take(game, casts[0])
    spell = game.state.stack_items[-1].source
    assert game.chars(spell).name == "The Prismatic Bridge"
    assert game.chars(spell).types == {"Enchantment"}
    pass_until_empty(game)
    bridge = obj_id(game, "esika")
    ch = game.chars(bridge)
    assert (game.obj(bridge).zone, ch.name) == ("battlefield", "The Prismatic Bridge")
    assert ch.types == {"Enchantment"} and "Legendary" in ch.supertypes


def test_715_3_cast_as_an_adventure_then_exiled_and_cast_from_exile(board) -> None:
    """Giant Killer // Chop Down: with only a 3/3 to target, Chop Down can't be cast. With a
    Craw Wurm, Alice casts Chop Down ({2}{W}, 715.3a: only the Adventure's
    characteristics are judged) and destroys Bob's 6/4; the card is exiled instead of going to
    her graveyard (715.3d). From exile she may cast Giant Killer, but not Chop Down again by
    that permission (`test_715_3d_a_creature_cast_from_exile_after_its_adventure`)."""
    game = board("""
        name: adventure
        battlefield: [Plains, Plains, Plains, {card: Hill Giant, controller: Bob}]
        hand: {Alice: [{card: "Giant Killer // Chop Down", as: gk}]}
    """)
    gk = obj_id(game, "gk")
    # 715.3a / 601.2c: Chop Down has no legal target (Hill Giant's power is 3)
    assert [x for x in labels(game) if x.startswith("cast")] == [f"cast Giant Killer#{gk}"]
    game2 = board("""
        name: adventure target
        battlefield:
          - Plains
          - Plains
          - Plains
          - {card: Craw Wurm, controller: Bob, as: wurm}
        hand: {Alice: [{card: "Giant Killer // Chop Down", as: gk}]}
    """)
    gk = obj_id(game2, "gk")
    wurm = obj_id(game2, "wurm")
    take(game2, f"cast Chop Down#{gk}")
    spell = game2.state.stack_items[-1].source
    ch = game2.chars(spell)
    assert (ch.name, ch.types, "Adventure" in ch.subtypes) == ("Chop Down", {"Instant"}, True)
    pass_until_empty(game2)
    assert game2.obj(wurm).zone == "left:battlefield"  # destroyed
    assert _card_zone(game2, "Giant Killer // Chop Down") == ["exile"]
    exiled = obj_id(game2, "gk")
    assert game2.chars(exiled).name == "Giant Killer"  # 715.4: its normal characteristics
    assert not [x for x in labels(game2) if x.startswith("cast")]  # no mana left


def test_715_3d_a_creature_cast_from_exile_after_its_adventure(board) -> None:
    """With mana and a second Craw Wurm left after Chop Down, Alice may cast Giant Killer from
    exile (715.3d: she may play it as long as it remains exiled) but not Chop Down ("It can't
    be cast as an Adventure this way"); Giant Killer resolves into a 1/2 creature she
    controls."""
    game = board("""
        name: adventure then creature
        battlefield:
          - Plains
          - Plains
          - Plains
          - Plains
          - Plains
          - Plains
          - {card: Craw Wurm, controller: Bob}
          - {card: Craw Wurm, controller: Bob}
        hand: {Alice: [{card: "Giant Killer // Chop Down", as: gk}]}
    """)
    take(game, f"cast Chop Down#{obj_id(game, 'gk')}", "Craw Wurm")
    pass_until_empty(game)
    exiled = obj_id(game, "gk")
    assert f"cast Chop Down#{exiled}" not in labels(game)
    take(game, f"cast Giant Killer#{exiled}")
    pass_until_empty(game)
    killer = obj_id(game, "gk")
    ch = game.chars(killer)
    assert (game.obj(killer).zone, ch.name, ch.power, ch.toughness) == (
        "battlefield", "Giant Killer", 1, 2)
    assert ch.controller == ALICE


def test_715_3d_an_adventure_that_doesnt_resolve_goes_to_the_graveyard(board) -> None:
    """715.3d applies only as the Adventure resolves: Chop Down whose only target left the
    battlefield doesn't resolve (608.2b) and the card goes to its owner's graveyard."""
    game = board("""
        name: adventure fizzles
        battlefield:
          - Plains
          - Plains
          - Plains
          - {card: Craw Wurm, controller: Bob, as: wurm}
        hand: {Alice: [{card: "Giant Killer // Chop Down", as: gk}]}
    """)
    take(game, f"cast Chop Down#{obj_id(game, 'gk')}")
    game.move(obj_id(game, "wurm"), "hand")  # the target leaves before Chop Down resolves
    pass_until_empty(game)
    assert _card_zone(game, "Giant Killer // Chop Down") == ["graveyard"]


def test_720_3d_an_omen_is_shuffled_into_its_owners_library(board) -> None:
    """Sagu Wildling // Roost Seek: cast as the Omen Roost Seek ({G}), Alice finds a Forest;
    as it resolves the card is shuffled into her library instead of going to her graveyard
    (720.3d)."""
    game = board("""
        name: omen
        battlefield: [Forest]
        library: {Alice: [Forest, Island], Bob: [Plains]}
        hand: {Alice: [{card: "Sagu Wildling // Roost Seek", as: sagu}]}
    """)
    take(game, f"cast Roost Seek#{obj_id(game, 'sagu')}")
    pass_until_empty(game)  # the search's question is pending as it resolves
    take(game, "Forest")
    assert _card_zone(game, "Sagu Wildling // Roost Seek") == ["library"]
    assert "Forest" in [game.name_of(o) for o in game.state.zone_list("hand", ALICE)]


def test_715_3d_an_effect_casting_it_free_may_cast_it_as_an_adventure(board) -> None:
    """Kari Zev's Expertise lets Alice cast a spell with mana value 2 or less from her hand
    without paying its mana cost (608.2g, 118.9): she chooses the face (715.3), Petty Theft
    ({1}{U}; Brazen Borrower's {1}{U}{U} is 3, 715.3a); it returns Bob's Hill Giant to his hand
    and Brazen Borrower is exiled on its adventure (715.3d)."""
    game = board("""
        name: expertise adventure
        battlefield:
          - Mountain
          - Mountain
          - Mountain
          - Mountain
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [{card: "Kari Zev's Expertise", as: kz},
                       {card: "Brazen Borrower // Petty Theft", as: bb}]}
    """)
    take(game, f"cast Kari Zev's Expertise#{obj_id(game, 'kz')}", "Grizzly Bears")
    pass_until_empty(game)
    take(game, "Brazen Borrower")  # the card to cast from her hand
    assert labels(game) == ["Brazen Borrower", "Petty Theft"]  # 715.3: the caster chooses
    take(game, "Petty Theft")  # its one legal target, Hill Giant, is chosen by itself
    pass_until_empty(game)
    assert game.obj(obj_id(game, "giant")).zone == "hand"
    assert _card_zone(game, "Brazen Borrower // Petty Theft") == ["exile"]
