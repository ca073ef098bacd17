"""508.1c, 506.2: "This creature can't attack if defending player controls an untapped land."
(Branded Brawlers) and "... an untapped creature with power 2 or less." (Mogg Jailer): the
creature may attack a player only if that player controls no such permanent, judged as
attackers are declared."""

from __future__ import annotations

from arbiter.engine.game import Game


def _labels(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _to_declare_attackers(board, battlefield: str) -> Game:  # type: ignore[no-untyped-def]
    game = board("name: brawlers\nturn: {number: 2}\nlibrary: {Alice: [Plains], Bob: [Plains]}"
                 "\nbattlefield:\n" + battlefield)
    for _ in range(4):
        game.apply("pass")  # to the declaration of attackers
    return game


def test_508_1c_branded_brawlers_cant_attack_a_player_with_an_untapped_land(board) -> None:
    game = _to_declare_attackers(board, """
  - {card: Branded Brawlers}
  - {card: Forest, controller: Bob}
""")
    assert game.state.combat.attackers == {}  # "no attack" was its only choice


def test_508_1c_branded_brawlers_attack_when_the_land_is_tapped(board) -> None:
    game = _to_declare_attackers(board, """
  - {card: Branded Brawlers}
  - {card: Forest, controller: Bob, tapped: true}
""")
    assert _labels(game) == ["no attack", "attack Bob"]


def test_508_1c_mogg_jailer_judges_the_power_of_the_untapped_creature(board) -> None:
    """Bob's untapped Grizzly Bears (power 2) stop Mogg Jailer; his untapped Hill Giant
    (power 3) doesn't."""
    game = _to_declare_attackers(board, """
  - {card: Mogg Jailer}
  - {card: Grizzly Bears, controller: Bob}
""")
    assert game.state.combat.attackers == {}
    game = _to_declare_attackers(board, """
  - {card: Mogg Jailer}
  - {card: Hill Giant, controller: Bob}
""")
    assert _labels(game) == ["no attack", "attack Bob"]
