"""603.12: the reflexive triggered ability "When you do, ..." is the rest of the ability: the
sentences after it are its own. Before, only the first sentence was; the next one ran in the
outer ability whether or not the player did it, with its "it" read as the source (Guide of
Souls became an Angel itself on every attack, Spined Tyrranax and Inti gained trample, the
target didn't)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import Ref


def _tyrranax(solve, choices: str, expect: str) -> None:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: spined tyrranax
        battlefield:
          - {{card: Spined Tyrranax, as: rex}}
          - {{card: Grizzly Bears, as: bears}}
          - Forest
          - Forest
          - Forest
        library: {{Alice: [Forest, Forest], Bob: [Forest]}}
        choices: {choices}
        actions:
          - {{pass: {{to: beginning_of_combat}}}}
        expect: {expect}
    """)
    assert out.passed, out.failures


def test_603_12_spined_tyrranax_the_target_gets_the_counter_and_trample(solve) -> None:
    """Spined Tyrranax (5/5): "At the beginning of combat on your turn, you may pay {2}{G}.
    When you do, put a +1/+1 counter on target creature. That creature gains trample until
    end of turn." Alice pays, targeting her Grizzly Bears: a 3/3 with trample; the Tyrranax
    doesn't gain trample."""
    _tyrranax(solve, "[yes, bears]", "{bears: {power: 3, toughness: 3, has: [trample]}, "
              "rex: {power: 5, lacks: [trample]}}")


def test_603_12_spined_tyrranax_declined_nothing_happens(solve) -> None:
    """Alice doesn't pay: no counter, and nobody gains trample."""
    _tyrranax(solve, "[no]", "{bears: {power: 2, toughness: 2, lacks: [trample]}, "
              "rex: {lacks: [trample]}}")


@pytest.mark.parametrize(("name", "line"), [
    ("Guide of Souls", "Whenever you attack, you may pay {E}{E}{E}. When you do, put two +1/+1 "
     "counters and a flying counter on target attacking creature. It becomes an Angel in "
     "addition to its other types."),
    ("Spined Tyrranax", "At the beginning of combat on your turn, you may pay {2}{G}. When you "
     "do, put a +1/+1 counter on target creature. That creature gains trample until end of "
     "turn."),
    ("Terror of Towashi", "Whenever this creature attacks, you may pay {3}{B}. When you do, "
     "return target creature card from your graveyard to the battlefield. It's a Phyrexian "
     "in addition to its other types."),
])
def test_603_12_the_sentences_after_when_you_do_are_the_reflexive_abilitys(name, line) -> None:
    (ab,) = compile_line(line, name)
    assert not isinstance(ab, UnsupportedAbility), ab
    (outer,) = ab.instructions  # everything else is in the reflexive ability
    inner = outer.reflexive.instructions
    assert len(inner) == 3 if name == "Guide of Souls" else len(inner) == 2
    assert repr(Ref.this()) not in repr(inner)
