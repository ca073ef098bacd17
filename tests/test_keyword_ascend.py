"""Ascend (702.131) and the city's blessing played through the real engine: on a permanent,
any time its controller controls ten or more permanents they get the city's blessing for the
rest of the game (702.131b); on an instant or sorcery, as it resolves (702.131a); the
blessing is the player's designation (702.131c), read by "as long as / if you have the
city's blessing"."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.lines import compile_line
from arbiter.engine.keywords.ascend import BLESSING, GetCitysBlessing, HasCitysBlessing
from arbiter.rules.abilities import KeywordAbility, SpellAbility
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1


def _lands(n: int, who: str = "", indent: int = 6) -> str:
    owner = f", controller: {who}" if who else ""
    return "\n".join(" " * indent + f"- {{card: Wastes{owner}}}" for _ in range(n))


def _blessed(game, player: int = ALICE) -> bool:
    return BLESSING in game.state.players[player].designations


# -- the Oracle text (702.131a-c) --------------------------------------------------------------
def test_702_131a_ascend_on_a_sorcery_is_its_first_spell_ability() -> None:
    """Secrets of the Golden City: "Ascend" then "Draw two cards. If you have the city's
    blessing, draw three cards instead."."""
    first, second = Catalog().abilities("Secrets of the Golden City", 0)
    assert isinstance(first, SpellAbility) and first.instructions == (GetCitysBlessing(),)
    assert isinstance(second, SpellAbility)


def test_702_131b_ascend_on_a_permanent_is_a_keyword() -> None:
    abilities = Catalog().abilities("Dusk Charger", 0)
    assert any(isinstance(a, KeywordAbility) and a.keyword == "ascend" for a in abilities)


@pytest.mark.parametrize("line", [
    "This creature gets +2/+2 as long as you have the city's blessing.",     # Dusk Charger
    "{5}, {T}: Draw a card. Activate only if you have the city's blessing.",  # Arch of Orazca
])
def test_702_131c_you_have_the_citys_blessing_is_a_condition(line) -> None:
    (ab,) = compile_line(line, "Some Card", False, False, False)
    conds = [ab.condition, *(e.condition for e in getattr(ab, "effects", ()))]
    assert HasCitysBlessing() in conds


# -- the permanent's ascend (702.131b) ---------------------------------------------------------
def _charger(lands: int, actions: str = "", bob_lands: int = 0) -> str:
    return f"""
    name: dusk charger
    battlefield:
      - {{card: Dusk Charger, as: charger}}
{_lands(lands)}
{_lands(bob_lands, "Bob") if bob_lands else ""}
    {actions}
"""


def test_702_131b_ten_permanents_give_the_blessing_for_the_rest_of_the_game(solve) -> None:
    """Dusk Charger and eight Wastes; a ninth Wastes enters: ten permanents, Alice gets the
    city's blessing and the Charger is 5/5. Two Wastes leave: she keeps it (702.131b)."""
    out = solve(_charger(8, """actions:
      - enter: {card: Wastes, as: tenth}
    expect:
      charger: {power: 5, toughness: 5}
    """))
    assert out.passed, out.failures
    assert _blessed(out.game)
    out = solve(_charger(8, """actions:
      - enter: {card: Wastes, as: tenth}
      - move: {card: tenth, to: graveyard}
      - move: {card: Wastes, to: graveyard}
    expect:
      charger: {power: 5, toughness: 5}
    """))
    assert out.passed, out.failures
    assert _blessed(out.game)


def test_702_131b_nine_permanents_are_not_enough(solve) -> None:
    out = solve(_charger(8, """actions:
      - enter: {card: Llanowar Elves, controller: Bob}
    expect:
      charger: {power: 3, toughness: 3}
    """))
    assert out.passed, out.failures
    assert not _blessed(out.game)


def test_702_131b_only_a_player_with_an_ascend_permanent_and_ten_of_their_own(solve) -> None:
    """Bob controls ten Wastes but no permanent with ascend: no blessing for him; his
    permanents don't count for Alice, whose Charger stays 3/3."""
    out = solve(_charger(8, """actions:
      - enter: {card: Wastes, controller: Bob}
    expect:
      charger: {power: 3, toughness: 3}
    """, bob_lands=9))
    assert out.passed, out.failures
    assert not _blessed(out.game, ALICE) and not _blessed(out.game, BOB)


def test_702_131c_activate_only_if_you_have_the_citys_blessing(solve) -> None:
    """Arch of Orazca's "{5}, {T}: Draw a card" can be activated only with the blessing."""
    with pytest.raises(ScenarioError, match="only if"):
        solve("""
            name: arch without blessing
            battlefield: [{card: Arch of Orazca, as: arch}]
            library: {Alice: [Island]}
            actions:
              - activate: {card: arch, ability: "{5}, {T}"}
        """)
    out = solve(f"""
        name: arch with blessing
        battlefield:
          - {{card: Arch of Orazca, as: arch}}
{_lands(9, indent=10)}
        library: {{Alice: [{{card: Island, as: top}}]}}
        actions:
          - activate: {{card: arch, ability: "{{5}}, {{T}}"}}
        expect:
          top: {{zone: hand}}
    """)
    assert out.passed, out.failures


# -- the spell's ascend (702.131a) -------------------------------------------------------------
@pytest.mark.parametrize(("lands", "drawn"), [(10, 3), (9, 2)])
def test_702_131a_a_sorcery_with_ascend_checks_as_it_resolves(solve, lands, drawn) -> None:
    """Secrets of the Golden City with ten permanents: Alice gets the blessing as it
    resolves and draws three; with nine, two (and no blessing)."""
    out = solve(f"""
        name: secrets
        battlefield:
{_lands(lands, indent=10)}
        hand: {{Alice: [{{card: Secrets of the Golden City, as: secrets}}]}}
        library: {{Alice: [Island, Island, Island, Island]}}
        actions:
          - cast: Secrets of the Golden City
        expect:
          player Alice: {{hand_size: {drawn}}}
    """)
    assert out.passed, out.failures
    assert _blessed(out.game) == (lands == 10)
    assert out.game.obj(obj_id(out.game, "secrets")).zone == "graveyard"
