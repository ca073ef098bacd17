"""614.1a / 701.27 / 119.5: "If your life total would be reduced to 0 or less, instead
transform this creature and your life total becomes 3. Then if this creature didn't transform
this way, you lose the game." (Enduring Angel). Bob's Earthquake deals damage to each player
without targeting (Alice has hexproof from the Angel) and not to the flying Angels."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.replacement.life_to_zero import LIFE_TO_ZERO
from arbiter.rules.parts import RulesPart
from arbiter.rules.structure import nodes


def _quake(x: int, life: int, extra: str = "") -> str:
    return f"""
        name: enduring angel
        players: [Bob, Alice]
        battlefield:
          - {{card: Enduring Angel, as: angel, controller: Alice}}
{extra}
        hand: {{Bob: [Earthquake]}}
        actions:
          - {{set: {{player: Alice, life: {life}}}}}
          - {{cast: Earthquake, by: Bob, choices: {{x: {x}}}}}
    """


def test_614_1a_damage_that_would_kill_transforms_the_angel(solve) -> None:
    """Alice at 5 is dealt 10: instead the Angel transforms and her life total becomes 3;
    Angelic Enforcer's power and toughness are her life total."""
    out = solve(_quake(10, 5) + """
        expect:
          player Alice: {life: 3, lost: false}
          angel: {name: Angelic Enforcer, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_614_1a_a_life_total_above_0_is_reduced_normally(solve) -> None:
    """Alice at 10 is dealt 3: she goes to 7; the Angel doesn't transform."""
    out = solve(_quake(3, 10) + """
        expect:
          player Alice: {life: 7}
          angel: {name: Enduring Angel}
    """)
    assert out.passed, out.failures


def test_701_27c_a_copy_that_cant_transform_loses_the_game(solve) -> None:
    """Alice's Clone copies the Angel (a Clone isn't a double-faced card, 701.27c): at 2 life
    she is dealt 3; her life total becomes 3, the Clone doesn't transform, she loses."""
    out = solve("""
        name: clone angel
        players: [Bob, Alice]
        battlefield:
          - {card: Enduring Angel, as: angel, controller: Bob}
          - {card: Clone, as: clone, controller: Alice, choices: {copy: angel}}
        hand: {Bob: [Earthquake]}
        actions:
          - {set: {player: Alice, life: 2}}
          - {cast: Earthquake, by: Bob, choices: {x: 3}}
        expect:
          player Alice: {life: 3, lost: true}
          player Bob: {life: 17}
          clone: {name: Enduring Angel}
    """)
    assert out.passed, out.failures


def test_614_1a_oracle_line_reads() -> None:
    line = ("If your life total would be reduced to 0 or less, instead transform this creature "
            "and your life total becomes 3. Then if this creature didn't transform this way, "
            "you lose the game.")
    abilities = compile_text(line, "Enduring Angel")
    assert abilities is not None
    parts = [n for n in nodes(abilities) if isinstance(n, RulesPart)]
    assert [(p.rule, p.detail) for p in parts] == [(LIFE_TO_ZERO, (0, 3))]
