"""303.4d, 301.5c, 109.5: on an Aura or Equipment, "other creatures" excludes the enchanted
or equipped creature, not the Aura itself (which isn't a creature while attached). Vampirism
("Enchanted creature gets +1/+1 for each other creature you control. Other creatures you
control get -1/-1.") was once read with "other" as "other than Vampirism": the enchanted
creature counted itself and got -1/-1 too. Now the creatures other than the enchanted one;
"other" inside an ability the Aura or Equipment grants is the object having it. Played on
boards; 122.1: Gleam of Authority counts the +1/+1 counters on the others."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts


def _unread(name: str) -> list[str]:
    return [u.text for a in Catalog().abilities(name, 0) for u in unread_parts(a)]


def test_303_4d_vampirism_other_creatures_are_the_others_than_the_enchanted_one(board) -> None:
    """Vampirism on Grizzly Bears, with Alice's Hill Giant and Serra Angel and Bob's Hill
    Giant: the Bears get +2/+2 (two other creatures Alice controls) and not -1/-1; her
    Giant and Angel get -1/-1; Bob's Giant doesn't."""
    game = board("""
        name: vampirism
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Vampirism, attached_to: bears}
          - {card: Hill Giant, as: giant}
          - {card: Serra Angel, as: angel}
          - {card: Hill Giant, as: bobs, controller: Bob}
    """)
    pt = {a: (game.chars(obj_id(game, a)).power, game.chars(obj_id(game, a)).toughness)
          for a in ("bears", "giant", "angel", "bobs")}
    assert pt == {"bears": (4, 4), "giant": (2, 2), "angel": (3, 3), "bobs": (3, 3)}


def test_122_1_gleam_of_authority_counts_counters_on_the_other_creatures(board) -> None:
    """Gleam of Authority on Grizzly Bears (one +1/+1 counter): Alice's Hill Giant has two
    +1/+1 counters, Bob's Giant three. The Bears get +2/+2 (the Giant's two; not their own
    counter, nor Bob's): 2/2 + 1/1 + 2/2 = 5/5."""
    game = board("""
        name: gleam
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
          - {card: Gleam of Authority, attached_to: bears}
          - {card: Hill Giant, counters: {+1/+1: 2}}
          - {card: Hill Giant, controller: Bob, counters: {+1/+1: 3}}
    """)
    ch = game.chars(obj_id(game, "bears"))
    assert (ch.power, ch.toughness) == (5, 5)


def test_109_5_other_inside_a_granted_ability_is_read() -> None:
    """Dragon Throne of Tarkir grants "{2}, {T}: Other creatures you control gain trample
    ...": there "other" is other than the creature having the ability."""
    assert _unread("Dragon Throne of Tarkir") == []
    assert _unread("Stoneforge Masterwork") == []
    assert _unread("Vampirism") == []


def test_303_4d_sigil_of_valor_counts_the_creatures_other_than_the_equipped_one(solve) -> None:
    """Sigil of Valor on Grizzly Bears attacking alone, Alice controlling two other
    creatures: "it gets +1/+1 until end of turn for each other creature you control" gives
    +2/+2 (the Bears aren't among the others): 4/4."""
    from keyword_play import BOB, at, attack, board, pt

    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Sigil of Valor, attached_to: bears}
  - {card: Hill Giant, as: giant}
  - {card: Savannah Lions, as: lions}
""")
    attack(game, {ids["bears"]: at(BOB)})
    assert pt(game, ids["bears"]) == (4, 4)
