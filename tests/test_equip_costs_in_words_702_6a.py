"""Equip with a cost in words (702.6a: "Equip [cost]" means "[Cost]: Attach this permanent
to target creature you control. Activate only as a sorcery."), played through the real
engine: Demonmail Hauberk's "Equip—Sacrifice a creature." The target is chosen before the
cost is paid (602.2b, 601.2c then 601.2h); a creature that can't be sacrificed means the
ability can't be activated (118.3); a choice of costs stays unread (principle 5)."""

from __future__ import annotations

from casting_play import ALICE, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import keywords_of


def test_702_6a_demonmail_hauberk_equips_by_sacrificing_another_creature(board) -> None:
    """Alice activates Equip—Sacrifice a creature targeting her Bears and sacrifices her
    Lions as the cost: the Bears are equipped (+4/+2: a 6/4), the Lions in her graveyard."""
    game = board("""
        name: hauberk
        battlefield: [{card: Demonmail Hauberk, as: mail}, {card: Grizzly Bears, as: bears},
                      {card: Savannah Lions, as: lions}]
    """)
    take(game, "~Equip", "~Grizzly", "~Savannah")
    assert game.obj(obj_id(game, "lions")).zone == "graveyard"
    pass_until_empty(game)
    bears = obj_id(game, "bears")
    assert game.obj(obj_id(game, "mail")).attached_to == bears
    assert (game.chars(bears).power, game.chars(bears).toughness) == (6, 4)


def test_702_6a_118_3_equip_sacrificing_its_own_target_leaves_it_unattached(board) -> None:
    """608.2b: with only the Bears, Alice may target them and sacrifice them to pay: the
    target is gone as the ability resolves, so it doesn't resolve and the Hauberk stays
    unattached."""
    game = board("""
        name: hauberk alone
        battlefield: [{card: Demonmail Hauberk, as: mail}, {card: Grizzly Bears, as: bears}]
    """)
    take(game, "~Equip")
    while any("Grizzly" in a for a in labels(game)):  # the target, then the sacrifice
        take(game, "~Grizzly")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    pass_until_empty(game)
    assert game.obj(obj_id(game, "mail")).attached_to is None
    assert game.state.players[ALICE].life == 20


def test_702_6a_118_3_no_equip_without_a_creature_to_sacrifice(board) -> None:
    game = board("""
        name: hauberk, nothing
        battlefield: [{card: Demonmail Hauberk, as: mail}]
    """)
    assert not any("Equip" in a for a in labels(game))


def test_702_6a_equip_costs_in_words_read_or_left_unread() -> None:
    for line in ("Equip—Sacrifice a creature.", "Equip—Discard a card.", "Equip—Pay 3 life.",
                 "Equip—Pay {E}{E}."):  # 107.14: energy paid as an activation cost
        (kw,) = keywords_of(line)
        assert enforced(kw), line
    for line in ("Equip—Pay {3} or discard a card.",
                 "Equip—Pay 1 life for each card in your hand."):
        found = keywords_of(line)
        assert found is None or not all(enforced(k) for k in found), line


def test_107_14_702_6a_inventors_axe_equips_by_paying_two_energy(board) -> None:
    """"Equip—Pay {E}{E}.": with three energy Alice equips her Bears (+2/+0) and has one
    left; with one energy left, equip isn't offered (118.3)."""
    game = board("""
        name: inventor's axe
        battlefield: [{card: Inventor's Axe, as: axe}, {card: Grizzly Bears, as: bears},
                      {card: Savannah Lions, as: lions}]
    """)
    game.state.players[ALICE].counters["energy"] = 3
    take(game, "~Equip", "~Grizzly")
    pass_until_empty(game)
    bears = obj_id(game, "bears")
    assert game.obj(obj_id(game, "axe")).attached_to == bears
    assert game.chars(bears).power == 4
    assert game.state.players[ALICE].counters["energy"] == 1
    assert not any("Equip" in a for a in labels(game))
