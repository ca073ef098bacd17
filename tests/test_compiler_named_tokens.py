"""Tokens an effect names (111.4) compiled from Oracle text: Overlord of the Hauntwoods'
Everywhere (205.3i: every basic land type; not a basic land, 205.4a). Its play (a land with
the five intrinsic mana abilities, 305.6) is tested by the seed scenario A20."""

from __future__ import annotations

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.state.objects import TokenDef

_DB = CardDatabase.bundled()


def test_111_4_a_tapped_colorless_land_token_named_everywhere() -> None:
    face = _DB.get("Overlord of the Hauntwoods").faces[0]
    line = next(ln for ln in face.oracle_text.split("\n") if ln.startswith("Whenever"))
    (a,) = compile_text(line, face.name) or [None]
    assert a.trigger == Trigger("enters_or_attacks", "self")
    assert a.instructions == (I.CreateToken(
        TokenDef(name="Everywhere", types=("Land",),
                 subtypes=("Plains", "Island", "Swamp", "Mountain", "Forest"), colors=()),
        1, tapped=True, who="you"),)


def test_a_named_creature_token_without_power_and_toughness_is_unread() -> None:
    """A creature token needs its power and toughness (111.4 only names it)."""
    assert compile_text("Create a colorless creature token named Nobody.", "Test",
                        spell=True) is None
