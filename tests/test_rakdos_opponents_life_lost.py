"""Rakdos, Lord of Riots: 601.3 "You can't cast Rakdos unless an opponent lost life this
turn." (the same restriction as "Cast ~ only if ...") and 601.2f / 119.3 "Creature spells you
cast cost {1} less to cast for each 1 life your opponents have lost this turn.", played
through the real engine."""

from __future__ import annotations


def test_601_3_rakdos_cant_be_cast_until_an_opponent_lost_life(solve) -> None:
    out = solve("""
        name: rakdos restriction
        hand: {Alice: ["Rakdos, Lord of Riots", Lightning Bolt]}
        actions:
          - {cast: "Rakdos, Lord of Riots", refused: "unless an opponent lost life"}
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: "Rakdos, Lord of Riots", as: rakdos}
        expect:
          rakdos: {zone: battlefield}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_601_2f_creature_spells_cost_1_less_for_each_life_lost(solve) -> None:
    """Bob lost 3 life: Craw Wurm ({4}{G}{G}) costs {1}{G}{G}, paid with three Forests;
    the Bolt that Bob didn't take (at Alice) gives no reduction, and it can't be paid."""
    def wurm(target: str, then: str):  # type: ignore[no-untyped-def]
        return solve(f"""
            name: rakdos reduction
            battlefield:
              - {{card: "Rakdos, Lord of Riots"}}
              - {{card: Forest}}
              - {{card: Forest}}
              - {{card: Forest}}
            hand: {{Alice: [Craw Wurm, Lightning Bolt]}}
            actions:
              - {{cast: Lightning Bolt, targets: [{target}]}}
              - {{cast: Craw Wurm, pay: true, as: wurm{then}}}
        """)
    out = wurm("Bob", "")
    assert out.passed, out.failures
    assert any(o.alias == "wurm" and o.zone == "battlefield"
               for o in out.game.state.objects.values())
    assert wurm("Alice", ", refused: can't pay").passed
