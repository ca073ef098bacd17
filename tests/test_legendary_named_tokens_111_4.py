"""111.4, 205.4a: "create Boo, a legendary 1/1 red Hamster creature token with trample and
haste": a legendary token with the name the effect gives it (its quoted abilities may call
it by that name, 201.5a). Principle 5: a token whose
quoted ability isn't read leaves the line creating it unread."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text


def _named(game, name: str) -> list[int]:
    return [o for o in game.state.battlefield() if game.chars(o).name == name]


def test_111_4_minsc_creates_boo(board) -> None:
    game = board("""
        name: Minsc
        hand: {Alice: ["Minsc, Beloved Ranger"]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: "Minsc, Beloved Ranger"}
    """)
    [boo] = _named(game, "Boo")
    ch = game.chars(boo)
    assert "Legendary" in ch.supertypes and set(ch.subtypes) == {"Hamster"}
    assert (ch.power, ch.toughness) == (1, 1)
    assert {k.keyword for k in ch.keyword_abilities("trample")} == {"trample"}
    assert ch.keyword_abilities("haste")


def test_111_4_tolsimir_names_voja_friend_to_elves(board) -> None:
    """A name holding a comma ("Voja, Friend to Elves, a legendary 3/3 ...")."""
    game = board("""
        name: Tolsimir
        hand: {Alice: ["Tolsimir, Friend to Wolves"]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: "Tolsimir, Friend to Wolves", choices: {may: false}}
    """)
    [voja] = _named(game, "Voja, Friend to Elves")
    ch = game.chars(voja)
    assert (ch.power, ch.toughness) == (3, 3) and "Legendary" in ch.supertypes
    assert {c.value for c in ch.colors} == {"green", "white"}


def test_201_5a_zabu_puts_a_counter_on_itself_when_a_land_enters(board) -> None:
    """Zabu's "put a +1/+1 counter on Zabu" is Zabu (the token), not Ka-Zar."""
    game = board("""
        name: Ka-Zar
        hand: {Alice: [Ka-Zar of the Savage Land, Forest]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Ka-Zar of the Savage Land, as: kazar}
          - {play: Forest}
    """)
    [zabu] = _named(game, "Zabu")
    assert game.obj(zabu).counters.get("+1/+1") == 1
    assert game.obj(obj_id(game, "kazar")).counters.get("+1/+1", 0) == 0
    assert (game.chars(zabu).power, game.chars(zabu).toughness) == (3, 3)


def test_111_4_named_tokens_not_read_stay_unread() -> None:
    """No power and toughness given (Beau's are a quoted ability's), and a token whose quoted
    ability isn't read (Ashiok, Wicked Manipulator's Nightmares: "... if a card was put into
    exile this turn, ...")."""
    assert compile_text("When Bonny Pall enters, create Beau, a legendary blue Ox creature "
                        "token with \"Beau's power and toughness are each equal to the number "
                        "of lands you control.\"", "Bonny Pall, Clearcutter") is None
    assert compile_text("When this creature enters, create two 1/1 black Nightmare creature "
                        "tokens with \"At the beginning of combat on your turn, if a card was "
                        "put into exile this turn, put a +1/+1 counter on this token.\"",
                        "Test Creature") is None
