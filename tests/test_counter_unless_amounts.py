"""118.12 / 107.3 / 701.6a: "Counter target spell unless its controller pays {X}" and
"... pays {1} for each <count>": the generic amount is counted as the counterspell
resolves, and the spell's controller decides whether to pay it (only if they can, 118.3)."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import SpellAbility, UnsupportedAbility

_BOARD = """
name: {name}
battlefield:
  - {{card: Island, controller: Alice, as: i1}}
  - {{card: Island, controller: Alice, as: i2}}
  - {{card: Island, controller: Alice, as: i3}}
hand: {{Alice: [{{card: Shivan Dragon, as: dragon}}], Bob: [{counter}]}}
graveyard: {{Bob: [{graveyard}]}}
actions:
  - {{cast: Shivan Dragon, respond: true}}
  - {{cast: {counter}, by: Bob, targets: [dragon]{more}}}
expect:
  dragon: {{zone: {zone}}}
"""


def _islands_tapped(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.chars(o).name == "Island" and game.obj(o).tapped)


@pytest.mark.parametrize(("pay", "zone", "tapped"), [("yes", "battlefield", 3),
                                                     ("no", "graveyard", 0)])
def test_118_12_circular_logic_counts_cards_in_its_controllers_graveyard(
        solve, pay: str, zone: str, tapped: int) -> None:
    """Bob has three cards in his graveyard: Circular Logic asks Alice for {3}; with three
    Islands she pays (all three tapped, the Dragon resolves) or declines (countered)."""
    out = solve(_BOARD.format(name="circular logic", counter="Circular Logic",
                              graveyard="Plains, Plains, Plains", zone=zone,
                              more=f", choices: {{pay: {pay}}}"))
    assert out.passed, out.failures
    assert _islands_tapped(out.game) == tapped


def test_118_3_circular_logic_amount_beyond_what_she_can_pay(solve) -> None:
    """Four cards in Bob's graveyard: {4} with three Islands can't be paid, so Alice isn't
    asked; the Dragon is countered and her Islands stay untapped."""
    out = solve(_BOARD.format(name="circular logic four", counter="Circular Logic",
                              graveyard="Plains, Plains, Plains, Plains", zone="graveyard",
                              more=""))
    assert out.passed, out.failures
    assert _islands_tapped(out.game) == 0


def test_107_3a_clash_of_wills_x_as_announced(solve) -> None:
    """Clash of Wills cast with X=2: Alice pays {2} (two Islands tapped), the Dragon
    resolves."""
    out = solve(_BOARD.format(name="clash of wills", counter="Clash of Wills", graveyard="",
                              zone="battlefield",
                              more=", choices: {x: 2, pay: yes}"))
    assert out.passed, out.failures
    assert _islands_tapped(out.game) == 2


def test_107_3a_spell_stutter_base_plus_each_faerie(solve) -> None:
    """Spell Stutter: {2} plus {1} for each Faerie Bob controls; with two Faeries that is
    {4}, which Alice's three Islands can't pay: countered."""
    text = _BOARD.format(name="spell stutter", counter="Spell Stutter", graveyard="",
                         zone="graveyard", more="")
    text = text.replace("battlefield:\n", "battlefield:\n  - {card: Faerie Miscreant, "
                        "controller: Bob}\n  - {card: Faerie Miscreant, controller: Bob}\n")
    out = solve(text)
    assert out.passed, out.failures
    assert _islands_tapped(out.game) == 0


LINES = [
    ("Circular Logic", "Counter target spell unless its controller pays {1} for each card in "
     "your graveyard.", True),
    ("Clash of Wills", "Counter target spell unless its controller pays {X}.", True),
    ("Ixidor's Will", "Counter target spell unless its controller pays {2} for each Wizard on "
     "the battlefield.", True),
    ("Spell Stutter", "Counter target spell unless its controller pays {2} plus an additional "
     "{1} for each Faerie you control.", True),
    ("Thassa's Rebuff", "Counter target spell unless its controller pays {X}, where X is your "
     "devotion to blue.", True),
    ("Evasive Action", "Domain — Counter target spell unless its controller pays {1} for each "
     "basic land type among lands you control.", True),
    # 107.3a, 202.3e: "its mana value" is the target spell's (compiler.grammar.stat_refs);
    # the sacrificed source's power needs last known information (608.2h): not read.
    ("Rethink", "Counter target spell unless its controller pays {X}, where X is its mana "
     "value.", True),
    ("Mausoleum Wanderer", "Sacrifice this creature: Counter target instant or sorcery spell "
     "unless its controller pays {X}, where X is this creature's power.", False),
]


@pytest.mark.parametrize(("card", "line", "read"), LINES)
def test_118_12_generic_amount_lines(catalog: Catalog, card: str, line: str, read: bool) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1, [a.text for a in catalog.abilities(card, 0)]
    assert isinstance(mine[0], SpellAbility) if read else isinstance(mine[0],
                                                                     UnsupportedAbility)


@pytest.mark.parametrize(("spell", "zone", "tapped"), [("Grizzly Bears", "battlefield", 2),
                                                       ("Shivan Dragon", "graveyard", 0)])
def test_107_3a_rethink_asks_for_the_target_spells_mana_value(
        solve, spell: str, zone: str, tapped: int) -> None:
    """Rethink: X is the target spell's mana value (202.3), not Rethink's own 3: Alice pays {2}
    for Grizzly Bears with two of her three Islands; Shivan Dragon's {6} she can't pay
    (118.3), so it is countered and her Islands stay untapped."""
    text = _BOARD.format(name="rethink", counter="Rethink", graveyard="", zone=zone,
                         more=", choices: {pay: yes}" if tapped else "")
    out = solve(text.replace("Shivan Dragon", spell))
    assert out.passed, out.failures
    assert _islands_tapped(out.game) == tapped
