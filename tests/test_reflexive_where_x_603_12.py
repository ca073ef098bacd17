"""603.12, 107.3, 608.2h: a reflexive ability's "where X is ..." ("When you do, target creature
defending player controls gets -X/-X until end of turn, where X is the number of artifacts you
control plus the number of artifact cards in your graveyard"), counted as the reflexive
ability resolves."""

from __future__ import annotations


def _armix(solve, choices: str):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: Armix attacks
        battlefield:
          - {{card: "Armix, Filigree Thrasher", as: armix}}
          - {{card: Ornithopter}}
          - {{card: Hill Giant, controller: Bob, as: giant}}
          - {{card: Craw Wurm, controller: Bob, as: wurm}}
        hand:
          Alice: [Island]
        graveyard:
          Alice: [Jayemdae Tome]
        choices: {choices}
        actions:
          - attack: [armix]
    """).game


def _alive(game, alias: str) -> bool:  # type: ignore[no-untyped-def]
    return any(o.alias == alias and o.zone == "battlefield" for o in game.state.objects.values())


def test_603_12_armix_discarding_gives_minus_3_minus_3(solve) -> None:
    # X = Armix and Ornithopter (2) + Jayemdae Tome in the graveyard (1)
    game = _armix(solve, "[yes, giant]")
    assert not _alive(game, "giant")  # a 3/3 Hill Giant gets -3/-3
    wurm = next(o for o in game.state.objects.values() if o.alias == "wurm")
    assert game.chars(wurm.id).toughness == 4


def test_603_12_armix_with_x_counted_on_resolution_on_the_wurm(solve) -> None:
    game = _armix(solve, "[yes, wurm]")
    wurm = next(o for o in game.state.objects.values() if o.alias == "wurm")
    ch = game.chars(wurm.id)
    assert (ch.power, ch.toughness) == (3, 1)  # a 6/4 Craw Wurm gets -3/-3
    # the discarded Island isn't an artifact: X stays 3
    assert sum(1 for o in game.state.objects.values()
               if o.zone == "graveyard" and o.owner == 0) == 2


def test_603_12_armix_not_discarding_does_nothing(solve) -> None:
    game = _armix(solve, "[no]")
    assert _alive(game, "giant")
    assert sum(1 for o in game.state.objects.values() if o.zone == "hand") == 1
