"""707.12 / 607.2a / 608.2g: copying the card another ability of the same object exiled and
casting the copy (Isochron Scepter: "Imprint — When this artifact enters, you may exile an
instant card with mana value 2 or less from your hand." and "{2}, {T}: You may copy the
exiled card. If you do, you may cast the copy without paying its mana cost."), played through
the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.engine.casting.cast_copies import CastCopies
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import Ref

SCEPTER = """
battlefield: [Island, Island, Island, Island]
hand: {Alice: [{card: Isochron Scepter, as: scepter}, {card: Lightning Bolt, as: bolt}]}
"""


def test_707_12_607_2a_isochron_scepter_casts_a_copy_of_the_imprinted_bolt(solve) -> None:
    """Lightning Bolt imprinted; Alice activates the Scepter: the copy is cast without paying
    {R} (118.9) and hits Bob for 3. The card stays in exile and the copy ceases to exist
    after resolving (707.10a): her graveyard is empty."""
    out = solve("""
name: isochron scepter
""" + SCEPTER + """
choices: [true, bolt, true, Bob]
actions:
  - {cast: scepter, pay: true}
  - activate: {card: scepter, ability: "{2}"}
expect:
  bolt: {zone: exile}
  scepter: {tapped: true}
  player Bob: {life: 17}
  game: {stack: 0}
""")
    assert out.passed, out.failures
    assert out.game.state.zone_list("graveyard", 0) == []


def test_707_12_declining_the_copy_and_nothing_imprinted(solve) -> None:
    """Alice declines to cast the copy: nothing happens, the Bolt stays in exile. With nothing
    imprinted (607.2a: no card exiled by the linked ability) there is nothing to copy."""
    out = solve("""
name: isochron declined
""" + SCEPTER + """
choices: [true, bolt, false]
actions:
  - {cast: scepter, pay: true}
  - activate: {card: scepter, ability: "{2}"}
expect:
  bolt: {zone: exile}
  player Bob: {life: 20}
  game: {stack: 0}
""")
    assert out.passed, out.failures
    out = solve("""
name: isochron empty
""" + SCEPTER + """
choices: [false]
actions:
  - {cast: scepter, pay: true}
  - activate: {card: scepter, ability: "{2}"}
expect:
  bolt: {zone: hand}
  player Bob: {life: 20}
  game: {stack: 0}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "one"), [
    ("Isochron Scepter", "{2}, {T}: You may copy the exiled card. If you do, you may cast the "
     "copy without paying its mana cost.", False),
    ("Spellbinder", "Whenever equipped creature deals combat damage to a player, you may copy "
     "the exiled card. If you do, you may cast the copy without paying its mana cost.", False),
    ("Panoptic Mirror", "At the beginning of your upkeep, you may copy a card exiled with this "
     "artifact. If you do, you may cast the copy without paying its mana cost.", True),
])
def test_607_2a_the_linked_exiled_card_lines(name: str, line: str, one: bool) -> None:
    [ability] = compile_text(line, name)
    assert ability.instructions == (CastCopies(Ref.linked_exiled(), any_number=False,
                                               free=True, one=one),)


def test_607_2a_a_card_this_ability_exiled_first_isnt_the_linked_one() -> None:
    """"the exiled card" after this ability exiled a card may be that card: unread."""
    [ability] = compile_line(
        "Exile target instant card from your graveyard. Whenever a creature you control deals "
        "combat damage to a player this turn, copy the exiled card. You may cast the copy "
        "without paying its mana cost.", "Surge to Victory", spell=True)
    assert isinstance(ability, UnsupportedAbility)


def test_607_2a_panoptic_mirror_copies_one_of_the_imprinted_cards(solve) -> None:
    """Panoptic Mirror imprints Lightning Bolt, then Shock. At her upkeep Alice copies one
    card exiled with it, chosen as the ability resolves (Shock), and casts the copy at Bob
    without paying its mana cost: 2 damage, not 3 or 5."""
    out = solve("""
name: panoptic mirror
battlefield: [{card: Panoptic Mirror, as: mirror}, Island, Island]
hand: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Shock, as: shock}]}
library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island, Island]}
choices: [true, bolt, false, true, shock, shock, true, Bob]
actions:
  - activate: {card: mirror, ability: 1, choices: {x: 1}}
  - pass: next_turn
  - pass: next_turn
  - activate: {card: mirror, ability: 1, choices: {x: 1}}
  - pass: next_turn
  - pass: next_turn
expect:
  bolt: {zone: exile}
  shock: {zone: exile}
  player Bob: {life: 18}
""")
    assert out.passed, out.failures
