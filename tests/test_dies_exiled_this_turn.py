"""614.1a / 611.2c: "If that creature or planeswalker would die this turn, exile it instead."
(the target named before) and "If a creature [an opponent controls] would die this turn, exile
it instead." (every such creature this turn, not locked as the spell resolves)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line"), [
    ("Fanged Flames", "Fanged Flames deals 4 damage to target creature or planeswalker. If that "
     "creature or planeswalker would die this turn, exile it instead."),
    ("Bouncer's Beatdown", "Bouncer's Beatdown deals X damage to target creature or "
     "planeswalker, where X is the greatest power among creatures you control. If that "
     "creature or planeswalker would die this turn, exile it instead."),
    ("Flaying Tendrils", "All creatures get -2/-2 until end of turn. If a creature would die "
     "this turn, exile it instead."),
    ("Malicious Eclipse", "All creatures get -2/-2 until end of turn. If a creature an "
     "opponent controls would die this turn, exile it instead."),
])
def test_614_1a_would_die_this_turn_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    assert isinstance(ability.instructions[-1], I.CreateEffect)


def test_614_1a_fanged_flames_exiles_the_planeswalker_it_kills(solve) -> None:
    """4 damage to Bob's Jace Beleren (loyalty 3): its loyalty goes to 0 and it would be put
    into the graveyard (704.5i): it is exiled instead."""
    out = solve("""
        name: fanged flames
        battlefield:
          - {card: Jace Beleren, controller: Bob, as: jace}
        hand: {Alice: [Fanged Flames]}
        actions:
          - {cast: Fanged Flames, targets: [jace]}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "jace")).zone == "exile"


def test_614_1a_fanged_flames_the_survivor_dies_later_and_is_exiled(solve) -> None:
    """Colossal Dreadmaw (6/6) survives 4 damage; a Lightning Bolt the same turn kills it and
    it is exiled; Bob's other creature, never the target, dies normally."""
    out = solve("""
        name: fanged flames survivor
        battlefield:
          - {card: Colossal Dreadmaw, controller: Bob, as: maw}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Fanged Flames, Lightning Bolt, Shock]}
        actions:
          - {cast: Fanged Flames, targets: [maw]}
          - {cast: Lightning Bolt, targets: [maw]}
          - {cast: Shock, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "maw")).zone == "exile"
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"


def test_614_1a_malicious_eclipse_exiles_only_the_opponents_creatures(solve) -> None:
    out = solve("""
        name: malicious eclipse
        battlefield:
          - {card: Grizzly Bears, controller: Alice, as: mine}
          - {card: Grizzly Bears, controller: Bob, as: theirs}
        hand: {Alice: [Malicious Eclipse]}
        actions:
          - {cast: Malicious Eclipse}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "mine")).zone == "graveyard"
    assert game.obj(obj_id(game, "theirs")).zone == "exile"


def test_611_2c_flaying_tendrils_reaches_a_creature_entering_later(solve) -> None:
    """The -2/-2 is locked to the creatures there as it resolved (611.2c), the replacement is
    not: Grizzly Bears cast afterwards is a 2/2, and when a Shock kills it this turn it is
    exiled."""
    out = solve("""
        name: flaying tendrils
        hand: {Alice: [Flaying Tendrils, {card: Grizzly Bears, as: bears}, Shock]}
        actions:
          - {cast: Flaying Tendrils}
          - {cast: bears}
          - {cast: Shock, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "bears")).zone == "exile"
