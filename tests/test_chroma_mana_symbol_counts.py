"""202.2a, 107.4e, 202.2d: counting the mana symbols of one color in mana costs, the counts
the chroma cards use (207.2c: chroma itself is only an ability word). A hybrid or Phyrexian
symbol of that color counts once; a card with no mana cost counts none. Boards played with
the real engine: Light from Within (613.4c, 7c), Primalcrux and Umbra Stalker (604.3, 7a)."""

from __future__ import annotations

from conftest import obj_id


def _pt(game, alias: str) -> tuple[int, int]:
    ch = game.chars(obj_id(game, alias))
    return ch.power, ch.toughness


def test_613_4c_light_from_within_counts_each_creatures_own_white_symbols(board) -> None:
    """Light from Within: Serra Angel ({3}{W}{W}) gets +2/+2, Kitchen Finks ({1}{G/W}{G/W})
    +2/+2 (hybrid symbols are white too, 107.4e), Grizzly Bears ({1}{G}) nothing; Bob's
    Serra Angel isn't Alice's and is unchanged."""
    game = board("""
        name: light from within
        battlefield:
          - {card: Light from Within, controller: Alice}
          - {card: Serra Angel, controller: Alice, as: angel}
          - {card: Kitchen Finks, controller: Alice, as: finks}
          - {card: Grizzly Bears, controller: Alice, as: bears}
          - {card: Serra Angel, controller: Bob, as: theirs}
    """)
    assert _pt(game, "angel") == (6, 6)
    assert _pt(game, "finks") == (5, 4)
    assert _pt(game, "bears") == (2, 2)
    assert _pt(game, "theirs") == (4, 4)


def test_604_3_primalcrux_counts_green_symbols_among_permanents_you_control(board) -> None:
    """Primalcrux ({G}{G}{G}{G}{G}{G}) with Kitchen Finks ({1}{G/W}{G/W}) and a Forest (no
    mana cost): 6 + 2 green symbols, an 8/8; Bob's Grizzly Bears aren't counted."""
    game = board("""
        name: primalcrux
        battlefield:
          - {card: Primalcrux, controller: Alice, as: crux}
          - {card: Kitchen Finks, controller: Alice}
          - {card: Forest, controller: Alice}
          - {card: Grizzly Bears, controller: Bob}
    """)
    assert _pt(game, "crux") == (8, 8)


def test_604_3_umbra_stalker_counts_black_symbols_of_cards_in_your_graveyard(board) -> None:
    """Umbra Stalker: Phyrexian Obliterator ({B}{B}{B}{B}) and Dismember ({1}{B/P}{B/P}: a
    Phyrexian symbol is its color, 202.2d) in Alice's graveyard are 6 black symbols, a 6/6;
    Bob's graveyard and Umbra Stalker's own cost don't count."""
    game = board("""
        name: umbra stalker
        battlefield: [{card: Umbra Stalker, controller: Alice, as: stalker}]
        graveyard: {Alice: [Phyrexian Obliterator, Dismember, Forest],
                    Bob: [Phyrexian Obliterator]}
    """)
    assert _pt(game, "stalker") == (6, 6)


def test_608_2h_springjack_shepherd_makes_a_goat_for_each_white_symbol(board) -> None:
    """Springjack Shepherd ({3}{W}) enters beside Serra Angel ({3}{W}{W}) and Kitchen Finks
    ({1}{G/W}{G/W}): its trigger counts 1 + 2 + 2 white symbols as it resolves, five Goats."""
    from arbiter.engine.casting.spells import cast
    from arbiter.engine.turn.steps import resolve_all

    game = board("""
        name: springjack shepherd
        battlefield:
          - {card: Serra Angel, controller: Alice}
          - {card: Kitchen Finks, controller: Alice}
          - Plains
          - Plains
          - Plains
          - Plains
        hand: {Alice: [{card: Springjack Shepherd, as: shepherd}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, obj_id(game, "shepherd"), 0, [], {}, pay=True)
    resolve_all(game)
    goats = [o for o in game.state.battlefield() if "Goat" in game.chars(o).subtypes]
    assert len(goats) == 5
