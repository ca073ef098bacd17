"""Compiled one-shot changes whose value is switched or chosen as the effect resolves
(608.2d, 613.4d, 613.1e, 205.1a) and the attack tax line (508.1d): tables of real Oracle
lines and what a judge would say each does."""

from __future__ import annotations

import pytest

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import costs as K
from arbiter.rules import instructions as I
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import (
    ActivatedAbility,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
)
from arbiter.rules.values import Const
from arbiter.state.effects import END_OF_TURN

_DB = CardDatabase.bundled()


def _line(name: str, index: int) -> tuple[str, str, bool]:
    face = _DB.get(name).faces[0]
    spell = bool({"Instant", "Sorcery"} & set(face.types))
    return face.oracle_text.split("\n")[index], face.name, spell


def _only(name: str, index: int):  # type: ignore[no-untyped-def]
    line, face, spell = _line(name, index)
    abilities = compile_text(line, face, spell)
    assert abilities is not None and len(abilities) == 1, line
    return abilities[0]


@pytest.mark.parametrize("name,index,affected,targeted", [
    # 613.4d: "Switch target creature's power and toughness until end of turn."
    ("Twisted Image", 0, I.Ref.target(0), True),
    ("About Face", 0, I.Ref.target(0), True),
    # "Discard a card: Switch Aquamoeba's power and toughness until end of turn."
    ("Aquamoeba", 0, I.Ref.this(), False),
])
def test_switch_power_and_toughness(name: str, index: int, affected: I.Ref,
                                    targeted: bool) -> None:
    """613.4d: the switch is a layer 7d effect lasting until end of turn (611.2)."""
    a = _only(name, index)
    assert a.instructions == (I.CreateEffect(parts=(P.SwitchPT(),), affected=affected,
                                             duration=END_OF_TURN),)
    if targeted:
        assert isinstance(a, SpellAbility)
        assert [t.kind for t in a.targets] in (["creature"], ["permanent"])
        assert s.IsType("Creature") in a.targets[0].selector.parts
    else:
        assert isinstance(a, ActivatedAbility) and a.cost == (K.DiscardCard(),)


def test_becomes_the_color_of_your_choice() -> None:
    """608.2d / 613.1e: Wild Mongrel: the color is chosen as the ability resolves; the
    creature gets +1/+1 and is that color (and no other) until end of turn."""
    a = _only("Wild Mongrel", 0)
    assert isinstance(a, ActivatedAbility) and a.cost == (K.DiscardCard(),)
    assert a.instructions == (
        I.Choose("color", key="color"),
        I.CreateEffect(parts=(P.ModifyPT(Const(1), Const(1)), P.SetColors(chosen=True)),
                       affected=I.Ref.this(), duration=END_OF_TURN))


def test_a_plain_modification_is_not_a_color_choice() -> None:
    """Without "the color of your choice" the line is the ordinary clause (no Choose)."""
    a = compile_text("Target creature gets +1/+1 until end of turn.", "Test", spell=True)
    assert a is not None and not any(isinstance(i, I.Choose) for i in a[0].instructions)


def test_choose_a_creature_type_other_than() -> None:
    """608.2d / 205.3m: Unnatural Selection: a creature type other than Wall is chosen as
    the ability resolves; the target's creature types become that type (205.1a)."""
    a = _only("Unnatural Selection", 0)
    assert isinstance(a, ActivatedAbility) and a.cost == (K.ManaPayment("{1}"),)
    assert a.instructions == (
        I.Choose("creature_type", key="creature_type", exclude=("Wall",)),
        I.CreateEffect(parts=(P.BecomeTypes(chosen_subtype=True),), affected=I.Ref.target(0),
                       duration=END_OF_TURN))
    assert len(a.targets) == 1 and s.IsType("Creature") in a.targets[0].selector.parts


@pytest.mark.parametrize("name", ["Ghostly Prison", "Propaganda", "Windborn Muse"])
def test_attack_tax(name: str) -> None:
    """508.1d: "Creatures can't attack you unless their controller pays {2} for each
    creature they control that's attacking you.": {2} per creature attacking the ability's
    controller (`engine.combat.attack_costs`)."""
    line = next(ln for ln in _DB.get(name).faces[0].oracle_text.split("\n")
                if ln.startswith("Creatures can't attack you"))
    a = compile_text(line, name)
    assert a is not None and len(a) == 1 and isinstance(a[0], StaticAbility)
    (effect,) = a[0].effects
    assert effect.affected == s.SELF
    assert effect.parts == (P.RulesPart(rule="attack_tax", detail="{2}"),)


def test_an_attack_tax_with_x_is_left_unread() -> None:
    """508.1h: the total is determined as attackers are declared; nothing announces an X."""
    assert compile_text("Creatures can't attack you unless their controller pays {X} for each "
                        "creature they control that's attacking you.", "Test") is None


@pytest.mark.parametrize("name,kind", [
    ("Mass Manipulation", "permanent"),  # creatures and/or planeswalkers
    ("Icy Blast", "creature"),
    ("Gridlock", "permanent"),
])
def test_x_targets_of_a_spell(name: str, kind: str) -> None:
    """115.1 / 601.2c: "X target ..." in a spell is one requirement for as many targets as
    the X announced (107.3a); every one of them is acted on."""
    a = _only(name, 0)
    assert isinstance(a, SpellAbility)
    (spec,) = a.targets
    assert spec.x and spec.count == 0 and not spec.up_to and spec.kind == kind
    assert a.instructions[0] != () and I.Ref.slots(0, -1) in (
        getattr(a.instructions[0], "affected", None), getattr(a.instructions[0], "what", None))


def test_mass_manipulation_gains_control_of_all_of_them() -> None:
    """613.1b: Mass Manipulation gains control of each target, indefinitely."""
    a = _only("Mass Manipulation", 0)
    assert a.instructions == (I.CreateEffect(parts=(P.SetController(),),
                                             affected=I.Ref.slots(0, -1)),)
    assert a.targets[0].selector.parts[1] == s.Or((s.IsType("Creature"),
                                                    s.IsType("Planeswalker")))


@pytest.mark.parametrize("line", [
    # 107.3a: X defined by the text, or no spell's X announced: left unread.
    "When Midnight Arsonist enters the battlefield, destroy up to X target artifacts "
    "without mana abilities, where X is the number of Vampires you control.",
    "Whenever ~ attacks, tap X target creatures.",
])
def test_x_targets_without_a_spells_x_are_unread(line: str) -> None:
    assert compile_text(line, "Midnight Arsonist") is None


def test_enters_with_your_choice_of_counter() -> None:
    """614.1c / 122.1b: Helica Glider enters with one counter, a flying or a first strike
    counter as its controller chooses (the keyword counter grants the keyword)."""
    (a,) = compile_text(*_line("Helica Glider", 0)[:2]) or [None]
    assert a == ReplacementAbility(text="", kind="enters_with_counters",
                                   spec=(("flying", "first strike"), 1))
    (b,) = compile_text("~ enters with your choice of a +1/+1, first strike, or vigilance "
                        "counter on it.", "Test") or [None]
    assert b.spec == (("+1/+1", "first strike", "vigilance"), 1)


def test_cant_be_blocked_this_turn_except_by() -> None:
    """509.1b / 611.2: Gingerbrute's "{1}: Gingerbrute can't be blocked this turn except by
    creatures with haste." lasts until end of turn; only creatures with haste may block it."""
    a = _only("Gingerbrute", 1)
    assert isinstance(a, ActivatedAbility) and a.cost == (K.ManaPayment("{1}"),)
    (effect,) = a.instructions
    assert effect.affected == I.Ref.this() and effect.duration == END_OF_TURN
    (part,) = effect.parts
    assert part.rule == "cant_be_blocked_except_by"
    assert set(part.detail.parts) == {s.InZone(("battlefield",)), s.IsType("Creature"),
                                      s.HasKeyword("haste")}
