"""118.12 / 608.2c: "You may <action>. If you do, <a>. If you don't, <b>." — <b> happens
when the player chose not to take the action or couldn't (118.3); "If <condition>, you may
<action>. If you do, <a>." — the optional action inside the condition."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.stack.if_you_dont import IfDidNot
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I

_CROVAX = """
    name: crovax
    battlefield:
      - {card: Crovax the Cursed, as: crovax}  # enters with four +1/+1 counters
      - {card: Grizzly Bears, as: bears}
    library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    choices: CHOICES
    actions:
      - {pass: next_turn}
      - {pass: next_turn}
      - {pass: {to: draw}}
"""


def test_118_12_crovax_sacrifices_and_grows(solve) -> None:
    """Alice sacrifices her Grizzly Bears in her upkeep: Crovax gets a +1/+1 counter, and
    "If you don't" doesn't happen (the counter put on it doesn't undo that she did)."""
    out = solve(_CROVAX.replace("CHOICES", "[yes, bears]") + """
    expect:
      crovax: {counters: {+1/+1: 5}, power: 5}
      bears: {zone: graveyard}
""")
    assert out.passed, out.failures


def test_118_12_crovax_declines_and_shrinks(solve) -> None:
    out = solve(_CROVAX.replace("CHOICES", "[no]") + """
    expect:
      crovax: {counters: {+1/+1: 3}, power: 3}
      bears: {zone: battlefield}
""")
    assert out.passed, out.failures


def test_118_3_entrails_feaster_with_no_creature_card_is_tapped(solve) -> None:
    """Entrails Feaster: "you may exile a creature card from a graveyard. If you do, put a
    +1/+1 counter on this creature. If you don't, tap this creature." No graveyard holds a
    creature card: nothing is exiled, so the Feaster is tapped and gets no counter."""
    out = solve("""
        name: feaster
        battlefield: [{card: Entrails Feaster, as: feaster}]
        graveyard: {Bob: [Forest]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        choices: [yes]
        actions:
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: draw}}
        expect:
          feaster: {tapped: true, power: 1}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Crovax the Cursed", "At the beginning of your upkeep, you may sacrifice a creature. If "
     "you do, put a +1/+1 counter on Crovax. If you don't, remove a +1/+1 counter from "
     "Crovax.", False),
    ("Entrails Feaster", "At the beginning of your upkeep, you may exile a creature card from "
     "a graveyard. If you do, put a +1/+1 counter on this creature. If you don't, tap this "
     "creature.", False),
    ("Devouring Sugarmaw", "At the beginning of your upkeep, you may sacrifice an artifact, "
     "enchantment, or token. If you don't, tap this creature.", False),
])
def test_118_12_if_you_dont_lines(name: str, line: str, spell: bool) -> None:
    (ability,) = compile_line(line, name, spell=spell, legendary=True)
    assert not isinstance(ability, UnsupportedAbility), line
    assert isinstance(ability.instructions[0], I.MayDo)
    assert isinstance(ability.instructions[-1], IfDidNot)


def test_608_2c_take_out_the_trash_optional_discard_inside_if() -> None:
    (ability,) = compile_line("Take Out the Trash deals 3 damage to target creature or "
                              "planeswalker. If you control a Raccoon, you may discard a card. "
                              "If you do, draw a card.", "Take Out the Trash", spell=True)
    assert not isinstance(ability, UnsupportedAbility)
    cond = ability.instructions[-1]
    assert isinstance(cond, I.If) and isinstance(cond.then[0], I.MayDo)
    assert isinstance(cond.then[0].do[-1], I.IfDid)
