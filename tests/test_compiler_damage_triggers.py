"""Compiled "Whenever <source> deals damage, you gain that much life." (120.3, 603.2): the
trigger is the engine's one "deals_damage" event per source (603.2c) and "that much" is the
damage that event dealt. Engine behaviour of the compiled Exalted Angel is tested in
tests/test_opening_hand_attack_costs_retarget.py (510.2 / 603.2c)."""

from __future__ import annotations

import pytest

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility

_DB = CardDatabase.bundled()


@pytest.mark.parametrize("name,subject", [
    ("Exalted Angel", "self"),
    ("Spirit Link", "enchanted"),
    ("Armadillo Cloak", "enchanted"),
])
def test_you_gain_that_much_life(name: str, subject: str) -> None:
    """603.2 / 120.3: one trigger per damage event; the life gained is the damage dealt."""
    line = next(ln for ln in _DB.get(name).faces[0].oracle_text.split("\n")
                if "deals damage, you gain that much life" in ln)
    (a,) = compile_text(line, name) or [None]
    assert isinstance(a, TriggeredAbility)
    assert a.trigger == Trigger("deals_damage", subject)
    assert a.instructions == (I.GainLife(V.EventAmount(), "you"),)
    assert a.targets == () and a.intervening_if is None and not a.optional


def test_that_much_elsewhere_is_not_read_as_the_damage() -> None:
    """"That much" names the damage only on the deals-damage event."""
    assert compile_text("Whenever ~ attacks, you gain that much life.", "Test") is None


def test_combat_damage_to_a_player_or_battle() -> None:
    """510.2 / 310.6: Beamtown Beatstick's trigger is the engine's "player or battle" combat
    damage event, for the creature the Equipment is attached to."""
    from arbiter.rules import selectors as s
    from arbiter.rules.instructions import CreateToken

    line = _DB.get("Beamtown Beatstick").faces[0].oracle_text.split("\n")[1]
    (a,) = compile_text(line, "Beamtown Beatstick") or [None]
    assert a.trigger.event == "combat_damage_to_player_or_battle"
    assert set(a.trigger.selector.parts) == {s.AttachedBySource(), s.IsType("Creature")}
    assert a.instructions == (CreateToken("Treasure", 1, who="you"),)
