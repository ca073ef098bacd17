"""508.1d, 508.1h: "Creatures can't attack you or planeswalkers you control unless their
controller pays {1} for each of those creatures." (Archon of Absolution, Baird): attacking
the player or a planeswalker they control costs {1} per creature; Ghostly Prison's "attacking
you" (tests/test_opening_hand_attack_costs_retarget.py) leaves planeswalkers free."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.game import Game


def _labels(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _to_declare_attackers(board, battlefield: str) -> Game:  # type: ignore[no-untyped-def]
    game = board("name: archon\nturn: {number: 2}\nlibrary: {Alice: [Plains], Bob: [Plains]}\n"
                 "battlefield:\n" + battlefield)
    for _ in range(4):
        game.apply("pass")  # to the declaration of attackers
    return game


def test_508_1d_archon_taxes_attacks_on_its_controllers_planeswalker(board) -> None:
    """With no land, Alice's Grizzly Bears may attack neither Bob nor Bob's Oko: each costs
    {1} (508.1h); with a Plains, she may attack Oko and pays {1}."""
    field = """
  - {card: Archon of Absolution, controller: Bob}
  - {card: "Oko, Thief of Crowns", controller: Bob, as: oko, counters: {loyalty: 4}}
  - {card: Grizzly Bears, as: bears}
"""
    game = _to_declare_attackers(board, field)
    assert game.state.combat.attackers == {}  # "no attack" was the only choice
    game = _to_declare_attackers(board, field + "  - Plains\n")
    oko = obj_id(game, "oko")
    assert _labels(game) == ["no attack", "attack Bob", f"attack Oko, Thief of Crowns#{oko}"]
    assert "costs {1}" in game.pending_decision.prompt
    game.apply(f"attack Oko, Thief of Crowns#{oko}")
    assert game.state.combat.attackers[obj_id(game, "bears")] == ("permanent", oko)
    assert any("pays {1} to attack" in line for line in game.state.log)


def test_508_1d_archon_doesnt_tax_attacks_on_another_players_planeswalker(board) -> None:
    """Alice's own Archon doesn't tax her attack on Bob's Oko (not a planeswalker she
    controls): the Archon stays home, the Bears attack Oko for nothing."""
    game = _to_declare_attackers(board, """
  - {card: Archon of Absolution}
  - {card: "Oko, Thief of Crowns", controller: Bob, as: oko, counters: {loyalty: 4}}
  - {card: Grizzly Bears, as: bears}
""")
    oko = obj_id(game, "oko")
    assert game.pending_decision.prompt.startswith("attack with Archon")
    game.apply("no attack")
    assert game.pending_decision.prompt.startswith("attack with Grizzly Bears")
    assert _labels(game) == ["no attack", "attack Bob", f"attack Oko, Thief of Crowns#{oko}"]
    game.apply(f"attack Oko, Thief of Crowns#{oko}")
    assert game.state.combat.attackers[obj_id(game, "bears")] == ("permanent", oko)
    assert not any("to attack" in line for line in game.state.log)
