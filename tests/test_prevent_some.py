"""615.7: "If <a source | a red source | a source an opponent controls> would deal damage to
<you | equipped creature | ...>, prevent N of that damage." (Urza's Armor, the Spheres,
Guardian Seraph, Shield of the Realm), played through the engine with Lightning Bolt."""

from __future__ import annotations

from conftest import obj_id

ALICE, BOB = 0, 1


def _bolt(solve, battlefield: str, target: str = "Alice", by: str = "Alice",  # type: ignore[no-untyped-def]
          choices: str = ""):
    out = solve(f"""
        name: prevent some
        battlefield: {battlefield}
        hand: {{{by}: [Lightning Bolt]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: Lightning Bolt, by: {by}, targets: [{target}]{choices}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_615_7_urzas_armor_prevents_1_of_a_bolt(solve) -> None:
    game = _bolt(solve, "[Mountain, Urza's Armor]")
    assert game.state.players[ALICE].life == 18


def test_615_7_sphere_of_law_prevents_2_from_a_red_source(solve) -> None:
    game = _bolt(solve, "[Mountain, Sphere of Law]")
    assert game.state.players[ALICE].life == 19


def test_615_7_sphere_of_truth_doesnt_prevent_red_damage(solve) -> None:
    game = _bolt(solve, "[Mountain, Sphere of Truth]")
    assert game.state.players[ALICE].life == 17


def test_615_7_two_shields_each_apply(solve) -> None:
    """Urza's Armor and Sphere of Law: 1 + 2 of the 3 damage prevented (616.1: Alice, the
    affected player, orders them)."""
    game = _bolt(solve, "[Mountain, Urza's Armor, Sphere of Law]",
                 choices=", choices: {replacement: prevent 1}")
    assert game.state.players[ALICE].life == 20


def test_615_7_an_opponents_armor_doesnt_protect_you(solve) -> None:
    """"to you": Bob's Urza's Armor doesn't prevent damage dealt to Alice."""
    game = _bolt(solve, "[Mountain, {card: Urza's Armor, controller: Bob}]")
    assert game.state.players[ALICE].life == 17


def test_615_7_guardian_seraph_only_sources_an_opponent_controls(solve) -> None:
    """Alice's Guardian Seraph prevents 1 of Bob's Bolt, none of her own."""
    seraph = "[{card: Guardian Seraph}, {card: Mountain, controller: Bob}, Mountain]"
    assert _bolt(solve, seraph, by="Bob").state.players[ALICE].life == 18
    assert _bolt(solve, seraph).state.players[ALICE].life == 17


def test_615_7_shield_of_the_realm_equipped_creature_survives_a_bolt(solve) -> None:
    """Shield of the Realm on Alice's Grizzly Bears (2/2): 2 of the Bolt's 3 damage
    prevented, 1 marked, the Bears live."""
    game = _bolt(solve, "[Mountain, {card: Grizzly Bears, as: bears}, {card: Shield of the "
                 "Realm, attached_to: bears}]", target="bears")
    bears = game.obj(obj_id(game, "bears"))
    assert bears.zone == "battlefield" and bears.damage == 1
