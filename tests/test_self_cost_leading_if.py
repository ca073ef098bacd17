"""601.2f: a spell's own cost reduction with its condition written first, "If <condition>,
this spell costs {N} less to cast." (Avatar of Woe), judged as the total cost is determined;
played through the real engine with real mana."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.total_cost import total_cost
from arbiter.rules.spell_costs import SelfCostChange

_CREATURES = ", ".join(["Grizzly Bears"] * 5)


def _board(n_bob: int) -> str:
    bob = ", ".join(["Grizzly Bears"] * n_bob)
    return f"""
        name: avatar of woe
        battlefield: [{{card: Swamp, as: s1}}, {{card: Swamp, as: s2}}]
        graveyard: {{Alice: [{_CREATURES}, Plains], Bob: [{bob}]}}
        hand: {{Alice: [{{card: Avatar of Woe, as: avatar}}]}}
    """


def test_601_2f_avatar_of_woe_costs_6_less_with_ten_creature_cards_in_all_graveyards(
        solve) -> None:
    """Five creature cards in Alice's graveyard and five in Bob's: ten in all graveyards.
    Avatar of Woe costs {B}{B}: two Swamps pay it and it enters."""
    out = solve(_board(5) + """
        actions:
          - {cast: Avatar of Woe, pay: true}
        expect:
          avatar: {zone: battlefield}
          s1: {tapped: true}
          s2: {tapped: true}
    """)
    assert out.passed, out.failures


def test_601_2f_avatar_of_woe_full_cost_with_nine(solve) -> None:
    """Nine creature cards (the Plains doesn't count): the full {6}{B}{B}, which two Swamps
    can't pay: refused, the Swamps untapped."""
    out = solve(_board(4) + """
        actions:
          - {cast: Avatar of Woe, pay: true, refused: "total cost"}
        expect:
          avatar: {zone: hand}
          s1: {tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,amount", [
    ("If there are ten or more creature cards total in all graveyards, this spell costs {6} "
     "less to cast.", -6),
    ("If you have 3 or less life, this spell costs {6} less to cast.", -6),
    ("If an opponent has no cards in hand, this spell costs {6} less to cast.", -6),
])
def test_601_2f_leading_if_oracle_lines(line: str, amount: int) -> None:
    (ab,) = compile_line(line, "Some Spell")
    assert isinstance(ab, SelfCostChange)
    assert ab.amount == amount and ab.condition is not None


@pytest.mark.parametrize(("bolt_first", "mana_value"), [(True, 3), (False, 5)])
def test_601_2f_focus_the_mind_after_another_spell(board, bolt_first: bool,
                                                   mana_value: int) -> None:
    """Focus the Mind ("This spell costs {2} less to cast if you've cast another spell this
    turn."): after Lightning Bolt its total cost is {2}{U}; as the first spell, {4}{U}."""
    bolt = "        actions: [{cast: Lightning Bolt, targets: [Bob], pay: true}]\n" \
        if bolt_first else ""
    game = board("""
        name: focus
        battlefield: [{card: Mountain}]
        hand: {Alice: [Lightning Bolt, {card: Focus the Mind, as: ftm}]}
""" + bolt)
    cost, _ = total_cost(game, obj_id(game, "ftm"), 0, None)
    assert cost.mana_value == mana_value


@pytest.mark.parametrize(("bears", "forests", "ok"), [(4, 4, True), (3, 4, False)])
def test_601_2f_ghalta_costs_x_less_total_power(solve, bears: int, forests: int,
                                                ok: bool) -> None:
    """Ghalta, Primal Hunger ({10}{G}{G}: "This spell costs {X} less to cast, where X is the
    total power of creatures you control."): four Grizzly Bears (total power 8) make it
    {2}{G}{G}, four Forests pay; with three Bears (6) it's {4}{G}{G}: refused."""
    objs = ", ".join(["{card: Grizzly Bears}"] * bears + ["{card: Forest}"] * forests)
    refused = "" if ok else ', refused: "total cost"'
    out = solve(f"""
        name: ghalta
        battlefield: [{objs}]
        hand: {{Alice: [{{card: "Ghalta, Primal Hunger", as: ghalta}}]}}
        actions:
          - {{cast: "Ghalta, Primal Hunger", pay: true{refused}}}
        expect:
          ghalta: {{zone: {'battlefield' if ok else 'hand'}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "This spell costs {X} less to cast, where X is the greatest power among creatures you "
    "control.",
    "This spell costs {X} less to cast, where X is the total power of creatures you control.",
    "This spell costs {X} less to cast, where X is your devotion to black.",
])
def test_601_2f_where_x_is_oracle_lines(line: str) -> None:
    (ab,) = compile_line(line, "Some Spell", spell=True)
    assert isinstance(ab, SelfCostChange) and ab.amount == -1 and ab.per is not None


@pytest.mark.parametrize(("zone", "way", "islands", "ok"), [
    ("graveyard", ", from: graveyard, alternative: flashback", 1, True),
    ("hand", "", 1, False),
])
def test_601_2f_sage_of_the_beyond_spells_from_anywhere_but_the_hand(
        solve, zone: str, way: str, islands: int, ok: bool) -> None:
    """Sage of the Beyond ("Spells you cast from anywhere other than your hand cost {2} less
    to cast."): Think Twice flashed back from Alice's graveyard costs {U} ({2}{U} less 2),
    one Island; cast from her hand it costs {1}{U} and one Island can't pay."""
    lands = ", ".join(["{card: Island}"] * islands)
    refused = "" if ok else ', refused: "total cost"'
    out = solve(f"""
        name: sage
        battlefield: [{{card: Sage of the Beyond}}, {lands}]
        {zone}: {{Alice: [{{card: Think Twice, as: tt}}]}}
        library: {{Alice: [Plains]}}
        actions:
          - {{cast: Think Twice, pay: true{way}{refused}}}
        expect:
          tt: {{zone: {'exile' if ok else zone}}}
    """)
    assert out.passed, out.failures
