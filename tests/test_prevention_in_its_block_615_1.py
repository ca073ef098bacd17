"""615.1, 509.1g-h: "Prevent all damage that would be dealt to this creature by creatures
it's blocking." (Wall of Vapor) and "Prevent all combat damage that would be dealt to this
creature by creatures blocking it." (Armored Transport), played through combat."""

from __future__ import annotations

from conftest import obj_id


def _combat(solve, battlefield: str, block: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: in its block
        turn: {{number: 3}}
        battlefield: {battlefield}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{attack: [att]}}
          - {{block: {block}}}
          - {{pass: {{to: postcombat_main}}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_615_1_wall_of_vapor_takes_no_damage_from_the_creature_it_blocks(solve) -> None:
    """Bob's Wall of Vapor (0/1) blocks Alice's Grizzly Bears: the Bears' 2 is prevented,
    the Wall lives."""
    game = _combat(solve, "[{card: Grizzly Bears, as: att}, {card: Wall of Vapor, "
                   "controller: Bob, as: wall}]", "{wall: att}")
    wall = game.obj(obj_id(game, "wall"))
    assert wall.zone == "battlefield" and wall.damage == 0


def test_615_1_wall_of_vapor_not_from_other_sources(solve) -> None:
    """Unblocking, the Wall has no protection from a Lightning Bolt (no creature it's
    blocking): it dies."""
    out = solve("""
        name: wall of vapor bolt
        battlefield: [Mountain, {card: Wall of Vapor, controller: Bob, as: wall}]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Lightning Bolt, targets: [wall]}
        expect:
          wall: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_615_1_armored_transport_takes_no_combat_damage_from_its_blockers(solve) -> None:
    """Alice's Armored Transport (2/1) blocked by Bob's Grizzly Bears: the Bears' 2 is
    prevented, the Transport's 2 kills the Bears."""
    game = _combat(solve, "[{card: Armored Transport, as: att}, {card: Grizzly Bears, "
                   "controller: Bob, as: bears}]", "{bears: att}")
    assert game.obj(obj_id(game, "att")).zone == "battlefield"
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
