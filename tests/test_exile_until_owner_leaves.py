"""610.3 / 610.3c with 800.4a: when the owner of a permanent that exiled a card "until this
leaves the battlefield" leaves a multiplayer game, that permanent leaves the battlefield (it
leaves the game), so the exiled card returns to the battlefield under its owner's control."""

from __future__ import annotations

BOARD = """
name: banishing light, its owner leaves
players: [Alice, Bob, Carol]
battlefield:
  - {card: Grizzly Bears, as: bears}
  - {card: Hill Giant, as: giant, controller: Bob}
actions:
  - enter: {card: Banishing Light, controller: Carol, as: light}
"""


def test_800_4a_610_3c_exiled_card_returns_when_the_owner_leaves(solve) -> None:
    out = solve(BOARD + """
choices: [bears]
expect:
  bears: {zone: exile}
""")
    assert out.failures == []
    out = solve(BOARD + """
  - {set: {player: Carol, life: 0}}
choices: [bears]
expect:
  player Carol: {lost: true}
  bears: {zone: battlefield, controller: Alice, owner: Alice}
  light: {exists: false}
  Banishing Light: {count: 0}
""")
    assert out.failures == []


def test_800_4a_a_card_the_leaving_player_owns_leaves_the_game(solve) -> None:
    out = solve("""
name: carol's own creature exiled by her own light
players: [Alice, Bob, Carol]
battlefield:
  - {card: Grizzly Bears, as: bears, controller: Alice, owner: Carol}
actions:
  - enter: {card: Banishing Light, controller: Carol}
  - {set: {player: Carol, life: 0}}
choices: [bears]
expect:
  player Carol: {lost: true}
  Grizzly Bears: {count: 0}
""")
    assert out.failures == []
    assert not any(o.card == "Grizzly Bears" and not o.zone.startswith("left:")
                   for o in out.game.state.objects.values())
