"""601.2f: "The first creature spell you cast each turn costs {2} less to cast." (Conduit of
Ruin) and "The second spell you cast each turn costs {2} less to cast." (Alisaie
Leveilleur), played through the real engine: the spells the player cast this turn before it
are counted (601.2i), and only the spell that will be the first (second) such spell gets the
reduction."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Conduit of Ruin", "The first creature spell you cast each turn costs {2} less to cast."),
    ("Alisaie Leveilleur", "The second spell you cast each turn costs {2} less to cast."),
    ("Melek, Reforged Researcher", "The first instant or sorcery spell you cast each turn "
     "costs {3} less to cast."),
])
def test_601_2f_nth_spell_cost_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    assert [p.rule for e in ab.effects for p in e.parts] == ["cost_increase"]


@pytest.mark.parametrize(("name", "line"), [
    # supertypes, face-down status and kicker aren't kept for the spells cast this turn
    ("Serah Farron", "The first legendary creature spell you cast each turn costs {2} less "
     "to cast."),
    ("Kadena, Slinking Sorcerer", "The first face-down creature spell you cast each turn "
     "costs {3} less to cast."),
    ("Vine Gecko", "The first kicked spell you cast each turn costs {1} less to cast."),
])
def test_601_2f_nth_spell_near_variants_stay_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


def _tapped_lands(out, player: int) -> int:  # type: ignore[no-untyped-def]
    game = out.game
    return sum(1 for oid in game.state.battlefield() if game.obj(oid).tapped
               and game.chars(oid).controller == player and "Land" in game.chars(oid).types)


_LANDS = "\n".join(["          - {card: Forest, controller: Alice}"] * 3
                   + ["          - {card: Mountain, controller: Alice}"] * 4)


def test_601_2f_conduit_of_ruin_first_creature_spell(solve) -> None:
    """Alice's Conduit of Ruin: Shock (not a creature) costs {R}; Grizzly Bears, her first
    creature spell this turn, costs {G}; Hill Giant, her second, costs {3}{R}: six lands."""
    out = solve(f"""
        name: conduit of ruin
        battlefield:
          - {{card: Conduit of Ruin, controller: Alice}}
{_LANDS}
        hand: {{Alice: [Shock, Grizzly Bears, Hill Giant]}}
        actions:
          - {{cast: Shock, targets: [Bob], pay: true}}
          - {{cast: Grizzly Bears, pay: true}}
          - {{cast: Hill Giant, pay: true}}
        expect:
          Grizzly Bears: {{zone: battlefield}}
          Hill Giant: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 0) == 6


def test_601_2f_conduit_of_ruin_counts_creatures_cast_before_it(solve) -> None:
    """Grizzly Bears cast, then Conduit of Ruin (both creature spells): Hill Giant is Alice's
    third creature spell this turn and costs {3}{R}, with no reduction."""
    out = solve(f"""
        name: conduit of ruin after creatures
        battlefield:
{_LANDS}
{_LANDS}
{_LANDS}
        hand: {{Alice: [Grizzly Bears, Conduit of Ruin, Hill Giant]}}
        actions:
          - {{cast: Grizzly Bears, pay: true}}
          - {{cast: Conduit of Ruin, pay: true, choices: {{may: no}}}}
          - {{cast: Hill Giant, pay: true}}
        expect:
          Hill Giant: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 0) == 2 + 6 + 4


def test_601_2f_alisaie_second_spell_costs_less(solve) -> None:
    """Alice's Alisaie Leveilleur: Shock, her first spell, costs {R}; Hill Giant, her second,
    costs {1}{R}; Grizzly Bears, her third, costs {1}{G}: five lands."""
    out = solve(f"""
        name: alisaie
        battlefield:
          - {{card: Alisaie Leveilleur, controller: Alice}}
{_LANDS}
        hand: {{Alice: [Shock, Hill Giant, Grizzly Bears]}}
        actions:
          - {{cast: Shock, targets: [Bob], pay: true}}
          - {{cast: Hill Giant, pay: true}}
          - {{cast: Grizzly Bears, pay: true}}
        expect:
          Hill Giant: {{zone: battlefield}}
          Grizzly Bears: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 0) == 5
