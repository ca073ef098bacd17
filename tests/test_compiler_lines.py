"""The line grammar (`compiler.lines`, `triggers`, `costs`, `conditions`, `replacements`):
real Oracle lines of Innistrad: Midnight Hunt (and a few others) and the abilities they
compile to, then the compiled cards playing on a board.

Trigger conditions 603.1 / 603.2, intervening "if" 603.4, costs 602.1 / 118, activation
restrictions 602.5b, replacement effects 614.1a / 614.1c / 614.12, additional costs 601.2b."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import conditions as C
from arbiter.rules import costs as K
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import (
    ActivatedAbility,
    AdditionalCost,
    ReplacementAbility,
    StaticAbility,
    TriggeredAbility,
)
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

DB = CardDatabase.bundled()


def oracle(name: str, starts: str) -> str:
    """The card's Oracle line that starts with `starts` (so each row is real text)."""
    for face in DB.get(name).faces:
        for line in face.oracle_text.split("\n"):
            if line.startswith(starts):
                return line
    raise KeyError(f"{name}: no line starting {starts!r}")


def one(name: str, starts: str, spell: bool = False) -> Any:
    face = next(f.name for f in DB.get(name).faces
                if any(ln.startswith(starts) for ln in f.oracle_text.split("\n")))
    out = compile_text(oracle(name, starts), face, spell)
    assert out is not None and len(out) == 1, out
    return out[0]


BF = s.InZone(("battlefield",))


# -- 603.1 / 603.2: trigger conditions --------------------------------------------------------
TRIGGERS = [
    # 730.1a: day becoming night or night becoming day (not neither becoming day)
    ("Vadrik, Astral Archmage", "Whenever day becomes night",
     Trigger("day_night_changed", "any")),
    # 510 / 603.2: the object that dealt the damage matches the phrase
    ("Tovolar, Dire Overlord", "Whenever a Wolf or Werewolf",
     Trigger("combat_damage_to_player", "any", selector=s.And((
         s.Or((s.IsSubtype("Wolf"), s.IsSubtype("Werewolf"))), s.YOURS)))),
    # "~ or another creature you control dies": any creature you control, itself included
    ("Odric's Outrider", "Whenever this creature or another",
     Trigger("dies", "any", selector=s.And((s.IsType("Creature"), s.YOURS)))),
    # 701.21a: sacrificing another creature
    ("Fleshtaker", "Whenever you sacrifice",
     Trigger("sacrificed", "you", selector=s.And((s.IsType("Creature"), s.OTHER)))),
    # 603.10a: what the Aura / Equipment was attached to as it died
    ("Sticky Fingers", "When enchanted creature dies", Trigger("dies", "enchanted")),
    ("Sylvok Lifestaff", "Whenever equipped creature dies", Trigger("dies", "equipped")),
    ("Contortionist Troupe", "Coven", Trigger("step", "any", step="end", whose="you")),
    ("Duelcraft Trainer", "Coven",
     Trigger("step", "any", step="beginning_of_combat", whose="you")),
    # 603.2c with the ability's own once-each-turn limit
    ("Morbid Opportunist", "Whenever one or more",
     Trigger("dies", "any", selector=s.And((s.IsType("Creature"), s.OTHER)),
             once_each_turn=True)),
    ("Ghoulish Procession", "Whenever one or more",
     Trigger("dies", "any", selector=s.And((s.Not(s.IsToken()), s.IsType("Creature"))),
             once_each_turn=True)),
    ("Arrogant Outlaw", "When this creature enters", Trigger("enters", "self")),
    # the card as it is in the graveyard: a land card its controller owns (404.2)
    ("Slogurk, the Overslime", "Whenever a land card",
     Trigger("put_into_graveyard", "any", selector=s.And((s.IsType("Land"), s.OwnedByYou())))),
    ("Dennick, Pious Apparition", "Whenever one or more",
     Trigger("put_into_graveyard", "any", selector=s.IsType("Creature"), once_each_turn=True)),
]


@pytest.mark.parametrize("name, starts, trigger", TRIGGERS,
                         ids=[f"{n}: {t}" for n, t, _ in TRIGGERS])
def test_603_1_trigger_conditions(name: str, starts: str, trigger: Trigger) -> None:
    ab = one(name, starts)
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger == trigger


def test_603_2c_one_or_more_cards_leave_your_graveyard_triggers_once_per_event() -> None:
    """'Whenever one or more cards leave your graveyard' triggers once per event (603.2c):
    a batch trigger (`engine.triggers.batches`; played in tests/test_compound_triggers.py)."""
    ab = compile_text(oracle("Willow Geist", "Whenever one or more"), "Willow Geist")[0]
    assert ab.trigger == Trigger("zone_change", "you", from_zone="graveyard", batch=True)


# -- 603.4: intervening "if" --------------------------------------------------------------------
OPPONENT_LOST_LIFE = C.Compare(V.LifeLostThisTurn("opponents"), ">", 0)
INTERVENING = [
    ("Arrogant Outlaw", "When", OPPONENT_LOST_LIFE,
     (I.LoseLife(2, who="each_opponent"), I.GainLife(2))),
    ("Famished Foragers", "When", OPPONENT_LOST_LIFE, (I.AddMana("R"),) * 3),
    ("Contortionist Troupe", "Coven", C.Coven(), None),
    ("Duelcraft Trainer", "Coven", C.Coven(), None),
]


@pytest.mark.parametrize("name, starts, cond, body", INTERVENING,
                         ids=[n for n, *_ in INTERVENING])
def test_603_4_intervening_if(name: str, starts: str, cond: C.Condition,
                              body: tuple | None) -> None:
    ab = one(name, starts)
    assert isinstance(ab, TriggeredAbility)
    assert ab.intervening_if == cond
    if body is not None:
        assert ab.instructions == body


# -- 602.1 / 118: costs; 602.5b: restrictions ------------------------------------------------
COSTS = [
    ("Falkenrath Pit Fighter", "{1}{R}",
     (K.ManaPayment("{1}{R}"), K.DiscardCard(),
      K.SacrificePermanents(s.And((BF, s.IsSubtype("Vampire"))), 1, "a Vampire")),
     OPPONENT_LOST_LIFE, False),
    ("Lord of the Forsaken", "{B}, Sacrifice another",
     (K.ManaPayment("{B}"),
      K.SacrificePermanents(s.And((BF, s.IsType("Creature"), s.OTHER)), 1,
                            "another creature")), None, False),
    ("Siege Zombie", "Tap three",
     (K.TapUntapped(s.And((BF, s.IsType("Creature"), s.YOURS)), 3,
                    "untapped creatures you control"),), None, False),
    ("Slogurk, the Overslime", "Remove three", (K.RemoveCountersCost("+1/+1", 3),), None,
     False),
    ("Candletrap", "Coven", (K.ManaPayment("{2}{W}"), K.SacrificeSelf()), C.Coven(), False),
    ("Ecstatic Awakener", "{2}{B}",
     (K.ManaPayment("{2}{B}"),
      K.SacrificePermanents(s.And((BF, s.IsType("Creature"), s.OTHER)), 1,
                            "another creature")), None, True),
]


@pytest.mark.parametrize("name, starts, cost, cond, once", COSTS, ids=[c[0] for c in COSTS])
def test_602_1_costs_and_602_5b_restrictions(name: str, starts: str, cost: tuple,
                                              cond: C.Condition | None, once: bool) -> None:
    out = compile_text(oracle(name, starts), DB.get(name).faces[0].name)
    assert out is not None and len(out) == 1
    ab = out[0]
    assert isinstance(ab, ActivatedAbility)
    assert ab.cost == cost
    assert ab.condition == cond
    assert ab.once_each_turn == once


# -- 614: replacement effects ----------------------------------------------------------------
def test_614_1a_exile_instead_of_a_graveyard_from_anywhere() -> None:
    ab = one("Hook-Haunt Drifter", "If")
    assert ab == StaticAbility(text="", effects=(EffectSpec(
        s.SELF, (RulesPart("replace_zone_change", ("any", "graveyard", "exile")),)),))


ENTERS_WITH = [
    # 107.3m: the X of the spell it was
    ("Contortionist Troupe", ("+1/+1", "X")),
    # 700.4
    ("Grizzly Ghoul", ("+1/+1", V.CreaturesDiedThisTurn())),
    ("Mounted Dreadknight", ("+1/+1", 1, OPPONENT_LOST_LIFE)),
]


@pytest.mark.parametrize("name, spec", ENTERS_WITH, ids=[e[0] for e in ENTERS_WITH])
def test_614_1c_enters_with_counters(name: str, spec: tuple) -> None:
    ab = one(name, "This creature enters")
    assert ab == ReplacementAbility(text="", kind="enters_with_counters", spec=spec)


def test_614_1c_enters_tapped_unless_you_control_two_or_more_other_lands() -> None:
    ab = one("Deserted Beach", "This land enters")
    assert isinstance(ab, ReplacementAbility) and ab.kind == "enters_tapped"
    assert ab.spec == (C.Compare(V.CountOf(s.And((
        s.And((BF, s.IsType("Land"), s.OTHER)), s.YOURS))), ">=", 2),)


def test_614_12_it_becomes_day_as_it_enters_if_neither() -> None:
    ab = one("Sunrise Cavalier", "If it's neither")
    assert ab == ReplacementAbility(text="", kind="as_enters_do", spec=(
        I.If(C.DayNight("neither"), (I.SetDayNight("day"),)),))


# -- 601.2b / 118.8: additional costs -----------------------------------------------------
ADDITIONAL = [
    ("Vivisection", K.SacrificePermanents(s.And((BF, s.IsType("Creature"))), 1, "a creature")),
    ("Rite of Oblivion", K.SacrificePermanents(s.And((BF, s.Not(s.IsType("Land")))), 1,
                                               "a nonland permanent")),
    ("Corpse Cobble", K.SacrificePermanents(s.And((BF, s.IsType("Creature"))), None,
                                            "any number of creatures")),
    ("Electric Revelation", K.DiscardCard()),
]


@pytest.mark.parametrize("name, cost", ADDITIONAL, ids=[a[0] for a in ADDITIONAL])
def test_601_2b_additional_costs(name: str, cost: Any) -> None:
    ab = one(name, "As an additional cost", spell=True)
    assert ab == AdditionalCost(text="", costs=(cost,))


def test_601_2b_sacrifice_or_pay_is_a_cost_choice() -> None:
    """118.8 / 601.2b: "sacrifice a creature or pay {3}{B}": one cost with two options (the
    engine's `cost_choice`; played in tests/test_compiler_mid_f.py)."""
    from arbiter.rules.costs import CostChoice

    (ab,) = compile_text(oracle("Eaten Alive", "As an"), "Eaten Alive", True)
    assert isinstance(ab.costs[0], CostChoice)
