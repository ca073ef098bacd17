"""120.3: who deals the damage when the sentence names its source with a pronoun. One "it"
shared by two damages of one sentence is one source ("When this creature enters, it deals 1
damage to target creature and 1 damage to you": Forge Devil deals both); "it deals" after
another source dealt damage names that source again (Firebending Lesson, Illuminate);
"That creature deals ..." names the object named last (Tracker). Before, the second damage
of Forge Devil was dealt by the target creature."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules.instructions import DealDamage, Ref


def _sources(line: str, name: str, spell: bool) -> list[Ref]:
    (ab,) = compile_line(line, name, spell)

    def walk(x):  # every DealDamage, however nested (If, MayDo ...)
        if isinstance(x, DealDamage):
            yield x
        elif isinstance(x, tuple):
            for y in x:
                yield from walk(y)
        elif hasattr(x, "__dataclass_fields__"):
            for f in x.__dataclass_fields__:
                yield from walk(getattr(x, f))
    return [d.source for d in walk(ab.instructions)]


@pytest.mark.parametrize(("line", "name", "spell", "sources"), [
    ("When this creature enters, it deals 1 damage to target creature and 1 damage to you.",
     "Forge Devil", False, [Ref.this(), Ref.this()]),
    ("When this creature enters, it deals 4 damage to any target and 2 damage to you.",
     "Char-Dog", False, [Ref.this(), Ref.this()]),
    ("Firebending Lesson deals 2 damage to target creature. If this spell was kicked, it deals "
     "5 damage to that creature instead.", "Firebending Lesson", True, [Ref.this(), Ref.this()]),
    ("Torch the Tower deals 2 damage to target creature or planeswalker. If this spell was "
     "bargained, instead it deals 3 damage to that permanent and you scry 1.",
     "Torch the Tower", True, [Ref.this(), Ref.this()]),
    ("{G}{G}, {T}: This creature deals damage equal to its power to target creature. That "
     "creature deals damage equal to its power to this creature.", "Tracker", False,
     [Ref.this(), Ref.target(0)]),
    ("Target creature you control gets +1/+0 until end of turn. It deals damage equal to its "
     "power to target creature an opponent controls.", "Ambuscade", True, [Ref.target(0)]),
])
def test_120_3_the_source_a_damage_pronoun_names(line, name, spell, sources) -> None:
    assert _sources(line, name, spell) == sources


def test_120_3_forge_devil_deals_both_damages(board) -> None:
    """Forge Devil enters under Alice, targeting Bob's Vampire Nighthawk (lifelink): Forge
    Devil deals 1 damage to the Nighthawk and 1 to Alice. Bob gains no life: the Nighthawk
    dealt no damage (702.15b)."""
    game = board("""
        name: forge devil
        battlefield: [{card: Vampire Nighthawk, controller: Bob, as: hawk}]
        actions:
          - {enter: {card: Forge Devil, as: devil}, choices: {target: hawk}}
    """)
    steps.resolve_all(game)
    assert game.state.players[0].life == 19
    assert game.state.players[1].life == 20
    assert game.obj(obj_id(game, "hawk")).damage == 1
