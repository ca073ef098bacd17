"""602.5: "its activated abilities can't be activated" (Arrest, Faith's Fetters, Detainment
Spell): a player can't begin to activate an ability prohibited from being activated; with
"unless they're mana abilities" the abilities 605.1a calls mana abilities stay usable."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

PING = "{T}: This creature deals 1 damage to any target."


def test_602_5_arrest_stops_abilities_attacks_and_blocks(solve) -> None:
    """Arrest on Alice's Prodigal Pyromancer (turn 2, not summoning sick): its {T} ability
    is refused and changes nothing, it can't attack; Bob stays at 20."""
    out = solve(f"""
        name: arrest
        turn: {{number: 2}}
        battlefield:
          - {{card: Prodigal Pyromancer, as: pyro}}
          - {{card: Arrest, attached_to: pyro, controller: Bob}}
        actions:
          - {{activate: {{card: pyro, ability: "{PING}", targets: [Bob]}},
             refused: "activated abilities can't be activated (Arrest, 602.5)"}}
          - {{attack: [pyro], refused: "can't attack"}}
        expect:
          player Bob: {{life: 20}}
          pyro: {{tapped: false}}
    """)
    assert out.passed, out.failures


def test_602_5_arrested_mana_creature_cant_pay(solve) -> None:
    """Arrest on Llanowar Elves: with only the Elves and a Forest, Alice can't pay
    Grizzly Bears' {1}{G} (the Elves' mana ability can't be activated)."""
    out = solve("""
        name: arrest mana
        battlefield:
          - {card: Llanowar Elves, as: elf}
          - Forest
          - {card: Arrest, attached_to: elf, controller: Bob}
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true, refused: "{1}{G}"}
        expect:
          elf: {tapped: false}
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_602_5_605_1a_faiths_fetters_spares_mana_abilities(solve) -> None:
    """Faith's Fetters ("... unless they're mana abilities") on Llanowar Elves: the Elves
    still pay for Grizzly Bears; on Prodigal Pyromancer its {T} damage ability is refused."""
    out = solve(f"""
        name: fetters
        turn: {{number: 2}}
        battlefield:
          - {{card: Llanowar Elves, as: elf}}
          - Forest
          - {{card: Prodigal Pyromancer, as: pyro}}
          - {{card: Faith's Fetters, attached_to: elf, controller: Bob, as: f1}}
          - {{card: Faith's Fetters, attached_to: pyro, controller: Bob, as: f2}}
        hand: {{Alice: [Grizzly Bears]}}
        actions:
          - {{activate: {{card: pyro, ability: "{PING}", targets: [Bob]}},
             refused: "602.5"}}
          - {{cast: Grizzly Bears, pay: true}}
        expect:
          Grizzly Bears: {{zone: battlefield}}
          elf: {{tapped: true}}
          player Bob: {{life: 20}}
    """)
    assert out.passed, out.failures


def test_602_5_detainment_spell_possessive_line(solve) -> None:
    """Detainment Spell ("Enchanted creature's activated abilities can't be activated.") on
    Prodigal Pyromancer: refused; once the Aura is gone, the ability deals 1 damage."""
    out = solve(f"""
        name: detainment spell
        turn: {{number: 2}}
        battlefield:
          - {{card: Prodigal Pyromancer, as: pyro}}
          - {{card: Detainment Spell, attached_to: pyro, controller: Bob, as: aura}}
        actions:
          - {{activate: {{card: pyro, ability: "{PING}", targets: [Bob]}}, refused: "602.5"}}
          - {{move: {{card: aura, to: graveyard}}}}
          - {{activate: {{card: pyro, ability: "{PING}", targets: [Bob]}}}}
        expect:
          player Bob: {{life: 19}}
    """)
    assert out.passed, out.failures


LINES = [
    ("Arrest", "Enchanted creature can't attack or block, and its activated abilities can't "
     "be activated.", True),
    ("Faith's Fetters", "Enchanted permanent can't attack or block, and its activated "
     "abilities can't be activated unless they're mana abilities.", True),
    ("Viper's Kiss", "Enchanted creature gets -1/-1, and its activated abilities can't be "
     "activated.", True),
    ("Demotion", "Enchanted creature can't block, and its activated abilities can't be "
     "activated.", True),
    ("Encrust", "Enchanted permanent doesn't untap during its controller's untap step and its "
     "activated abilities can't be activated.", True),
    ("Detainment Spell", "Enchanted creature's activated abilities can't be activated.", True),
    # 702.122: "crew Vehicles" is not among what the engine can forbid.
    ("Bound in Gold", "Enchanted permanent can't attack, block, or crew Vehicles, and its "
     "activated abilities can't be activated unless they're mana abilities.", False),
]


@pytest.mark.parametrize(("card", "line", "read"), LINES)
def test_602_5_activation_ban_lines(catalog: Catalog, card: str, line: str, read: bool) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1
    if read:
        assert isinstance(mine[0], StaticAbility)
    else:
        assert isinstance(mine[0], UnsupportedAbility)
