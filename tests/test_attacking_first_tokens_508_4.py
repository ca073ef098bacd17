"""508.4: "create a tapped and attacking 1/1 red Devil creature token with ..." (today's
wording, "tapped and attacking" before the token's description): the token enters tapped and
attacking (what it attacks chosen by its controller), without having been declared as an
attacker. Played through the real engine with Maestros Diabolist (its intervening "if you
don't control a Devil token", 603.4) and Pugnacious Pugilist."""

from __future__ import annotations

from keyword_play import BOB, at, attack, board


def _devils(game) -> list[int]:
    return [o for o in game.state.battlefield()
            if game.state.objects[o].token and "Devil" in game.chars(o).subtypes]


def test_508_4_pugnacious_pugilist_makes_a_tapped_and_attacking_devil(solve) -> None:
    game, ids = board(solve, "  - {card: Pugnacious Pugilist, as: pug}\n")
    attack(game, {ids["pug"]: at(BOB)})
    (devil,) = _devils(game)
    ch = game.chars(devil)
    assert (ch.power, ch.toughness) == (1, 1) and len(ch.abilities) == 1
    assert game.obj(devil).tapped
    assert game.state.combat.attackers[devil] == ("player", BOB)


def test_603_4_maestros_diabolist_makes_none_while_you_control_a_devil_token(solve) -> None:
    """With a Devil token already on the battlefield the trigger does nothing; without one it
    makes a tapped and attacking Devil."""
    game, ids = board(solve, "  - {card: Maestros Diabolist, as: md}\n"
                             "  - {token: {name: Devil Token, subtypes: [Devil], colors: [red], "
                             "power: 1, toughness: 1}, as: old}\n")
    before = _devils(game)
    assert len(before) == 1
    attack(game, {ids["md"]: at(BOB)})
    assert _devils(game) == before
    game, ids = board(solve, "  - {card: Maestros Diabolist, as: md}\n")
    attack(game, {ids["md"]: at(BOB)})
    (devil,) = _devils(game)
    assert game.obj(devil).tapped and devil in game.state.combat.attackers
