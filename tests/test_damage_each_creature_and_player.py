"""120.3 / 120.4: "deals N damage to each creature [with / without flying] and each player"
(Inferno, Earthquake, Hurricane, Pestilence): the same damage to every such creature and every
player, dealt at once."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ActivatedAbility, SpellAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "spell", "players"), [
    ("Inferno", "Inferno deals 6 damage to each creature and each player.", True,
     "each_player"),
    ("Earthquake", "Earthquake deals X damage to each creature without flying and each "
     "player.", True, "each_player"),
    ("Hurricane", "Hurricane deals X damage to each creature with flying and each player.",
     True, "each_player"),
    ("Pestilence", "{B}: This enchantment deals 1 damage to each creature and each player.",
     False, "each_player"),
])
def test_120_4_damage_to_each_creature_and_each_player_lines(
        name: str, line: str, spell: bool, players: str) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert isinstance(ability, SpellAbility if spell else ActivatedAbility)
    first, second = ability.instructions
    assert isinstance(first, I.DealDamage) and first.together
    assert isinstance(second, I.DealDamage) and second.to == players
    assert first.amount == second.amount and first.source == second.source == I.Ref.this()


def _board(solve, spell: str, x: str = "") -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: {spell}
        battlefield:
          - {{card: Serra Angel, as: angel}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        hand: {{Alice: [{spell}]}}
        library: {{Alice: [Mountain], Bob: [Mountain]}}
        actions:
          - {{cast: {spell}{x}}}
    """)
    assert out.passed, out.failures
    return out.game


def _zones(game) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    def zone(alias: str) -> str:
        return next(o.zone for o in game.state.objects.values()
                    if o.alias == alias and not o.zone.startswith("left:"))
    return zone("angel"), zone("bears")


def test_120_4_inferno_hits_every_creature_and_player(solve) -> None:
    game = _board(solve, "Inferno")
    assert _zones(game) == ("graveyard", "graveyard")
    assert [p.life for p in game.state.players] == [14, 14]


def test_120_4_earthquake_spares_flyers(solve) -> None:
    """Earthquake for X=2: Grizzly Bears dies, Serra Angel (flying) takes nothing."""
    game = _board(solve, "Earthquake", ", choices: {x: 2}")
    assert _zones(game) == ("battlefield", "graveyard")
    assert [p.life for p in game.state.players] == [18, 18]


def test_120_4_hurricane_hits_only_flyers(solve) -> None:
    """Hurricane for X=4: Serra Angel (4/4) dies, Grizzly Bears untouched."""
    game = _board(solve, "Hurricane", ", choices: {x: 4}")
    assert _zones(game) == ("graveyard", "battlefield")
    assert [p.life for p in game.state.players] == [16, 16]
