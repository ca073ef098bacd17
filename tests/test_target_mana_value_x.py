"""107.3a / 601.2b-c / 608.2b: a target's limit depending on the spell's X ("Counter target
spell with mana value X."): X is announced before targets are chosen, a target outside the
limit is refused, and the limit holds with that X as the spell resolves."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.announced_x import ManaValueX


@pytest.mark.parametrize(("name", "line", "op"), [
    ("Spell Blast", "Counter target spell with mana value X.", "=="),
    ("Detonate", "Destroy target artifact with mana value X. It can't be regenerated. "
     "Detonate deals X damage to that artifact's controller.", "=="),
    ("Disembowel", "Destroy target creature with mana value X.", "=="),
    ("Repeal", "Return target nonland permanent with mana value X to its owner's hand.", "=="),
    ("March of Otherworldly Light", "Exile target artifact, creature, or enchantment with "
     "mana value X or less.", "<="),
])
def test_107_3a_mana_value_x_target_lines(name: str, line: str, op: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    [spec] = ability.targets
    assert ManaValueX(op, target=True) in spec.selector.parts


@pytest.mark.parametrize(("line", "spell"), [
    # a permanent's static line: no X is announced for it
    ("Destroy each creature with mana value X.", False),
    # nor in a triggered ability, whose X isn't read here
    ("When this creature enters, destroy target creature with mana value X.", True),
])
def test_107_3a_mana_value_x_outside_a_spell_is_unread(line: str, spell: bool) -> None:
    """A spell's own "Destroy each creature with mana value X." is read (tests/
    test_spell_x_limits.py)."""
    assert compile_text(line, "Test Card", spell) is None


def _blast(solve, x: int, extra: str = "") -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: spell blast
        hand: {{Alice: [Spell Blast], Bob: [{{card: Lightning Bolt, as: bolt}}]}}
        actions:
          - {{cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true}}
          - {{cast: Spell Blast, targets: [bolt], choices: {{x: {x}}}{extra}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_601_2c_spell_blast_with_x_equal_to_its_mana_value_counters(solve) -> None:
    game = _blast(solve, 1)
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"
    assert game.state.players[0].life == 20


def test_601_2c_spell_blast_with_another_x_cant_target_it(solve) -> None:
    """X = 2: Lightning Bolt (mana value 1) isn't a legal target; Spell Blast isn't cast and
    the Bolt resolves when the players pass."""
    game = _blast(solve, 2, ', refused: "legal"')
    assert [it.source_name for it in game.state.stack_items] == ["Lightning Bolt"]


def test_601_2c_dominate_limit_is_x(solve) -> None:
    """Dominate ("Gain control of target creature with mana value X or less."): X = 1 can't
    take Grizzly Bears (mana value 2); X = 2 can."""
    out = solve("""
        name: dominate
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Dominate, Dominate]}
        actions:
          - {cast: Dominate, targets: [bears], choices: {x: 1}, refused: "legal"}
          - {cast: Dominate, targets: [bears], choices: {x: 2}}
        expect:
          bears: {controller: Alice}
    """)
    assert out.passed, out.failures
