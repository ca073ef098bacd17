"""601.2f with 208.1 / 202.3: "Creature spells you cast with power 4 or greater cost {2}
less to cast." (Goreclaw), "... with mana value 6 or greater ..." (Krosan Drover): the
reduction applies to the spells whose power or mana value qualifies as the total cost is
determined. Played through the engine: the lands tapped to pay are counted."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


def _tapped_to_cast(solve, reducer: str, card: str, land: str) -> int:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: cost change
        battlefield: [{{card: "{reducer}"}}, {land}, {land}, {land}, {land}, {land}, {land}]
        hand: {{Alice: [{{card: {card}, as: it}}]}}
        actions:
          - {{cast: {card}, pay: true}}
        expect:
          it: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    game = out.game
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == land and game.obj(o).tapped)


def test_601_2f_goreclaw_craw_wurm_power_6_costs_2_less(solve) -> None:
    """Craw Wurm ({4}{G}{G}, 6/4) costs {2}{G}{G}: four Forests tapped."""
    assert _tapped_to_cast(solve, "Goreclaw, Terror of Qal Sisma", "Craw Wurm", "Forest") == 4


def test_601_2f_goreclaw_grizzly_bears_power_2_pays_full(solve) -> None:
    """Grizzly Bears ({1}{G}, 2/2): power 2, no reduction: two Forests tapped."""
    assert _tapped_to_cast(solve, "Goreclaw, Terror of Qal Sisma", "Grizzly Bears",
                           "Forest") == 2


def test_601_2f_krosan_drover_mana_value_6(solve) -> None:
    """Krosan Drover: Craw Wurm (mana value 6) costs {2} less; Hill Giant (4) doesn't."""
    assert _tapped_to_cast(solve, "Krosan Drover", "Craw Wurm", "Forest") == 4
    assert _tapped_to_cast(solve, "Krosan Drover", "Hill Giant", "Mountain") == 4


def test_601_2f_cost_change_with_stats_reads() -> None:
    (ab,) = compile_line("Instant and sorcery spells you cast with mana value 5 or greater "
                         "cost {1} less to cast.", "Spectacle Mage")
    assert isinstance(ab, StaticAbility)


def test_601_2f_animar_costs_1_less_for_each_counter_on_it(solve) -> None:
    """Animar with two +1/+1 counters: Craw Wurm ({4}{G}{G}) costs {2}{G}{G}."""
    out = solve("""
        name: animar
        battlefield: [{card: "Animar, Soul of Elements", counters: {+1/+1: 2}}, Forest, Forest,
                      Forest, Forest, Forest, Forest]
        hand: {Alice: [{card: Craw Wurm, as: it}]}
        actions:
          - {cast: Craw Wurm, pay: true}
        expect:
          it: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum(1 for o in game.state.battlefield()
               if game.name_of(o) == "Forest" and game.obj(o).tapped) == 4


def test_601_2f_magnus_counts_creature_tokens_you_control(solve) -> None:
    """Magnus the Red: "Instant and sorcery spells you cast cost {1} less to cast for each
    creature token you control." Two tokens: Divination ({2}{U}) costs {U}."""
    out = solve("""
        name: magnus
        battlefield: [{card: Magnus the Red}, {token: {name: Goblin, types: [Creature],
                      subtypes: [Goblin], power: 1, toughness: 1}},
                      {token: {name: Goblin, types: [Creature], subtypes: [Goblin],
                      power: 1, toughness: 1}}, Island, Island, Island]
        hand: {Alice: [Divination]}
        library: {Alice: [Plains, Plains, Plains]}
        actions:
          - {cast: Divination, pay: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum(1 for o in game.state.battlefield()
               if game.name_of(o) == "Island" and game.obj(o).tapped) == 1
