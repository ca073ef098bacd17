"""608.2g: Chandra, Torch of Defiance's "+1: Exile the top card of your library. You may cast
that card. If you don't, Chandra deals 2 damage to each opponent." played on a board: the
card is cast while the ability resolves, its costs paid (601.2f-h); declining, or a land
card that can't be cast (305.1), deals the 2 damage instead."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.cast_exiled_now import MayCastNow
from arbiter.rules.instructions import objects as I

LINE = ("[+1]: Exile the top card of your library. You may cast that card. If you don't, "
        "Chandra deals 2 damage to each opponent.")


def test_608_2g_chandra_plus_one_line() -> None:
    [ability] = compile_text(LINE, "Chandra, Torch of Defiance", legendary=True) or [None]
    exile, cast = ability.instructions
    assert exile == I.ExileTop("you")
    assert isinstance(cast, MayCastNow) and cast.what == I.Ref.it()
    [damage] = cast.otherwise
    assert isinstance(damage, I.DealDamage) and damage.amount == 2 and damage.to == "each_opponent"


_CHANDRA = """
    name: Chandra, Torch of Defiance
    battlefield: [{card: "Chandra, Torch of Defiance", as: chandra}, Mountain]
    hand: {Alice: [Island]}
"""


def test_608_2g_chandra_casts_the_exiled_lightning_bolt(board) -> None:
    game = board(_CHANDRA + """
    library: {Alice: [Lightning Bolt, Island], Bob: [Island]}
    actions:
      - activate: {card: chandra, ability: "+1", choices: {cast_now: "yes",
                                                           cast_now_target: Bob}}
    """)
    assert game.state.players[1].life == 17  # the Bolt, not Chandra's 2
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 0)] == ["Lightning Bolt"]
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Mountain")


def test_608_2g_chandra_declined_deals_two(board) -> None:
    game = board(_CHANDRA + """
    library: {Alice: [Lightning Bolt, Island], Bob: [Island]}
    actions:
      - activate: {card: chandra, ability: "+1", choices: {cast_now: "no"}}
    """)
    assert game.state.players[1].life == 18
    assert [game.name_of(o) for o in game.state.zone_list("exile", 0)] == ["Lightning Bolt"]


def test_305_1_chandra_exiles_a_land_deals_two(board) -> None:
    game = board(_CHANDRA + """
    library: {Alice: [Forest, Island], Bob: [Island]}
    actions:
      - activate: {card: chandra, ability: "+1"}
    """)
    assert game.state.players[1].life == 18
    assert [game.name_of(o) for o in game.state.zone_list("exile", 0)] == ["Forest"]


def test_601_5_chandra_a_spell_alice_cant_pay_for_isnt_cast(board) -> None:
    """No untapped land: the Bolt can't be cast (its cost can't be paid, 601.5); Chandra
    deals 2 damage instead."""
    game = board("""
        name: Chandra, no mana
        battlefield: [{card: "Chandra, Torch of Defiance", as: chandra},
                      {card: Mountain, tapped: true}]
        library: {Alice: [Lightning Bolt, Island], Bob: [Island]}
        actions:
          - activate: {card: chandra, ability: "+1", choices: {cast_now: "yes",
                                                               cast_now_target: Bob}}
    """)
    assert game.state.players[1].life == 18
    assert [game.name_of(o) for o in game.state.zone_list("exile", 0)] == ["Lightning Bolt"]
