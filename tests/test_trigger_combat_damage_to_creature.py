"""510.2 with 603.2: "Whenever this creature deals combat damage to a creature, destroy that
creature." (Stinkweed Imp): the ability triggers once for each creature dealt combat damage,
and "that creature" is the creature dealt damage."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_510_2_stinkweed_imp_blocking_destroys_the_attacker(solve) -> None:
    """Bob's Stinkweed Imp (1/2) blocks Alice's Craw Wurm (6/4): the Wurm survives the 1
    damage but the Imp's ability destroys it; the Imp dies of the 6 damage."""
    out = solve("""
        name: stinkweed imp blocks
        battlefield:
          - {card: Craw Wurm, as: wurm}
          - {card: Stinkweed Imp, as: imp, controller: Bob}
        actions:
          - {attack: [wurm]}
          - {block: {imp: wurm}}
          - {pass: {to: end_of_combat}}
        expect:
          wurm: {zone: graveyard}
          imp: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_510_2_stinkweed_imp_dealing_damage_to_a_player_triggers_nothing(solve) -> None:
    """Alice's Stinkweed Imp attacks Bob unblocked while Bob's Craw Wurm stays home: 1 damage
    to Bob, the Wurm untouched."""
    out = solve("""
        name: stinkweed imp unblocked
        battlefield:
          - {card: Stinkweed Imp, as: imp}
          - {card: Craw Wurm, as: wurm, controller: Bob}
        actions:
          - {attack: [imp]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          wurm: {zone: battlefield}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_510_2_giants_skewer_equipped_creature_deals_damage_to_a_creature(solve) -> None:
    """Hill Giant equipped with Giant's Skewer (+2/+1) attacks and Bob's Grizzly Bears block:
    "Whenever equipped creature deals combat damage to a creature, create a Food token." -
    Alice gets one Food; the Bears die."""
    out = solve("""
        name: giants skewer
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Giant's Skewer, as: skewer, attached_to: giant}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        actions:
          - {attack: [giant]}
          - {block: {bears: giant}}
          - {pass: {to: end_of_combat}}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    foods = [o for o in game.state.battlefield() if "Food" in game.chars(o).subtypes]
    assert len(foods) == 1 and game.chars(foods[0]).controller == 0


@pytest.mark.parametrize(("name", "line", "subject"), [
    ("Stinkweed Imp", "Whenever this creature deals combat damage to a creature, destroy that "
     "creature.", "damaging_self"),
    ("Ohran Viper", "Whenever this creature deals combat damage to a creature, destroy that "
     "creature at end of combat.", "damaging_self"),
    ("Obelisk Spider", "Whenever this creature deals combat damage to a creature, put a -1/-1 "
     "counter on that creature.", "damaging_self"),
    ("Kashi-Tribe Reaver", "Whenever this creature deals combat damage to a creature, tap that "
     "creature and it doesn't untap during its controller's next untap step.",
     "damaging_self"),
    ("Giant's Skewer", "Whenever equipped creature deals combat damage to a creature, create "
     "a Food token.", "damaging_equipped"),
])
def test_510_2_oracle_lines(name: str, line: str, subject: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.subject) == ("combat_damage_to_creature", subject)
