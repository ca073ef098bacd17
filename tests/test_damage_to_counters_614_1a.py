"""614.1a: damage to a permanent replaced by counters on it: "If damage would be dealt to
this creature, put that many +1/+1 | -1/-1 counters on it instead." (Phytohydra,
Lichenthrope), played through the engine with Bob's Lightning Bolt."""

from __future__ import annotations

from conftest import obj_id


def _bolted(solve, card: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: damage to counters
        battlefield: [{{card: Mountain, controller: Bob}}, {{card: "{card}", as: it}}]
        hand: {{Bob: [Lightning Bolt]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: Lightning Bolt, by: Bob, targets: [it]}}
    """)
    assert out.passed, out.failures
    game = out.game
    return game, obj_id(game, "it")


def test_614_1a_phytohydra_gets_counters_instead_of_damage(solve) -> None:
    game, it = _bolted(solve, "Phytohydra")
    obj = game.obj(it)
    assert obj.damage == 0 and obj.counters.get("+1/+1") == 3
    assert game.chars(it).power == 4 and game.chars(it).toughness == 4


def test_614_1a_lichenthrope_gets_minus_counters_instead(solve) -> None:
    game, it = _bolted(solve, "Lichenthrope")
    obj = game.obj(it)
    assert obj.damage == 0 and obj.counters.get("-1/-1") == 3
    assert game.chars(it).toughness == 2
